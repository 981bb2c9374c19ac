import type { LeadTimeItem } from '@lading/shared';
import { Form, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../admin/common/format';
import { productLabel, ProductSelect, type ProductOption } from '../kits/ProductSelect';
import { ReferenceListPage } from '../reference/common/ReferenceListPage';
import { LEAD_TIMES_WRITE, leadTimesApi, type LeadTimeFilters } from './lead-times.api';
import { LeadTimeFormModal } from './LeadTimeFormModal';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { FilterForm } from '../common/FilterForm';
import { KeywordFilterItem } from '../common/FilterItems';

interface SearchValues {
  keyword?: string;
  product?: ProductOption;
  supplier?: SupplierOption;
}

function LeadTimeSearchBar(props: { onSearch(filters: LeadTimeFilters): void }) {
  const { t } = useTranslation('leadTimes');
  const [form] = Form.useForm<SearchValues>();
  return (
    <FilterForm<SearchValues>
      form={form}
      onSearch={(values) =>
        props.onSearch({
          keyword: values.keyword?.trim() || undefined,
          product: values.product?.value,
          supplier: values.supplier?.value,
        })
      }
      onReset={() => props.onSearch({})}
    >
      <KeywordFilterItem
        label={t('filters.keyword')}
        placeholder={t('filters.keywordPlaceholder')}
        tooLong={(max) => t('rules.maxLength', { max })}
      />
      <Form.Item name="product" label={t('fields.product')}>
        <ProductSelect allowClear style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="supplier" label={t('fields.supplier')}>
        <SupplierSelect allowClear style={{ width: 180 }} />
      </Form.Item>
    </FilterForm>
  );
}

/** /information/leadTime: production lead time per product and supplier (kept alive). */
export default function LeadTimePage() {
  const { t } = useTranslation('leadTimes');
  const columns: TableColumnsType<LeadTimeItem> = [
    { title: t('fields.product'), render: (_, row) => productLabel(row.product) },
    { title: t('fields.itemNumber'), render: (_, row) => row.product.itemNumber },
    { title: t('fields.supplierCode'), render: (_, row) => row.supplier.code },
    { title: t('fields.supplier'), render: (_, row) => row.supplier.name },
    { title: t('fields.leadTimeDays'), dataIndex: 'leadTimeDays', align: 'right' },
    { title: t('fields.note'), dataIndex: 'note', ellipsis: true, width: 220 },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <ReferenceListPage<LeadTimeItem, Parameters<typeof leadTimesApi.create>[0], LeadTimeFilters>
      api={leadTimesApi}
      columns={columns}
      searchBar={(onSearch) => <LeadTimeSearchBar onSearch={onSearch} />}
      addLabel={t('add')}
      deleteTitle={(row) =>
        t('deleteTitle', { productId: row.product.productId, supplier: row.supplier.code })
      }
      FormModal={LeadTimeFormModal}
      writeResource={LEAD_TIMES_WRITE}
    />
  );
}
