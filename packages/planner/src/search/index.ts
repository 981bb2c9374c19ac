// The planner's search (issue 21): the fast first plan and the local search that improves it.
export {
  firstPlan,
  improvePlan,
  type GroupQuality,
  type ImproveOptions,
  type SearchResult,
} from './improve-plan';
