import { describe, expect, it } from 'vitest';
import { classesOfSizes } from './item-classes';
import { continuousBound, martelloTothL2 } from './martello-toth';
import { SCHOLL_N1C1W1_A, SCHOLL_N1W1B1R0 } from '../testing/classic-instances';

describe('continuousBound (L1)', () => {
  it('is the total size over the capacity, rounded up', () => {
    expect(continuousBound([{ size: 6, count: 3 }], 10)).toBe(2); // 18 / 10
    expect(continuousBound([{ size: 5, count: 4 }], 10)).toBe(2); // exactly 20 / 10
    expect(continuousBound([], 10)).toBe(0);
  });
});

describe('martelloTothL2', () => {
  it('gives every item above half the capacity a bin of its own', () => {
    // L1 = ⌈18/10⌉ = 2, but no two 6s share a bin
    expect(martelloTothL2([{ size: 6, count: 3 }], 10)).toBe(3);
  });

  it('keeps the items that fit no big bin out of the big bins (J1/J3)', () => {
    // α = 4: J1 = the two 7s (room 3 < 4), J3 = three 4s (12) → 2 + ⌈12/10⌉ = 4 = optimum
    const items = [
      { size: 7, count: 2 },
      { size: 4, count: 3 },
    ];
    expect(continuousBound(items, 10)).toBe(3);
    expect(martelloTothL2(items, 10)).toBe(4);
  });

  it('lets small items use the big bins’ free room (J2)', () => {
    // α = 3: J1 = {}, J2 = two 6s (room 4 each = 8), J3 = two 3s (6) → 2 + ⌈(6 − 8)/10⌉⁺ = 2
    expect(
      martelloTothL2(
        [
          { size: 6, count: 2 },
          { size: 3, count: 2 },
        ],
        10,
      ),
    ).toBe(2);
  });

  it('equals L1 for uniform small sizes and n for uniform big sizes', () => {
    expect(martelloTothL2([{ size: 30, count: 10 }], 100)).toBe(3); // ⌈300/100⌉
    expect(martelloTothL2([{ size: 51, count: 10 }], 100)).toBe(10);
    expect(martelloTothL2([{ size: 50, count: 10 }], 100)).toBe(5);
  });

  it('works on counts, never on single items (a million cartons cost one class)', () => {
    expect(martelloTothL2([{ size: 51, count: 1_000_000 }], 100)).toBe(1_000_000);
    expect(martelloTothL2([{ size: 50, count: 1_000_001 }], 100)).toBe(500_001);
  });

  it('is what the classic instances say (hand-checked against the bench file)', () => {
    const a = classesOfSizes(SCHOLL_N1C1W1_A.sizes);
    expect(martelloTothL2(a, SCHOLL_N1C1W1_A.capacity)).toBe(SCHOLL_N1C1W1_A.opt);
    // N1W1B1R0: sizes 275…395 of 1000, L2 = L1 = 17 while the optimum is 18 (the LP finds it)
    const b = classesOfSizes(SCHOLL_N1W1B1R0.sizes);
    expect(martelloTothL2(b, SCHOLL_N1W1B1R0.capacity)).toBe(17);
  });
});
