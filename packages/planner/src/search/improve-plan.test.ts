import { describe, expect, it } from 'vitest';
import { planContainers } from '../plan-containers';
import type { PlanInput } from '../plan-types';
import {
  classicInput,
  SCHOLL_N1C1W1_A,
  seeded,
  shuffle,
  triplets,
  uniformSizes,
  VECTOR_F60_0,
  vectorTriplets,
} from '../testing/classic-instances';
import { STANDARD_TYPES } from '../testing/plan-arbitraries';
import { planLine } from '../testing/builders';
import { firstPlan, improvePlan } from './improve-plan';

/** A clock that advances one ms each time it is read: the budget becomes a count of steps. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

/** Clock reads, not ms: the same steps on a busy machine as on an idle one. */
const budget = () => ({ budgetMs: 20_000, now: ticking() });

describe('improvePlan on classic instances', () => {
  it('reaches the optimum of Scholl N1C1W1_A and proves it', () => {
    const result = improvePlan(classicInput(SCHOLL_N1C1W1_A), budget());
    expect(result.plan.containers).toHaveLength(SCHOLL_N1C1W1_A.opt);
    expect(result.groups[0]!.proven).toBe(true);
    expect(result.stop).toBe('proven');
  });

  it('reaches the optimum of 2-D triplets in volume and weight', () => {
    for (const instance of [VECTOR_F60_0, vectorTriplets(12, 7)]) {
      const input = classicInput({ ...instance, sizes: shuffle(instance.sizes, seeded(3)) });
      expect(improvePlan(input, budget()).plan.containers).toHaveLength(instance.opt);
    }
  });

  it('reaches the optimum of generated triplets, where first fit decreasing does not', () => {
    const instance = triplets(40, 11);
    const input = classicInput(instance);
    expect(firstPlan(input).plan.containers.length).toBeGreaterThan(instance.opt);
    const result = improvePlan(input, budget());
    expect(result.plan.containers).toHaveLength(instance.opt);
    expect(result.stop).toBe('proven');
  });

  it('ends at most one above the bound on uniform sizes', () => {
    const sizes = uniformSizes(200, 20, 100, 5);
    const input = classicInput({ name: 'uniform', capacity: 150, opt: 0, sizes });
    const result = improvePlan(input, budget());
    expect(result.plan.containers.length).toBeLessThanOrEqual(result.groups[0]!.lowerBound + 1);
  });
});

describe('whatever the line order', () => {
  const mixed: PlanInput = {
    lines: [
      ...Array.from({ length: 30 }, (_, i) =>
        planLine(`A${i}`, {
          plannableQty: 1 + ((i * 7) % 40),
          packageCbm: 0.3 + ((i * 13) % 17) / 10,
          packageKg: 40 + ((i * 29) % 300),
          rdd: `2027-01-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
          destination: i % 3 === 0 ? 'KE' : 'NG',
          supplier: `S${i % 4}`,
        }),
      ),
    ],
    containerTypes: STANDARD_TYPES,
    options: { rddWindowDays: 14 },
  };

  it('gives the identical first plan for any permutation of the lines', () => {
    const expected = firstPlan(mixed).plan;
    for (let seed = 1; seed <= 10; seed++) {
      const lines = shuffle(mixed.lines, seeded(seed));
      expect(planContainers({ ...mixed, lines })).toEqual(expected);
    }
  });

  it('gives the identical improved plan for any permutation (same step budget)', () => {
    const instance = triplets(12, 4);
    const input = classicInput(instance);
    const expected = improvePlan(input, { budgetMs: 5_000, now: ticking() }).plan;
    for (let seed = 1; seed <= 5; seed++) {
      const lines = shuffle(input.lines, seeded(seed));
      expect(improvePlan({ ...input, lines }, { budgetMs: 5_000, now: ticking() }).plan).toEqual(
        expected,
      );
    }
    const mixedExpected = improvePlan(mixed, { budgetMs: 3_000, now: ticking() }).plan;
    const lines = shuffle(mixed.lines, seeded(9));
    expect(improvePlan({ ...mixed, lines }, { budgetMs: 3_000, now: ticking() }).plan).toEqual(
      mixedExpected,
    );
  });
});

describe('stopping', () => {
  const input = classicInput(triplets(40, 11));

  it('returns the first plan when stopped at once, and says so', () => {
    const first = firstPlan(input).plan;
    const result = improvePlan(input, { budgetMs: 60_000, shouldStop: () => true });
    expect(result.stop).toBe('stopped');
    expect(result.plan).toEqual(first);
  });

  it('returns the best plan so far when the budget runs out, never a worse one', () => {
    const progress: number[] = [];
    let stopAfter = Number.POSITIVE_INFINITY;
    const result = improvePlan(input, {
      budgetMs: 60_000,
      onProgress: ({ plan }) => {
        progress.push(plan.containers.length);
        // stop once one improvement was reported
        if (progress.length === 2) stopAfter = 0;
      },
      shouldStop: () => stopAfter-- <= 0,
    });
    expect(progress[0]).toBe(firstPlan(input).plan.containers.length);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i]!).toBeLessThan(progress[i - 1]!);
    }
    expect(result.plan.containers.length).toBe(progress.at(-1));
    expect(result.stop).toBe('stopped');
  });

  it('keeps to the budget of its clock', () => {
    let t = 0;
    const result = improvePlan(
      classicInput({ name: 'u', capacity: 150, opt: 0, sizes: uniformSizes(300, 20, 100, 9) }),
      {
        budgetMs: 50,
        now: () => (t += 1),
      },
    );
    expect(['budget', 'proven', 'exhausted']).toContain(result.stop);
    expect(result.ms).toBeLessThan(200);
  });
});
