import {
  productImportOperations,
  type AuditValue,
  type ProductImportAdd,
  type ProductImportChange,
  type ProductImportJob,
} from '@lading/shared';
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const shown = (value: AuditValue) => (value === null || value === '' ? '—' : String(value));

const PAGE = { pageSize: 8, showSizeChanger: false, hideOnSinglePage: true } as const;

/**
 * What applying a product file would do, as its preview job found it: how many products it
 * adds, changes and leaves as they are; every changed field (product ID, column, before →
 * after) and every new product, each list as far as the server keeps it.
 */
export function ProductImportPreview(props: { job: ProductImportJob }) {
  const { t } = useTranslation('productImport');
  const preview = props.job.preview;
  if (!preview) return null;
  const nothing = preview.added === 0 && preview.changed === 0;
  return (
    <Flex vertical gap={12}>
      <Alert
        type={nothing ? 'success' : 'info'}
        showIcon
        title={t('preview.title')}
        description={nothing ? t('preview.nothing', preview) : t('preview.counts', preview)}
        data-testid="import-preview-counts"
      />
      {preview.changes.length > 0 && (
        <ChangesTable changes={preview.changes} total={preview.changesTotal} t={t} />
      )}
      {preview.adds.length > 0 && <AddsTable adds={preview.adds} total={preview.added} t={t} />}
    </Flex>
  );
}

function Shown(props: { shown: number; total: number; t: TFunction<'productImport'> }) {
  if (props.total <= props.shown) return null;
  return (
    <Typography.Text type="secondary">
      {props.t('preview.shown', { shown: props.shown, total: props.total })}
    </Typography.Text>
  );
}

function ChangesTable(props: {
  changes: ProductImportChange[];
  total: number;
  t: TFunction<'productImport'>;
}) {
  const { t } = props;
  const columns: TableColumnsType<ProductImportChange> = [
    { title: t('preview.columns.row'), dataIndex: 'row', width: 64, align: 'right' },
    { title: t('preview.columns.productId'), dataIndex: 'productId', width: 140 },
    { title: t('preview.columns.field'), dataIndex: 'column', width: 160 },
    { title: t('preview.columns.before'), render: (_, change) => shown(change.before) },
    { title: t('preview.columns.after'), render: (_, change) => shown(change.after) },
  ];
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('preview.changesTitle')}</Typography.Text>
      <Shown shown={props.changes.length} total={props.total} t={t} />
      <Table<ProductImportChange>
        size="small"
        rowKey={(change) => `${change.row}:${change.field}`}
        dataSource={props.changes}
        columns={columns}
        pagination={PAGE}
        data-testid="import-preview-changes"
      />
    </Flex>
  );
}

function AddsTable(props: {
  adds: ProductImportAdd[];
  total: number;
  t: TFunction<'productImport'>;
}) {
  const { t } = props;
  const columns: TableColumnsType<ProductImportAdd> = [
    { title: t('preview.columns.row'), dataIndex: 'row', width: 64, align: 'right' },
    { title: t('preview.columns.productId'), dataIndex: 'productId', width: 160 },
    { title: t('preview.columns.shortName'), dataIndex: 'shortName' },
  ];
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('preview.addsTitle')}</Typography.Text>
      <Shown shown={props.adds.length} total={props.total} t={t} />
      <Table<ProductImportAdd>
        size="small"
        rowKey="row"
        dataSource={props.adds}
        columns={columns}
        pagination={PAGE}
        data-testid="import-preview-adds"
      />
    </Flex>
  );
}

/** The product import's preview, as the shared import modal takes it. */
export const PRODUCT_IMPORT_PREVIEW = {
  operation: productImportOperations.preview,
  render: (job: ProductImportJob) => <ProductImportPreview job={job} />,
};

/** What a product import that went through did: added, changed, left as they were. */
export function ProductImportDone(props: { job: ProductImportJob }) {
  const { t } = useTranslation('productImport');
  const { created, updated, unchanged, fileName } = props.job;
  return <>{t('succeededCounts', { created, updated, unchanged, fileName })}</>;
}
