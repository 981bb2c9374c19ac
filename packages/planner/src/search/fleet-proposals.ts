import type { ContainerCapacity } from '../container-types';
import { binFill, type Bin, type GroupModel } from './model';

/**
 * Cheaper fleets for the consistent neighbourhood search (cns.ts): drop a container, give one a
 * cheaper type, or merge two into a bigger one — the moves that, once everything set aside
 * fits again, make the plan cheaper.
 */

/** A cheaper fleet: the bins to drop and the new types of others. */
export interface Target {
  drop: number[];
  retype: Array<{ bin: number; capacity: ContainerCapacity }>;
  /** Size of what must be set aside, as a share of the reference capacity: smaller is easier. */
  aside: number;
}

function weightOf(model: GroupModel, bin: Bin): number {
  return bin.cm3 / model.refCm3 + bin.grams / model.refGrams;
}

/** Overflow of a bin's load in another type, in reference shares. */
function overflow(model: GroupModel, bin: Bin, capacity: ContainerCapacity): number {
  return (
    Math.max(0, bin.cm3 - capacity.cm3) / model.refCm3 +
    Math.max(0, bin.grams - capacity.grams) / model.refGrams
  );
}

export function cheaperFleets(model: GroupModel, bins: Bin[]): Target[] {
  const targets: Target[] = [];
  let capCm3 = 0;
  let capGrams = 0;
  let loadCm3 = 0;
  let loadGrams = 0;
  for (const bin of bins) {
    capCm3 += bin.capacity.cm3;
    capGrams += bin.capacity.grams;
    loadCm3 += bin.cm3;
    loadGrams += bin.grams;
  }
  const roomy = (dCm3: number, dGrams: number) =>
    capCm3 + dCm3 >= loadCm3 && capGrams + dGrams >= loadGrams;
  bins.forEach((bin, b) => {
    // drop it
    if (roomy(-bin.capacity.cm3, -bin.capacity.grams)) {
      targets.push({ drop: [b], retype: [], aside: weightOf(model, bin) });
    }
    for (const capacity of model.capacities) {
      if (capacity.cost >= bin.capacity.cost) continue;
      // make it a cheaper type
      if (roomy(capacity.cm3 - bin.capacity.cm3, capacity.grams - bin.capacity.grams)) {
        targets.push({
          drop: [],
          retype: [{ bin: b, capacity }],
          aside: overflow(model, bin, capacity),
        });
      }
    }
  });
  // drop one and make another bigger, when that is cheaper (two 20GP → one 40HQ)
  if (model.capacities.length > 1) {
    const byFill = bins.map((_, b) => b).sort((a, b) => binFill(bins[a]!) - binFill(bins[b]!));
    for (const d of byFill.slice(0, 6)) {
      for (const u of byFill.slice(0, 12)) {
        if (u === d) continue;
        for (const capacity of model.capacities) {
          const delta = capacity.cost - bins[u]!.capacity.cost - bins[d]!.capacity.cost;
          if (delta >= 0 || capacity.cost <= bins[u]!.capacity.cost) continue;
          if (
            !roomy(
              capacity.cm3 - bins[u]!.capacity.cm3 - bins[d]!.capacity.cm3,
              capacity.grams - bins[u]!.capacity.grams - bins[d]!.capacity.grams,
            )
          ) {
            continue;
          }
          targets.push({
            drop: [d],
            retype: [{ bin: u, capacity }],
            aside: weightOf(model, bins[d]!),
          });
        }
      }
    }
  }
  // easiest first; ties by bin index (the bins' own order is canonical)
  return targets
    .map((target, index) => ({ target, index }))
    .sort((a, b) => a.target.aside - b.target.aside || a.index - b.index)
    .map((entry) => entry.target);
}
