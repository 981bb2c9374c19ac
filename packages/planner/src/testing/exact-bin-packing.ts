// Test helpers for the bounds: seeded instances and a brute-force optimum for tiny ones.
import { randomBetween, seededRandom } from '@lading/shared';
import type { VectorItemClass } from '../bounds';

/** Up to `classes` classes of 1–3 items, sizes 1..10 in each resource, capacity [10, 10]. */
export function randomVectorInstance(
  seed: number,
  classes: number,
): { items: VectorItemClass[]; capacity: [number, number] } {
  const random = seededRandom(seed);
  const items: VectorItemClass[] = [];
  let total = 0;
  for (let k = 0; k < classes && total < 8; k++) {
    const count = Math.min(randomBetween(random, 1, 3), 8 - total);
    total += count;
    items.push({ sizes: [randomBetween(random, 1, 10), randomBetween(random, 0, 10)], count });
  }
  return { items, capacity: [10, 10] };
}

/** The fewest bins, by trying every assignment (tiny instances only). */
export function bruteForceBins(items: readonly VectorItemClass[], capacity: readonly number[]) {
  const sizes = items.flatMap((item) => Array.from({ length: item.count }, () => item.sizes));
  const bins: number[][] = [];
  let best = sizes.length;
  const place = (next: number): void => {
    if (bins.length >= best) return;
    if (next === sizes.length) {
      best = bins.length;
      return;
    }
    const item = sizes[next]!;
    for (const bin of bins) {
      if (item.every((size, r) => bin[r]! + size <= capacity[r]!)) {
        item.forEach((size, r) => (bin[r]! += size));
        place(next + 1);
        item.forEach((size, r) => (bin[r]! -= size));
      }
    }
    bins.push([...item]);
    place(next + 1);
    bins.pop();
  };
  place(0);
  return best;
}
