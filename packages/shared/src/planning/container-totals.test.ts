import { describe, expect, it } from 'vitest';
import { formatCbm, formatLoadKg } from '../format/format';
import { containerTotals, draftNumbers, lineLoad } from './container-totals';
import { plannedCbmMilli } from './planned-load';

// a carton of 0.0721 m³ (72,100 cm³) holding 4 pieces, 12.53 kg gross
const carton = { packageCbm: 0.0721, packageGrossKg: 12.53, piecesPerPackage: 4 };

describe('a container, totalled', () => {
  it('loads whole packages of a line: the partial last one counts as one', () => {
    expect(lineLoad(10, carton)).toEqual({ packages: 3, cm3: 216_300, grams: 37_590 });
    expect(lineLoad(0, carton)).toEqual({ packages: 0, cm3: 0, grams: 0 });
  });

  it('adds its lines in exact cm³ and grams, rounding only for display', () => {
    // 7 lines of 7 pieces (2 cartons each, 0.1442 m³): rounded per line to the display's
    // 3 decimals that is 7 × 0.144 = 1.008; the exact total, 1.0094 m³, shows as 1.009
    const lines = Array.from({ length: 7 }, () => ({ ...carton, qty: 7 }));
    const totals = containerTotals(lines);
    expect(totals).toEqual({
      lineCount: 7,
      qty: 49,
      packages: 14,
      cm3: 1_009_400,
      grams: 175_420,
      cbm: 1.0094,
      kg: 175.42,
    });
    expect(formatCbm(totals.cbm)).toBe('1.009');
    expect(formatLoadKg(totals.kg)).toBe('175');
  });

  it('does not drift with binary fractions: 0.1 + 0.2 m³ is 0.3 m³', () => {
    const totals = containerTotals([
      { packageCbm: 0.1, packageGrossKg: 0.1, piecesPerPackage: 1, qty: 1 },
      { packageCbm: 0.2, packageGrossKg: 0.2, piecesPerPackage: 1, qty: 1 },
    ]);
    expect(totals).toMatchObject({ cm3: 300_000, grams: 300, cbm: 0.3, kg: 0.3 });
  });

  it('agrees with what a container line stores, to the litre', () => {
    for (const qty of [1, 3, 4, 10, 999]) {
      const { cm3 } = containerTotals([{ ...carton, qty }]);
      expect(plannedCbmMilli(qty, carton)).toBe(Math.round(cm3 / 1000));
    }
  });

  it('is empty with no lines', () => {
    expect(containerTotals([])).toEqual({
      lineCount: 0,
      qty: 0,
      packages: 0,
      cm3: 0,
      grams: 0,
      cbm: 0,
      kg: 0,
    });
  });
});

describe("a draft's containers, numbered", () => {
  it('counts #1, #2… per planner, in the order the draft was saved (ids), not by id', () => {
    const numbers = draftNumbers([
      { id: 14, plannerId: 2 },
      { id: 9, plannerId: 1 },
      { id: 12, plannerId: 2 },
      { id: 3, plannerId: 1 },
      { id: 20, plannerId: 2 },
    ]);
    expect(Object.fromEntries(numbers)).toEqual({ 3: 1, 9: 2, 12: 1, 14: 2, 20: 3 });
  });
});
