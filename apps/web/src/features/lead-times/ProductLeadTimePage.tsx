import {
  PRODUCT_CATEGORY_NAMES,
  leadTimeOperations as op,
  type Language,
  type ProductLeadTimeItem,
} from '@lading/shared';
import { Form, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { downloadFile } from '../../api/call';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';
import { FilterForm } from '../common/FilterForm';
import {
  ActivenessFilterItem,
  KeywordFilterItem,
  ProductCategoryFilterItem,
} from '../common/FilterItems';

/** The Product L/T report's filters (all optional), paging aside. */
type ProductLeadTimeFilters = ListFiltersOf<typeof op.byProduct>;
type SearchValues = Omit<ProductLeadTimeFilters, 'supplier'> & { supplier?: SupplierOption };

/** /production/itemLT (Product L/T): each product's standard, safety and supplier lead times. */
export default function ProductLeadTimePage() {
  const { t, i18n } = useTranslation('leadTimes');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const list = useListQuery(op.byProduct, { key: ['lead-times', 'by-product'] });
  const { query } = list;
  const [form] = Form.useForm<SearchValues>();

  const search = (values: SearchValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      category: values.category,
      activeness: values.activeness,
      supplier: values.supplier?.value,
    });

  const columns: TableColumnsType<ProductLeadTimeItem> = [
    { title: t('fields.productId'), fixed: 'left', render: (_, row) => row.product.productId },
    { title: t('fields.shortName'), render: (_, row) => row.product.shortName },
    {
      title: t('fields.category'),
      render: (_, row) => PRODUCT_CATEGORY_NAMES[row.product.category][lang],
    },
    { title: t('fields.standardLeadTimeDays'), dataIndex: 'standardLeadTimeDays', align: 'right' },
    { title: t('fields.safetyLeadTimeDays'), dataIndex: 'safetyLeadTimeDays', align: 'right' },
    {
      title: t('fields.minDays'),
      dataIndex: 'minDays',
      align: 'right',
      render: (value: number | null) => value ?? '—',
    },
    {
      title: t('fields.maxDays'),
      dataIndex: 'maxDays',
      align: 'right',
      render: (value: number | null) => value ?? '—',
    },
    {
      title: t('fields.bySupplier'),
      render: (_, row) =>
        row.suppliers.length === 0 ? (
          <Tag>{t('noSupplier')}</Tag>
        ) : (
          <Space size={[4, 4]} wrap>
            {row.suppliers.map(({ supplier, leadTimeDays }) => (
              <Tooltip key={supplier.id} title={supplier.name}>
                <Tag
                  color={
                    leadTimeDays > row.standardLeadTimeDays && row.standardLeadTimeDays > 0
                      ? 'orange'
                      : 'blue'
                  }
                >
                  {t('supplierDays', { code: supplier.code, days: leadTimeDays })}
                </Tag>
              </Tooltip>
            ))}
          </Space>
        ),
    },
    {
      title: t('fields.activeness'),
      render: (_, row) => (
        <Tag color={row.product.activeness === 'Active' ? 'green' : 'default'}>
          {t(`activeness.${row.product.activeness}`)}
        </Tag>
      ),
    },
    { title: t('fields.itemNumber'), render: (_, row) => row.product.itemNumber },
  ];

  return (
    <ListPage
      filters={
        <FilterForm<SearchValues>
          form={form}
          values={{
            keyword: query.keyword,
            category: query.category,
            activeness: query.activeness,
            supplier: optionOfId(query.supplier),
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.productPlaceholder')}
            tooLong={(max) => t('rules.maxLength', { max })}
          />
          <ProductCategoryFilterItem label={t('fields.category')} />
          <ActivenessFilterItem ns="leadTimes" />
          <Form.Item name="supplier" label={t('fields.supplier')}>
            <SupplierSelect allowClear style={{ width: 180 }} />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton run={() => downloadFile(op.byProductExport, { query: list.unpaged })} />
      }
    >
      <PagedTable<ProductLeadTimeItem>
        rowKey={(row) => row.product.id}
        list={list}
        columns={columns}
      />
    </ListPage>
  );
}
