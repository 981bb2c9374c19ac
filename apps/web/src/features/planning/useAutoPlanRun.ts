import type { PlanContext } from '@lading/planner';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { startImprovement, type ImproveHandle } from './plan-improve-client';
import { planSignature } from './plan-quality';
import type { Workbench } from './useWorkbench';
import { changed, planLinesOf, workbenchPlanOf } from './workbench-ops';

/**
 * Auto-plan as the user runs it (issue 21): the first plan shows at once, each better plan
 * the worker finds replaces it, and Stop keeps the best so far. The containers are not
 * editable meanwhile (wb.busy), so nothing the user does is overwritten.
 */
export function useAutoPlanRun(wb: Workbench) {
  const { t } = useTranslation('planning');
  const { message } = App.useApp();
  const handle = useRef<ImproveHandle | undefined>(undefined);
  const mounted = useRef(true);

  // leaving the workbench ends the worker, and what it said last is not shown any more
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      handle.current?.stop();
    };
  }, []);

  const start = (poLineIds: readonly number[], context: PlanContext) => {
    handle.current?.stop();
    const lines = wb.state.lines;
    const budgetMs = Math.round(wb.choices.improveBudgetSeconds * 1000);
    wb.setSelectedLines([]);
    wb.setSelectedContainers([]);
    wb.setUnplanned([]);
    wb.setImprovement({ status: 'running', groups: [], ms: 0, budgetMs, signature: '' });
    handle.current = startImprovement(
      { input: { ...context, lines: planLinesOf(wb.state, poLineIds) }, budgetMs },
      {
        onReport(report) {
          if (!mounted.current) return;
          const { containers, unplanned } = workbenchPlanOf(report.plan, lines);
          wb.setState((state) => changed(state, containers, containers.length + 1));
          const status = report.kind === 'progress' ? 'running' : report.kind;
          wb.setImprovement({
            status,
            groups: report.groups,
            ms: report.ms,
            budgetMs,
            signature: planSignature(containers),
          });
          if (status === 'running') return;
          handle.current = undefined;
          wb.setUnplanned(unplanned);
          const planned = new Set(containers.flatMap((c) => c.lines.map((l) => l.poLineId)));
          void message.success(
            t('autoPlan.done', { lines: planned.size, count: containers.length }),
          );
        },
        onError(reason) {
          handle.current = undefined;
          wb.setImprovement(null);
          void message.error(t('quality.failed', { reason }));
        },
      },
    );
  };

  return { start, stop: () => handle.current?.stop() };
}
