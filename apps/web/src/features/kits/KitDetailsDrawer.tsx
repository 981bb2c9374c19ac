import type { KitComponentItem, KitItem, KitRevision } from '@lading/shared';
import { Descriptions, Drawer, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../admin/common/format';
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
        <Descriptions.Item label={t('fields.totalPieces')}>{kit.totalPieces}</Descriptions.Item>
        <Descriptions.Item label={t('fields.totalCbm')}>
          {kit.totalCbm.toFixed(6)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.grossWeightKg')}>{kit.grossWeightKg}</Descriptions.Item>
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
          { title: t('fields.qty'), dataIndex: 'qty', align: 'right' },
          { title: t('fields.unitCbm'), dataIndex: 'unitCbm', align: 'right' },
          { title: t('fields.unitGrossKg'), dataIndex: 'grossWeightKg', align: 'right' },
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
          render: (action: string) => t(`revisions.actions.${action}`),
        },
        {
          title: t('revisions.field'),
          dataIndex: 'field',
          render: (field: string) => t(`fields.${field}`),
        },
        { title: t('revisions.before'), dataIndex: 'before', render: show },
        { title: t('revisions.after'), dataIndex: 'after', render: show },
      ]}
    />
  );
}
