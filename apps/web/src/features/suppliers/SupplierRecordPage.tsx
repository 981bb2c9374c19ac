import { saveSupplierRequest } from '@lading/shared';
import { Button, Card, DatePicker, Form, Result, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { positiveId, supplierPaths } from './supplier-routes';
import { SupplierRevisionTable } from './SupplierRevisionTable';
import { useSupplier, type RevisionFilters } from './useSuppliers';
import { FilterForm } from '../common/FilterForm';

/** The fields a revision can name: the profile's, plus the stage. */
type RevisedField = keyof typeof saveSupplierRequest.shape | 'supplyStage';
const REVISED_FIELDS = [
  ...(Object.keys(saveSupplierRequest.shape) as RevisedField[]),
  'supplyStage' as const,
];

interface FilterValues {
  field?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/** /factory/supplierRecord?id=N: one supplier's revision history, by field and dates. */
export default function SupplierRecordPage() {
  const { t } = useTranslation('suppliers');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const supplier = useSupplier(id);
  const [filters, setFilters] = useState<RevisionFilters>({});
  const [form] = Form.useForm<FilterValues>();

  if (id === undefined || supplier.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={
          <Button onClick={() => void navigate(supplierPaths.list)}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (!supplier.data) return <Spin />;
  const apply = (values: FilterValues) =>
    setFilters({
      field: values.field || undefined,
      from: values.days?.[0]?.format('YYYY-MM-DD'),
      to: values.days?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <Card
      title={t('revisions.title', { code: supplier.data.code, name: supplier.data.shortName })}
      extra={
        <Space>
          <Button onClick={() => void navigate(supplierPaths.details(id))}>{t('details')}</Button>
          <Button onClick={() => void navigate(supplierPaths.list)}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        </Space>
      }
    >
      <FilterForm<FilterValues>
        form={form}
        onSearch={apply}
        onReset={() => setFilters({})}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="field" label={t('revisions.field')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 220 }}
            options={REVISED_FIELDS.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
          />
        </Form.Item>
        <Form.Item name="days" label={t('revisions.dates')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" />
        </Form.Item>
      </FilterForm>
      <SupplierRevisionTable id={id} filters={filters} />
    </Card>
  );
}
