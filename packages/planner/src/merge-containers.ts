import { compareText } from './container-types';
import { containerMetrics, rddSpanDays } from './container-metrics';
import {
  planOptions,
  rddWindow,
  type ContainerLine,
  type PlanContext,
  type PlannedContainer,
} from './plan-types';

/** Why two containers cannot be merged at all. */
export type MergeRefusal =
  | { code: 'sameContainer' }
  /** one container goes to one country */
  | { code: 'differentDestination' }
  /** the merged load exceeds the target's usable CBM or the destination's payload */
  | { code: 'overloaded'; cbm: number; usableCbm: number; kg: number; maxPayloadKg: number };

/**
 * What the user must confirm before merging (spec §5: loading locations differ, RDDs differ by
 * over 30 days, or both). The auto-planner never does either; a person may.
 */
export type MergeConfirmation = 'differentLoadingPoint' | 'rddApart';

export interface MergeCheck {
  refusals: MergeRefusal[];
  confirmations: MergeConfirmation[];
  /** The target as it would be: its type, loading point and destination, both loads. */
  merged: PlannedContainer;
}

export type MergeOutcome =
  | { ok: true; container: PlannedContainer }
  | { ok: false; refusals: MergeRefusal[]; confirmations: MergeConfirmation[] };

/** Both containers' lines; two parts of one PO line become one line again. */
export function mergedLines(
  a: readonly ContainerLine[],
  b: readonly ContainerLine[],
): ContainerLine[] {
  const byLine = new Map<string, ContainerLine>();
  for (const line of [...a, ...b]) {
    const same = byLine.get(line.lineId);
    if (same) same.qty += line.qty;
    else byLine.set(line.lineId, { ...line });
  }
  return [...byLine.values()].sort(
    (x, y) =>
      compareText(x.rdd, y.rdd) ||
      compareText(x.supplier, y.supplier) ||
      compareText(x.lineId, y.lineId),
  );
}

/** Merging `source` into `target`: what stops it and what needs a confirmation. */
export function checkMerge(
  target: PlannedContainer,
  source: PlannedContainer,
  context: PlanContext,
): MergeCheck {
  const merged: PlannedContainer = { ...target, lines: mergedLines(target.lines, source.lines) };
  const refusals: MergeRefusal[] = [];
  const confirmations: MergeConfirmation[] = [];
  if (target.id === source.id) refusals.push({ code: 'sameContainer' });
  if (target.destination !== source.destination) refusals.push({ code: 'differentDestination' });
  const metrics = containerMetrics(merged, context);
  if (metrics.state === 'overloaded') {
    const { cbm, usableCbm, kg, maxPayloadKg } = metrics;
    refusals.push({ code: 'overloaded', cbm, usableCbm, kg, maxPayloadKg });
  }
  if (target.loadingPoint !== source.loadingPoint) confirmations.push('differentLoadingPoint');
  if (rddSpanDays(merged.lines) > rddWindow(planOptions(context))) confirmations.push('rddApart');
  return { refusals, confirmations, merged };
}

/** Merges `source` into `target` when nothing refuses it and every confirmation was given. */
export function mergeContainers(
  target: PlannedContainer,
  source: PlannedContainer,
  context: PlanContext,
  confirmed: readonly MergeConfirmation[] = [],
): MergeOutcome {
  const check = checkMerge(target, source, context);
  const unconfirmed = check.confirmations.filter((code) => !confirmed.includes(code));
  if (check.refusals.length > 0 || unconfirmed.length > 0) {
    return { ok: false, refusals: check.refusals, confirmations: unconfirmed };
  }
  return { ok: true, container: check.merged };
}
