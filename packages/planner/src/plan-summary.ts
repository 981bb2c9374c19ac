import { containerMetrics } from './container-metrics';
import type { Plan, PlanContext } from './plan-types';

export interface PlanSummary {
  containers: number;
  /** Cost of the plan in the container types' cost weights. */
  cost: number;
  /** PO lines split across more than one container. */
  splits: number;
  overloaded: number;
  /** Mean container utilization (the tighter of CBM and kg), 0 when there is none. */
  utilization: number;
  /** Containers whose RDDs span more than the window. */
  rddWindowBroken: number;
}

/** The figures a plan is judged by (the bench prints them; the workbench shows them). */
export function summarizePlan(plan: Plan, context: PlanContext, windowDays: number): PlanSummary {
  const containersOf = new Map<string, number>();
  let overloaded = 0;
  let utilization = 0;
  let cost = 0;
  let rddWindowBroken = 0;
  for (const container of plan.containers) {
    const metrics = containerMetrics(container, context);
    if (metrics.state === 'overloaded') overloaded++;
    if (metrics.rddSpanDays > windowDays) rddWindowBroken++;
    utilization += metrics.utilization;
    cost += context.containerTypes.find((t) => t.code === container.containerType)?.cost ?? 0;
    for (const line of container.lines) {
      containersOf.set(line.lineId, (containersOf.get(line.lineId) ?? 0) + 1);
    }
  }
  return {
    containers: plan.containers.length,
    cost,
    splits: [...containersOf.values()].filter((count) => count > 1).length,
    overloaded,
    utilization: plan.containers.length > 0 ? utilization / plan.containers.length : 0,
    rddWindowBroken,
  };
}
