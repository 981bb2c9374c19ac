import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containerMetrics, rddSpanDays } from './container-metrics';
import { planFirstFitDecreasing } from './ffd';
import { planContainers } from './plan-containers';
import { planOptions, type Plan, type PlanInput } from './plan-types';
import { planInputs } from './testing/plan-arbitraries';
import { packagesFor } from './units';

const algorithms = { lading: planContainers, ffd: planFirstFitDecreasing } as const;

function expectNoOverload(plan: Plan, input: PlanInput) {
  for (const container of plan.containers) {
    const metrics = containerMetrics(container, input);
    expect(metrics.state).not.toBe('overloaded');
    // and in plain m³ / kg, not only in the planner's whole cm³ and grams
    let cbm = 0;
    let kg = 0;
    for (const line of container.lines) {
      const packages = packagesFor(line.qty, line.piecesPerPackage);
      cbm += packages * line.packageCbm;
      kg += packages * line.packageKg;
    }
    expect(cbm).toBeLessThanOrEqual(metrics.usableCbm + 1e-9);
    expect(kg).toBeLessThanOrEqual(metrics.maxPayloadKg + 1e-9);
  }
}

function expectConserved(plan: Plan, input: PlanInput) {
  const parts = new Map<string, number[]>();
  for (const container of plan.containers) {
    for (const line of container.lines) {
      parts.set(line.lineId, [...(parts.get(line.lineId) ?? []), line.qty]);
    }
  }
  const unplanned = new Set(plan.unplanned.map((entry) => entry.lineId));
  for (const line of input.lines) {
    const quantities = parts.get(line.id) ?? [];
    if (unplanned.has(line.id)) {
      expect(quantities).toEqual([]);
      continue;
    }
    // planned = requested, in whole packages: only one part may hold the partial package
    expect(quantities.reduce((sum, qty) => sum + qty, 0)).toBe(line.plannableQty);
    expect(quantities.every((qty) => Number.isInteger(qty) && qty > 0)).toBe(true);
    expect(quantities.filter((qty) => qty % line.piecesPerPackage !== 0).length).toBeLessThan(2);
    const packages = quantities.reduce(
      (sum, qty) => sum + packagesFor(qty, line.piecesPerPackage),
      0,
    );
    expect(packages).toBe(packagesFor(line.plannableQty, line.piecesPerPackage));
  }
}

describe.each(Object.entries(algorithms))('%s plan properties', (_name, plan) => {
  it('never overloads a container by CBM or by the destination payload', () => {
    fc.assert(fc.property(planInputs(), (input) => expectNoOverload(plan(input), input)));
  });

  it('conserves quantities: planned = requested, in whole packages, or the line is reported', () => {
    fc.assert(fc.property(planInputs(), (input) => expectConserved(plan(input), input)));
  });

  it('never mixes loading points or destinations in one container', () => {
    fc.assert(
      fc.property(planInputs(), (input) => {
        const byId = new Map(input.lines.map((line) => [line.id, line]));
        for (const container of plan(input).containers) {
          for (const line of container.lines) {
            expect(byId.get(line.lineId)!.loadingPoint).toBe(container.loadingPoint);
            expect(byId.get(line.lineId)!.destination).toBe(container.destination);
          }
        }
      }),
    );
  });

  it('keeps RDDs more than the window apart in separate containers unless told otherwise', () => {
    fc.assert(
      fc.property(planInputs(), (input) => {
        const options = planOptions(input);
        if (options.allowMixedRdd) return;
        for (const container of plan(input).containers) {
          expect(rddSpanDays(container.lines)).toBeLessThanOrEqual(options.rddWindowDays);
        }
      }),
    );
  });

  it('is deterministic: the same input gives a deep-equal plan', () => {
    fc.assert(
      fc.property(planInputs(), (input) => {
        const copy = JSON.parse(JSON.stringify(input)) as PlanInput;
        expect(plan(copy)).toEqual(plan(input));
      }),
    );
  });
});

describe('lading plan properties', () => {
  it('leaves no container empty and only reports lines that cannot be planned', () => {
    fc.assert(
      fc.property(planInputs(), (input) => {
        const result = planContainers(input);
        for (const container of result.containers)
          expect(container.lines.length).toBeGreaterThan(0);
        for (const entry of result.unplanned) expect(entry.reason).toBe('packageTooLarge');
      }),
    );
  });
});
