import {
  formatDate,
  formatDateTime,
  formatKg,
  formatQty,
  type DeliveryNoteDetails,
  type DeliveryNoteLine,
} from '@lading/shared';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Result,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { positiveId } from '../../suppliers/supplier-routes';
import { NotePdfButton, useDeliveryNoteActions } from './useDeliveryNoteActions';
import {
  NOTE_STATUS_COLORS,
  deliveryNotePaths,
  useDeliveryNote,
  useNoteStatusName,
  type NoteField,
} from './useDeliveryNotes';

const HISTORY_ACTIONS = ['create', 'update', 'submit', 'cancel', 'stockIn', 'delete'] as const;
type HistoryAction = (typeof HISTORY_ACTIONS)[number];
const isHistoryAction = (action: string): action is HistoryAction =>
  (HISTORY_ACTIONS as readonly string[]).includes(action);

const orDash = (value: ReactNode) =>
  value === null || value === '' ? <Typography.Text type="secondary">—</Typography.Text> : value;

/** /stock/deliveryNoteDetails?id=N: a note's header, lines and history, with its actions. */
export default function DeliveryNoteDetailsPage() {
  const { t } = useTranslation('stock');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const source = useDeliveryNote(id);
  const actions = useDeliveryNoteActions();
  const back = () => void navigate(deliveryNotePaths.list);
  const backButton = <Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>;

  if (id === undefined || source.isError) {
    return <Result status="warning" title={t('deliveryNotes.page.notFound')} extra={backButton} />;
  }
  const note = source.data;
  if (!note) return <Spin />;
  const can = actions.can(note);
  return (
    <Flex vertical gap={16}>
      <Card
        title={t('deliveryNotes.details.title', { noteNo: note.noteNo })}
        extra={
          <Space wrap>
            {backButton}
            {can.edit && (
              <Button onClick={() => void navigate(deliveryNotePaths.edit(note.id))}>
                {t('actions.edit', { ns: 'common' })}
              </Button>
            )}
            {can.cancel && (
              <Button danger onClick={() => actions.cancel(note)}>
                {t('deliveryNotes.page.actions.cancel')}
              </Button>
            )}
            <NotePdfButton noteId={note.id} icon />
            {can.submit && (
              <Button type="primary" onClick={() => actions.submit(note)}>
                {t('deliveryNotes.page.actions.submit')}
              </Button>
            )}
          </Space>
        }
      >
        <NoteFacts note={note} />
      </Card>
      <Card title={t('deliveryNotes.details.lines')} size="small">
        <NoteLines lines={note.lines} />
      </Card>
      <Card title={t('deliveryNotes.details.history')} size="small">
        <NoteHistory history={note.history} />
      </Card>
    </Flex>
  );
}

function NoteFacts({ note }: { note: DeliveryNoteDetails }) {
  const { t } = useTranslation('stock');
  const statusName = useNoteStatusName();
  const item = (field: NoteField, value: ReactNode) => (
    <Descriptions.Item key={field} label={t(`deliveryNotes.page.fields.${field}`)}>
      {orDash(value)}
    </Descriptions.Item>
  );
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      {item('noteNo', note.noteNo)}
      {item('status', <Tag color={NOTE_STATUS_COLORS[note.status]}>{statusName(note.status)}</Tag>)}
      {item('supplier', note.supplierName)}
      {item('warehouse', `${note.warehouseCode} · ${note.warehouseName}`)}
      {item('expectedArrival', formatDate(note.expectedArrival))}
      {item('packages', formatQty(note.packages))}
      {item('grossWeightKg', formatKg(note.grossWeightKg))}
      {item('totalQty', formatQty(note.totalQty))}
      {item('receivedQty', formatQty(note.receivedQty))}
      {item('createdBy', note.createdBy)}
      {item('createdAt', formatDateTime(note.createdAt))}
      {item('submittedAt', formatDateTime(note.submittedAt))}
      {item('receivedAt', formatDateTime(note.receivedAt))}
      {item('remark', note.remark)}
    </Descriptions>
  );
}

function NoteLines({ lines }: { lines: DeliveryNoteLine[] }) {
  const { t } = useTranslation('stock');
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);
  const number = { align: 'right' as const };
  // a line not yet stocked in has no received, damaged or short figures
  const figure = (value: number, line: DeliveryNoteLine) =>
    line.stockedInAt ? formatQty(value) : '—';
  const columns: TableColumnsType<DeliveryNoteLine> = [
    { title: title('lineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 64 },
    {
      title: title('poLine'),
      key: 'poLine',
      render: (_: unknown, line) => `${line.poNumber} / ${line.poLineNo}`,
    },
    {
      title: title('product'),
      key: 'product',
      render: (_: unknown, line) => `${line.productCode} · ${line.productName}`,
    },
    { title: title('qty'), dataIndex: 'qty', key: 'qty', ...number, render: formatQty },
    {
      title: title('received'),
      dataIndex: 'receivedQty',
      key: 'receivedQty',
      ...number,
      render: figure,
    },
    {
      title: title('damaged'),
      dataIndex: 'damagedQty',
      key: 'damagedQty',
      ...number,
      render: figure,
    },
    { title: title('short'), dataIndex: 'shortQty', key: 'shortQty', ...number, render: figure },
    {
      title: title('stockedInAt'),
      dataIndex: 'stockedInAt',
      key: 'stockedInAt',
      render: (at: string | null) => orDash(formatDateTime(at)),
    },
    {
      title: title('stockInNo'),
      dataIndex: 'stockInNo',
      key: 'stockInNo',
      render: (docNo: string | null) => orDash(docNo),
    },
  ];
  return (
    <Table<DeliveryNoteLine>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={lines}
      columns={columns}
    />
  );
}

function NoteHistory({ history }: { history: DeliveryNoteDetails['history'] }) {
  const { t } = useTranslation('stock');
  if (history.length === 0) return <Empty description={t('deliveryNotes.details.noHistory')} />;
  return (
    <Timeline
      items={history.map((event, index) => ({
        key: index,
        content: (
          <>
            <Typography.Text strong>
              {isHistoryAction(event.action)
                ? t(`deliveryNotes.details.historyActions.${event.action}`)
                : event.action}
            </Typography.Text>
            <Typography.Text type="secondary">
              {` · ${formatDateTime(event.at)} · ${event.username}`}
            </Typography.Text>
            {event.detail && <div>{event.detail}</div>}
          </>
        ),
      }))}
    />
  );
}
