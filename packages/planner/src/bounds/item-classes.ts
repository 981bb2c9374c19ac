/**
 * Bin-packing bounds work on item classes, never on single items: a PO line of 300 cartons is
 * one class of 300 equal items, so every bound costs the number of distinct sizes, not the
 * number of cartons. Sizes are whole units (cm³, grams) so sums are exact.
 */

/** 1-D: `count` equal items of `size`. */
export interface ItemClass {
  size: number;
  count: number;
}

/** d-D (the planner's [cm³, grams]); a size may be 0 in a resource (a weightless carton). */
export interface VectorItemClass {
  sizes: readonly number[];
  count: number;
}

/** Equal sizes merged into one class, biggest first (benches give one size per item). */
export function classesOfSizes(sizes: readonly number[]): ItemClass[] {
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts].map(([size, count]) => ({ size, count })).sort((a, b) => b.size - a.size);
}

/** Equal size vectors merged into one class (first-seen order: deterministic). */
export function classesOfVectors(items: readonly (readonly number[])[]): VectorItemClass[] {
  const byKey = new Map<string, VectorItemClass>();
  for (const sizes of items) {
    const key = sizes.join(',');
    const found = byKey.get(key);
    if (found) found.count += 1;
    else byKey.set(key, { sizes: [...sizes], count: 1 });
  }
  return [...byKey.values()];
}

/** One resource of vector classes, as 1-D classes (zero sizes dropped: they take no room). */
export const resourceClasses = (items: readonly VectorItemClass[], resource: number): ItemClass[] =>
  items
    .map((item) => ({ size: item.sizes[resource] ?? 0, count: item.count }))
    .filter((item) => item.size > 0 && item.count > 0);

/** How many items of a class one bin holds at most; Infinity when it takes no room at all. */
export function copiesPerBin(sizes: readonly number[], capacity: readonly number[]): number {
  let copies = Number.POSITIVE_INFINITY;
  sizes.forEach((size, resource) => {
    if (size > 0) copies = Math.min(copies, Math.floor(capacity[resource]! / size));
  });
  return copies;
}

export const totalCount = (items: readonly { count: number }[]): number =>
  items.reduce((sum, item) => sum + item.count, 0);
