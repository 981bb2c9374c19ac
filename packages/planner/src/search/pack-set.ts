import { addTo, removeFrom, type Bin, type GroupModel } from './model';

/**
 * The "pack set" move of consistent neighbourhood search (Buljubašić & Vasquez 2016): a bin's
 * content is chosen afresh from what it holds plus what is set aside, by a small knapsack that
 * fills it as much as possible (size = the sum of both shares, so a bin full in volume and in
 * weight is the best there is); what it no longer holds is set aside. It only ever makes what
 * is set aside smaller, so it is the search's descent step between tabu phases. The 2-D
 * triplet instances, where every bin of the optimum is exactly full in both resources, need it:
 * swaps of one or two packages rarely find the one exact triple.
 */

/** Knapsack nodes per bin; the search below stops there and keeps its best fill. */
const NODE_LIMIT = 4_000;
/** Set-aside kinds offered to one bin (biggest first), besides the kinds it holds. */
const ASIDE_CANDIDATES = 40;
const EPSILON = 1e-9;

interface Candidate {
  k: number;
  available: number;
  cm3: number;
  grams: number;
  weight: number;
  day: number;
}

/**
 * Refills `bin` from its own packages and `aside` when that fills it more; `aside` is updated.
 * Returns the kinds that left the bin (so the caller can keep them out for a while), or null
 * when nothing changed.
 */
export function packSet(
  model: GroupModel,
  bin: Bin,
  aside: number[],
  options: { candidates?: number; nodes?: number; forced?: number } = {},
): number[] | null {
  const limit = options.candidates ?? ASIDE_CANDIDATES;
  const nodeLimit = options.nodes ?? NODE_LIMIT;
  const candidates: Candidate[] = [];
  const seen = new Set<number>();
  const push = (k: number) => {
    const at = bin.kinds.indexOf(k);
    const available = (at < 0 ? 0 : bin.counts[at]!) + aside[k]!;
    const kind = model.kinds[k]!;
    if (available > 0 && kind.cm3 <= bin.capacity.cm3 && kind.grams <= bin.capacity.grams) {
      candidates.push({
        k,
        available,
        cm3: kind.cm3,
        grams: kind.grams,
        weight: kind.weight,
        day: kind.day,
      });
    }
    seen.add(k);
  };
  for (const k of bin.kinds) push(k);
  let offered = 0;
  for (let k = 0; k < aside.length && offered < limit; k++) {
    if (aside[k]! > 0 && !seen.has(k)) {
      push(k);
      offered++;
    }
  }
  if (offered === 0) return null;
  // biggest first (the kinds' canonical order is by size), so good fills come early
  candidates.sort((a, b) => b.weight - a.weight || a.k - b.k);
  const n = candidates.length;
  // what is left after index i, for the bound
  const restCm3 = new Float64Array(n + 1);
  const restGrams = new Float64Array(n + 1);
  const restWeight = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const c = candidates[i]!;
    restCm3[i] = restCm3[i + 1]! + c.available * c.cm3;
    restGrams[i] = restGrams[i + 1]! + c.available * c.grams;
    restWeight[i] = restWeight[i + 1]! + c.available * c.weight;
  }
  const capCm3 = bin.capacity.cm3;
  const capGrams = bin.capacity.grams;
  const current = bin.cm3 / model.refCm3 + bin.grams / model.refGrams;
  const ceiling =
    Math.min(capCm3, restCm3[0]!) / model.refCm3 +
    Math.min(capGrams, restGrams[0]!) / model.refGrams;
  if (ceiling <= current + EPSILON) return null;
  const window = model.windowDays;
  const take = new Int32Array(n);
  let best: Int32Array | undefined;
  let bestWeight = current + EPSILON;
  let nodes = 0;
  const dfs = (i: number, cm3: number, grams: number, weight: number, min: number, max: number) => {
    if (weight > bestWeight) {
      bestWeight = weight;
      best = take.slice();
    }
    if (i === n || ++nodes > nodeLimit || bestWeight >= ceiling - EPSILON) return;
    const bound =
      weight +
      Math.min(
        restWeight[i]!,
        Math.min(capCm3 - cm3, restCm3[i]!) / model.refCm3 +
          Math.min(capGrams - grams, restGrams[i]!) / model.refGrams,
      );
    if (bound <= bestWeight + EPSILON) return;
    const c = candidates[i]!;
    const lo = Math.min(min, c.day);
    const hi = Math.max(max, c.day);
    let most = 0;
    if (window === Number.POSITIVE_INFINITY || hi - lo <= window) {
      most = Math.min(
        c.available,
        Math.floor((capCm3 - cm3) / c.cm3),
        c.grams > 0 ? Math.floor((capGrams - grams) / c.grams) : c.available,
      );
    }
    const least = c.k === options.forced ? 1 : 0;
    for (let m = most; m >= Math.max(1, least); m--) {
      take[i] = m;
      dfs(i + 1, cm3 + m * c.cm3, grams + m * c.grams, weight + m * c.weight, lo, hi);
      if (nodes > nodeLimit) break;
    }
    take[i] = 0;
    if (least === 0) dfs(i + 1, cm3, grams, weight, min, max);
  };
  dfs(0, 0, 0, 0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  if (!best) return null;
  const chosen = best;
  const left: number[] = [];
  candidates.forEach((c, i) => {
    const at = bin.kinds.indexOf(c.k);
    const had = at < 0 ? 0 : bin.counts[at]!;
    const want = chosen[i]!;
    if (want < had) {
      removeFrom(model, bin, c.k, had - want);
      aside[c.k]! += had - want;
      left.push(c.k);
    }
  });
  candidates.forEach((c, i) => {
    const at = bin.kinds.indexOf(c.k);
    const had = at < 0 ? 0 : bin.counts[at]!;
    const want = chosen[i]!;
    if (want > had) {
      addTo(model, bin, c.k, want - had);
      aside[c.k]! -= want - had;
    }
  });
  return left;
}
