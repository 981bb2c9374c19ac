import type { ColumnGenerationLimits } from './column-generation';
import type { BoundSolver } from './highs-master';
import { resourceClasses, type VectorItemClass } from './item-classes';
import { continuousBound, martelloTothL2 } from './martello-toth';
import { vectorBound } from './vector-bound';

/** What the bounds need of a planning group; `PlanGroup` (plan-groups.ts) is one. */
export interface BoundGroup {
  pieces: readonly { packages: number; cm3: number; grams: number }[];
  capacities: readonly { cm3: number; grams: number }[];
}

/** Lower bounds on the number of containers a group needs; each is valid, `best` the max. */
export interface GroupBounds {
  /** max over CBM and kg of ⌈total / capacity⌉ */
  l1: number;
  /** max over CBM and kg of Martello–Toth L2 */
  l2: number;
  /** CBM and kg together (vector-bound.ts) */
  vector: number;
  /** Gilmore–Gomory LP bound in both resources; null without a solver */
  lp: number | null;
  best: number;
}

/**
 * The group's containers may be of several types. A count bound must hold for any mix, so
 * it is computed for one imaginary type with the biggest usable CBM and the highest payload of
 * them all: every real container fits inside it, so no plan uses fewer containers than that
 * type would need. (A cost bound would need per-type columns; the search minimises count.)
 */
export function groupBounds(
  group: BoundGroup,
  options: { solver?: BoundSolver; limits?: ColumnGenerationLimits } = {},
): GroupBounds {
  const capacity = dominatingCapacity(group.capacities);
  const items = itemClasses(group.pieces);
  const volume = resourceClasses(items, 0);
  const weight = resourceClasses(items, 1);
  const l1 = Math.max(continuousBound(volume, capacity[0]), continuousBound(weight, capacity[1]));
  const l2 = Math.max(martelloTothL2(volume, capacity[0]), martelloTothL2(weight, capacity[1]));
  const vector = vectorBound(items, capacity);
  const lp = options.solver
    ? options.solver.gilmoreGomoryBound(items, capacity, options.limits).bound
    : null;
  const anyPackage = items.length > 0 ? 1 : 0;
  return { l1, l2, vector, lp, best: Math.max(anyPackage, l1, l2, vector, lp ?? 0) };
}

function dominatingCapacity(capacities: BoundGroup['capacities']): [number, number] {
  if (capacities.length === 0) throw new RangeError('bounds: a group without a container type');
  return [
    Math.max(...capacities.map((capacity) => capacity.cm3)),
    Math.max(...capacities.map((capacity) => capacity.grams)),
  ];
}

/** Lines with the same package merged: the bounds see sizes and counts, not lines. */
function itemClasses(pieces: BoundGroup['pieces']): VectorItemClass[] {
  const byPackage = new Map<string, VectorItemClass>();
  for (const piece of pieces) {
    if (piece.packages <= 0) continue;
    const key = `${piece.cm3}:${piece.grams}`;
    const found = byPackage.get(key);
    if (found) found.count += piece.packages;
    else byPackage.set(key, { sizes: [piece.cm3, piece.grams], count: piece.packages });
  }
  return [...byPackage.values()];
}
