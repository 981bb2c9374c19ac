import { packSet } from './pack-set';
import { addTo, binFill, removeFrom, room, type Bin, type GroupModel } from './model';

/**
 * The tabu part of the consistent neighbourhood search (cns.ts): swaps of up to two packages
 * between a container and the set-aside, a pack-set descent when it stalls, and the direct
 * insertion of what is set aside where there is room.
 */

export interface SearchClock {
  /** True when the search must stop now (budget spent or the user said stop). */
  expired(): boolean;
}

/** Tabu iterations per attempt at one cheaper fleet, before another is tried. */
const ITERATIONS_PER_ATTEMPT = 5_000;
/** How many set-aside kinds (biggest first) moves draw from, and bin kinds for pair moves. */
const ASIDE_KINDS = 14;
const PAIR_KINDS = 16;
/** Bins scanned between two reads of the clock inside one tabu step (big groups: slow steps). */
const CLOCK_EVERY_BINS = 16;
/** Tabu steps without a smaller set-aside before a pack-set descent over every bin. */
const STALL_STEPS = 40;

interface Option {
  kinds: number[];
  cm3: number;
  grams: number;
  weight: number;
  minDay: number;
  maxDay: number;
}

/**
 * The partial-solution search: every bin stays valid; moves swap up to two packages of a bin
 * for up to two set aside, never making what is set aside bigger when a move that does not is
 * available; a package that just left a bin may not go back to it for a few steps (tabu).
 */
export function tabuSearch(
  model: GroupModel,
  bins: Bin[],
  aside: number[],
  spare: Bin | undefined,
  clock: SearchClock,
  random: () => number,
): boolean {
  const kinds = model.kinds;
  const B = bins.length;
  /** step until which kind k may not enter (in) or leave (out) bin b: index k × B + b */
  const tabuIn = new Int32Array(kinds.length * B);
  const tabuOut = new Int32Array(kinds.length * B);
  let smallest = Number.POSITIVE_INFINITY;
  let stall = STALL_STEPS; // a descent before the first step
  for (let step = 1; step <= ITERATIONS_PER_ATTEMPT; step++) {
    if (clock.expired()) return false;
    insertAside(model, bins, aside, tabuIn, step);
    if (fitsSpare(model, aside, spare)) return true;
    if (stall >= STALL_STEPS) {
      stall = 0;
      if (descend(model, bins, aside, tabuIn, step, clock, random)) {
        insertAside(model, bins, aside, tabuIn, step);
        if (fitsSpare(model, aside, spare)) return true;
      }
    }
    const asideKinds: number[] = [];
    let asideWeight = 0;
    for (let k = 0; k < kinds.length; k++) {
      if (aside[k]! > 0) {
        asideKinds.push(k);
        asideWeight += aside[k]! * kinds[k]!.weight;
      }
    }
    if (asideKinds.length === 0) return true;
    if (asideWeight < smallest - 1e-12) {
      smallest = asideWeight;
      stall = 0;
    } else {
      stall++;
    }
    const options = asideOptions(model, aside, asideKinds.slice(0, ASIDE_KINDS));
    let best: { bin: number; out: Option; in: Option; gain: number; ties: number } | undefined;
    for (let b = 0; b < B; b++) {
      if (b % CLOCK_EVERY_BINS === CLOCK_EVERY_BINS - 1 && clock.expired()) return false;
      const bin = bins[b]!;
      for (const out of binOptions(model, bin)) {
        if (out.kinds.some((k) => tabuOut[k * B + b]! > step)) continue;
        const freeCm3 = bin.capacity.cm3 - bin.cm3 + out.cm3;
        const freeGrams = bin.capacity.grams - bin.grams + out.grams;
        for (const option of options) {
          const gain = option.weight - out.weight;
          if (best && gain < best.gain - 1e-12) break; // options are biggest first
          if (option.cm3 > freeCm3 || option.grams > freeGrams) continue;
          if (sameKinds(option.kinds, out.kinds)) continue;
          if (option.kinds.some((k) => tabuIn[k * B + b]! > step)) continue;
          if (!windowHolds(model, bin, out, option)) continue;
          if (!best || gain > best.gain + 1e-12) {
            best = { bin: b, out, in: option, gain, ties: 1 };
          } else {
            // equal gain: prefer more packages set aside (smaller ones), then a fair coin
            const more = out.kinds.length - best.out.kinds.length;
            if (more > 0) best = { bin: b, out, in: option, gain, ties: 1 };
            else if (more === 0 && random() * ++best.ties < 1) {
              best = { bin: b, out, in: option, gain, ties: best.ties };
            }
          }
        }
      }
    }
    if (!best) return false;
    const bin = bins[best.bin]!;
    const tenure = 3 + Math.floor(random() * 8);
    for (const k of best.out.kinds) {
      removeFrom(model, bin, k, 1);
      aside[k]! += 1;
      tabuIn[k * B + best.bin] = step + tenure;
    }
    for (const k of best.in.kinds) {
      addTo(model, bin, k, 1);
      aside[k]! -= 1;
      tabuOut[k * B + best.bin] = step + tenure;
    }
  }
  return false;
}

/**
 * The descent: every bin in turn (from a random one) is refilled by the pack-set knapsack from
 * its own packages and those set aside; the packages it gives up may not come back to it for a
 * few steps. True when anything changed.
 */
function descend(
  model: GroupModel,
  bins: Bin[],
  aside: number[],
  tabuIn: Int32Array,
  step: number,
  clock: SearchClock,
  random: () => number,
): boolean {
  const B = bins.length;
  const first = Math.floor(random() * B);
  let changed = false;
  for (let i = 0; i < B; i++) {
    if (i % CLOCK_EVERY_BINS === CLOCK_EVERY_BINS - 1 && clock.expired()) break;
    const b = (first + i) % B;
    const left = packSet(model, bins[b]!, aside);
    if (!left) continue;
    changed = true;
    const tenure = 3 + Math.floor(random() * 8);
    for (const k of left) tabuIn[k * B + b] = step + tenure;
  }
  return changed;
}

/** Puts set-aside packages straight into bins with room, the fullest first. */
export function insertAside(
  model: GroupModel,
  bins: Bin[],
  aside: number[],
  tabuIn: Int32Array,
  step: number,
): void {
  const B = bins.length;
  for (let k = 0; k < aside.length; k++) {
    while (aside[k]! > 0) {
      let chosen = -1;
      let chosenFill = -1;
      let chosenRoom = 0;
      for (let b = 0; b < B; b++) {
        if (tabuIn[k * B + b]! > step) continue;
        const fits = room(model, bins[b]!, k);
        if (fits < 1) continue;
        const fill = binFill(bins[b]!);
        if (fill > chosenFill) {
          chosen = b;
          chosenFill = fill;
          chosenRoom = fits;
        }
      }
      if (chosen < 0) break;
      const n = Math.min(aside[k]!, chosenRoom);
      addTo(model, bins[chosen]!, k, n);
      aside[k]! -= n;
    }
  }
}

function optionOf(model: GroupModel, kinds: number[]): Option {
  let cm3 = 0;
  let grams = 0;
  let weight = 0;
  let minDay = Number.POSITIVE_INFINITY;
  let maxDay = Number.NEGATIVE_INFINITY;
  for (const k of kinds) {
    const kind = model.kinds[k]!;
    cm3 += kind.cm3;
    grams += kind.grams;
    weight += kind.weight;
    minDay = Math.min(minDay, kind.day);
    maxDay = Math.max(maxDay, kind.day);
  }
  return { kinds, cm3, grams, weight, minDay, maxDay };
}

/** One or two packages set aside, biggest first. */
function asideOptions(model: GroupModel, aside: number[], kinds: number[]): Option[] {
  const options: Option[] = [];
  kinds.forEach((k, i) => {
    options.push(optionOf(model, [k]));
    if (aside[k]! >= 2) options.push(optionOf(model, [k, k]));
    for (const l of kinds.slice(i + 1)) options.push(optionOf(model, [k, l]));
  });
  return options.sort((a, b) => b.weight - a.weight || a.kinds.length - b.kinds.length);
}

/** None, one or two packages of a bin. */
function binOptions(model: GroupModel, bin: Bin): Option[] {
  const options: Option[] = [optionOf(model, [])];
  const pairs = bin.kinds.length <= PAIR_KINDS;
  bin.kinds.forEach((k, i) => {
    options.push(optionOf(model, [k]));
    if (!pairs) return;
    if (bin.counts[i]! >= 2) options.push(optionOf(model, [k, k]));
    for (const l of bin.kinds.slice(i + 1)) options.push(optionOf(model, [k, l]));
  });
  return options;
}

const sameKinds = (a: number[], b: number[]): boolean =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((k, i) => k === [...b].sort((x, y) => x - y)[i]);

/** The bin's RDD span after the swap stays within the window. */
function windowHolds(model: GroupModel, bin: Bin, out: Option, into: Option): boolean {
  if (model.windowDays === Number.POSITIVE_INFINITY || into.kinds.length === 0) return true;
  if (bin.kinds.length === 0) return into.maxDay - into.minDay <= model.windowDays;
  if (into.minDay >= bin.minDay && into.maxDay <= bin.maxDay) return true;
  let min = into.minDay;
  let max = into.maxDay;
  bin.kinds.forEach((k, at) => {
    const leaving = out.kinds.filter((o) => o === k).length;
    if (bin.counts[at]! - leaving <= 0) return;
    const day = model.kinds[k]!.day;
    if (day < min) min = day;
    if (day > max) max = day;
  });
  return max - min <= model.windowDays;
}

/** Whether everything set aside fits the spare bin. */
function fitsSpare(model: GroupModel, aside: number[], spare: Bin | undefined): boolean {
  let cm3 = 0;
  let grams = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let any = false;
  aside.forEach((n, k) => {
    if (n === 0) return;
    any = true;
    const kind = model.kinds[k]!;
    cm3 += n * kind.cm3;
    grams += n * kind.grams;
    min = Math.min(min, kind.day);
    max = Math.max(max, kind.day);
  });
  if (!any) return true;
  if (!spare) return false;
  return (
    cm3 <= spare.capacity.cm3 &&
    grams <= spare.capacity.grams &&
    (model.windowDays === Number.POSITIVE_INFINITY || max - min <= model.windowDays)
  );
}
