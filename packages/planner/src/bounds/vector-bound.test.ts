import { describe, expect, it } from 'vitest';
import { bruteForceBins, randomVectorInstance } from '../testing/exact-bin-packing';
import { vectorBound } from './vector-bound';

describe('vectorBound', () => {
  it('is at least each resource’s L2', () => {
    expect(vectorBound([{ sizes: [6, 1], count: 3 }], [10, 10])).toBe(3);
    expect(vectorBound([{ sizes: [1, 7], count: 2 }], [10, 10])).toBe(2);
  });

  it('counts items that pairwise conflict in different resources', () => {
    // [7,4] + [4,7] = [11,11]; each + [4,4] overflows one side: 3 bins, while each resource
    // alone gives 2 (r0: 7, 4, 4 → L2 = 2)
    const items = [
      { sizes: [7, 4], count: 1 },
      { sizes: [4, 7], count: 1 },
      { sizes: [4, 4], count: 1 },
    ];
    expect(vectorBound(items, [10, 10])).toBe(3);
  });

  it('puts the items that fit no clique bin into bins of their own (J3)', () => {
    // K = [6,6] ×2 (no two share a bin); the [5,5]s fit with no K item and pair up among
    // themselves: 2 + ⌈20/10⌉ = 4 = the optimum
    const items = [
      { sizes: [6, 6], count: 2 },
      { sizes: [5, 5], count: 4 },
    ];
    expect(vectorBound(items, [10, 10])).toBe(4);
  });

  it('never exceeds the optimum on small random instances (brute force)', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const { items, capacity } = randomVectorInstance(seed, 7);
      expect(vectorBound(items, capacity)).toBeLessThanOrEqual(bruteForceBins(items, capacity));
    }
  });
});
