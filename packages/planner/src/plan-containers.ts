import { assemblePlan } from './assemble-plan';
import { packGroup } from './pack-group';
import { planGroups } from './plan-groups';
import { planOptions, rddWindow, type Plan, type PlanInput } from './plan-types';

/**
 * Auto-plan: open PO lines into containers (DOMAIN "Shipment planning"). Never overloads a
 * container by CBM or by the destination's payload, never mixes loading points or
 * destinations, keeps RDDs more than the window apart in separate containers unless the options
 * allow it, and minimises, in order, container cost, lines split across containers and RDD
 * lateness (lines are taken in RDD order). Pure and deterministic: the same input gives the
 * same plan.
 */
export function planContainers(input: PlanInput): Plan {
  const windowDays = rddWindow(planOptions(input));
  const { groups, unplanned } = planGroups(input);
  return assemblePlan(
    groups.map((group) => ({ group, containers: packGroup(group, windowDays) })),
    unplanned,
  );
}
