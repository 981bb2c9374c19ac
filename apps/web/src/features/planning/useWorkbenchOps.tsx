import type { MergeConfirmation } from '@lading/planner';
import { formatCbm, formatLoadKg } from '@lading/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '../reference/common/format';
import { useAutoPlanRun } from './useAutoPlanRun';
import type { Workbench } from './useWorkbench';
import {
  addContainer,
  batchModify,
  moveIn,
  moveOut,
  removeContainer,
  type BatchChanges,
} from './workbench-ops';
import { merge, oneClickMerge } from './workbench-merge';
import { moveLine } from './workbench-move';
import { openLinesOf } from './workbench-state';

/** spec §5: the confirmation asked before merging (loading locations, RDDs, or both). */
export const confirmationKey = (confirmations: readonly MergeConfirmation[]) =>
  confirmations.length === 2 ? 'both' : confirmations[0]!;

/**
 * The workbench's own operations with what the user is told: confirmations before
 * replacing work, refusals and summaries. Nothing here calls the server.
 */
export function useWorkbenchOps(wb: Workbench) {
  const { t, i18n } = useTranslation('planning');
  const { message, modal } = App.useApp();
  const autoPlanRun = useAutoPlanRun(wb);
  const cancelText = t('actions.cancel', { ns: 'common' });
  const list = (lines: string[]) => (
    <ul style={{ paddingInlineStart: 18, margin: 0 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );

  const runAutoPlan = () => {
    const context = wb.context;
    if (!context) return;
    // none selected: every line of the filters, those in the replaced containers included
    const all = wb.selectedLines.length
      ? wb.selectedLines
      : openLinesOf({ ...wb.state, containers: [] }, wb.filter).map((line) => line.poLineId);
    if (!all.length) {
      void message.warning(t('autoPlan.nothing'));
      return;
    }
    const run = () => autoPlanRun.start(all, context);
    if (!wb.state.containers.length) return run();
    modal.confirm({
      title: t('autoPlan.replaceTitle'),
      content: t('autoPlan.replaceContent', { count: wb.state.containers.length }),
      okText: t('autoPlan.replace'),
      cancelText,
      onOk: run,
    });
  };

  const onMoveIn = (key: string) => {
    const target = wb.state.containers.find((c) => c.key === key);
    if (!target) return;
    const result = moveIn(wb.state, key, wb.selectedLines);
    if (result.moved.length) {
      wb.setState(result.state);
      void message.success(t('moveIn.moved', { count: result.moved.length, key }));
    }
    if (result.refused.length) {
      modal.warning({
        title: t('moveIn.refusedTitle', { key }),
        content: list(
          result.refused.map((line) =>
            t('moveIn.refusedLine', {
              poNumber: line.poNumber,
              lineNo: line.lineNo,
              lineLoadingPoint: line.loadingPointName,
              lineDestination: countryName(line.destinationCountry, i18n.language),
              key,
              loadingPoint: target.loadingPointName,
              destination: countryName(target.destinationCountry, i18n.language),
            }),
          ),
        ),
        okText: t('actions.ok', { ns: 'common' }),
      });
    }
  };

  const onRemove = (key: string) => {
    const container = wb.state.containers.find((c) => c.key === key);
    if (!container) return;
    if (!container.lines.length) return wb.setState(removeContainer(wb.state, key));
    modal.confirm({
      title: t('containers.removeTitle', { key }),
      content: t('containers.removeContent'),
      okText: t('containers.remove'),
      okButtonProps: { danger: true },
      cancelText,
      onOk: () => wb.setState((state) => removeContainer(state, key)),
    });
  };

  const onOneClickMerge = (groupKey: string) => {
    if (!wb.context) return;
    const result = oneClickMerge(wb.state, groupKey, wb.context);
    if (!result.merges.length) {
      void message.info(t('oneClick.nothing'));
      return;
    }
    wb.setState(result.state);
    const first = result.state.containers.find((c) => c.key === result.merges[0]!.into);
    modal.success({
      title: t('oneClick.title', {
        group: first ? `${first.loadingPointName} → ${first.destinationCountry}` : '',
      }),
      content: list(
        result.merges.map((m) => t('oneClick.merged', { from: m.from.join(', #'), into: m.into })),
      ),
      okText: t('actions.ok', { ns: 'common' }),
    });
  };

  /** Merges after the spec's confirmation when one is needed; answers when it is done. */
  const runMerge = (targetKey: string, sourceKey: string, onDone: () => void) => {
    const context = wb.context;
    if (!context) return;
    const first = merge(wb.state, targetKey, sourceKey, context, []);
    const done = (state: typeof wb.state) => {
      wb.setState(state);
      wb.setSelectedContainers([]);
      void message.success(t('merge.done', { from: sourceKey, into: targetKey }));
      onDone();
    };
    if (first.ok) return done(first.state);
    if (first.refusals.length) return;
    modal.confirm({
      title: t('merge.confirmTitle'),
      content: t(`merge.confirm.${confirmationKey(first.confirmations)}`),
      okText: t('actions.confirm', { ns: 'common' }),
      cancelText,
      onOk: () => {
        const confirmed = merge(wb.state, targetKey, sourceKey, context, first.confirmations);
        if (confirmed.ok) done(confirmed.state);
      },
    });
  };

  /**
   * Moves a container line, all of it, to another container of its group or back to the open
   * lines ('open'), with a merge's rules: an overloaded target refuses it, RDDs over 30 days
   * apart ask first. `done` answers once any question is closed: whether the line moved.
   */
  const runMoveLine = (
    fromKey: string,
    poLineId: number,
    to: string,
    done: (moved: boolean) => void,
  ) => {
    const info = wb.state.lines[poLineId];
    const context = wb.context;
    if (!info) return done(false);
    const line = { poNumber: info.poNumber, lineNo: info.lineNo, key: to };
    if (to === 'open') {
      wb.setState(moveOut(wb.state, fromKey, poLineId));
      void message.success(t('moveTo.movedOut', line));
      return done(true);
    }
    if (!context) return done(false);
    const apply = (state: typeof wb.state) => {
      wb.setState(state);
      void message.success(t('moveTo.moved', line));
    };
    const first = moveLine(wb.state, fromKey, to, poLineId, context, []);
    if (first.ok) {
      apply(first.state);
      return done(true);
    }
    if (first.refusals.length) {
      modal.warning({
        title: t('moveTo.refusedTitle', line),
        content: list(
          first.refusals.map((refusal) =>
            refusal.code === 'overloaded'
              ? t('moveTo.refusals.overloaded', {
                  key: to,
                  cbm: formatCbm(refusal.cbm),
                  usableCbm: formatCbm(refusal.usableCbm),
                  kg: formatLoadKg(refusal.kg),
                  maxPayloadKg: formatLoadKg(refusal.maxPayloadKg),
                })
              : t(`merge.refusals.${refusal.code}`),
          ),
        ),
        okText: t('actions.ok', { ns: 'common' }),
        afterClose: () => done(false),
      });
      return;
    }
    let moved = false;
    modal.confirm({
      title: t('moveTo.confirmTitle'),
      content: t(`moveTo.confirm.${confirmationKey(first.confirmations)}`, line),
      okText: t('actions.confirm', { ns: 'common' }),
      cancelText,
      onOk: () => {
        const confirmed = moveLine(wb.state, fromKey, to, poLineId, context, first.confirmations);
        if (!confirmed.ok) return;
        apply(confirmed.state);
        moved = true;
      },
      // focus goes where the user expects only once the question is gone
      afterClose: () => done(moved),
    });
  };

  /** Answers false when refused (the loading point: the refusal is shown). */
  const runBatch = (keys: readonly string[], changes: BatchChanges): boolean => {
    const result = batchModify(wb.state, keys, changes);
    if (result.refused.length) {
      modal.warning({
        title: t('batch.pointRefusedTitle'),
        content: list(
          result.refused.map((line) =>
            t('batch.pointRefusedLine', {
              poNumber: line.poNumber,
              lineNo: line.lineNo,
              loadingPoint: line.loadingPointName,
            }),
          ),
        ),
        okText: t('actions.ok', { ns: 'common' }),
      });
      return false;
    }
    wb.setState(result.state);
    void message.success(t('batch.done', { count: keys.length }));
    return true;
  };

  const runAdd = (spec: Parameters<typeof addContainer>[1]) => {
    const key = String(wb.state.nextKey);
    wb.setState(addContainer(wb.state, spec));
    void message.success(t('addContainer.added', { key }));
  };

  return {
    runAutoPlan,
    stopImprovement: autoPlanRun.stop,
    runMerge,
    runBatch,
    runAdd,
    runMoveLine,
    onMoveIn,
    onMoveOut: (key: string, poLineId: number) => wb.setState(moveOut(wb.state, key, poLineId)),
    onRemove,
    onOneClickMerge,
  };
}
