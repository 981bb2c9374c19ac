import { describe, expect, it } from 'vitest';
import { bestPattern, branchAndBound, type PatternClass } from './pattern-knapsack';

const oneD = (values: number[], sizes: number[], upTo: number[]): PatternClass[] =>
  values.map((value, k) => ({ value, sizes: [sizes[k]!], upTo: upTo[k]! }));

describe('bestPattern (pricing)', () => {
  // sizes 5, 4, 3 in 10: 5+4 is worth 3+2 = 5; 4+3+3 only 2+1.2+1.2 = 4.4
  const classes = oneD([3, 2, 1.2], [5, 4, 3], [1, 2, 3]);

  it('finds the most valuable 1-D pattern by DP and by branch and bound alike', () => {
    for (const pattern of [bestPattern(classes, [10], 1000), branchAndBound(classes, [10], 1000)]) {
      expect(pattern.value).toBeCloseTo(5);
      expect(pattern.upperBound).toBeCloseTo(5);
      expect(pattern.copies).toEqual([1, 1, 0]);
    }
  });

  it('takes as many copies of a class as it is allowed, no more', () => {
    const pattern = bestPattern(oneD([1], [3], [2]), [10], 1000); // 3 would fit, 2 allowed
    expect(pattern.copies).toEqual([2]);
    expect(pattern.value).toBe(2);
  });

  it('ignores classes of no dual value', () => {
    expect(bestPattern(oneD([0, 1], [1, 6], [5, 5]), [10], 1000).copies).toEqual([0, 1]);
  });

  it('respects both resources in 2-D', () => {
    // [6,1] + [1,6] + [4,4] overflows; [6,1]+[4,4] or [1,6]+[4,4] is worth 2.5
    const pattern = bestPattern(
      [
        { value: 1, sizes: [6, 1], upTo: 1 },
        { value: 1, sizes: [1, 6], upTo: 1 },
        { value: 1.5, sizes: [4, 4], upTo: 1 },
      ],
      [10, 10],
      1000,
    );
    expect(pattern.value).toBeCloseTo(2.5);
    expect(pattern.copies[2]).toBe(1);
  });

  it('keeps a proven upper bound when the node limit cuts the search short', () => {
    const many = Array.from({ length: 40 }, (_, k) => ({
      value: 1 + (k % 7) / 10,
      sizes: [10 + ((k * 37) % 23), 10 + ((k * 11) % 19)],
      upTo: 3,
    }));
    const short = branchAndBound(many, [100, 100], 5);
    const full = branchAndBound(many, [100, 100], 10_000_000);
    expect(short.upperBound).toBeGreaterThanOrEqual(full.value - 1e-9);
    expect(short.value).toBeLessThanOrEqual(full.value + 1e-9);
    expect(full.upperBound).toBe(full.value);
  });
});
