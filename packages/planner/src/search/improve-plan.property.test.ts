import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerMetrics, rddSpanDays } from '../container-metrics';
import { planOptions, type PlanInput } from '../plan-types';
import { planInputs } from '../testing/plan-arbitraries';
import { packagesFor } from '../units';
import { firstPlan, improvePlan } from './improve-plan';

/** A clock read as steps: each read is one ms, so runs are repeatable. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

const improved = (input: PlanInput) => improvePlan(input, { budgetMs: 30, now: ticking() });

describe('improvePlan properties (random groups, types, limits and RDDs)', () => {
  it('keeps every rule: nothing lost, nothing overloaded, groups and RDD windows apart', () => {
    fc.assert(
      fc.property(planInputs(24), (input) => {
        const { plan } = improved(input);
        const byId = new Map(input.lines.map((line) => [line.id, line]));
        const planned = new Map<string, number>();
        const options = planOptions(input);
        for (const container of plan.containers) {
          expect(container.lines.length).toBeGreaterThan(0);
          expect(containerMetrics(container, input).state).not.toBe('overloaded');
          if (!options.allowMixedRdd) {
            expect(rddSpanDays(container.lines)).toBeLessThanOrEqual(options.rddWindowDays);
          }
          for (const line of container.lines) {
            const source = byId.get(line.lineId)!;
            expect(source.loadingPoint).toBe(container.loadingPoint);
            expect(source.destination).toBe(container.destination);
            planned.set(line.lineId, (planned.get(line.lineId) ?? 0) + line.qty);
            // whole packages, except the line's one partial package
            expect(packagesFor(line.qty, line.piecesPerPackage)).toBeGreaterThan(0);
          }
        }
        const unplanned = new Set(plan.unplanned.map((entry) => entry.lineId));
        for (const line of input.lines) {
          if (unplanned.has(line.id)) expect(planned.has(line.id)).toBe(false);
          else expect(planned.get(line.id)).toBe(line.plannableQty);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('is never worse than the first plan, and permutations give the identical plan', () => {
    fc.assert(
      fc.property(planInputs(20), fc.nat(), (input, seed) => {
        const first = firstPlan(input);
        const result = improved(input);
        const cost = (groups: typeof first.groups) => groups.reduce((s, g) => s + g.cost, 0);
        expect(cost(result.groups)).toBeLessThanOrEqual(cost(first.groups) + 1e-9);
        const lines = [...input.lines];
        for (let i = lines.length - 1; i > 0; i--) {
          const j = (seed + i * 7919) % (i + 1);
          [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        }
        expect(improved({ ...input, lines }).plan).toEqual(result.plan);
        expect(firstPlan({ ...input, lines }).plan).toEqual(first.plan);
      }),
      { numRuns: 15 },
    );
  });
});
