import { resourceClasses, type VectorItemClass } from './item-classes';
import { martelloTothL2 } from './martello-toth';

/**
 * A bound for CBM and kg together, cheap and sound:
 *
 * 1. every resource alone is a 1-D problem, so max over resources of Martello–Toth L2;
 * 2. a conflict clique K — items no two of which fit one bin (their sum exceeds the capacity in
 *    some resource) — needs |K| bins. Items that fit with no member of K (J3) need bins
 *    outside K; the others (J2) may use what K's bins leave free. Per resource r:
 *      |K| + ⌈max(ΣJ3ᵣ, ΣJ2ᵣ + ΣJ3ᵣ − Σ_K (Cᵣ − kᵣ)) / Cᵣ⌉
 *    (the 2-D analogue of L2's J1/J2/J3 argument). K is grown greedily from the items above
 *    half a capacity in each resource; any K is sound, a bigger one is tighter.
 */
export function vectorBound(
  items: readonly VectorItemClass[],
  capacity: readonly number[],
): number {
  const live = items.filter((item) => item.count > 0 && item.sizes.some((size) => size > 0));
  let best = 0;
  for (let resource = 0; resource < capacity.length; resource++) {
    best = Math.max(best, martelloTothL2(resourceClasses(live, resource), capacity[resource]!));
  }
  for (let resource = 0; resource < capacity.length; resource++) {
    best = Math.max(best, cliqueBound(live, capacity, conflictClique(live, capacity, resource)));
  }
  return best;
}

const conflicts = (a: readonly number[], b: readonly number[], capacity: readonly number[]) =>
  capacity.some((cap, r) => (a[r] ?? 0) + (b[r] ?? 0) > cap);

/** Two items of the class cannot share a bin, so all its copies may join a clique. */
const selfConflicting = (item: VectorItemClass, capacity: readonly number[]) =>
  conflicts(item.sizes, item.sizes, capacity);

/**
 * Classes whose items pairwise conflict: seeded with the classes above half capacity in
 * `seed` (they conflict in that resource), then, largest in `seed` first, any class that
 * conflicts with every member (all its copies if they conflict with each other, else one).
 * Returns how many copies of each class are in K.
 */
function conflictClique(
  items: readonly VectorItemClass[],
  capacity: readonly number[],
  seed: number,
): Map<VectorItemClass, number> {
  const clique = new Map<VectorItemClass, number>();
  const order = [...items].sort(
    (a, b) => (b.sizes[seed] ?? 0) - (a.sizes[seed] ?? 0) || b.count - a.count,
  );
  for (const item of order) {
    const fitsAll = [...clique.keys()].every((member) =>
      conflicts(member.sizes, item.sizes, capacity),
    );
    if (!fitsAll) continue;
    clique.set(item, selfConflicting(item, capacity) ? item.count : 1);
  }
  return clique;
}

function cliqueBound(
  items: readonly VectorItemClass[],
  capacity: readonly number[],
  clique: Map<VectorItemClass, number>,
): number {
  let bins = 0;
  for (const copies of clique.values()) bins += copies;
  if (bins === 0) return 0;
  let extra = 0;
  capacity.forEach((cap, r) => {
    let j3 = 0;
    let rest = 0; // J2 + J3
    let free = 0; // what K's bins leave free in resource r
    for (const item of items) {
      const inK = clique.get(item) ?? 0;
      const outside = item.count - inK;
      free += inK * (cap - (item.sizes[r] ?? 0));
      if (outside === 0) continue;
      const size = item.sizes[r] ?? 0;
      rest += outside * size;
      const sharesWithNone = [...clique.keys()].every((member) =>
        conflicts(member.sizes, item.sizes, capacity),
      );
      if (sharesWithNone) j3 += outside * size;
    }
    extra = Math.max(extra, Math.ceil(Math.max(j3, rest - free, 0) / cap));
  });
  return bins + extra;
}
