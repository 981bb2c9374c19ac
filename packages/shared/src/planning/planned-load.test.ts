import { describe, expect, it } from 'vitest';
import { plannedCbmMilli, plannedGrossGrams } from './planned-load';

// a carton of 60 × 40 × 30 cm holding 4 pieces, 12.5 kg gross
const carton = { packageCbm: 0.072, packageGrossKg: 12.5, piecesPerPackage: 4 };

describe('planned load of a quantity', () => {
  it('is exact for whole cartons and for odd pieces', () => {
    expect(plannedCbmMilli(4, carton)).toBe(72);
    expect(plannedGrossGrams(4, carton)).toBe(12_500);
    expect(plannedCbmMilli(1, carton)).toBe(18);
    expect(plannedGrossGrams(1, carton)).toBe(3_125);
    expect(plannedCbmMilli(100, carton)).toBe(1_800);
  });

  it('rounds half up to the litre and the gram, not drifting with floats', () => {
    // 12.3 l per 3 pieces: 4.1 l a piece rounds to 4, 3,000 pieces are exactly 12,300 l
    const odd = { packageCbm: 0.0123, packageGrossKg: 0.001, piecesPerPackage: 3 };
    expect(plannedCbmMilli(1, odd)).toBe(4);
    expect(plannedCbmMilli(3_000, odd)).toBe(12_300);
    expect(plannedGrossGrams(2, odd)).toBe(1);
  });

  it('treats a package of 0 pieces as 1', () => {
    expect(plannedCbmMilli(2, { ...carton, piecesPerPackage: 0 })).toBe(144);
  });
});
