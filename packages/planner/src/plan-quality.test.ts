import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFirstFitDecreasing } from './ffd';
import { lowerBounds } from './lower-bound';
import { planContainers } from './plan-containers';
import { summarizePlan } from './plan-summary';
import type { PlanInput } from './plan-types';
import { STANDARD_TYPES, cargoLines } from './testing/plan-arbitraries';

const instance = (cargo: 'light' | 'dense', seed: number): PlanInput => ({
  lines: fc.sample(cargoLines(600, cargo), { seed, numRuns: 1 })[0]!,
  containerTypes: STANDARD_TYPES,
});

describe.each([
  ['light', instance('light', 20_270_104)],
  ['dense', instance('dense', 20_270_105)],
] as const)('plan quality on 600 lines of %s cargo (the bench goals)', (_cargo, input) => {
  const plan = planContainers(input);
  const summary = summarizePlan(plan, input, 30);

  it('overloads nothing and stays within lower bound + 1 containers per group', () => {
    expect(summary.overloaded).toBe(0);
    for (const group of lowerBounds(input)) {
      const count = plan.containers.filter(
        (c) => c.loadingPoint === group.loadingPoint && c.destination === group.destination,
      ).length;
      expect(count).toBeLessThanOrEqual(group.lowerBound + 1);
    }
  });

  it('splits fewer lines than first-fit decreasing, at no higher cost', () => {
    const baseline = summarizePlan(planFirstFitDecreasing(input), input, 30);
    expect(summary.splits).toBeLessThan(baseline.splits);
    expect(summary.cost).toBeLessThanOrEqual(baseline.cost);
  });
});
