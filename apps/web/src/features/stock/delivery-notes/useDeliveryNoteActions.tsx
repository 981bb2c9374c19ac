import { FilePdfOutlined } from '@ant-design/icons';
import { deliveryNoteOperations as op, type DeliveryNoteItem } from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../../api/call';
import { usePermissions } from '../../../auth/session';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { useDownload } from '../../common/useDownload';
import { STOCK_KEY } from '../stock-keys';
import { DELIVERY_NOTE_WRITE } from './useDeliveryNotes';

type Note = Pick<DeliveryNoteItem, 'id' | 'noteNo' | 'status' | 'warehouseCode'>;

/** What the user may do with a note: by its status, and only with the write permission. */
export interface NoteAbilities {
  edit: boolean;
  submit: boolean;
  cancel: boolean;
  remove: boolean;
}

export const abilitiesOf = (note: Pick<Note, 'status'>, canWrite: boolean): NoteAbilities => ({
  edit: canWrite && note.status === 'Draft',
  submit: canWrite && note.status === 'Draft',
  cancel: canWrite && (note.status === 'Draft' || note.status === 'Submitted'),
  remove: canWrite && note.status === 'Draft',
});

/**
 * The state changes of a delivery note, each asked for first (submit, cancel, delete), then
 * said done; every stock query is refreshed after. A refusal has been toasted by the client.
 */
export function useDeliveryNoteActions() {
  const { t } = useTranslation('stock');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const canWrite = usePermissions().can(DELIVERY_NOTE_WRITE);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STOCK_KEY });

  const submit = (note: Note) =>
    modal.confirm({
      title: t('deliveryNotes.page.confirm.submitTitle', { noteNo: note.noteNo }),
      content: t('deliveryNotes.page.confirm.submitContent', { warehouse: note.warehouseCode }),
      okText: t('deliveryNotes.page.actions.submit'),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () =>
        call(op.submit, { params: { id: note.id } }).then(
          () => {
            void message.success(t('deliveryNotes.page.done.submitted', { noteNo: note.noteNo }));
            return refresh();
          },
          () => undefined,
        ),
    });

  const cancel = (note: Note) =>
    modal.confirm({
      title: t('deliveryNotes.page.confirm.cancelTitle', { noteNo: note.noteNo }),
      content: t('deliveryNotes.page.confirm.cancelContent'),
      okText: t('deliveryNotes.page.actions.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('deliveryNotes.page.confirm.keep'),
      onOk: () =>
        call(op.cancel, { params: { id: note.id } }).then(
          () => {
            void message.success(t('deliveryNotes.page.done.cancelled', { noteNo: note.noteNo }));
            return refresh();
          },
          () => undefined,
        ),
    });

  const remove = (note: Note, onDeleted?: () => void) =>
    confirmDelete({
      title: t('deliveryNotes.page.confirm.deleteTitle', { noteNo: note.noteNo }),
      content: t('deliveryNotes.page.confirm.deleteContent'),
      remove: () =>
        call(op.remove, { params: { id: note.id } }).then(() => {
          onDeleted?.();
          return refresh();
        }),
    });

  return {
    can: (note: Pick<Note, 'status'>) => abilitiesOf(note, canWrite),
    canWrite,
    submit,
    cancel,
    remove,
  };
}

/** Downloads a note's PDF (its number as a barcode), spinning until the file comes. */
export function NotePdfButton(
  props: { noteId: number } & Pick<ButtonProps, 'size' | 'type'> & { icon?: boolean },
) {
  const { t } = useTranslation('stock');
  const download = useDownload(() =>
    downloadFile(op.pdf, { params: { id: props.noteId } }).then(() =>
      t('deliveryNotes.page.done.pdf'),
    ),
  );
  return (
    <Button
      size={props.size}
      type={props.type}
      icon={props.icon ? <FilePdfOutlined /> : undefined}
      loading={download.busy}
      onClick={() => void download.start()}
    >
      {t('deliveryNotes.page.actions.pdf')}
    </Button>
  );
}
