import { PlusOutlined } from '@ant-design/icons';
import { delayReasonOperations, type DelayReasonItem } from '@lading/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { useEditor } from '../../common/useEditor';
import { useListQuery } from '../../common/useListQuery';
import { exportReferenceList, REFERENCE_WRITE, useReferenceMutations } from '../useReference';
import { useDelayReasonColumns } from './delay-reason-columns';
import { DelayReasonFormModal } from './DelayReasonFormModal';
import { DelayReasonSearchBar } from './DelayReasonSearchBar';
import { DELAY_REASONS_KEY, useSetDelayReasonActive } from './useDelayReasons';

/**
 * /information/delayReason: the delay reason codes a container's deltas Δ1–Δ5 name — filter,
 * sort, export; with `reference.write` add, edit, activate/deactivate and delete (a code a
 * container names is refused: deactivate it instead).
 */
export default function DelayReasonPage() {
  const { t } = useTranslation('tracking');
  const canWrite = usePermissions().can(REFERENCE_WRITE);
  const list = useListQuery(delayReasonOperations.list, { key: DELAY_REASONS_KEY });
  const editor = useEditor<DelayReasonItem>();
  const { remove } = useReferenceMutations(delayReasonOperations);
  const setActive = useSetDelayReasonActive();
  const confirmDelete = useConfirmDelete();

  const columns = useDelayReasonColumns({
    sort: list.query,
    canWrite,
    onEdit: editor.edit,
    onSetActive: (reason, active) => setActive.mutate({ reason, active }),
    onDelete: (reason) =>
      confirmDelete({
        title: t('delayReasons.confirmDeleteTitle', { code: reason.code }),
        content: t('delayReasons.deleteContent'),
        remove: () => remove.mutateAsync(reason),
      }),
  });

  return (
    <ListPage
      filters={<DelayReasonSearchBar values={list.unpaged} onSearch={list.setFilters} />}
      toolbar={
        <>
          <Can resource={REFERENCE_WRITE}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('delayReasons.add')}
            </Button>
          </Can>
          <ExportButton run={() => exportReferenceList(delayReasonOperations, list.unpaged)} />
        </>
      }
    >
      <PagedTable<DelayReasonItem> list={list} columns={columns} />
      <DelayReasonFormModal
        key={editor.key}
        open={editor.open}
        record={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
