import { beforeAll, describe, expect, it } from 'vitest';
import { planGroups } from '../plan-groups';
import { planLine } from '../testing/builders';
import { groupBounds } from './group-bounds';
import { createBoundSolver, type BoundSolver } from './highs-master';

let solver: BoundSolver;
beforeAll(async () => {
  solver = await createBoundSolver();
});

const FORTY_HQ = { code: '40HQ', usableCbm: 68, maxPayloadKg: 26_500, pallets: 24, cost: 1.5 };
const TWENTY_GP = { code: '20GP', usableCbm: 28, maxPayloadKg: 28_000, pallets: 10, cost: 1 };

describe('groupBounds', () => {
  it('bounds a group of plan lines by CBM (300 cartons of 0.5 m³ → 3 × 68 m³)', () => {
    const { groups } = planGroups({
      lines: [planLine('a', { plannableQty: 300, packageCbm: 0.5, packageKg: 20 })],
      containerTypes: [FORTY_HQ],
    });
    const bounds = groupBounds(groups[0]!, { solver });
    // L1 = ⌈150/68⌉ = 3; 136 cartons a container → LP 300/136 → 3
    expect(bounds).toEqual({ l1: 3, l2: 3, vector: 3, lp: 3, best: 3 });
  });

  it('lets heavy and bulky cartons share containers (CBM and kg both near full)', () => {
    // 100 × (0.1 m³, 500 kg) + 30 × (2.5 m³, 100 kg): 85 m³, exactly 2 × 26.5 t. Two do it:
    // 52 heavy + 5 bulky (17.7 m³, 26.5 t) and 48 heavy + 25 bulky (67.3 m³, 26.5 t)
    const { groups } = planGroups({
      lines: [
        planLine('heavy', { plannableQty: 100, packageCbm: 0.1, packageKg: 500 }),
        planLine('bulky', { plannableQty: 30, packageCbm: 2.5, packageKg: 100 }),
      ],
      containerTypes: [FORTY_HQ],
    });
    expect(groupBounds(groups[0]!, { solver })).toEqual({
      l1: 2,
      l2: 2,
      vector: 2,
      lp: 2,
      best: 2,
    });
  });

  it('sees three cartons that pairwise overflow CBM or kg (vector and LP above L2)', () => {
    // 40 m³ 10 t, 20 m³ 20 t, 30 m³ 12 t: every pair exceeds 68 m³ or 26.5 t
    const { groups } = planGroups({
      lines: [
        planLine('a', { plannableQty: 1, packageCbm: 40, packageKg: 10_000 }),
        planLine('b', { plannableQty: 1, packageCbm: 20, packageKg: 20_000 }),
        planLine('c', { plannableQty: 1, packageCbm: 30, packageKg: 12_000 }),
      ],
      containerTypes: [FORTY_HQ],
    });
    expect(groupBounds(groups[0]!, { solver })).toEqual({
      l1: 2,
      l2: 2,
      vector: 3,
      lp: 3,
      best: 3,
    });
  });

  it('counts any mix of types against the biggest CBM and the highest payload', () => {
    const group = {
      pieces: [{ packages: 10, cm3: 10_000_000, grams: 2_000_000 }],
      capacities: [
        { cm3: 68_000_000, grams: 26_500_000 },
        { cm3: 28_000_000, grams: 28_000_000 },
      ],
    };
    // 6 cartons of 10 m³ in 68 m³, 14 of 2 t in 28 t (no real type does both): ⌈10/6⌉ = 2
    expect(groupBounds(group, { solver }).best).toBe(2);
  });

  it('works without the LP solver (lp null) and merges equal packages', () => {
    const group = {
      pieces: [
        { packages: 2, cm3: 6, grams: 1 },
        { packages: 1, cm3: 6, grams: 1 },
      ],
      capacities: [{ cm3: 10, grams: 10 }],
    };
    expect(groupBounds(group)).toEqual({ l1: 2, l2: 3, vector: 3, lp: null, best: 3 });
  });

  it('needs one container for any package, even a weightless tiny one', () => {
    const group = {
      pieces: [{ packages: 1, cm3: 1, grams: 0 }],
      capacities: [{ cm3: 10, grams: 10 }],
    };
    expect(groupBounds(group, { solver }).best).toBe(1);
  });

  it('uses both container types of the demo', () => {
    const { groups } = planGroups({
      lines: [planLine('a', { plannableQty: 40, packageCbm: 1, packageKg: 100 })],
      containerTypes: [FORTY_HQ, TWENTY_GP],
    });
    expect(groupBounds(groups[0]!, { solver }).best).toBe(1);
  });
});
