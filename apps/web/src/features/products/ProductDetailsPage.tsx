import { HistoryOutlined } from '@ant-design/icons';
import {
  COUNTRY_SHORT_NAME_KEYS,
  PRODUCT_CATEGORY_NAMES,
  type Language,
  type ProductItem,
  type ProductRevision,
  formatDateTime,
  formatKg,
  formatPackageCbm,
} from '@lading/shared';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Can } from '../../auth/Guards';
import { PRODUCTS_WRITE, useProduct, useProductRevisions } from './useProducts';

/** /production/productDetails?id=N: the product read-only, and its revision history. */
export default function ProductDetailsPage() {
  const { t } = useTranslation('products');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const product = useProduct(valid ? id : undefined);
  const back = () => void navigate('/production/product');

  if (!valid || product.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>}
      />
    );
  }
  if (!product.data) return <Spin />;
  return (
    <Card
      title={`${product.data.productId} · ${product.data.shortName}`}
      extra={
        <Space>
          <Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>
          <Button
            icon={<HistoryOutlined />}
            onClick={() => void navigate(`/production/productRecord?id=${id}`)}
          >
            {t('productRecord.open', { ns: 'audit' })}
          </Button>
          <Can resource={PRODUCTS_WRITE}>
            <Button
              type="primary"
              onClick={() => void navigate(`/production/editProduct?id=${id}`)}
            >
              {t('actions.edit', { ns: 'common' })}
            </Button>
          </Can>
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'details',
            label: t('details'),
            children: <ProductFacts product={product.data} />,
          },
          { key: 'revisions', label: t('revisions.tab'), children: <RevisionTable id={id} /> },
        ]}
      />
    </Card>
  );
}

function ProductFacts({ product }: { product: ProductItem }) {
  const { t, i18n } = useTranslation('products');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const plain = [
    'productId',
    'itemNumber',
    'shortName',
    'brand',
    'modelNumber',
    'modelName',
    'netWeightKg',
    'grossWeightKg',
    'packageType',
    'qtyPerPackage',
    'lengthCm',
    'widthCm',
    'heightCm',
    'cbm',
    'unitCbm',
    'moq',
    'msq',
    'standardLeadTimeDays',
    'safetyStockQty',
    'safetyLeadTimeDays',
    'relatedMainProductModel',
    'parentSn',
  ] as const;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      <Descriptions.Item label={t('fields.category')}>
        {PRODUCT_CATEGORY_NAMES[product.category][lang]}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.activeness')}>
        <Tag color={product.activeness === 'Active' ? 'green' : 'default'}>
          {t(`activeness.${product.activeness}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.serialized')}>
        {t(product.serialized ? 'serialized.serialized' : 'serialized.bulk')}
      </Descriptions.Item>
      {plain.map((field) => (
        <Descriptions.Item key={field} label={t(`fields.${field}`)}>
          {field.endsWith('Kg')
            ? formatKg(product[field] as number)
            : field === 'cbm' || field === 'unitCbm'
              ? formatPackageCbm(product[field])
              : String(product[field])}
        </Descriptions.Item>
      ))}
      {COUNTRY_SHORT_NAME_KEYS.map((key) => (
        <Descriptions.Item key={key} label={t('fields.shortNameIn', { country: key })}>
          {product.countryShortNames[key] ?? ''}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** A field's label: `countryShortNames.NG` reads as "Short name (NG)". */
function useFieldLabel() {
  const { t } = useTranslation('products');
  return (field: string) => {
    const [head, country] = field.split('.');
    // a field the server names: shown as named when the catalog has no label for it
    return country
      ? t('fields.shortNameIn', { country })
      : t(`fields.${head}`, { defaultValue: field });
  };
}

function RevisionTable({ id }: { id: number }) {
  const { t } = useTranslation('products');
  const label = useFieldLabel();
  const revisions = useProductRevisions(id);
  const show = (value: ProductRevision['before']) => (value === null ? '—' : String(value));
  return (
    <Table<ProductRevision>
      rowKey={(row) => `${row.at}-${row.field}`}
      size="small"
      loading={revisions.isFetching}
      dataSource={revisions.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        {
          title: t('revisions.at'),
          dataIndex: 'at',
          render: (at: string) => formatDateTime(at),
        },
        { title: t('revisions.actor'), dataIndex: 'actor' },
        {
          title: t('revisions.action'),
          dataIndex: 'action',
          render: (action: string) => t(`revisions.actions.${action}`, { defaultValue: action }),
        },
        { title: t('revisions.field'), dataIndex: 'field', render: label },
        { title: t('revisions.before'), dataIndex: 'before', render: show },
        { title: t('revisions.after'), dataIndex: 'after', render: show },
      ]}
    />
  );
}
