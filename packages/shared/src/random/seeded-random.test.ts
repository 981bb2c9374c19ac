import { describe, expect, it } from 'vitest';
import { randomBetween, seededRandom, shuffled } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });

  it('draws whole numbers within the bounds and shuffles without losing items', () => {
    const random = seededRandom(7);
    const draws = Array.from({ length: 500 }, () => randomBetween(random, 3, 5));
    expect(new Set(draws)).toEqual(new Set([3, 4, 5]));
    const items = Array.from({ length: 20 }, (_, i) => i);
    const mixed = shuffled(items, random);
    expect(mixed).not.toEqual(items);
    expect([...mixed].sort((x, y) => x - y)).toEqual(items);
  });
});
