import { describe, expect, it } from 'vitest';
import { containerMetrics } from './container-metrics';
import type { PlanContext } from './plan-types';
import { STANDARD_TYPES } from './testing/plan-arbitraries';
import { container, containerLine } from './testing/builders';

const context: PlanContext = {
  containerTypes: STANDARD_TYPES,
  loadingLimits: [{ destination: 'KE', containerType: '40HQ', maxPayloadKg: 24_000 }],
};
/** A 40HQ (68 m³ usable) loaded with `cbm` m³ in 0.01 m³ cartons of 1 kg. */
const loaded = (cbm: number, destination = 'NG') =>
  containerMetrics(
    container(
      'C1',
      [containerLine('L1', { qty: Math.round(cbm * 100), packageCbm: 0.01, packageKg: 1 })],
      {
        destination,
      },
    ),
    context,
  );

describe('containerMetrics', () => {
  it('adds CBM and kg over whole packages; the partial last package counts as one', () => {
    const metrics = containerMetrics(
      container('C1', [
        containerLine('L1', { qty: 25, piecesPerPackage: 10, packageCbm: 0.5, packageKg: 12.5 }),
        containerLine('L2', { qty: 4, packageCbm: 0.1, packageKg: 3 }),
      ]),
      context,
    );
    expect(metrics).toMatchObject({ packages: 7, cbm: 1.9, kg: 49.5, usableCbm: 68 });
  });

  it.each([
    [64.6, 'mid'], // exactly 95%
    [64.61, 'high'],
    [61.2, 'mid'], // exactly 90%
    [61.19, 'low'],
  ] as const)('%s m³ of 68 is in band %s (spec §9: >95%, 90–95%, <90%)', (cbm, band) => {
    expect(loaded(cbm).band).toBe(band);
  });

  it('is empty, partial under the utilization target, full at it, overloaded above 100%', () => {
    expect(containerMetrics(container('C1', []), context)).toMatchObject({
      state: 'empty',
      packages: 0,
      utilization: 0,
      band: 'low',
    });
    expect(loaded(61.19).state).toBe('partial');
    expect(loaded(61.2).state).toBe('full');
    expect(loaded(68).state).toBe('full');
    expect(loaded(68.01)).toMatchObject({ state: 'overloaded', overCbm: true, overKg: false });
    const target = containerMetrics(container('C1', [containerLine('L1', { qty: 40 })]), {
      ...context,
      options: { utilizationTargetPct: 50 },
    });
    expect(target.state).toBe('full');
  });

  it("reads weight against the lower of the type's payload and the destination's limit", () => {
    const heavy = (destination: string) =>
      containerMetrics(
        container('C1', [containerLine('L1', { qty: 25, packageKg: 1_000 })], { destination }),
        context,
      );
    expect(heavy('NG')).toMatchObject({ maxPayloadKg: 26_500, state: 'full', overKg: false });
    expect(heavy('KE')).toMatchObject({ maxPayloadKg: 24_000, state: 'overloaded', overKg: true });
    expect(heavy('KE').kgUtilization).toBeCloseTo(25 / 24);
    expect(heavy('KE').utilization).toBe(heavy('KE').kgUtilization);
  });

  it('measures the RDD span on board', () => {
    const metrics = containerMetrics(
      container('C1', [
        containerLine('L1', { rdd: '2027-01-01' }),
        containerLine('L2', { rdd: '2027-02-15' }),
      ]),
      context,
    );
    expect(metrics.rddSpanDays).toBe(45);
  });

  it('refuses a container type it does not know', () => {
    expect(() => containerMetrics(container('C1', [], { containerType: '45HC' }), context)).toThrow(
      RangeError,
    );
  });
});
