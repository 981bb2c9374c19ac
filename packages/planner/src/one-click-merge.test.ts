import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerLoad, containerMetrics, rddSpanDays } from './container-metrics';
import { mergeUnderFilled } from './one-click-merge';
import { planContainers } from './plan-containers';
import type { PlanContext } from './plan-types';
import { container, containerLine } from './testing/builders';
import { STANDARD_TYPES, planInputs } from './testing/plan-arbitraries';

const context: PlanContext = { containerTypes: STANDARD_TYPES };
const holding = (id: string, cbm: number, overrides: Parameters<typeof container>[2] = {}) =>
  container(id, [containerLine(`${id}-L`, { qty: cbm })], overrides);

describe('mergeUnderFilled (one-click merge)', () => {
  it('merges under-filled containers of a group into the one each fills best', () => {
    const result = mergeUnderFilled(
      [holding('C1', 40), holding('C2', 20), holding('C3', 10), holding('C4', 66)],
      context,
    );
    // C3 (10) is the emptiest: into C2 it fills a 40HQ to 30, into C1 to 50 — C1
    // C2 (20) then fits nowhere (C1 would reach 70); C4 is full and left alone
    expect(result.merges).toEqual([{ into: 'C1', from: ['C3'] }]);
    expect(result.containers.map((c) => [c.id, containerLoad(c.lines).cm3 / 1e6])).toEqual([
      ['C1', 50],
      ['C2', 20],
      ['C4', 66],
    ]);
  });

  it('keeps groups apart and makes no merge that needs a confirmation', () => {
    const result = mergeUnderFilled(
      [
        holding('C1', 10),
        holding('C2', 10, { destination: 'KE' }),
        holding('C3', 10, { loadingPoint: 'Shenzhen' }),
        container('C4', [containerLine('C4-L', { qty: 10, rdd: '2027-03-01' })]),
      ],
      context,
    );
    expect(result.merges).toEqual([]);
    expect(result.containers).toHaveLength(4);
  });

  it('gathers several into one and drops empty containers', () => {
    const result = mergeUnderFilled(
      [holding('C1', 30), holding('C2', 5), container('C3', [])],
      context,
    );
    expect(result.merges).toEqual([{ into: 'C1', from: ['C3', 'C2'] }]);
    expect(result.containers.map((c) => c.id)).toEqual(['C1']);
  });

  it('folds a chain of merges into the last target', () => {
    const result = mergeUnderFilled(
      [
        holding('C1', 10, { containerType: '20GP' }),
        holding('C2', 15, { containerType: '20GP' }),
        holding('C3', 40),
      ],
      context,
    );
    // C1 fills C2 best (25 of 28); C2, still under 90%, then goes into C3 (65 of 68)
    expect(result.merges).toEqual([{ into: 'C3', from: ['C2', 'C1'] }]);
    expect(result.containers.map((c) => [c.id, containerLoad(c.lines).cm3 / 1e6])).toEqual([
      ['C3', 65],
    ]);
  });

  it('never overloads, loses or mixes anything (property: every planned line in its own container)', () => {
    fc.assert(
      fc.property(planInputs(30), (input) => {
        const plan = {
          containers: planContainers(input).containers.flatMap((c) =>
            c.lines.map((line, index) => ({ ...c, id: `${c.id}.${index}`, lines: [line] })),
          ),
        };
        const result = mergeUnderFilled(plan.containers, input);
        expect(result.containers.length).toBeLessThanOrEqual(plan.containers.length);
        expect(containerLoad(result.containers.flatMap((c) => c.lines))).toEqual(
          containerLoad(plan.containers.flatMap((c) => c.lines)),
        );
        const groupOf = new Map(
          plan.containers.map((c) => [c.id, `${c.loadingPoint}|${c.destination}`]),
        );
        for (const merge of result.merges) {
          for (const from of merge.from) expect(groupOf.get(from)).toBe(groupOf.get(merge.into));
        }
        for (const merged of result.containers) {
          expect(containerMetrics(merged, input).state).not.toBe('overloaded');
          if (!input.options?.allowMixedRdd) {
            expect(rddSpanDays(merged.lines)).toBeLessThanOrEqual(input.options!.rddWindowDays!);
          }
        }
      }),
    );
  });
});
