import { describe, expect, it } from 'vitest';
import {
  isDateFormat,
  isDateFormatCode,
  isPercentFormatCode,
  numberStyle,
  serialToIso,
  shownPercent,
} from './cell-formats';

describe('isDateFormatCode', () => {
  it('sees a date or time in the codes people use', () => {
    for (const code of [
      'yyyy-mm-dd',
      'yyyy/m/d',
      'd-mmm-yy',
      'mm/dd/yyyy hh:mm',
      '[$-804]yyyy"年"m"月"d"日"',
      '[$-F800]dddd, mmmm dd, yyyy',
      'h:mm AM/PM',
      '[h]:mm:ss',
      'DD.MM.YYYY',
    ]) {
      expect(isDateFormatCode(code), code).toBe(true);
    }
  });

  it('sees no date in numbers, text, quoted or escaped letters and bracketed parts', () => {
    for (const code of [
      'General',
      '0.00',
      '0.00%',
      '#,##0 [$€-407]',
      '[Red]0.00',
      '0.00E+00',
      '@',
      '"days" 0',
      '0\\d',
      '#,##0_);[Red](#,##0)',
      '0;"dd";0',
    ]) {
      expect(isDateFormatCode(code), code).toBe(false);
    }
  });

  it('takes the built-in ids as dates unless the workbook gives the id its own code', () => {
    const none = new Map<number, string>();
    expect([14, 22, 31, 45, 47, 57].map((id) => isDateFormat(id, none))).toEqual(
      Array(6).fill(true),
    );
    expect([0, 2, 9, 10, 49].map((id) => isDateFormat(id, none))).toEqual(Array(5).fill(false));
    expect(isDateFormat(14, new Map([[14, '0.00']]))).toBe(false);
    expect(isDateFormat(170, new Map([[170, 'yyyy"年"m"月"']]))).toBe(true);
  });
});

describe('serialToIso', () => {
  it('counts the 1900 system with its phantom leap day, and the 1904 system', () => {
    expect(serialToIso(1, false)).toBe('1900-01-01');
    expect(serialToIso(59, false)).toBe('1900-02-28');
    expect(serialToIso(61, false)).toBe('1900-03-01');
    expect(serialToIso(46352, false)).toBe('2026-11-26');
    expect(serialToIso(0, true)).toBe('1904-01-01');
    expect(serialToIso(44890, true)).toBe('2026-11-26');
  });

  it('keeps a time of day to the second, rounding float noise', () => {
    expect(serialToIso(46352.5, false)).toBe('2026-11-26T12:00:00');
    expect(serialToIso(46352.604166666664, false)).toBe('2026-11-26T14:30:00');
    expect(serialToIso(46352.999999999, false)).toBe('2026-11-27');
  });

  it('gives no date for numbers no date can be', () => {
    expect(serialToIso(-1, false)).toBeUndefined();
    expect(serialToIso(2_958_466, false)).toBeUndefined();
    expect(serialToIso(Number.NaN, false)).toBeUndefined();
    expect(serialToIso(2_958_465, false)).toBe('9999-12-31');
  });
});

describe('percent formats', () => {
  it.each([
    ['0%', true],
    ['0.00%', true],
    ['#,##0.0%', true],
    ['[Red]0.00%;[Blue]-0.00%', true],
    ['0.00"%"', false],
    ['0\\%', false],
    ['0.00', false],
    ['General', false],
    ['"%" 0', false],
    ['0;0%', false],
  ])('%s shows a percent: %s', (code, percent) => {
    expect(isPercentFormatCode(code)).toBe(percent);
  });

  it('takes built-in 9 and 10 as percents, dates first, and a workbook code over the id', () => {
    const none = new Map<number, string>();
    expect([9, 10, 0, 2, 14].map((id) => numberStyle(id, none))).toEqual([
      'percent',
      'percent',
      undefined,
      undefined,
      'date',
    ]);
    expect(numberStyle(9, new Map([[9, '0.00']]))).toBeUndefined();
    expect(numberStyle(170, new Map([[170, '0.0%']]))).toBe('percent');
  });

  it.each([
    [0.05, 5],
    [0.025, 2.5],
    [0.07, 7],
    [0.1234, 12.34],
    [1, 100],
    [0, 0],
  ])('shows %s as %s', (value, shown) => {
    expect(shownPercent(value)).toBe(shown);
  });
});
