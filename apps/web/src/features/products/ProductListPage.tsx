import { PlusOutlined } from '@ant-design/icons';
import { productOperations as op, type Language, type ProductItem } from '@lading/shared';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../auth/Guards';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn, RowActions } from '../common/RowActions';
import { productListColumns } from './product-columns';
import { ProductImportButton } from './import/ProductImportButton';
import { downloadFile } from '../../api/call';
import { PRODUCTS_DELETE, PRODUCTS_KEY, PRODUCTS_WRITE, useProductMutations } from './useProducts';
import { useConfirmDelete } from '../common/useConfirmDelete';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { FilterForm } from '../common/FilterForm';
import {
  ActivenessFilterItem,
  KeywordFilterItem,
  ProductCategoryFilterItem,
} from '../common/FilterItems';

/** The product list's filters (all optional: none is the whole list). */
type ProductFilters = ListFiltersOf<typeof op.list>;

/**
 * /production/product: the product master list (kept alive), filters, export, add, edit,
 * copy (an unsaved form filled from the row) and delete (refused while the product is used).
 */
export default function ProductListPage() {
  const { t, i18n } = useTranslation('products');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canWrite = permissions.can(PRODUCTS_WRITE);
  const canDelete = permissions.can(PRODUCTS_DELETE);
  const list = useListQuery(op.list, { key: PRODUCTS_KEY });
  const { query } = list;
  const [form] = Form.useForm<ProductFilters>();
  const { remove } = useProductMutations();
  const confirmDelete = useConfirmDelete();

  const search = (values: ProductFilters) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      brand: values.brand?.trim() || undefined,
      category: values.category,
      activeness: values.activeness,
    });
  const deleteProduct = (record: ProductItem) =>
    confirmDelete({
      title: t('deleteTitle', { productId: record.productId }),
      content: t('deleteContent'),
      remove: () => remove.mutateAsync(record.id),
    });

  const columns: TableColumnsType<ProductItem> = [
    ...productListColumns(t, lang),
    ...actionsColumn<ProductItem>({
      show: true,
      title: t('operations'),
      fixed: true,
      render: (record) => (
        <RowActions
          details={{
            label: t('details'),
            onOpen: () => void navigate(`/production/productDetails?id=${record.id}`),
          }}
          onEdit={
            canWrite ? () => void navigate(`/production/editProduct?id=${record.id}`) : undefined
          }
          onDelete={canDelete ? () => deleteProduct(record) : undefined}
        >
          {canWrite && (
            <Button
              size="small"
              type="link"
              onClick={() => void navigate(`/production/addProduct?copyOf=${record.id}`)}
            >
              {t('copy')}
            </Button>
          )}
        </RowActions>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<ProductFilters>
          form={form}
          values={{
            keyword: query.keyword,
            brand: query.brand,
            category: query.category,
            activeness: query.activeness,
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            width={260}
          />
          <Form.Item name="brand" label={t('fields.brand')} rules={[{ max: 50 }]}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <ProductCategoryFilterItem label={t('fields.category')} />
          <ActivenessFilterItem ns="products" />
        </FilterForm>
      }
      toolbar={
        <>
          <Can resource={PRODUCTS_WRITE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/production/addProduct')}
            >
              {t('add')}
            </Button>
          </Can>
          <ProductImportButton />
          <ExportButton run={() => downloadFile(op.export, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<ProductItem> list={list} columns={columns} />
    </ListPage>
  );
}
