import type { Plan, PlanInput } from './plan-types';
import { firstPlan } from './search/improve-plan';

/**
 * Auto-plan: open PO lines into containers (DOMAIN "Shipment planning"). Never overloads a
 * container by CBM or by the destination's payload, never mixes loading points or
 * destinations, keeps RDDs more than the window apart in separate containers unless the options
 * allow it, and minimises, in order, container cost, containers, lines split across containers
 * and RDD spread — the best of several greedy packings per group (search/improve-plan.ts;
 * `improvePlan` searches further within a time budget). Pure and deterministic: the same lines
 * in any order give the same plan.
 */
export function planContainers(input: PlanInput): Plan {
  return firstPlan(input).plan;
}
