import { describe, expect, it } from 'vitest';
import { isIsoDay } from './supplier.contract';

/** What a calendar says: the day read back through Date is the same day. */
const byDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

describe('isIsoDay', () => {
  it('agrees with the calendar on every day 32 of every month, 1896–2104', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (let year = 1896; year <= 2104; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (isIsoDay(value) !== byDate(value)) expect.fail(value);
        }
      }
    }
  });

  it('refuses anything not written YYYY-MM-DD', () => {
    for (const value of [
      '2026-2-01',
      '2026-02-1',
      '20260201',
      '2026-02-01T00:00',
      ' 2026-02-01',
      '',
    ])
      expect(isIsoDay(value)).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2000-02-29')).toBe(true);
  });
});
