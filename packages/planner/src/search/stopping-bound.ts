import type { ContainerCapacity, Load } from '../container-types';
import type { PlanGroup } from '../plan-groups';

/**
 * The fewest containers any valid plan of the group uses, as far as this module can tell
 * cheaply: the poured load over the biggest capacity in each resource (L1), and the number of
 * RDD windows the group's days need (days more than a window apart never share a container).
 * A better bound (L2, the LP) comes in through `extra`.
 */
export function countLowerBound(group: PlanGroup, windowDays: number, extra?: number): number {
  let cm3 = 0;
  let grams = 0;
  for (const piece of group.pieces) {
    cm3 += piece.packages * piece.cm3;
    grams += piece.packages * piece.grams;
  }
  const usable = Math.max(...group.capacities.map((c) => c.cm3));
  const payload = Math.max(...group.capacities.map((c) => c.grams));
  const l1 = Math.max(Math.ceil(cm3 / usable), Math.ceil(grams / payload));
  return Math.max(l1, rddWindows(group, windowDays), extra ?? 0);
}

/** Points pairwise more than `windowDays` apart, greedily: each needs a container of its own. */
function rddWindows(group: PlanGroup, windowDays: number): number {
  if (windowDays === Number.POSITIVE_INFINITY) return group.pieces.length > 0 ? 1 : 0;
  const days = [...new Set(group.pieces.map((piece) => piece.day))].sort((a, b) => a - b);
  let windows = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    if (day > end) {
      windows++;
      end = day + windowDays;
    }
  }
  return windows;
}

/** Fleets enumerated before giving up on an exact cheapest one. */
const MAX_FLEETS = 200_000;

/**
 * The cheapest fleet with at least `minCount` containers whose capacities add up to the load:
 * no valid plan costs less. With one type it is `max(minCount, L1) × cost`.
 */
export function costLowerBound(
  capacities: readonly ContainerCapacity[],
  load: Load,
  minCount: number,
): number {
  const types = [...capacities].sort((a, b) => a.cost - b.cost);
  const cheapest = types[0]!.cost;
  // a sound fallback: every container costs at least the cheapest, and each resource's
  // load costs at least its cheapest rate per unit
  const perCm3 = Math.min(...types.map((t) => t.cost / t.cm3));
  const perGram = Math.min(...types.map((t) => t.cost / t.grams));
  let best = Number.POSITIVE_INFINITY;
  let visited = 0;
  const walk = (index: number, count: number, cost: number, cm3: number, grams: number) => {
    if (cost >= best || visited > MAX_FLEETS) return;
    visited++;
    const type = types[index]!;
    const needCm3 = Math.max(0, load.cm3 - cm3);
    const needGrams = Math.max(0, load.grams - grams);
    const needed = Math.max(
      minCount - count,
      Math.ceil(needCm3 / type.cm3),
      Math.ceil(needGrams / type.grams),
      0,
    );
    if (index === types.length - 1) {
      best = Math.min(best, cost + needed * type.cost);
      return;
    }
    for (let n = needed; n >= 0; n--) {
      walk(index + 1, count + n, cost + n * type.cost, cm3 + n * type.cm3, grams + n * type.grams);
    }
  };
  walk(0, 0, 0, 0, 0);
  if (visited > MAX_FLEETS) {
    return Math.max(minCount * cheapest, load.cm3 * perCm3, load.grams * perGram);
  }
  return best;
}
