import {
  auditActionLabel,
  masterDataAuditOperations,
  withinDayRange,
  type Language,
  type ProductRevision,
  formatDateTime,
} from '@lading/shared';
import { Button, Card, DatePicker, Form, Result, Select, Space, Spin, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../common/ExportButton';
import { useProduct, useProductRevisions } from '../products/useProducts';
import { downloadFile } from '../../api/call';
import type { ProductRecordFilters } from './useAudit';
import { ChangeValue } from './ChangeValue';
import { FilterForm } from '../common/FilterForm';

interface FilterValues {
  field?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/** A product field's label: `countryShortNames.NG` reads as "Short name (NG)". */
function useProductFieldLabel() {
  const { t } = useTranslation('products');
  return (field: string) => {
    const [head, country] = field.split('.');
    // a field the server names: shown as named when the catalog has no label for it
    return country
      ? t('fields.shortNameIn', { country })
      : t(`fields.${head}`, { defaultValue: field });
  };
}

/**
 * spec §2 /production/productRecord?id=N (hidden): one product's revision history — who,
 * when, which field, before → after — filtered by field and days, exported as Excel.
 */
export default function ProductRecordPage() {
  const { t, i18n } = useTranslation('audit');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const product = useProduct(valid ? id : undefined);
  const revisions = useProductRevisions(valid ? id : 0, valid);
  const label = useProductFieldLabel();
  const [filters, setFilters] = useState<ProductRecordFilters>({});
  const [form] = Form.useForm<FilterValues>();

  const all = useMemo(() => revisions.data ?? [], [revisions.data]);
  const fields = useMemo(() => [...new Set(all.map((row) => row.field))], [all]);
  const shown = all.filter(
    (row) =>
      (!filters.field || row.field === filters.field) &&
      withinDayRange(row.at, filters.startTime, filters.endTime),
  );

  if (!valid || product.isError) {
    return (
      <Result
        status="warning"
        title={t('productRecord.notFound')}
        extra={
          <Button onClick={() => void navigate('/production/product')}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (!product.data) return <Spin />;

  const apply = (values: FilterValues) =>
    setFilters({
      field: values.field || undefined,
      startTime: values.days?.[0]?.format('YYYY-MM-DD'),
      endTime: values.days?.[1]?.format('YYYY-MM-DD'),
    });

  return (
    <Card
      title={t('productRecord.title', {
        productId: product.data.productId,
        name: product.data.shortName,
      })}
      extra={
        <Space>
          <Button onClick={() => void navigate(`/production/productDetails?id=${id}`)}>
            {t('productRecord.details')}
          </Button>
          <Button onClick={() => void navigate('/production/product')}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        </Space>
      }
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <FilterForm<FilterValues> form={form} onSearch={apply} onReset={() => setFilters({})}>
          <Form.Item name="field" label={t('columns.field')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 220 }}
              options={fields.map((field) => ({ value: field, label: label(field) }))}
            />
          </Form.Item>
          <Form.Item name="days" label={t('filters.days')}>
            <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} />
          </Form.Item>
        </FilterForm>
        <ExportButton
          run={() =>
            downloadFile(masterDataAuditOperations.productRevisionsExport, {
              params: { id },
              query: filters,
            })
          }
        />
      </Space>
      <Table<ProductRevision>
        rowKey={(row) => `${row.at}-${row.action}-${row.field}`}
        size="small"
        loading={revisions.isFetching}
        dataSource={shown}
        pagination={{
          pageSize: 20,
          showTotal: (count) => t('table.total', { ns: 'common', count }),
        }}
        columns={[
          {
            title: t('columns.at'),
            dataIndex: 'at',
            width: 170,
            render: (at: string) => formatDateTime(at),
          },
          { title: t('columns.actor'), dataIndex: 'actor', width: 120 },
          {
            title: t('columns.action'),
            dataIndex: 'action',
            width: 110,
            render: (action: string) => <Tag>{auditActionLabel(lang, action)}</Tag>,
          },
          { title: t('columns.field'), dataIndex: 'field', render: label },
          {
            title: t('columns.before'),
            dataIndex: 'before',
            render: (value: ProductRevision['before']) => <ChangeValue value={value} />,
          },
          {
            title: t('columns.after'),
            dataIndex: 'after',
            render: (value: ProductRevision['after']) => <ChangeValue value={value} />,
          },
        ]}
      />
    </Card>
  );
}
