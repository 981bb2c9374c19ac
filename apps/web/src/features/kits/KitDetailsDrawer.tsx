import {
  type KitComponentItem,
  type KitItem,
  type KitRevision,
  formatDateTime,
  formatKg,
  formatPackageCbm,
  formatQty,
} from '@lading/shared';
import { Descriptions, Drawer, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKitRevisions } from './useKits';

/** A kit read-only: its fields, component lines with their figures, and revision history. */
export function KitDetailsDrawer(props: { kit: KitItem | undefined; onClose(): void }) {
  const { t } = useTranslation('kits');
  const { kit } = props;
  return (
    <Drawer
      open={kit !== undefined}
      size={860}
      title={kit ? `${kit.kitCode} · ${kit.name}` : ''}
      onClose={props.onClose}
      destroyOnHidden
    >
      {kit && (
        <Tabs
          items={[
            { key: 'details', label: t('details'), children: <KitFacts kit={kit} /> },
            {
              key: 'revisions',
              label: t('revisions.tab'),
              children: <RevisionTable id={kit.id} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}

function KitFacts({ kit }: { kit: KitItem }) {
  const { t } = useTranslation('kits');
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('fields.kitCode')}>{kit.kitCode}</Descriptions.Item>
        <Descriptions.Item label={t('fields.name')}>{kit.name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.lifeCycle')}>
          {t(`lifeCycle.${kit.lifeCycle}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.activeness')}>
          <Tag color={kit.activeness === 'Active' ? 'green' : 'default'}>
            {t(`activeness.${kit.activeness}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.componentCount')}>
          {kit.componentCount}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.totalPieces')}>
          {formatQty(kit.totalPieces)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.totalCbm')}>
          {formatPackageCbm(kit.totalCbm)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.grossWeightKg')}>
          {formatKg(kit.grossWeightKg)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.description')} span={2}>
          {kit.description}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.updatedAt')} span={2}>
          {formatDateTime(kit.updatedAt)}
        </Descriptions.Item>
      </Descriptions>
      <Table<KitComponentItem>
        style={{ marginTop: 16 }}
        rowKey={(row) => row.product.id}
        size="small"
        pagination={false}
        dataSource={kit.components}
        columns={[
          { title: t('fields.productId'), render: (_, row) => row.product.productId },
          { title: t('fields.itemNumber'), render: (_, row) => row.product.itemNumber },
          {
            title: t('fields.shortName'),
            render: (_, row) => (
              <>
                {row.product.shortName}{' '}
                {row.product.activeness !== 'Active' && <Tag>{t('product.inactive')}</Tag>}
              </>
            ),
          },
          {
            title: t('fields.qty'),
            dataIndex: 'qty',
            align: 'right',
            render: (value: number) => formatQty(value),
          },
          {
            title: t('fields.unitCbm'),
            dataIndex: 'unitCbm',
            align: 'right',
            render: (value: number) => formatPackageCbm(value),
          },
          {
            title: t('fields.unitGrossKg'),
            dataIndex: 'grossWeightKg',
            align: 'right',
            render: (value: number) => formatKg(value),
          },
        ]}
      />
    </>
  );
}

function RevisionTable({ id }: { id: number }) {
  const { t } = useTranslation('kits');
  const revisions = useKitRevisions(id);
  const show = (value: KitRevision['before']) => (value === null ? '—' : String(value));
  return (
    <Table<KitRevision>
      rowKey={(row) => `${row.at}-${row.field}`}
      size="small"
      loading={revisions.isFetching}
      dataSource={revisions.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        { title: t('revisions.at'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
        { title: t('revisions.actor'), dataIndex: 'actor' },
        {
          title: t('revisions.action'),
          dataIndex: 'action',
          render: (action: string) => t(`revisions.actions.${action}`, { defaultValue: action }),
        },
        {
          title: t('revisions.field'),
          dataIndex: 'field',
          render: (field: string) => t(`fields.${field}`, { defaultValue: field }),
        },
        { title: t('revisions.before'), dataIndex: 'before', render: show },
        { title: t('revisions.after'), dataIndex: 'after', render: show },
      ]}
    />
  );
}
