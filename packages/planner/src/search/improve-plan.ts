import { assemblePlan, type PackedContainer } from '../assemble-plan';
import { compareText } from '../container-types';
import { packGroup } from '../pack-group';
import { planGroups, type PlanGroup } from '../plan-groups';
import {
  planOptions,
  rddWindow,
  type Plan,
  type PlanInput,
  type UnplannedLine,
} from '../plan-types';
import { consistentNeighbourhoodSearch } from './cns';
import { greedyPlans } from './greedy';
import {
  buildModel,
  cheaper,
  compareScores,
  binsCost,
  fromPacked,
  scoreOf,
  seedOf,
  toPacked,
  type Bin,
  type GroupModel,
  type Score,
} from './model';
import { costLowerBound, countLowerBound } from './stopping-bound';

/** How good one group's containers are, and whether that is proven the best possible. */
export interface GroupQuality {
  loadingPoint: string;
  destination: string;
  containers: number;
  /** Σ container type cost (with one type: containers × its cost). */
  cost: number;
  /** No valid plan of the group has fewer containers. */
  lowerBound: number;
  /** No valid plan of the group costs less. */
  costLowerBound: number;
  /** The cost is the lower bound: nothing cheaper exists, the search stops there. */
  proven: boolean;
  /** Time spent searching this group. */
  ms: number;
}

export interface SearchResult {
  plan: Plan;
  groups: GroupQuality[];
  ms: number;
  stop: 'proven' | 'budget' | 'stopped' | 'exhausted';
}

export interface ImproveOptions {
  /** Wall time for the whole search, all groups. */
  budgetMs: number;
  /** Milliseconds clock (default `performance.now()`). */
  now?: () => number;
  /** Polled often; true stops the search, which returns the best plan so far. */
  shouldStop?: () => boolean;
  /** Told once after the first plan and again after every improvement. */
  onProgress?: (progress: { plan: Plan; groups: GroupQuality[] }) => void;
  /** A lower bound on a group's containers (e.g. the LP bound); called once per group. */
  bound?: (group: PlanGroup) => number;
}

interface GroupState {
  group: PlanGroup;
  model: GroupModel;
  containers: PackedContainer[];
  score: Score;
  lowerBound: number;
  costLowerBound: number;
  ms: number;
}

function loadOf(group: PlanGroup) {
  const load = { cm3: 0, grams: 0 };
  for (const piece of group.pieces) {
    load.cm3 += piece.packages * piece.cm3;
    load.grams += piece.packages * piece.grams;
  }
  return load;
}

/**
 * The best of today's RDD-anchored packing and greedy packings of the group's kinds (`quick`:
 * only the few the first plan can afford). Only the cheapest greedy packing is given lines
 * (the costly step); it replaces the RDD-anchored one when it is better.
 */
function firstGroup(group: PlanGroup, windowDays: number): GroupState {
  const model = buildModel(group, windowDays);
  const containers = packGroup(group, windowDays);
  const lowerBound = countLowerBound(group, windowDays);
  const state: GroupState = {
    group,
    model,
    containers,
    score: scoreOf(containers),
    lowerBound,
    costLowerBound: costLowerBound(group.capacities, loadOf(group), lowerBound),
    ms: 0,
  };
  tryGreedy(state, true);
  return state;
}

/** Takes the cheapest greedy packing when it beats the group's plan; true when it did. */
function tryGreedy(state: GroupState, quick: boolean): boolean {
  let cheapest: Bin[] | undefined;
  for (const bins of greedyPlans(state.model, quick)) {
    if (
      !cheapest ||
      cheaper(binsCost(bins), binsCost(cheapest)) ||
      (!cheaper(binsCost(cheapest), binsCost(bins)) && bins.length < cheapest.length)
    ) {
      cheapest = bins;
    }
  }
  if (!cheapest || cheaper(state.score.cost, binsCost(cheapest))) return false;
  const candidate = toPacked(state.model, cheapest);
  const score = scoreOf(candidate);
  if (compareScores(score, state.score) >= 0) return false;
  state.containers = candidate;
  state.score = score;
  return true;
}

const qualityOf = (state: GroupState): GroupQuality => ({
  loadingPoint: state.group.loadingPoint,
  destination: state.group.destination,
  containers: state.score.containers,
  cost: state.score.cost,
  lowerBound: state.lowerBound,
  costLowerBound: state.costLowerBound,
  proven: !cheaper(state.costLowerBound, state.score.cost),
  ms: Math.round(state.ms * 10) / 10,
});

/** Unplanned lines by id, so the order of the input does not show in the plan. */
const canonicalUnplanned = (unplanned: UnplannedLine[]): UnplannedLine[] =>
  [...unplanned].sort((a, b) => compareText(a.lineId, b.lineId) || compareText(a.reason, b.reason));

function assemble(states: GroupState[], unplanned: UnplannedLine[]): Plan {
  return assemblePlan(
    states.map((state) => ({ group: state.group, containers: state.containers })),
    unplanned,
  );
}

function start(input: PlanInput) {
  const windowDays = rddWindow(planOptions(input));
  const { groups, unplanned } = planGroups(input);
  return {
    windowDays,
    groups,
    unplanned: canonicalUnplanned(unplanned),
  };
}

/**
 * The fast plan: per group the best of several greedy packings (today's RDD-anchored one,
 * first and best fit decreasing by CBM, by kg and by both, each also RDD by RDD). The same
 * lines in any order give the same plan.
 */
export function firstPlan(input: PlanInput): { plan: Plan; groups: GroupQuality[] } {
  const { windowDays, groups, unplanned } = start(input);
  const states = groups.map((group) => firstGroup(group, windowDays));
  return { plan: assemble(states, unplanned), groups: states.map(qualityOf) };
}

/** performance.now() where there is one (browsers, workers, Node), else Date.now(). */
const defaultNow = (): number =>
  (globalThis as { performance?: { now(): number } }).performance?.now() ?? Date.now();

/**
 * The first plan, then a local search per group (consistent neighbourhood search, see cns.ts)
 * for a cheaper fleet, until every group reaches its lower bound, the budget is spent or
 * `shouldStop` says so. Synchronous (a Web Worker runs it); the plan returned is always valid
 * and never worse than the first plan. With the same input and a budget that does not cut it
 * short, the result is the same every time.
 */
export function improvePlan(input: PlanInput, options: ImproveOptions): SearchResult {
  const now = options.now ?? defaultNow;
  const began = now();
  const deadline = began + options.budgetMs;
  let stopped = false;
  const halted = (): boolean => {
    if (!stopped && options.shouldStop?.()) stopped = true;
    return stopped;
  };
  const { windowDays, groups, unplanned } = start(input);
  const states = groups.map((group) => firstGroup(group, windowDays));
  const report = () =>
    options.onProgress?.({ plan: assemble(states, unplanned), groups: states.map(qualityOf) });
  report();

  if (options.bound) {
    for (const state of states) {
      if (halted() || now() >= deadline) break;
      const extra = options.bound(state.group);
      if (extra > state.lowerBound) {
        state.lowerBound = extra;
        state.costLowerBound = costLowerBound(state.group.capacities, loadOf(state.group), extra);
      }
    }
  }

  const gap = (state: GroupState) => state.score.cost - state.costLowerBound;
  const open = states
    .map((state, index) => ({ state, index }))
    .filter(({ state }) => cheaper(state.costLowerBound, state.score.cost))
    .sort((a, b) => gap(b.state) - gap(a.state) || a.index - b.index)
    .map(({ state }) => state);
  let exhausted = false;
  open.forEach((state, position) => {
    const from = now();
    if (halted() || from >= deadline) return;
    // a fair share of what is left; a group that finishes early leaves its time to the rest
    const until = from + (deadline - from) / (open.length - position);
    const clock = { expired: () => halted() || now() >= until };
    // the greedy packings the first plan had no time for, as the search's start
    if (tryGreedy(state, false)) report();
    const bins = fromPacked(state.model, state.containers);
    const outcome = consistentNeighbourhoodSearch(
      state.model,
      bins,
      state.costLowerBound,
      clock,
      (better) => {
        const containers = toPacked(state.model, better);
        const score = scoreOf(containers);
        if (compareScores(score, state.score) < 0) {
          state.containers = containers;
          state.score = score;
          report();
        }
      },
      seedOf(state.model),
    );
    if (outcome.exhausted) exhausted = true;
    state.ms += now() - from;
  });

  const qualities = states.map(qualityOf);
  const plan = assemble(states, unplanned);
  const stop = qualities.every((quality) => quality.proven)
    ? 'proven'
    : stopped
      ? 'stopped'
      : now() >= deadline
        ? 'budget'
        : exhausted
          ? 'exhausted'
          : 'budget';
  return { plan, groups: qualities, ms: now() - began, stop };
}
