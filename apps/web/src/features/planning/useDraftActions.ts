import {
  planningOperations as op,
  type PlanningDraft,
  type ReleaseContainersRequest,
} from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { ApiError } from '../../api/http';
import { CONTAINERS_KEY, OPEN_LINES_KEY } from './usePlanning';
import type { Workbench } from './useWorkbench';
import { afterRelease, afterSave, fromDraft, savedKeys, toSaveRequest } from './workbench-draft';
import { emptyWorkbench, type WorkbenchState } from './workbench-state';

/**
 * What goes to the server: save (PUT the whole draft), export (saved first), release
 * (saved first, then the chosen containers by their saved ids), discard. A refusal is
 * shown in a dialog; "already planned by someone else" also reads the open lines again.
 */
export function useDraftActions(wb: Workbench) {
  const { t } = useTranslation('planning');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OPEN_LINES_KEY }),
      queryClient.invalidateQueries({ queryKey: CONTAINERS_KEY }),
    ]);

  const refused = (title: string, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const reload = error.code === 409;
    modal.error({
      title,
      content: reload ? `${error.message}. ${t('save.reloaded')}` : error.message,
      okText: t('actions.ok', { ns: 'common' }),
    });
    if (reload) void refreshLists();
  };

  /** Saves the workbench as it is; answers the saved state, or undefined when refused. */
  const save = async (quietSuccess = false): Promise<WorkbenchState | undefined> => {
    const sent = wb.state;
    wb.setBusy(true);
    try {
      const draft = await call(op.saveDraft, { body: toSaveRequest(sent) }, { quiet: true });
      const saved = afterSave(sent, draft);
      const renamed = savedKeys(sent, draft);
      wb.setState(saved);
      wb.setSelectedContainers((keys) => keys.map((key) => renamed.get(key) ?? key));
      if (!quietSuccess) {
        void message.success(t('save.saved', { count: sent.containers.length }));
      }
      void refreshLists();
      return saved;
    } catch (error) {
      refused(t('save.refusedTitle'), error);
      return undefined;
    } finally {
      wb.setBusy(false);
    }
  };

  const savedState = async () => (wb.state.dirty ? save(true) : wb.state);

  const exportPlan = async () => {
    if (wb.state.dirty) void message.info(t('export.savesFirst'));
    if (!(await savedState())) return;
    wb.setBusy(true);
    try {
      await downloadFile(op.exportDraft);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      wb.setBusy(false);
    }
  };

  /** Releases the containers of `chosen` (keys before saving); answers whether it happened. */
  const release = async (
    chosen: readonly string[],
    fields: Omit<ReleaseContainersRequest, 'containerIds'>,
  ): Promise<boolean> => {
    const before = wb.state;
    const saved = await savedState();
    if (!saved) return false;
    // saving numbers the containers as the server does: the same containers, maybe renamed
    const keys = chosen.map(
      (key) => saved.containers[before.containers.findIndex((c) => c.key === key)]?.key ?? key,
    );
    const containerIds = keys.flatMap((key) => {
      const index = saved.containers.findIndex((c) => c.key === key);
      const id = saved.savedIds[index];
      return id === undefined ? [] : [id];
    });
    wb.setBusy(true);
    try {
      const result = await call(op.release, { body: { ...fields, containerIds } }, { quiet: true });
      wb.setState((current) => afterRelease(current, keys));
      void message.success(
        t('release.summary', {
          done: t('release.done', {
            count: result.containers.length,
            shipmentNo: fields.shipmentNo,
          }),
          notified: t('release.notified', { count: result.notifiedUsers }),
        }),
      );
      void refreshLists();
      return true;
    } catch (error) {
      refused(t('release.refusedTitle'), error);
      return false;
    } finally {
      wb.setBusy(false);
    }
  };

  const loadDraft = (draft: PlanningDraft | null) => {
    wb.setState((current) => fromDraft(current, draft));
    wb.setUnplanned([]);
    if (draft) void message.success(t('draftPrompt.loaded', { count: draft.containers.length }));
  };

  /** Re-plan: the saved draft is discarded (after a confirmation) and the workbench emptied. */
  const discard = (options: { force?: boolean; onCancel?: () => void } = {}) => {
    if (!options.force && wb.state.savedAt === null) {
      modal.confirm({
        title: t('draftPrompt.clearTitle'),
        content: t('draftPrompt.clearContent'),
        okText: t('draftPrompt.clear'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel', { ns: 'common' }),
        onOk: () => {
          wb.setState((current) => ({ ...emptyWorkbench(), lines: current.lines }));
          wb.setUnplanned([]);
        },
      });
      return;
    }
    modal.confirm({
      title: t('draftPrompt.discardTitle'),
      content: t('draftPrompt.discardContent'),
      okText: t('draftPrompt.discard'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel', { ns: 'common' }),
      ...(options.onCancel ? { onCancel: options.onCancel } : {}),
      onOk: async () => {
        try {
          const result = await call(op.discardDraft);
          wb.setState((current) => ({ ...emptyWorkbench(), lines: withoutHeld(current) }));
          wb.setUnplanned([]);
          void message.success(
            t('draftPrompt.discarded', { count: result.containers, qty: result.qty }),
          );
          await refreshLists();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });
  };

  return { save, exportPlan, release, loadDraft, discard };
}

/** After a discard the draft's quantity is open again on the server: the lines say so. */
function withoutHeld(state: WorkbenchState): WorkbenchState['lines'] {
  const lines = { ...state.lines };
  for (const [id, qty] of Object.entries(state.held)) {
    const info = lines[Number(id)];
    if (info) lines[Number(id)] = { ...info, plannableQty: info.plannableQty + qty };
  }
  return lines;
}
