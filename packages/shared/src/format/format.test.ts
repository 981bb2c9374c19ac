import { describe, expect, it } from 'vitest';
import {
  formatCbm,
  formatDate,
  formatDateTime,
  formatKg,
  formatLoadKg,
  formatNumber,
  formatPackageCbm,
  formatQty,
  isTimeZone,
  zoneOffsetMinutes,
} from './format';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const UTC = 'UTC';

describe('formatDateTime', () => {
  const at = '2026-03-01T16:30:45.123Z';

  it('shows an instant to the minute in the given zone', () => {
    expect(formatDateTime(at, UTC)).toBe('2026-03-01 16:30');
    expect(formatDateTime(at, SH)).toBe('2026-03-02 00:30');
    expect(formatDateTime(at, NY)).toBe('2026-03-01 11:30');
  });

  it('takes a Date, epoch milliseconds and offsets', () => {
    expect(formatDateTime(new Date(at), SH)).toBe('2026-03-02 00:30');
    expect(formatDateTime(Date.parse(at), SH)).toBe('2026-03-02 00:30');
    expect(formatDateTime(0, UTC)).toBe('1970-01-01 00:00');
    expect(formatDateTime('2026-03-01T08:00:00+08:00', UTC)).toBe('2026-03-01 00:00');
  });

  it('reads an instant without a zone as UTC (the server writes UTC)', () => {
    expect(formatDateTime('2026-03-01T16:30:45', SH)).toBe('2026-03-02 00:30');
    expect(formatDateTime('2026-03-01 16:30', SH)).toBe('2026-03-02 00:30');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime('2026-06-30T16:00:00Z', SH)).toBe('2026-07-01 00:00');
  });

  it('follows daylight saving in New York', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT
    expect(formatDateTime('2026-03-08T06:59:00Z', NY)).toBe('2026-03-08 01:59');
    expect(formatDateTime('2026-03-08T07:00:00Z', NY)).toBe('2026-03-08 03:00');
    // 2026-11-01 02:00 EDT → 01:00 EST: 01:30 comes twice
    expect(formatDateTime('2026-11-01T05:30:00Z', NY)).toBe('2026-11-01 01:30');
    expect(formatDateTime('2026-11-01T06:30:00Z', NY)).toBe('2026-11-01 01:30');
    // Shanghai has none
    expect(formatDateTime('2026-03-08T07:00:00Z', SH)).toBe('2026-03-08 15:00');
  });

  it('shows a calendar date as it is, without a time', () => {
    expect(formatDateTime('2026-03-08', NY)).toBe('2026-03-08');
  });

  it('answers blank for nothing and for what is not a date', () => {
    for (const value of [null, undefined, '', '  ', 'soon', '2026-02-30', Number.NaN]) {
      expect(formatDateTime(value, SH)).toBe('');
    }
    expect(formatDateTime(new Date('nonsense'), SH)).toBe('');
  });

  it('uses the runtime zone when none is given', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(at)).toBe(formatDateTime(at, zone));
  });

  it('refuses an unknown zone', () => {
    expect(() => formatDateTime(at, 'Mars/Olympus')).toThrow(RangeError);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(SH)).toBe(true);
  });
});

describe('zoneOffsetMinutes', () => {
  it('is the wall clock ahead of UTC, in summer and winter, in whole and half hours', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), SH)).toBe(480);
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), UTC)).toBe(0);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:34:56Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:34:56Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
});

describe('formatDate', () => {
  it('keeps a calendar date whatever the zone', () => {
    expect(formatDate('2026-03-08', NY)).toBe('2026-03-08');
    expect(formatDate('2026-03-08', SH)).toBe('2026-03-08');
  });

  it('shows an instant as its day in the zone', () => {
    const at = '2026-03-01T16:30:00Z';
    expect(formatDate(at, UTC)).toBe('2026-03-01');
    expect(formatDate(at, SH)).toBe('2026-03-02');
    expect(formatDate(new Date('2026-01-01T03:00:00Z'), NY)).toBe('2025-12-31');
  });

  it('answers blank for nothing and for what is not a date', () => {
    for (const value of [null, undefined, '', '2026-13-01', 'yesterday']) {
      expect(formatDate(value, UTC)).toBe('');
    }
  });
});

describe('numbers', () => {
  it('quantities are whole, with thousands', () => {
    expect(formatQty(0)).toBe('0');
    expect(formatQty(1200)).toBe('1,200');
    expect(formatQty(-1234567)).toBe('-1,234,567');
  });

  it('CBM of loads to 3 decimals, of packages to 6', () => {
    expect(formatCbm(12.3456)).toBe('12.346');
    expect(formatCbm(67.7)).toBe('67.700');
    expect(formatCbm(1234.5)).toBe('1,234.500');
    expect(formatPackageCbm(0.012345)).toBe('0.012345');
    expect(formatPackageCbm(0.1)).toBe('0.100000');
  });

  it('kg: product weights to the gram, loads whole', () => {
    expect(formatKg(1.25)).toBe('1.250');
    expect(formatKg(12345.6789)).toBe('12,345.679');
    expect(formatLoadKg(26500)).toBe('26,500');
    expect(formatLoadKg(12345.6)).toBe('12,346');
  });

  it('never shows -0', () => {
    expect(formatCbm(-0.0001)).toBe('0.000');
    expect(formatQty(-0.2)).toBe('0');
    expect(formatNumber(-0, 2)).toBe('0.00');
  });

  it('answers blank for what is not a number', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatQty(value)).toBe('');
      expect(formatCbm(value)).toBe('');
      expect(formatKg(value)).toBe('');
    }
  });

  it('reads the same in every language (no locale)', () => {
    expect(formatCbm(1234.5)).toBe(formatNumber(1234.5, 3));
  });
});
