import {
  checkMerge,
  mergeContainers,
  mergeUnderFilled,
  type MergeCheck,
  type MergeConfirmation,
  type MergeRefusal,
  type PlanContext,
} from '@lading/planner';
import { mergeCheckContext, plannedOf } from './plan-context';
import { changed } from './workbench-ops';
import { groupKeyOf, type WorkbenchState } from './workbench-state';

/**
 * Merging on the workbench: two containers (the spec's confirmations when loading points
 * differ or RDDs are more than 30 days apart) and one-click merge of a group.
 */

const byKey = (state: WorkbenchState, key: string) =>
  state.containers.find((container) => container.key === key);

/** What merging `sourceKey` into `targetKey` would give, refuse or ask to confirm. */
export function mergePreview(
  state: WorkbenchState,
  targetKey: string,
  sourceKey: string,
  context: PlanContext,
): MergeCheck | undefined {
  const target = byKey(state, targetKey);
  const source = byKey(state, sourceKey);
  if (!target || !source) return undefined;
  return checkMerge(
    plannedOf(target, state.lines),
    plannedOf(source, state.lines),
    mergeCheckContext(context),
  );
}

export type MergeResult =
  | { ok: true; state: WorkbenchState }
  | { ok: false; refusals: MergeRefusal[]; confirmations: MergeConfirmation[] };

/** Merges the source into the target (which keeps its type, loading point and fields). */
export function merge(
  state: WorkbenchState,
  targetKey: string,
  sourceKey: string,
  context: PlanContext,
  confirmed: readonly MergeConfirmation[],
): MergeResult {
  const target = byKey(state, targetKey);
  const source = byKey(state, sourceKey);
  if (!target || !source) return { ok: false, refusals: [], confirmations: [] };
  const outcome = mergeContainers(
    plannedOf(target, state.lines),
    plannedOf(source, state.lines),
    mergeCheckContext(context),
    confirmed,
  );
  if (!outcome.ok) return outcome;
  const lines = outcome.container.lines.map((line) => ({
    poLineId: Number(line.lineId),
    qty: line.qty,
  }));
  const containers = state.containers
    .filter((c) => c.key !== sourceKey)
    .map((c) => (c.key === targetKey ? { ...c, lines } : c));
  return { ok: true, state: changed(state, containers) };
}

/** One-click merge of one group: under-filled containers into one another while they fit. */
export function oneClickMerge(
  state: WorkbenchState,
  groupKey: string,
  context: PlanContext,
): { state: WorkbenchState; merges: Array<{ into: string; from: string[] }> } {
  const group = state.containers.filter((c) => groupKeyOf(c) === groupKey);
  const result = mergeUnderFilled(
    group.map((c) => plannedOf(c, state.lines)),
    context,
  );
  if (!result.merges.length) return { state, merges: [] };
  const after = new Map(result.containers.map((c) => [c.id, c]));
  const containers = state.containers.flatMap((c) => {
    if (groupKeyOf(c) !== groupKey) return [c];
    const merged = after.get(c.key);
    if (!merged) return [];
    return [{ ...c, lines: merged.lines.map((l) => ({ poLineId: Number(l.lineId), qty: l.qty })) }];
  });
  return { state: changed(state, containers), merges: result.merges };
}
