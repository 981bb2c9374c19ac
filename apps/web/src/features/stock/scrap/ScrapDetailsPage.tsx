import {
  formatDateTime,
  formatQty,
  type ScrapOrderDetails,
  type ScrapOrderLine,
} from '@lading/shared';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { positiveId } from '../../suppliers/supplier-routes';
import { ScrapActionButtons } from './ScrapActionButtons';
import {
  SCRAP_STATUS_COLORS,
  scrapPaths,
  useScrapActions,
  useScrapOrder,
  useScrapStatusName,
} from './useScrapOrders';

const HISTORY_ACTIONS = ['create', 'update', 'approve', 'reject', 'done', 'cancel', 'delete'];
type HistoryAction = 'create' | 'update' | 'approve' | 'reject' | 'done' | 'cancel' | 'delete';

const orDash = (value: ReactNode) =>
  value === null || value === '' ? <Typography.Text type="secondary">—</Typography.Text> : value;

/** /stock/scrapDetails?id=N: an order's header, lines and history, with its actions. */
export default function ScrapDetailsPage() {
  const { t } = useTranslation('stock');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const source = useScrapOrder(id);
  const actions = useScrapActions();
  const statusName = useScrapStatusName();
  const back = () => void navigate(scrapPaths.list);
  const backButton = <Button onClick={back}>{t('scrap.actions.back')}</Button>;

  if (id === undefined || source.isError)
    return <Result status="warning" title={t('scrap.form.notFound')} extra={backButton} />;
  const order = source.data;
  if (!order) return <Spin />;
  const can = actions.can(order);
  const f = (key: Parameters<typeof fieldKey>[0]) => t(fieldKey(key));

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            {order.scrapNo}
            <Tag color={SCRAP_STATUS_COLORS[order.status]}>{statusName(order.status)}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {backButton}
            {can.edit && (
              <Button onClick={() => void navigate(scrapPaths.edit(order.id))}>
                {t('scrap.actions.edit')}
              </Button>
            )}
            {can.remove && (
              <Button danger onClick={() => actions.remove(order, back)}>
                {t('scrap.actions.delete')}
              </Button>
            )}
            <ScrapActionButtons order={order} actions={actions} buttons />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={f('warehouse')}>
            {`${order.warehouseCode} · ${order.warehouseName}`}
          </Descriptions.Item>
          <Descriptions.Item label={f('reason')}>{order.reason}</Descriptions.Item>
          <Descriptions.Item label={f('totalQty')}>{formatQty(order.totalQty)}</Descriptions.Item>
          <Descriptions.Item label={f('createdBy')}>{orDash(order.createdBy)}</Descriptions.Item>
          <Descriptions.Item label={f('createdAt')}>
            {formatDateTime(order.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={f('approvedBy')}>{orDash(order.approvedBy)}</Descriptions.Item>
          <Descriptions.Item label={f('approvedAt')}>
            {orDash(formatDateTime(order.approvedAt))}
          </Descriptions.Item>
          <Descriptions.Item label={f('doneAt')}>
            {orDash(formatDateTime(order.doneAt))}
          </Descriptions.Item>
          <Descriptions.Item label={f('docNo')}>{orDash(order.docNo)}</Descriptions.Item>
          {order.rejectComment && (
            <Descriptions.Item label={f('rejectComment')}>{order.rejectComment}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('scrap.linesTitle')} size="small">
        <ScrapLines lines={order.lines} />
      </Card>
      <Card title={t('scrap.historyTitle')} size="small">
        <ScrapHistory history={order.history} />
      </Card>
      {actions.dialog}
    </Flex>
  );
}

const fieldKey = (
  key:
    | 'warehouse'
    | 'reason'
    | 'totalQty'
    | 'createdBy'
    | 'createdAt'
    | 'approvedBy'
    | 'approvedAt'
    | 'doneAt'
    | 'docNo'
    | 'rejectComment',
) => `scrap.fields.${key}` as const;

function ScrapLines({ lines }: { lines: ScrapOrderLine[] }) {
  const { t } = useTranslation('stock');
  const columns: TableColumnsType<ScrapOrderLine> = [
    { title: t('scrap.fields.lineNo'), dataIndex: 'lineNo', width: 64 },
    { title: t('scrap.fields.productCode'), dataIndex: 'productCode' },
    { title: t('scrap.fields.productName'), dataIndex: 'productName' },
    {
      title: t('scrap.fields.poLine'),
      render: (_: unknown, line) =>
        line.poNumber ? `${line.poNumber} / ${line.poLineNo}` : t('scrap.noPoLine'),
    },
    { title: t('scrap.fields.qty'), dataIndex: 'qty', align: 'right', render: formatQty },
  ];
  return (
    <Table<ScrapOrderLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      columns={columns}
    />
  );
}

function ScrapHistory({ history }: { history: ScrapOrderDetails['history'] }) {
  const { t } = useTranslation('stock');
  return (
    <Table<ScrapOrderDetails['history'][number]>
      size="small"
      rowKey={(event) => `${event.at}-${event.action}`}
      pagination={false}
      dataSource={history}
      columns={[
        {
          title: t('scrap.historyColumns.at'),
          dataIndex: 'at',
          render: (at: string) => formatDateTime(at),
        },
        { title: t('scrap.historyColumns.user'), dataIndex: 'username' },
        {
          title: t('scrap.historyColumns.action'),
          dataIndex: 'action',
          render: (action: string) =>
            HISTORY_ACTIONS.includes(action)
              ? t(`scrap.historyActions.${action as HistoryAction}`)
              : action,
        },
        { title: t('scrap.historyColumns.detail'), dataIndex: 'detail' },
      ]}
    />
  );
}
