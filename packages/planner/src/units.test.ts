import { describe, expect, it } from 'vitest';
import { capacityCm3, dayNumber, packageCm3, packageGrams, packagesFor } from './units';

describe('units', () => {
  it('rounds packages up and capacities down, ignoring binary noise', () => {
    expect(packageCm3(0.07)).toBe(70_000);
    expect(packageCm3(0.0000011)).toBe(2);
    expect(packageGrams(12.5)).toBe(12_500);
    expect(capacityCm3(67.99)).toBe(67_990_000);
  });

  it('counts the partial last package as one', () => {
    expect(packagesFor(95, 10)).toBe(10);
    expect(packagesFor(90, 10)).toBe(9);
  });

  it('reads ISO dates, and refuses what is not one', () => {
    expect(dayNumber('2027-01-31')! - dayNumber('2027-01-01')!).toBe(30);
    expect(dayNumber('2027-01-31T23:00:00.000Z')).toBe(dayNumber('2027-01-31'));
    expect(dayNumber('2027-02-29')).toBeNull();
    expect(dayNumber('31/01/2027')).toBeNull();
  });
});
