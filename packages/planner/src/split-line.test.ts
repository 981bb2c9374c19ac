import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateSplit, confirmSplit, type SplitRequest } from './split-line';
import { containerLine } from './testing/builders';
import { containerLines } from './testing/plan-arbitraries';
import { packagesFor } from './units';

// 95 pieces, 10 per 0.2 m³ carton: 10 cartons (2 m³), the last one holding 5 pieces
const line = containerLine('L1', { qty: 95, piecesPerPackage: 10, packageCbm: 0.2, packageKg: 5 });
const refusal = (request: SplitRequest) => {
  const outcome = calculateSplit(line, request);
  return outcome.ok ? undefined : outcome.refusal;
};
const quantities = (request: SplitRequest) => {
  const outcome = calculateSplit(line, request);
  return outcome.ok ? outcome.calculation.parts.map((part) => part.qty) : outcome.refusal;
};

describe('calculateSplit (spec §5 "Split order")', () => {
  it('splits by quantity into the part that stays and the new parts', () => {
    expect(quantities({ by: 'qty', amounts: [30] })).toEqual([65, 30]);
    expect(quantities({ by: 'qty', amounts: [20, 0, 40] })).toEqual([35, 20, 40]);
  });

  it('lets one new part take the partial last package', () => {
    expect(quantities({ by: 'qty', amounts: [25] })).toEqual([70, 25]);
    expect(quantities({ by: 'qty', amounts: [5, 10] })).toEqual([80, 5, 10]);
    expect(refusal({ by: 'qty', amounts: [5, 15] })).toEqual({
      code: 'notWholePackages',
      part: 1,
      limit: 10,
    });
  });

  it('splits by CBM in whole packages (rounding down)', () => {
    expect(quantities({ by: 'cbm', amounts: [0.6] })).toEqual([65, 30]);
    expect(quantities({ by: 'cbm', amounts: [0.5, 0.3] })).toEqual([65, 20, 10]);
  });

  it('refuses numbers that are not above 0', () => {
    expect(refusal({ by: 'qty', amounts: [10, -10] })).toEqual({ code: 'notPositive', part: 1 });
    expect(refusal({ by: 'cbm', amounts: [Number.NaN] })).toEqual({ code: 'notPositive', part: 0 });
  });

  it('refuses split quantities that are all 0', () => {
    expect(refusal({ by: 'qty', amounts: [0, 0] })).toEqual({ code: 'allZero' });
    expect(refusal({ by: 'cbm', amounts: [] })).toEqual({ code: 'allZero' });
  });

  it('refuses a split quantity not less than the shipping quantity', () => {
    expect(refusal({ by: 'qty', amounts: [95] })).toEqual({ code: 'notLessThanLine', limit: 95 });
    expect(refusal({ by: 'qty', amounts: [50, 50] })).toEqual({
      code: 'notLessThanLine',
      limit: 95,
    });
  });

  it('refuses a split CBM not less than the total volume', () => {
    expect(refusal({ by: 'cbm', amounts: [2] })).toEqual({ code: 'notLessThanLine', limit: 2 });
    expect(refusal({ by: 'cbm', amounts: [1.9] })).toBeUndefined();
  });

  it('refuses quantities that are not whole packages, and CBM below one package', () => {
    expect(refusal({ by: 'qty', amounts: [12] })).toEqual({
      code: 'notWholePackages',
      part: 0,
      limit: 10,
    });
    expect(refusal({ by: 'qty', amounts: [2.5] })).toMatchObject({ code: 'notWholePackages' });
    expect(refusal({ by: 'cbm', amounts: [0.4, 0.15] })).toEqual({
      code: 'belowOnePackage',
      part: 1,
      limit: 0.2,
    });
  });
});

describe('confirmSplit (spec: calculate first)', () => {
  it('applies a calculation made for the line as it stands', () => {
    const outcome = calculateSplit(line, { by: 'qty', amounts: [30] });
    if (!outcome.ok) throw new Error('expected a calculation');
    const confirmed = confirmSplit(line, outcome.calculation);
    expect(confirmed).toEqual({
      ok: true,
      parts: [
        { ...line, qty: 65 },
        { ...line, qty: 30 },
      ],
    });
  });

  it('refuses without a calculation, or with one made before the line changed', () => {
    expect(confirmSplit(line, undefined)).toEqual({
      ok: false,
      refusal: { code: 'notCalculated' },
    });
    const outcome = calculateSplit(line, { by: 'qty', amounts: [30] });
    if (!outcome.ok) throw new Error('expected a calculation');
    expect(confirmSplit({ ...line, qty: 85 }, outcome.calculation)).toEqual({
      ok: false,
      refusal: { code: 'notCalculated' },
    });
  });
});

describe('calculateSplit properties', () => {
  const request = fc.record({
    by: fc.constantFrom('qty' as const, 'cbm' as const),
    amounts: fc.array(
      fc.oneof(
        fc.constant(0),
        fc.integer({ min: -5, max: 3_000 }),
        fc.double({ min: 0, max: 300, noNaN: true }),
      ),
      { maxLength: 4 },
    ),
  });

  it('a split adds up to the line, in whole packages, every part above 0', () => {
    fc.assert(
      fc.property(containerLines, request, (source, split) => {
        const outcome = calculateSplit(source, split);
        if (!outcome.ok) return;
        const parts = outcome.calculation.parts;
        expect(parts.reduce((sum, part) => sum + part.qty, 0)).toBe(source.qty);
        expect(parts.every((part) => Number.isInteger(part.qty) && part.qty > 0)).toBe(true);
        const packages = parts.reduce((sum, p) => sum + packagesFor(p.qty, p.piecesPerPackage), 0);
        expect(packages).toBe(packagesFor(source.qty, source.piecesPerPackage));
        expect(parts.length).toBeGreaterThan(1);
      }),
    );
  });

  it('refuses exactly what the spec refuses', () => {
    fc.assert(
      fc.property(containerLines, request, (source, split) => {
        const outcome = calculateSplit(source, split);
        const { amounts } = split;
        if (amounts.some((a) => a < 0))
          expect(outcome).toMatchObject({ refusal: { code: 'notPositive' } });
        else if (amounts.every((a) => a === 0))
          expect(outcome).toMatchObject({ refusal: { code: 'allZero' } });
        else if (split.by === 'qty' && amounts.reduce((s, a) => s + a, 0) >= source.qty) {
          expect(outcome).toMatchObject({
            refusal: { code: 'notLessThanLine', limit: source.qty },
          });
        }
      }),
    );
  });
});
