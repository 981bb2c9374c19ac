import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerLoad, containerMetrics, rddSpanDays } from './container-metrics';
import { checkMerge, mergeContainers } from './merge-containers';
import type { PlanContext, PlannedContainer } from './plan-types';
import { container, containerLine } from './testing/builders';
import { STANDARD_TYPES, containerLines } from './testing/plan-arbitraries';

const context: PlanContext = { containerTypes: STANDARD_TYPES };
const a = container('C1', [containerLine('L1', { qty: 30, rdd: '2027-01-01' })]);
const b = container('C2', [containerLine('L2', { qty: 20, rdd: '2027-01-20' })]);

describe('mergeContainers', () => {
  it('merges the source into the target, joining two parts of one PO line again', () => {
    const source = container('C2', [
      containerLine('L1', { qty: 5, rdd: '2027-01-01' }),
      containerLine('L2', { qty: 20, rdd: '2027-01-20' }),
    ]);
    expect(mergeContainers(a, source, context)).toEqual({
      ok: true,
      container: {
        ...a,
        lines: [
          containerLine('L1', { qty: 35, rdd: '2027-01-01' }),
          containerLine('L2', { qty: 20, rdd: '2027-01-20' }),
        ],
      },
    });
  });

  it('refuses different destinations and overloads, with the figures to show', () => {
    const check = checkMerge(
      a,
      container('C2', [containerLine('L2', { qty: 40 })], { destination: 'KE' }),
      context,
    );
    expect(check.refusals).toEqual([
      { code: 'differentDestination' },
      { code: 'overloaded', cbm: 70, usableCbm: 68, kg: 7_000, maxPayloadKg: 26_500 },
    ]);
    expect(checkMerge(a, a, context).refusals).toEqual([{ code: 'sameContainer' }]);
  });

  it('asks to confirm different loading points and RDDs over 30 days apart (spec §5)', () => {
    const far = container('C2', [containerLine('L2', { qty: 5, rdd: '2027-02-01' })], {
      loadingPoint: 'Shenzhen',
    });
    expect(checkMerge(a, far, context)).toMatchObject({
      refusals: [],
      confirmations: ['differentLoadingPoint', 'rddApart'],
    });
    expect(mergeContainers(a, far, context, ['rddApart'])).toEqual({
      ok: false,
      refusals: [],
      confirmations: ['differentLoadingPoint'],
    });
    const merged = mergeContainers(a, far, context, ['rddApart', 'differentLoadingPoint']);
    expect(merged).toMatchObject({ ok: true, container: { id: 'C1', loadingPoint: 'Ningbo' } });
    // 30 days is within the window; allowing mixed RDDs needs no confirmation
    expect(checkMerge(a, b, context).confirmations).toEqual([]);
    const mixed = { ...context, options: { allowMixedRdd: true } };
    expect(checkMerge(a, { ...far, loadingPoint: 'Ningbo' }, mixed).confirmations).toEqual([]);
  });
});

describe('mergeContainers properties', () => {
  const containers = fc.record({
    target: fc.array(containerLines, { maxLength: 4 }),
    source: fc.array(containerLines, { maxLength: 4 }),
    destination: fc.constantFrom('NG', 'KE'),
    loadingPoint: fc.constantFrom('Ningbo', 'Shenzhen'),
  });
  // one PO line has one packaging: give each line its own id
  const build = (id: string, lines: PlannedContainer['lines'], extra: Partial<PlannedContainer>) =>
    container(
      id,
      lines.map((line, index) => ({ ...line, lineId: `${id}-${index}` })),
      extra,
    );

  it('refuses exactly on destination and overload; confirms exactly loading point and RDD window', () => {
    fc.assert(
      fc.property(containers, ({ target, source, destination, loadingPoint }) => {
        const into = build('C1', target, {});
        const from = build('C2', source, { destination, loadingPoint });
        const check = checkMerge(into, from, context);
        const metrics = containerMetrics(check.merged, context);
        const codes = check.refusals.map((refusal) => refusal.code);
        expect(codes.includes('differentDestination')).toBe(destination !== 'NG');
        expect(codes.includes('overloaded')).toBe(metrics.overCbm || metrics.overKg);
        expect(check.confirmations.includes('differentLoadingPoint')).toBe(
          loadingPoint !== 'Ningbo',
        );
        expect(check.confirmations.includes('rddApart')).toBe(rddSpanDays(check.merged.lines) > 30);
        const outcome = mergeContainers(into, from, context, check.confirmations);
        expect(outcome.ok).toBe(check.refusals.length === 0);
        // nothing is lost or made up by merging
        const before = containerLoad([...into.lines, ...from.lines]);
        expect(containerLoad(check.merged.lines)).toEqual(before);
      }),
    );
  });
});
