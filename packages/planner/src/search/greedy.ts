import { cheapestHolding, type ContainerCapacity } from '../container-types';
import { cheapestFleet } from '../fleet';
import { addTo, binFill, emptyBin, room, type Bin, type GroupModel } from './model';
import { packSet } from './pack-set';

/** Orders of the kinds a greedy plan takes them in: biggest first by one measure or another. */
type Measure = (model: GroupModel, k: number) => number;

const MEASURES: Record<string, Measure> = {
  // by volume, by weight, by the sum of both shares (the kinds' canonical order), by the tighter
  cm3: (model, k) => model.kinds[k]!.cm3 / model.refCm3,
  kg: (model, k) => model.kinds[k]!.grams / model.refGrams,
  sum: (model, k) => model.kinds[k]!.weight,
  max: (model, k) =>
    Math.max(model.kinds[k]!.cm3 / model.refCm3, model.kinds[k]!.grams / model.refGrams),
};

function orderBy(model: GroupModel, measure: Measure, byDay: boolean): number[] {
  const size = model.kinds.map((_, k) => measure(model, k));
  // ties fall back to the canonical order (the kind index), which is data-only
  return model.kinds
    .map((_, k) => k)
    .sort(
      (a, b) =>
        (byDay ? model.kinds[a]!.day - model.kinds[b]!.day : 0) || size[b]! - size[a]! || a - b,
    );
}

/** The type a kind's bins are opened in: the bulk type, or the biggest that takes a package. */
function typeFor(model: GroupModel, bulk: ContainerCapacity, k: number): ContainerCapacity {
  const kind = model.kinds[k]!;
  if (kind.cm3 <= bulk.cm3 && kind.grams <= bulk.grams) return bulk;
  return model.capacities.find((c) => kind.cm3 <= c.cm3 && kind.grams <= c.grams) ?? bulk;
}

/**
 * First fit or best fit decreasing on kinds: each kind's packages are poured into open bins
 * (the first with room, or the fullest with room) as many at a time as fit, then into new
 * bins. Every bin ends in the cheapest type that holds its load.
 */
export function greedyBins(model: GroupModel, order: number[], bestFit: boolean): Bin[] {
  const total = { cm3: 0, grams: 0 };
  for (const kind of model.kinds) {
    total.cm3 += kind.count * kind.cm3;
    total.grams += kind.count * kind.grams;
  }
  const bulk = cheapestFleet(total, model.capacities).next;
  const bins: Bin[] = [];
  for (const k of order) {
    let left = model.kinds[k]!.count;
    while (left > 0) {
      let chosen: Bin | undefined;
      let chosenFill = -1;
      let chosenRoom = 0;
      for (const bin of bins) {
        const fits = room(model, bin, k);
        if (fits < 1) continue;
        if (!bestFit) {
          chosen = bin;
          chosenRoom = fits;
          break;
        }
        const fill = binFill(bin);
        if (fill > chosenFill) {
          chosen = bin;
          chosenFill = fill;
          chosenRoom = fits;
        }
      }
      if (!chosen) {
        chosen = emptyBin(typeFor(model, bulk, k));
        bins.push(chosen);
        chosenRoom = room(model, chosen, k);
        if (chosenRoom < 1) throw new Error('planner search: a package fits no container');
      }
      const n = Math.min(left, chosenRoom);
      addTo(model, chosen, k, n);
      left -= n;
    }
  }
  return downgrade(model, bins);
}

/** Knapsack nodes per container of the filling greedy. */
const FILL_NODES = 20_000;

/**
 * Container by container (minimum bin slack, Gupta–Ho): each new container takes the biggest
 * package left and is then filled as fully as a small knapsack over everything left can (the
 * pack-set search). Slower than first fit, but where exact fills exist it finds them, and its
 * waste ends up in the last few containers, where the search's exact repacking takes it away.
 */
export function fillingBins(model: GroupModel): Bin[] {
  const total = { cm3: 0, grams: 0 };
  for (const kind of model.kinds) {
    total.cm3 += kind.count * kind.cm3;
    total.grams += kind.count * kind.grams;
  }
  const bulk = cheapestFleet(total, model.capacities).next;
  const left = model.kinds.map((kind) => kind.count);
  const bins: Bin[] = [];
  for (let k = 0; k < left.length; k++) {
    while (left[k]! > 0) {
      const bin = emptyBin(typeFor(model, bulk, k));
      packSet(model, bin, left, { candidates: left.length, nodes: FILL_NODES, forced: k });
      if (bin.kinds.length === 0) {
        const n = Math.min(left[k]!, room(model, bin, k));
        if (n < 1) throw new Error('planner search: a package fits no container');
        addTo(model, bin, k, n);
        left[k]! -= n;
      }
      bins.push(bin);
    }
  }
  return downgrade(model, bins);
}

/** Each bin into the cheapest type that holds its load. */
export function downgrade(model: GroupModel, bins: Bin[]): Bin[] {
  for (const bin of bins) {
    const cheapest = cheapestHolding(model.capacities, bin);
    if (cheapest && cheapest.cost < bin.capacity.cost) bin.capacity = cheapest;
  }
  return bins;
}

/** The quick measures the first plan tries; the search starts from the best of all of them. */
const QUICK = ['sum'];

/**
 * Greedy plans of the group: by each measure (only the sum of both shares when `quick`),
 * decreasing and, under an RDD window, RDD by RDD then decreasing; first fit and best fit.
 */
export function greedyPlans(model: GroupModel, quick = false): Bin[][] {
  const plans: Bin[][] = [];
  const windowed = model.windowDays !== Number.POSITIVE_INFINITY;
  for (const [name, measure] of Object.entries(MEASURES)) {
    if (quick && !QUICK.includes(name)) continue;
    for (const byDay of windowed ? [false, true] : [false]) {
      const order = orderBy(model, measure, byDay);
      // the first plan affords one: first fit decreasing by both shares, RDDs mixed
      if (quick) {
        if (!byDay) plans.push(greedyBins(model, order, false));
        continue;
      }
      plans.push(greedyBins(model, order, false), greedyBins(model, order, true));
    }
  }
  if (!quick) plans.push(fillingBins(model));
  return plans;
}
