// @lading/planner: the container planning engine (ARCHITECTURE.md packages/planner/). Pure
// TypeScript, no I/O: the server loads lines and reference data, calls these, saves the result.
export * from './plan-types';
export { STANDARD_CONTAINER_COSTS } from './container-types';
export { planContainers } from './plan-containers';
export { planFirstFitDecreasing } from './ffd';
export {
  containerMetrics,
  containerLoad,
  rddSpanDays,
  type ContainerMetrics,
  type ContainerState,
  type UtilizationBand,
} from './container-metrics';
export * from './split-line';
export * from './merge-containers';
export { mergeUnderFilled, type OneClickMerge } from './one-click-merge';
export { lowerBounds, type GroupLowerBound } from './lower-bound';
export * from './bounds';
export { summarizePlan, type PlanSummary } from './plan-summary';
export { packagesFor } from './units';
export * from './search';
