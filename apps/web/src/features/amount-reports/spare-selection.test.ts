import type { SpareCandidate } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { linesThatFit, loadOfLines, roomOf, workbenchLink } from './spare-selection';

const line = (id: number, plannableQty: number, overrides: Partial<SpareCandidate> = {}) =>
  ({
    id,
    plannableQty,
    // a carton of 4 pieces: 0.072 m³, 12.5 kg
    packageCbm: 0.072,
    packageGrossKg: 12.5,
    piecesPerPackage: 4,
    ...overrides,
  }) as SpareCandidate;

describe('spare selection', () => {
  it('totals whole packages: 9 pieces are 3 cartons', () => {
    expect(loadOfLines([line(1, 9)])).toEqual({ cm3: 216_000, grams: 37_500 });
  });

  it('takes the lines that fit whole, in RDD order, skipping one that does not', () => {
    const room = roomOf({ freeCbm: 0.64, freeKg: 444 });
    expect(room).toEqual({ cm3: 640_000, grams: 444_000 });
    // 2 cartons (0.144), then 40 pcs = 10 cartons (0.72: no), then 5 loose of 0.072 (0.36)
    const lines = [
      line(1, 8),
      line(2, 40),
      line(3, 5, { piecesPerPackage: 1, packageGrossKg: 11.2 }),
    ];
    expect(linesThatFit(lines, room)).toEqual([1, 3]);
  });

  it('stops at the weight', () => {
    expect(linesThatFit([line(1, 4), line(2, 4)], { cm3: 10_000_000, grams: 20_000 })).toEqual([1]);
  });

  it('links to the workbench with the lines', () => {
    expect(workbenchLink([4, 9])).toBe('/arrange/preArrange?lines=4,9');
  });
});
