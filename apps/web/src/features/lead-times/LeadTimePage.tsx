import { leadTimeOperations, type LeadTimeItem, formatDateTime } from '@lading/shared';
import { Form, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { productLabel, ProductSelect, type ProductOption } from '../kits/ProductSelect';
import { ReferenceListPage } from '../reference/common/ReferenceListPage';
import type { ReferenceFilters } from '../reference/useReference';
import { LeadTimeFormModal } from './LeadTimeFormModal';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { FilterForm } from '../common/FilterForm';
import { KeywordFilterItem } from '../common/FilterItems';
import { optionOfId } from '../common/useNamedOption';
import type { ListQueryOf } from '../common/useListQuery';

/** Edit permission of the lead-time screen (the server's `leadTimes.write` resource). */
export const LEAD_TIMES_WRITE = 'leadTimes.write';

/** The lead-time list's filters (all optional). */
type LeadTimeFilters = ReferenceFilters<typeof leadTimeOperations>;

interface SearchValues {
  keyword?: string;
  product?: ProductOption;
  supplier?: SupplierOption;
}

function LeadTimeSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: Omit<ListQueryOf<typeof leadTimeOperations.list>, 'pageNum' | 'pageSize'>;
  onSearch(filters: LeadTimeFilters): void;
}) {
  const { t } = useTranslation('leadTimes');
  const [form] = Form.useForm<SearchValues>();
  return (
    <FilterForm<SearchValues>
      form={form}
      values={{
        keyword: props.values.keyword,
        product: optionOfId(props.values.product),
        supplier: optionOfId(props.values.supplier),
      }}
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
    <ReferenceListPage
      operations={leadTimeOperations}
      columns={columns}
      searchBar={(onSearch, shown) => <LeadTimeSearchBar values={shown} onSearch={onSearch} />}
      addLabel={t('add')}
      deleteTitle={(row) =>
        t('deleteTitle', { productId: row.product.productId, supplier: row.supplier.code })
      }
      FormModal={LeadTimeFormModal}
      writeResource={LEAD_TIMES_WRITE}
    />
  );
}
