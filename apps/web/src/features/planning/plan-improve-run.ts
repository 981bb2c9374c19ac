import type { PlanInput } from '@lading/planner';
import { firstPlan, improve, type GroupQuality, type PlanWithQuality } from './plan-improver';

/*
 * What the improvement worker does, as a plain module (the worker file only wires messages
 * to it, so tests run it without a Worker): the first plan at once, then the search within
 * the budget, reporting the best plan so far with its figures.
 */

export type { GroupQuality } from './plan-improver';

export interface ImproveRequest {
  input: PlanInput;
  /** Time the improvement may take; 0 keeps the first plan. */
  budgetMs: number;
}

export interface ImproveReport extends PlanWithQuality {
  /** progress: the best plan so far; done: the run ended; stopped: the user stopped it. */
  kind: 'progress' | 'done' | 'stopped';
  /** Time since the run started. */
  ms: number;
}

/** What the worker answers. */
export type ImproveReply = ImproveReport | { kind: 'error'; message: string };

export const groupKey = (group: { loadingPoint: string; destination: string }) =>
  `${group.loadingPoint}|${group.destination}`;

/** Containers over the group's lower bound. */
export const gapOf = (group: Pick<GroupQuality, 'containers' | 'lowerBound'>) =>
  Math.max(0, group.containers - group.lowerBound);

/**
 * Runs one improvement: reports the first plan, then each better one, then `done` with the
 * best. `shouldStop` ends the search early with the best plan so far.
 */
export async function runImprovement(
  request: ImproveRequest,
  report: (report: ImproveReport) => void,
  shouldStop: () => boolean = () => false,
  now: () => number = () => performance.now(),
): Promise<void> {
  const started = now();
  const send = (kind: ImproveReport['kind'], best: PlanWithQuality) =>
    report({ kind, plan: best.plan, groups: best.groups, ms: Math.round(now() - started) });
  const first = firstPlan(request.input);
  send('progress', first);
  if (request.budgetMs <= 0 || first.groups.every((group) => group.proven) || shouldStop()) {
    return send('done', first);
  }
  const best = await improve(request.input, {
    budgetMs: Math.max(0, request.budgetMs - (now() - started)),
    shouldStop,
    onProgress: (progress) => send('progress', progress),
  });
  send('done', best);
}
