import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type PoLineItem,
  type PurchaseOrderDetail,
  formatDateTime,
  formatQty,
} from '@lading/shared';
import { Button, Descriptions, Drawer, Empty, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { OrderRevisionTable } from './OrderRevisionTable';
import { PoHeaderEditModal } from './PoHeaderEditModal';
import { PoLineAddModal } from './PoLineAddModal';
import { TotalsBar } from './TotalsBar';
import { destinationName, formatMoney, formatUsd, STATUS_COLORS, statusName } from './order-format';
import { poTotalsItems } from './po-line-columns';
import { usePoLineActions } from './usePoLineActions';
import { PO_WRITE, usePoRevisions, usePurchaseOrder } from './useOrders';

/** One PO: its header (editable), every line with quantities and state, its revisions. */
export function PurchaseOrderDrawer(props: { poId: number | undefined; onClose(): void }) {
  const { t } = useTranslation('orders');
  const po = usePurchaseOrder(props.poId);
  const [editing, setEditing] = useState<{ open: boolean; key: number }>({ open: false, key: 0 });
  return (
    <Drawer
      open={props.poId !== undefined}
      size={Math.min(1400, window.innerWidth - 24)}
      title={po.data ? t('poDetail.title', { poNumber: po.data.poNumber }) : t('poDetail.loading')}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        po.data && (
          <Can resource={PO_WRITE}>
            <Button
              type="primary"
              onClick={() => setEditing((current) => ({ open: true, key: current.key + 1 }))}
            >
              {t('poHeader.button')}
            </Button>
          </Can>
        )
      }
    >
      {po.data && editing.key > 0 && (
        <PoHeaderEditModal
          key={editing.key}
          poId={po.data.id}
          open={editing.open}
          onClose={() => setEditing((current) => ({ ...current, open: false }))}
        />
      )}
      {po.data ? (
        <Tabs
          items={[
            { key: 'lines', label: t('poDetail.lines'), children: <PoFacts po={po.data} /> },
            {
              key: 'revisions',
              label: t('revisions.tab'),
              children: <PoRevisionTable id={po.data.id} />,
            },
          ]}
        />
      ) : po.isFetching ? (
        <Spin />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}

function PoFacts({ po }: { po: PurchaseOrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  // the drawer edits the header from its own button
  const { actions, modals, canLink, openSoLink, openContainers } = usePoLineActions({
    headerEdit: false,
  });
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('fields.poNumber')}>{po.poNumber}</Descriptions.Item>
        <Descriptions.Item label={t('fields.supplier')}>
          {po.supplierCode} · {po.supplierName}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.originator')}>{po.originator}</Descriptions.Item>
        <Descriptions.Item label={t('fields.destination')}>
          {destinationName(po.destinationCountry, language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.currency')}>{po.currency}</Descriptions.Item>
        <Descriptions.Item label={t('fields.createdAt')}>
          {formatDateTime(po.createdAt)}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <TotalsBar label={t('totals.label')} items={poTotalsItems(t, language, po.totals, true)} />
      </div>
      <Table<PoLineItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={po.lines}
        scroll={{ x: 'max-content' }}
        title={() => (
          <Can resource={PO_WRITE}>
            <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('addLine')}
            </Button>
          </Can>
        )}
        columns={[
          { title: t('fields.lineNo'), dataIndex: 'lineNo', align: 'right' },
          {
            title: t('fields.product'),
            dataIndex: 'productCode',
            render: (code: string, line) => (
              <>
                {code}
                <br />
                <Typography.Text type="secondary">{line.productName}</Typography.Text>
              </>
            ),
          },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            render: (status: PoLineItem['status']) => (
              <Tag color={STATUS_COLORS[status]}>{statusName(status, language)}</Tag>
            ),
          },
          {
            title: t('fields.rdd'),
            dataIndex: 'rdd',
            render: (rdd: string, line) => (
              <>
                {rdd}
                {line.originalRdd !== rdd && (
                  <>
                    <br />
                    <Typography.Text type="secondary" delete>
                      {line.originalRdd}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          },
          ...(['orderQty', 'openQty'] as const).map((field) => ({
            title: t(`fields.${field}`),
            dataIndex: field,
            align: 'right' as const,
            render: (value: number) => formatQty(value),
          })),
          {
            title: (
              <>
                {t('fields.plannedQty')}
                <br />/ {t('fields.shippedQty')}
              </>
            ),
            key: 'plannedShipped',
            align: 'right',
            render: (_: unknown, line) => {
              const text = `${formatQty(line.plannedQty)} / ${formatQty(line.shippedQty)}`;
              return line.plannedQty + line.shippedQty > 0 ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  aria-label={t('lineContainers.openFor', { text, lineNo: line.lineNo })}
                  onClick={() => openContainers(line)}
                >
                  {text}
                </Button>
              ) : (
                text
              );
            },
          },
          {
            title: t('fields.plannableQty'),
            dataIndex: 'plannableQty',
            align: 'right',
            render: (value: number) => formatQty(value),
          },
          {
            title: t('fields.unitPrice'),
            dataIndex: 'unitPriceCents',
            align: 'right',
            render: (cents: number, line) => (
              <>
                {formatMoney(cents, line.currency, language)}
                {line.discountPct > 0 && (
                  <>
                    <br />
                    <Typography.Text type="secondary">
                      {t('discountOff', { pct: line.discountPct })}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          },
          {
            title: t('fields.rowTotalUsd'),
            dataIndex: 'rowTotalUsdCents',
            align: 'right',
            render: (cents: number) => formatUsd(cents, language),
          },
          {
            title: t('fields.loadingPoint'),
            dataIndex: 'loadingPointName',
            render: (name: string) => (
              <Typography.Text style={{ maxWidth: 120 }} ellipsis={{ tooltip: name }}>
                {name}
              </Typography.Text>
            ),
          },
          {
            title: t('fields.soLine'),
            dataIndex: 'soNumber',
            render: (soNumber: string | null, line) => (
              <span>
                {soNumber ? (
                  `${soNumber} / ${line.soLineNo}`
                ) : (
                  <Tag color="orange">{t('riskBuy')}</Tag>
                )}
                {canLink && !line.closed && !line.cancelled && (
                  <Button
                    size="small"
                    type="link"
                    icon={<LinkOutlined />}
                    aria-label={t('soLink.actionFor', { lineNo: line.lineNo })}
                    onClick={() => openSoLink(line)}
                  />
                )}
              </span>
            ),
          },
          {
            title: t('operations'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, line: PoLineItem) => actions(line),
          },
        ]}
      />
      {modals}
      {adding && <PoLineAddModal po={po} open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}

function PoRevisionTable({ id }: { id: number }) {
  const revisions = usePoRevisions(id);
  return <OrderRevisionTable rows={revisions.data} loading={revisions.isFetching} />;
}
