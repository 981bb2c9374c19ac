import {
  deliveryNoteOperations as op,
  formatDate,
  formatDateTime,
  formatKg,
  formatQty,
  type DeliveryNoteItem,
  type DeliveryNoteSortField,
} from '@lading/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/call';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { columnSort } from '../../common/sorting';
import { useListQuery } from '../../common/useListQuery';
import { DocumentListPage, DocumentNoLink } from '../documents/DocumentListPage';
import { DeliveryNoteFilterForm } from './DeliveryNoteFilterForm';
import { NotePdfButton, useDeliveryNoteActions } from './useDeliveryNoteActions';
import {
  DELIVERY_NOTE_WRITE,
  DELIVERY_NOTES_KEY,
  NOTE_STATUS_COLORS,
  deliveryNotePaths,
  useNoteStatusName,
  type NoteField,
} from './useDeliveryNotes';

/**
 * /stock/deliveryNote (kept alive): the delivery notes a user may see (a supplier user: its
 * own), with filters, sort, export, and each note's actions by its status.
 */
export default function DeliveryNoteListPage() {
  const { t } = useTranslation('stock');
  const navigate = useNavigate();
  const statusName = useNoteStatusName();
  const actions = useDeliveryNoteActions();
  const list = useListQuery(op.list, { key: DELIVERY_NOTES_KEY });
  const { query } = list;
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);
  const sorted = (field: DeliveryNoteSortField) => ({
    sorter: true,
    sortOrder: columnSort(query, field),
  });
  const number = { align: 'right' as const };

  const columns: TableColumnsType<DeliveryNoteItem> = [
    {
      title: title('noteNo'),
      dataIndex: 'noteNo',
      key: 'noteNo',
      fixed: 'left',
      ...sorted('noteNo'),
      render: (noteNo: string, note) => (
        <DocumentNoLink no={noteNo} to={deliveryNotePaths.details(note.id)} />
      ),
    },
    {
      title: title('supplier'),
      dataIndex: 'supplierName',
      key: 'supplierName',
      ...sorted('supplierName'),
    },
    {
      title: title('warehouse'),
      dataIndex: 'warehouseCode',
      key: 'warehouseCode',
      ...sorted('warehouseCode'),
    },
    {
      title: title('status'),
      dataIndex: 'status',
      key: 'status',
      ...sorted('status'),
      render: (status: DeliveryNoteItem['status']) => (
        <Tag color={NOTE_STATUS_COLORS[status]}>{statusName(status)}</Tag>
      ),
    },
    {
      title: title('expectedArrival'),
      dataIndex: 'expectedArrival',
      key: 'expectedArrival',
      ...sorted('expectedArrival'),
      render: (day: string | null) => formatDate(day),
    },
    { title: title('lineCount'), dataIndex: 'lineCount', key: 'lineCount', ...number },
    {
      title: title('totalQty'),
      dataIndex: 'totalQty',
      key: 'totalQty',
      ...number,
      render: formatQty,
    },
    {
      title: title('receivedQty'),
      dataIndex: 'receivedQty',
      key: 'receivedQty',
      ...number,
      render: formatQty,
    },
    { title: title('packages'), dataIndex: 'packages', key: 'packages', ...number },
    {
      title: title('grossWeightKg'),
      dataIndex: 'grossWeightKg',
      key: 'grossWeightKg',
      ...number,
      render: formatKg,
    },
    { title: title('createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    {
      title: title('createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      ...sorted('createdAt'),
      render: (at: string) => formatDateTime(at),
    },
    ...actionsColumn<DeliveryNoteItem>({
      show: true,
      title: t('deliveryNotes.page.operations'),
      fixed: true,
      render: (note) => {
        const can = actions.can(note);
        return (
          <RowActions
            details={{
              label: t('deliveryNotes.page.actions.details'),
              onOpen: () => void navigate(deliveryNotePaths.details(note.id)),
            }}
            onEdit={can.edit ? () => void navigate(deliveryNotePaths.edit(note.id)) : undefined}
            onDelete={can.remove ? () => actions.remove(note) : undefined}
          >
            {can.submit && (
              <Button size="small" type="link" onClick={() => actions.submit(note)}>
                {t('deliveryNotes.page.actions.submit')}
              </Button>
            )}
            {can.cancel && (
              <Button size="small" type="link" danger onClick={() => actions.cancel(note)}>
                {t('deliveryNotes.page.actions.cancel')}
              </Button>
            )}
            <NotePdfButton noteId={note.id} size="small" type="link" />
          </RowActions>
        );
      },
    }),
  ];

  return (
    <DocumentListPage<DeliveryNoteItem>
      filters={<DeliveryNoteFilterForm values={list.unpaged} onSearch={list.setFilters} />}
      add={{
        label: t('deliveryNotes.page.add'),
        path: deliveryNotePaths.add,
        resource: DELIVERY_NOTE_WRITE,
      }}
      onExport={() => downloadFile(op.export, { query: list.unpaged })}
      list={list}
      columns={columns}
    />
  );
}
