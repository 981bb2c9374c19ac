import { describe, expect, it } from 'vitest';
import {
  isIsoWeek,
  isoWeekOf,
  isoWeeksBetween,
  mondayOfIsoWeek,
  sundayOfIsoWeek,
} from './iso-week';

describe('ISO weeks', () => {
  it('names the week of a day, across year ends', () => {
    expect(isoWeekOf('2026-11-26')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it("finds a week's Monday and Sunday", () => {
    expect(mondayOfIsoWeek('2026-W48')).toBe('2026-11-23');
    expect(sundayOfIsoWeek('2026-W48')).toBe('2026-11-29');
    expect(mondayOfIsoWeek('2025-W01')).toBe('2024-12-30');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
  });

  it('knows real weeks from others', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2027-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-48')).toBe(false);
  });

  it('lists the weeks between two days', () => {
    expect(isoWeeksBetween('2026-12-24', '2027-01-11')).toEqual([
      '2026-W52',
      '2026-W53',
      '2027-W01',
      '2027-W02',
    ]);
  });
});
