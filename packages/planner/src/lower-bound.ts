import { planGroups } from './plan-groups';
import type { PlanInput } from './plan-types';

export interface GroupLowerBound {
  loadingPoint: string;
  destination: string;
  lowerBound: number;
}

/**
 * The fewest containers any plan could use, per group: max(⌈ΣCBM / usable⌉, ⌈Σkg / payload⌉)
 * with the biggest usable CBM and the highest payload among the types for that destination.
 */
export function lowerBounds(input: PlanInput): GroupLowerBound[] {
  return planGroups(input).groups.map((group) => {
    let cm3 = 0;
    let grams = 0;
    for (const piece of group.pieces) {
      cm3 += piece.packages * piece.cm3;
      grams += piece.packages * piece.grams;
    }
    const usable = Math.max(...group.capacities.map((capacity) => capacity.cm3));
    const payload = Math.max(...group.capacities.map((capacity) => capacity.grams));
    return {
      loadingPoint: group.loadingPoint,
      destination: group.destination,
      lowerBound: Math.max(Math.ceil(cm3 / usable), Math.ceil(grams / payload)),
    };
  });
}
