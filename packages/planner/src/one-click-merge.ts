import { compareText } from './container-types';
import { containerMetrics } from './container-metrics';
import { checkMerge } from './merge-containers';
import type { PlanContext, PlannedContainer } from './plan-types';

export interface OneClickMerge {
  /** The containers left: merged ones in the target's place, sources gone. */
  containers: PlannedContainer[];
  /** Which containers went into which, in the order they were merged. */
  merges: Array<{ into: string; from: string[] }>;
}

const underFilled = (container: PlannedContainer, context: PlanContext) => {
  const state = containerMetrics(container, context).state;
  return state === 'empty' || state === 'partial';
};

/**
 * spec §2 / DOMAIN "one-click merge": within each group (loading point, destination), merge
 * containers under the utilization target into one another while the result fits. The emptiest
 * goes first, into the container it fills best; only merges that need no confirmation are made
 * (same loading point, RDDs within the window unless the options allow mixing).
 */
export function mergeUnderFilled(
  containers: readonly PlannedContainer[],
  context: PlanContext,
): OneClickMerge {
  const current = new Map(containers.map((container) => [container.id, container]));
  const merges = new Map<string, string[]>();
  const order: string[] = [];
  const pool = containers
    .filter((container) => underFilled(container, context))
    .map((container) => ({
      container,
      utilization: containerMetrics(container, context).utilization,
    }))
    .sort((a, b) => a.utilization - b.utilization || compareText(a.container.id, b.container.id))
    .map((entry) => entry.container.id);

  for (const sourceId of pool) {
    const source = current.get(sourceId);
    if (!source || !underFilled(source, context)) continue;
    let best: { target: PlannedContainer; fill: number } | undefined;
    for (const targetId of pool) {
      const target = current.get(targetId);
      if (!target || targetId === sourceId) continue;
      if (target.loadingPoint !== source.loadingPoint) continue;
      const check = checkMerge(target, source, context);
      if (check.refusals.length > 0 || check.confirmations.length > 0) continue;
      const fill = containerMetrics(check.merged, context).utilization;
      if (!best || fill > best.fill) best = { target: check.merged, fill };
    }
    if (!best) continue;
    current.set(best.target.id, best.target);
    current.delete(sourceId);
    const into = best.target.id;
    if (!merges.has(into)) order.push(into);
    merges.set(into, [...(merges.get(into) ?? []), sourceId, ...(merges.get(sourceId) ?? [])]);
    merges.delete(sourceId);
  }
  return {
    containers: containers.flatMap((container) => current.get(container.id) ?? []),
    merges: order.filter((id) => merges.has(id)).map((id) => ({ into: id, from: merges.get(id)! })),
  };
}
