import highsWasmUrl from 'highs/runtime?url';
import {
  createBoundSolver,
  firstPlan as plannerFirstPlan,
  groupBounds,
  improvePlan,
  type BoundSolver,
  type GroupQuality,
  type Plan,
  type PlanInput,
} from '@lading/planner';

/*
 * The one place the workbench meets the planner's search and bounds (issue 21):
 * plan-improve-run.ts calls only what is here.
 */

export type { GroupQuality } from '@lading/planner';

export interface PlanWithQuality {
  plan: Plan;
  groups: GroupQuality[];
}

export interface ImproveOptions {
  budgetMs: number;
  shouldStop?: () => boolean;
  /** Once after the first plan, then on every better plan. */
  onProgress?: (progress: PlanWithQuality) => void;
}

/** The plan auto-plan starts from, with its figures (fast: shown before any search). */
export const firstPlan = (input: PlanInput): PlanWithQuality => plannerFirstPlan(input);

/**
 * HiGHS for the LP bound, from the app's own assets (no CDN): Vite copies highs.wasm into
 * the build and gives its URL. Without it the search still runs on the simpler bounds.
 */
async function boundSolver(): Promise<BoundSolver | undefined> {
  try {
    return await createBoundSolver({ locateFile: () => highsWasmUrl });
  } catch {
    return undefined;
  }
}

/**
 * The search within the budget, from the first plan, the LP bound of each group taken first;
 * answers the best plan found. Synchronous once HiGHS is loaded: the worker runs it.
 */
export async function improve(input: PlanInput, options: ImproveOptions): Promise<PlanWithQuality> {
  const began = performance.now();
  const solver = await boundSolver();
  // one group's LP may not take the whole budget: the search needs time too
  const limits = { timeLimitMs: options.budgetMs / 4, now: () => performance.now() };
  const result = improvePlan(input, {
    budgetMs: Math.max(0, options.budgetMs - (performance.now() - began)),
    shouldStop: options.shouldStop,
    onProgress: options.onProgress,
    bound: solver ? (group) => groupBounds(group, { solver, limits }).best : undefined,
  });
  return { plan: result.plan, groups: result.groups };
}
