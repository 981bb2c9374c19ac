import { describe, expect, it } from 'vitest';
import { lowerBounds } from './lower-bound';
import { summarizePlan } from './plan-summary';
import type { PlanInput } from './plan-types';
import { STANDARD_TYPES } from './testing/plan-arbitraries';
import { container, containerLine, planLine } from './testing/builders';

describe('lowerBounds', () => {
  it('is max(⌈ΣCBM / usable⌉, ⌈Σkg / payload⌉) per group, with the biggest type', () => {
    const input: PlanInput = {
      lines: [
        planLine('L1', { plannableQty: 100 }), // 100 m³, 10 t
        planLine('L2', { plannableQty: 30, packageKg: 1_000, destination: 'KE' }), // 30 m³, 30 t
      ],
      containerTypes: STANDARD_TYPES,
      loadingLimits: [{ destination: 'KE', containerType: '20GP', maxPayloadKg: 24_000 }],
    };
    expect(lowerBounds(input)).toEqual([
      { loadingPoint: 'Ningbo', destination: 'KE', lowerBound: 2 }, // 30 t / 26.5 t
      { loadingPoint: 'Ningbo', destination: 'NG', lowerBound: 2 }, // 100 m³ / 68 m³
    ]);
  });
});

describe('summarizePlan', () => {
  it('counts containers, cost, split lines, overloads and the mean utilization', () => {
    const plan = {
      containers: [
        container('1', [containerLine('L1', { qty: 34 }), containerLine('L2', { qty: 34 })]),
        container('2', [containerLine('L2', { qty: 14 })], { containerType: '20GP' }),
        container('3', [containerLine('L3', { qty: 69, rdd: '2027-03-01' }), containerLine('L4')]),
      ],
      unplanned: [],
    };
    expect(summarizePlan(plan, { containerTypes: STANDARD_TYPES }, 30)).toEqual({
      containers: 3,
      cost: 4,
      splits: 1,
      overloaded: 1,
      utilization: (1 + 0.5 + 79 / 68) / 3,
      rddWindowBroken: 1,
    });
  });
});
