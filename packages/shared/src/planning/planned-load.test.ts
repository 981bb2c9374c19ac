import { describe, expect, it } from 'vitest';
import { plannedCbmMilli, plannedGrossGrams } from './planned-load';

// a carton of 60 × 40 × 30 cm holding 4 pieces, 12.5 kg gross
const carton = { packageCbm: 0.072, packageGrossKg: 12.5, piecesPerPackage: 4 };

describe('planned load of a quantity, as a container line stores it', () => {
  it('counts whole cartons: the partial last one travels as one', () => {
    expect(plannedCbmMilli(4, carton)).toBe(72);
    expect(plannedGrossGrams(4, carton)).toBe(12_500);
    expect(plannedCbmMilli(1, carton)).toBe(72);
    expect(plannedGrossGrams(1, carton)).toBe(12_500);
    expect(plannedCbmMilli(100, carton)).toBe(1_800);
  });

  it('keeps the litre, rounded half up from whole cm³, without drifting with floats', () => {
    // 12.3456 l a package: 1,000 packages are exactly 12,345.6 l, stored as 12,346
    const odd = { packageCbm: 0.0123456, packageGrossKg: 0.001, piecesPerPackage: 3 };
    expect(plannedCbmMilli(1, odd)).toBe(12);
    expect(plannedCbmMilli(3_000, odd)).toBe(12_346);
    expect(plannedGrossGrams(2, odd)).toBe(1);
  });

  it('treats a package of 0 pieces as 1', () => {
    expect(plannedCbmMilli(2, { ...carton, piecesPerPackage: 0 })).toBe(144);
  });
});
