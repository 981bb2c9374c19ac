import { INCOTERMS, supplierOperations, type PaymentTermItem } from '@lading/shared';
import { Button, Checkbox, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { STATUS_COLORS, useSupplierLabels } from './supplier-labels';
import { SupplierStatusFilterItem } from './SupplierStatusFilterItem';
import { supplierPaths } from './supplier-routes';
import { downloadFile } from '../../api/call';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { FilterForm } from '../common/FilterForm';
import { ActivenessFilterItem, KeywordFilterItem } from '../common/FilterItems';

type FilterValues = Omit<ListFiltersOf<typeof supplierOperations.paymentTerms>, 'owner'> & {
  owner?: boolean;
};

/** /factory/paymentTerm: each supplier's payment terms and incoterm, filtered, exportable. */
export default function PaymentTermPage() {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  const navigate = useNavigate();
  const list = useListQuery(supplierOperations.paymentTerms, {
    key: [...SUPPLIERS_KEY, 'paymentTerms'],
  });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();

  const search = (values: FilterValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      status: values.status,
      incoterm: values.incoterm,
      activeness: values.activeness,
      owner: values.owner ? 1 : undefined,
    });

  const columns: TableColumnsType<PaymentTermItem> = [
    {
      title: t('fields.code'),
      dataIndex: 'code',
      fixed: 'left',
      render: (code: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => void navigate(supplierPaths.details(row.id))}
        >
          {code}
        </Button>
      ),
    },
    { title: t('fields.shortName'), dataIndex: 'shortName' },
    { title: t('fields.fullName'), dataIndex: 'fullName' },
    {
      title: t('fields.paymentTerms'),
      dataIndex: 'paymentTerms',
      width: 320,
      render: (terms: string) => terms || '—',
    },
    {
      title: t('fields.incoterm'),
      dataIndex: 'incoterm',
      render: (incoterm: string) => incoterm || '—',
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (status: PaymentTermItem['status']) => (
        <Tag color={STATUS_COLORS[status]}>{labels.status(status)}</Tag>
      ),
    },
    { title: t('fields.homeCountry'), dataIndex: 'homeCountry' },
    { title: t('fields.contractedCompany'), dataIndex: 'contractedCompany' },
    {
      title: t('fields.activeness'),
      dataIndex: 'activeness',
      render: (value: PaymentTermItem['activeness']) => (
        <Tag color={value === 'Active' ? 'green' : 'default'}>{t(`activeness.${value}`)}</Tag>
      ),
    },
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          values={{
            keyword: query.keyword,
            status: query.status,
            incoterm: query.incoterm,
            activeness: query.activeness,
            owner: query.owner === 1,
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('paymentTerms.keywordPlaceholder')}
          />
          <SupplierStatusFilterItem />
          <Form.Item name="incoterm" label={t('fields.incoterm')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={INCOTERMS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <ActivenessFilterItem ns="suppliers" />
          <Form.Item name="owner" valuePropName="checked">
            <Checkbox>{t('owned')}</Checkbox>
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton
          run={() => downloadFile(supplierOperations.paymentTermsExport, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<PaymentTermItem> list={list} columns={columns} />
    </ListPage>
  );
}
