import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_CATEGORY_NAMES, type Language, type ProductItem } from '@lading/shared';
import { App, Button, Form, Input, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../auth/Guards';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn, RowActions } from '../common/RowActions';
import { ProductImportButton } from './import/ProductImportButton';
import { productsApi, type ProductFilters } from './products.api';
import { PRODUCTS_WRITE, useProductList, useProductMutations } from './useProducts';
import { FilterForm } from '../common/FilterForm';
import {
  ActivenessFilterItem,
  KeywordFilterItem,
  ProductCategoryFilterItem,
} from '../common/FilterItems';

/** /production/product: the product master list (kept alive), filters, export, add/edit/copy. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation('products');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canWrite = usePermissions().can(PRODUCTS_WRITE);
  const [filters, setFilters] = useState<ProductFilters>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [form] = Form.useForm<ProductFilters>();
  const list = useProductList({ ...filters, ...paging });
  const { copy } = useProductMutations();

  const search = (values: ProductFilters) => {
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      brand: values.brand?.trim() || undefined,
      category: values.category,
      activeness: values.activeness,
    });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const copyProduct = (record: ProductItem) =>
    copy.mutate(record.id, {
      onSuccess: (created) => {
        void message.success(t('copied', { productId: created.productId }));
        void navigate(`/production/editProduct?id=${created.id}`);
      },
    });

  const columns: TableColumnsType<ProductItem> = [
    { title: t('fields.productId'), dataIndex: 'productId', fixed: 'left' },
    { title: t('fields.itemNumber'), dataIndex: 'itemNumber' },
    { title: t('fields.shortName'), dataIndex: 'shortName' },
    { title: t('fields.modelNumber'), dataIndex: 'modelNumber' },
    { title: t('fields.brand'), dataIndex: 'brand' },
    {
      title: t('fields.category'),
      dataIndex: 'category',
      render: (category: ProductItem['category']) => PRODUCT_CATEGORY_NAMES[category][lang],
    },
    {
      title: t('fields.activeness'),
      dataIndex: 'activeness',
      render: (value: ProductItem['activeness']) => (
        <Tag color={value === 'Active' ? 'green' : 'default'}>{t(`activeness.${value}`)}</Tag>
      ),
    },
    { title: t('fields.grossWeightKg'), dataIndex: 'grossWeightKg', align: 'right' },
    { title: t('fields.qtyPerPackage'), dataIndex: 'qtyPerPackage', align: 'right' },
    { title: t('fields.cbm'), dataIndex: 'cbm', align: 'right' },
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
        >
          {canWrite && (
            <Button size="small" type="link" onClick={() => copyProduct(record)}>
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
        <FilterForm<ProductFilters> form={form} onSearch={search}>
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
          <ExportButton run={() => productsApi.exportExcel(filters)} />
        </>
      }
    >
      <PagedTable<ProductItem>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
      />
    </ListPage>
  );
}
