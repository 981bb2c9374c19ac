import type { ContainerCapacity, Load } from './container-types';

/**
 * The cheapest set of containers that could carry a load if it could be poured: a "bulk" type
 * plus up to a few of another type to finish (DOMAIN: mix 40HQ/20GP to finish a group). It is
 * the planner's estimate of what the rest of a group will cost, so it is cheap to recompute
 * after each container.
 */
export interface Fleet {
  /** The type to load next: the bulk type while any is needed, then the finishing type. */
  next: ContainerCapacity;
  cost: number;
  count: number;
  /** Total capacity of the fleet. */
  cm3: number;
  grams: number;
}

/** Finishing containers of the second type tried with each bulk type. */
const MAX_FINISHING = 3;

export function cheapestFleet(load: Load, capacities: readonly ContainerCapacity[]): Fleet {
  let best: Fleet | undefined;
  for (const bulk of capacities) {
    for (const finish of capacities) {
      for (let extra = 0; extra <= (finish === bulk ? 0 : MAX_FINISHING); extra++) {
        const cm3 = Math.max(0, load.cm3 - extra * finish.cm3);
        const grams = Math.max(0, load.grams - extra * finish.grams);
        const bulkCount = Math.max(Math.ceil(cm3 / bulk.cm3), Math.ceil(grams / bulk.grams));
        const count = bulkCount + extra;
        if (count === 0) continue;
        const cost = bulkCount * bulk.cost + extra * finish.cost;
        // cheaper first, then fewer containers; the capacity order breaks the rest
        if (best && (cost > best.cost || (cost === best.cost && count >= best.count))) continue;
        best = {
          next: bulkCount > 0 ? bulk : finish,
          cost,
          count,
          cm3: bulkCount * bulk.cm3 + extra * finish.cm3,
          grams: bulkCount * bulk.grams + extra * finish.grams,
        };
      }
    }
  }
  if (!best) throw new RangeError('cheapestFleet needs a load and at least one container type');
  return best;
}

/** The fill each container of the fleet must reach, on average, for the load to fit. */
export const requiredFill = (load: Load, fleet: Fleet): number =>
  Math.max(load.cm3 / fleet.cm3, load.grams / fleet.grams);
