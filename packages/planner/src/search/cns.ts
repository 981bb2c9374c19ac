import { holds } from '../container-types';
import { downgrade } from './greedy';
import { repairOnce } from './repair';
import {
  addTo,
  binFill,
  binsCost,
  cheaper,
  cloneBin,
  prng,
  removeFrom,
  type Bin,
  type GroupModel,
} from './model';
import { cheaperFleets, type Target } from './fleet-proposals';
import { tabuSearch, type SearchClock } from './tabu-search';

/**
 * Consistent neighbourhood search (Buljubašić & Vasquez 2016), adapted to two resources,
 * RDD windows, container types with costs and kinds with counts (docs/decisions.md, issue 21).
 *
 * From the best plan, a cheaper fleet is proposed (one container dropped, or made a cheaper
 * type, or two merged into a bigger one); the packages that no longer fit are set aside, and
 * a tabu search swaps up to two packages of a container for up to two set aside, always
 * keeping every container valid, so that what is set aside shrinks (in size) until it fits
 * somewhere. When nothing is left aside the cheaper fleet is the new best plan, and the next,
 * cheaper still, is tried — until the lower bound is reached, the budget is spent or the user
 * stops it.
 */

export interface SearchOutcome {
  bins: Bin[];
  /** The search gave up: every proposed cheaper fleet failed many times. */
  exhausted: boolean;
}

/**
 * Improves `start` (cost first) until its cost reaches `costBound` or the clock says stop.
 * `onBetter` is told of every cheaper plan found. Deterministic for a given number of steps.
 */
export function consistentNeighbourhoodSearch(
  model: GroupModel,
  start: Bin[],
  costBound: number,
  clock: SearchClock,
  onBetter: (bins: Bin[]) => void,
  seed: number,
): SearchOutcome {
  const random = prng(seed);
  let best = start.map(cloneBin);
  let failures = 0;
  let attempt = 0;
  while (cheaper(costBound, binsCost(best)) && !clock.expired()) {
    const targets = cheaperFleets(model, best);
    if (targets.length === 0) return { bins: best, exhausted: true };
    // the easiest target first, then the others in turn, then a random one of the easiest few
    const target =
      attempt < targets.length
        ? targets[attempt]!
        : targets[Math.floor(random() * Math.min(targets.length, 4))]!;
    attempt++;
    const found =
      tryFleet(model, best, target, clock, random) ?? repairBurst(model, best, clock, random);
    if (found) {
      best = downgrade(model, found);
      onBetter(best);
      attempt = 0;
      failures = 0;
    } else if (++failures > 12 + 4 * targets.length) {
      return { bins: best, exhausted: true };
    }
  }
  return { bins: best, exhausted: false };
}

/** Exact repacking tries (repair.ts) after each failed tabu attempt. */
const REPAIR_TRIES = 60;

function repairBurst(
  model: GroupModel,
  best: Bin[],
  clock: SearchClock,
  random: () => number,
): Bin[] | null {
  for (let i = 0; i < REPAIR_TRIES && !clock.expired(); i++) {
    const repaired = repairOnce(model, best, clock, random);
    if (repaired) return repaired;
  }
  return null;
}

/** Sets up the cheaper fleet and runs the tabu search; the bins when everything fits, else null. */
function tryFleet(
  model: GroupModel,
  best: Bin[],
  target: Target,
  clock: SearchClock,
  random: () => number,
): Bin[] | null {
  const aside = new Array<number>(model.kinds.length).fill(0);
  const bins: Bin[] = [];
  best.forEach((source, b) => {
    if (target.drop.includes(b)) {
      source.kinds.forEach((k, at) => (aside[k]! += source.counts[at]!));
      return;
    }
    const bin = cloneBin(source);
    const retype = target.retype.find((entry) => entry.bin === b);
    if (retype) {
      bin.capacity = retype.capacity;
      // set aside the smallest packages until the rest fits: big ones are hard to place again
      const held = bin.kinds
        .map((k, at) => ({ k, n: bin.counts[at]! }))
        .sort((x, y) => model.kinds[x.k]!.weight - model.kinds[y.k]!.weight || x.k - y.k);
      for (const { k, n } of held) {
        if (holds(bin.capacity, bin)) break;
        const kind = model.kinds[k]!;
        const overCm3 = Math.max(0, bin.cm3 - bin.capacity.cm3);
        const overGrams = Math.max(0, bin.grams - bin.capacity.grams);
        const need = Math.max(
          Math.ceil(overCm3 / kind.cm3),
          kind.grams > 0 ? Math.ceil(overGrams / kind.grams) : 0,
        );
        const out = Math.min(n, Math.max(1, need));
        removeFrom(model, bin, k, out);
        aside[k]! += out;
      }
    }
    bins.push(bin);
  });
  // One more bin, the least filled, is emptied too and kept aside as the spare: the search
  // succeeds as soon as what is set aside fits it (Buljubašić–Vasquez), which is far easier
  // than fitting everything into the others.
  let spare: Bin | undefined;
  let spareAt = -1;
  bins.forEach((bin, b) => {
    if (!spare || binFill(bin) < binFill(spare)) {
      spare = bin;
      spareAt = b;
    }
  });
  if (spare && bins.length > 1) {
    bins.splice(spareAt, 1);
    spare.kinds.forEach((k, at) => (aside[k]! += spare!.counts[at]!));
    const empty: Bin = { ...spare, kinds: [], counts: [], cm3: 0, grams: 0 };
    empty.minDay = Number.POSITIVE_INFINITY;
    empty.maxDay = Number.NEGATIVE_INFINITY;
    spare = empty;
  } else {
    spare = undefined;
  }
  if (!tabuSearch(model, bins, aside, spare, clock, random)) return null;
  if (spare) {
    aside.forEach((n, k) => {
      if (n > 0) addTo(model, spare!, k, n);
    });
    if (spare.kinds.length > 0) bins.push(spare);
  }
  return bins;
}

/** Whether a plan's bins are all valid (used by tests and as a guard). */
export function binsValid(model: GroupModel, bins: readonly Bin[]): boolean {
  return bins.every(
    (bin) =>
      holds(bin.capacity, bin) &&
      (model.windowDays === Number.POSITIVE_INFINITY ||
        bin.kinds.length === 0 ||
        bin.maxDay - bin.minDay <= model.windowDays),
  );
}
