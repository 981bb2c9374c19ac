// Lower bounds on the number of bins (containers) — issue 21: what a plan is measured against.
export {
  classesOfSizes,
  classesOfVectors,
  type ItemClass,
  type VectorItemClass,
} from './item-classes';
export { continuousBound, martelloTothL2 } from './martello-toth';
export { vectorBound } from './vector-bound';
export {
  gilmoreGomory,
  type ColumnGenerationLimits,
  type LpBound,
  type MasterLp,
} from './column-generation';
export { createBoundSolver, type BoundSolver, type HighsLoadOptions } from './highs-master';
export { groupBounds, type BoundGroup, type GroupBounds } from './group-bounds';
