import type { ItemClass } from './item-classes';

/** L1: the total size over the capacity, rounded up (every bin holds at most `capacity`). */
export function continuousBound(items: readonly ItemClass[], capacity: number): number {
  let total = 0;
  for (const item of items) total += item.size * item.count;
  return Math.ceil(total / capacity);
}

/**
 * Martello & Toth's L2 (1990): for a threshold α ≤ C/2, items above C − α (J1) and items in
 * (C/2, C − α] (J2) each need a bin of their own; J1 bins cannot take any item of size ≥ α,
 * so the items in [α, C/2] (J3) must fit in the J2 bins' free room or in new bins:
 *   L(α) = |J1| + |J2| + max(0, ⌈(ΣJ3 − (|J2|·C − ΣJ2)) / C⌉),   L2 = max over α.
 * L(α) only changes at item sizes, so α runs over the distinct sizes ≤ C/2 (and 0): the cost is
 * the number of classes, whatever the counts.
 */
export function martelloTothL2(items: readonly ItemClass[], capacity: number): number {
  const classes = items
    .filter((item) => item.count > 0 && item.size > 0)
    .sort((a, b) => b.size - a.size);
  const big = classes.filter((item) => 2 * item.size > capacity);
  const small = classes.filter((item) => 2 * item.size <= capacity); // biggest first
  let best = continuousBound(classes, capacity);
  if (big.length === 0 && small.length === 0) return 0;

  // α = small[k].size: J3 = small[0..k]; α = 0 (k = -1 below) makes J3 every small item
  const thresholds = [...new Set(small.map((item) => item.size))];
  thresholds.push(0);
  let j3Size = 0;
  let next = 0;
  for (const alpha of thresholds) {
    while (next < small.length && small[next]!.size >= alpha) {
      j3Size += small[next]!.size * small[next]!.count;
      next++;
    }
    let j1 = 0;
    let j2 = 0;
    let j2Free = 0;
    for (const item of big) {
      if (item.size > capacity - alpha) j1 += item.count;
      else {
        j2 += item.count;
        j2Free += (capacity - item.size) * item.count;
      }
    }
    const overflow = Math.max(0, Math.ceil((j3Size - j2Free) / capacity));
    best = Math.max(best, j1 + j2 + overflow);
  }
  return best;
}
