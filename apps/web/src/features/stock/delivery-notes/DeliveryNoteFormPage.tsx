import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../auth/session';
import { positiveId } from '../../suppliers/supplier-routes';
import { newNote, toFormValues } from './delivery-note-form';
import { DeliveryNoteEditor } from './DeliveryNoteEditor';
import { deliveryNotePaths, useDeliveryNote, useNoteStatusName } from './useDeliveryNotes';

/**
 * /stock/addDeliveryNote and /stock/editDeliveryNote?id=N: one form, the mode from the path.
 * Only a Draft is edited; a note in another state says so and links to its details.
 */
export default function DeliveryNoteFormPage() {
  const { t } = useTranslation('stock');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const statusName = useNoteStatusName();
  const { supplierList } = useCurrentUser();
  const editing = pathname.endsWith('/editDeliveryNote');
  const id = editing ? positiveId(params.get('id')) : undefined;
  const source = useDeliveryNote(id);
  const note = source.data;
  const back = () => void navigate(deliveryNotePaths.list);
  const backButton = <Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>;

  if ((editing && id === undefined) || source.isError) {
    return <Result status="warning" title={t('deliveryNotes.page.notFound')} extra={backButton} />;
  }
  if (id !== undefined && !note) return <Spin />;
  if (note && note.status !== 'Draft') {
    return (
      <Result
        status="info"
        title={t('deliveryNotes.form.notEditable', {
          noteNo: note.noteNo,
          status: statusName(note.status),
        })}
        extra={
          <Space>
            {backButton}
            <Button
              type="primary"
              onClick={() => void navigate(deliveryNotePaths.details(note.id))}
            >
              {t('deliveryNotes.page.actions.details')}
            </Button>
          </Space>
        }
      />
    );
  }
  return (
    <DeliveryNoteEditor
      // another address (another note, or add after edit) starts a fresh form
      key={pathname + search}
      noteId={id}
      title={
        note
          ? t('deliveryNotes.form.editTitle', { noteNo: note.noteNo })
          : t('deliveryNotes.form.addTitle')
      }
      initial={note ? toFormValues(note) : newNote(supplierList)}
      supplierFixed={supplierList.length === 1}
      onCancel={back}
      onSaved={(savedId) => void navigate(deliveryNotePaths.details(savedId))}
    />
  );
}
