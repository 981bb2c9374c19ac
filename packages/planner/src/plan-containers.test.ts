import { describe, expect, it } from 'vitest';
import { planContainers } from './plan-containers';
import type { PlanInput, PlanLine } from './plan-types';
import { summarizePlan } from './plan-summary';
import { STANDARD_TYPES } from './testing/plan-arbitraries';
import { planLine } from './testing/builders';

const input = (lines: PlanLine[], extra: Partial<PlanInput> = {}): PlanInput => ({
  lines,
  containerTypes: STANDARD_TYPES,
  ...extra,
});
/** A line of `cbm` packages of 1 m³ (100 kg each). */
const cbmLine = (id: string, cbm: number, overrides: Partial<PlanLine> = {}) =>
  planLine(id, { plannableQty: cbm, ...overrides });
const types = (plan: ReturnType<typeof planContainers>) =>
  plan.containers.map((container) => container.containerType);
const quantities = (plan: ReturnType<typeof planContainers>, lineId: string) =>
  plan.containers.flatMap((c) => c.lines.filter((l) => l.lineId === lineId).map((l) => l.qty));

describe('planContainers: container cost first', () => {
  it('a group that fits a 20GP gets a 20GP', () => {
    const plan = planContainers(input([cbmLine('L1', 12), cbmLine('L2', 10)]));
    expect(types(plan)).toEqual(['20GP']);
    expect(plan.containers[0]!.lines.map((l) => l.qty)).toEqual([12, 10]);
  });

  it('fills 40HQs and finishes the group with a 20GP', () => {
    const lines = Array.from({ length: 9 }, (_, i) => cbmLine(`L${i + 1}`, 10));
    const plan = planContainers(input(lines));
    expect(types(plan)).toEqual(['40HQ', '20GP']);
    expect(summarizePlan(plan, input(lines), 30)).toMatchObject({ cost: 2.5, splits: 1 });
  });

  it('splits a line when that is what saves a container (cost before splits)', () => {
    const lines = [cbmLine('L1', 30), cbmLine('L2', 30), cbmLine('L3', 30)];
    const plan = planContainers(input(lines));
    expect(types(plan)).toEqual(['40HQ', '20GP']);
    expect(quantities(plan, 'L3')).toEqual([8, 22]);
  });

  it('fills containers with whole lines when they add up', () => {
    const lines = [40, 30, 28, 20, 18].map((cbm, i) => cbmLine(`L${i + 1}`, cbm));
    const plan = planContainers(input(lines));
    expect(types(plan)).toEqual(['40HQ', '40HQ']);
    expect(summarizePlan(plan, input(lines), 30).splits).toBe(0);
    expect(plan.containers.map((c) => c.lines.map((l) => l.lineId).sort())).toEqual([
      ['L1', 'L3'],
      ['L2', 'L4', 'L5'],
    ]);
  });

  it('gives a line bigger than a container whole containers of its own', () => {
    const plan = planContainers(input([cbmLine('L1', 200)]));
    expect(types(plan)).toEqual(['40HQ', '40HQ', '40HQ']);
    expect(quantities(plan, 'L1')).toEqual([68, 68, 64]);
  });

  it('prefers 20GPs where their payload carries dense cargo cheaper', () => {
    // 30 t in 1 m³ / 1 t packages; Kenya allows 24 t in either size
    const line = cbmLine('L1', 30, { packageKg: 1_000, destination: 'KE' });
    const limits = ['40HQ', '20GP'].map((containerType) => ({
      destination: 'KE',
      containerType,
      maxPayloadKg: 24_000,
    }));
    const plan = planContainers(input([line], { loadingLimits: limits }));
    expect(types(plan)).toEqual(['20GP', '20GP']);
    expect(quantities(plan, 'L1')).toEqual([24, 6]);
  });
});

describe('planContainers: hard rules', () => {
  it('keeps loading points and destinations apart', () => {
    const plan = planContainers(
      input([
        cbmLine('L1', 5),
        cbmLine('L2', 5, { destination: 'KE' }),
        cbmLine('L3', 5, { loadingPoint: 'Shenzhen' }),
      ]),
    );
    expect(plan.containers.map((c) => [c.loadingPoint, c.destination, c.lines[0]!.lineId])).toEqual(
      [
        ['Ningbo', 'KE', 'L2'],
        ['Ningbo', 'NG', 'L1'],
        ['Shenzhen', 'NG', 'L3'],
      ],
    );
  });

  it('keeps RDDs more than 30 days apart in separate containers unless allowed', () => {
    const lines = [
      cbmLine('L1', 5, { rdd: '2027-01-01' }),
      cbmLine('L2', 5, { rdd: '2027-01-31' }),
      cbmLine('L3', 5, { rdd: '2027-02-01' }),
    ];
    const apart = planContainers(input(lines));
    expect(apart.containers.map((c) => c.lines.map((l) => l.lineId))).toEqual([
      ['L1', 'L2'],
      ['L3'],
    ]);
    expect(
      planContainers(input(lines, { options: { allowMixedRdd: true } })).containers,
    ).toHaveLength(1);
    // spec §9: one label mentions 14 days
    const narrow = planContainers(input(lines, { options: { rddWindowDays: 14 } }));
    expect(narrow.containers.map((c) => c.lines.map((l) => l.lineId))).toEqual([
      ['L1'],
      ['L2', 'L3'],
    ]);
  });

  it('plans the partial last package with the line: planned = requested', () => {
    // 95 pieces, 10 per 10 m³ carton: 10 cartons, the last one holding 5 pieces
    const line = planLine('L1', { plannableQty: 95, piecesPerPackage: 10, packageCbm: 10 });
    const plan = planContainers(input([line]));
    expect(quantities(plan, 'L1')).toEqual([60, 35]);
  });

  it('earlier RDDs board earlier containers', () => {
    const lines = [
      cbmLine('L1', 40, { rdd: '2027-01-20' }),
      cbmLine('L2', 40, { rdd: '2027-01-05' }),
      cbmLine('L3', 40, { rdd: '2027-01-12' }),
    ];
    const plan = planContainers(input(lines));
    expect(plan.containers[0]!.lines[0]!.lineId).toBe('L2');
  });

  it('reports the lines it cannot plan, with the reason', () => {
    const plan = planContainers(
      input([
        cbmLine('L1', 5),
        cbmLine('L1', 5),
        cbmLine('L2', 0),
        cbmLine('L3', 5, { rdd: '2027-02-30' }),
        cbmLine('L4', 1, { packageCbm: 70 }),
        cbmLine('L5', 1, { packageKg: 30_000 }),
      ]),
    );
    expect(plan.unplanned).toEqual([
      { lineId: 'L1', reason: 'duplicateLine' },
      { lineId: 'L2', reason: 'invalidLine' },
      { lineId: 'L3', reason: 'invalidLine' },
      { lineId: 'L4', reason: 'packageTooLarge' },
      { lineId: 'L5', reason: 'packageTooLarge' },
    ]);
    expect(plan.containers.flatMap((c) => c.lines.map((l) => l.lineId))).toEqual(['L1']);
    const none = planContainers({ lines: [cbmLine('L1', 5)], containerTypes: [] });
    expect(none).toEqual({
      containers: [],
      unplanned: [{ lineId: 'L1', reason: 'noContainerType' }],
    });
  });
});
