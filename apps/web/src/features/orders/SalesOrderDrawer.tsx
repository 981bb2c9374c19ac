import { type SoLineItem, formatDateTime } from '@lading/shared';
import { Button, Descriptions, Drawer, Empty, Spin, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { OrderRevisionTable } from './OrderRevisionTable';
import { destinationName, formatUsd } from './order-format';
import { SalesOrderFormDrawer } from './SalesOrderFormDrawer';
import { soLineColumns } from './so-line-columns';
import { SO_WRITE, useSalesOrder, useSoRevisions } from './useOrders';

/** One SO: header, lines with the PO quantity covering each, revision history; edit. */
export function SalesOrderDrawer(props: { soId: number | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const so = useSalesOrder(props.soId);
  const [editing, setEditing] = useState(0);
  const data = so.data;
  const soLine = soLineColumns(t, language);
  return (
    <Drawer
      open={props.soId !== undefined}
      size={1000}
      title={data ? t('soDetail.title', { soNumber: data.soNumber }) : t('poDetail.loading')}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        data && (
          <Can resource={SO_WRITE}>
            <Button type="primary" onClick={() => setEditing((n) => n + 1)}>
              {t('actions.edit', { ns: 'common' })}
            </Button>
          </Can>
        )
      }
    >
      {data ? (
        <Tabs
          items={[
            {
              key: 'lines',
              label: t('poDetail.lines'),
              children: (
                <>
                  <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
                    <Descriptions.Item label={t('fields.soNumber')}>
                      {data.soNumber}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.postingDate')}>
                      {data.postingDate}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.country')}>
                      {destinationName(data.country, language)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.rdd')}>{data.rdd}</Descriptions.Item>
                    <Descriptions.Item label={t('fields.originalRdd')}>
                      {data.originalRdd}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.bpReferenceNo')}>
                      {data.bpReferenceNo}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.rowTotalUsd')}>
                      {formatUsd(data.rowTotalUsdCents, language)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('fields.createdAt')} span={2}>
                      {formatDateTime(data.createdAt)}
                    </Descriptions.Item>
                  </Descriptions>
                  <Table<SoLineItem>
                    style={{ marginTop: 16 }}
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={data.lines}
                    columns={[
                      { title: t('fields.lineNo'), dataIndex: 'lineNo', align: 'right' },
                      {
                        title: t('fields.product'),
                        dataIndex: 'productCode',
                        render: (code: string, line) => (
                          <>
                            {code}{' '}
                            <Typography.Text type="secondary">{line.productName}</Typography.Text>
                          </>
                        ),
                      },
                      soLine.qty,
                      soLine.coveredQty,
                      soLine.rowTotalUsd,
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'revisions',
              label: t('revisions.tab'),
              children: <SoRevisionTable id={data.id} />,
            },
          ]}
        />
      ) : so.isFetching ? (
        <Spin />
      ) : (
        <Empty />
      )}
      {editing > 0 && data && (
        <SalesOrderFormDrawer key={editing} open so={data} onClose={() => setEditing(0)} />
      )}
    </Drawer>
  );
}

function SoRevisionTable({ id }: { id: number }) {
  const revisions = useSoRevisions(id);
  return <OrderRevisionTable rows={revisions.data} loading={revisions.isFetching} />;
}
