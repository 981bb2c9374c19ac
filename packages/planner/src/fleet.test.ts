import { describe, expect, it } from 'vitest';
import { capacitiesFor } from './container-types';
import { cheapestFleet, requiredFill } from './fleet';
import { STANDARD_TYPES } from './testing/plan-arbitraries';

const capacities = capacitiesFor('NG', {
  containerTypes: STANDARD_TYPES,
  loadingLimits: [{ destination: 'NG', containerType: '40HQ', maxPayloadKg: 26_000 }],
});
const fleet = (cbm: number, kg: number) =>
  cheapestFleet({ cm3: cbm * 1e6, grams: kg * 1e3 }, capacities);

describe('cheapestFleet', () => {
  it.each([
    [20, 2_000, '20GP', 1, 1],
    [50, 5_000, '40HQ', 1.5, 1],
    [90, 9_000, '40HQ', 2.5, 2], // a 40HQ finished with a 20GP
    [130, 13_000, '40HQ', 3, 2],
    [150, 15_000, '40HQ', 4, 3],
  ] as const)('%s m³ / %s kg: next %s, cost %s, %s containers', (cbm, kg, next, cost, count) => {
    expect(fleet(cbm, kg)).toMatchObject({ next: { code: next }, cost, count });
  });

  it("reads the destination's payload: dense cargo is counted by weight", () => {
    // 78 t: 40HQs take 26 t here, a 20GP 28.2 t; in 90 m³ a 40HQ and two 20GPs, in 50 m³ 3 20GPs
    expect(fleet(90, 78_000)).toMatchObject({ next: { code: '40HQ' }, cost: 3.5, count: 3 });
    expect(fleet(50, 78_000)).toMatchObject({ next: { code: '20GP' }, cost: 3, count: 3 });
  });

  it('says how full each container must be for the load to fit', () => {
    const load = { cm3: 90e6, grams: 9e6 };
    expect(requiredFill(load, cheapestFleet(load, capacities))).toBeCloseTo(90 / 96);
  });
});
