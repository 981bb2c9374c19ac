import { describe, expect, it } from 'vitest';
import {
  cleanText,
  dayOfText,
  isBlankText,
  monthOfName,
  normalText,
  readNumberText,
  unreadableRefusal,
} from './cell-text';

describe('cleanText and normalText', () => {
  it.each([
    ['BAT-12.8-6\u200B', 'BAT-12.8-6', 'BAT-12.8-6'],
    ['\uFEFFSUP001\u2060', 'SUP001', 'SUP001'],
    ['\u00A0Li\u00ADWei\u3000', 'LiWei', 'LiWei'],
    ['Li\u00A0Wei', 'Li Wei', 'Li Wei'],
    ['ＳＵＰ００１', 'ＳＵＰ００１', 'SUP001'],
    ['１２００', '１２００', '1200'],
    ['上海（浦东）', '上海（浦东）', '上海(浦东)'],
  ])('%j → clean %j, normal %j', (text, clean, normal) => {
    expect(cleanText(text)).toBe(clean);
    expect(normalText(text)).toBe(normal);
  });
});

describe('isBlankText', () => {
  it.each([
    ['\u200B', true],
    [' \u00A0\u3000 ', true],
    ['\uFEFF', true],
    ['x\u200B', false],
    [0, false],
  ])('%j is blank: %s', (cell, blank) => {
    expect(isBlankText(cell)).toBe(blank);
  });
});

describe('readNumberText', () => {
  it.each([
    ['1200', 1200],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['-3', -3],
    ['+7', 7],
    ['1,200', 1200],
    ['1,020.50', 1020.5],
    ['12,345,678', 12_345_678],
    ['1 200', 1200],
    ['1\u00A0200', 1200],
    ['1\u202F200.25', 1200.25],
    ['１２００', 1200],
    ['１，２００', 1200],
    ['1200\u200B', 1200],
    ['0.125', 0.125],
    ['3.333', 3.333],
    ['1.125', 1.125],
    ['12.50', 12.5],
    ['1e3', 1000],
    ['\u22125', -5],
  ])('%j reads as %s', (text, value) => {
    expect(readNumberText(text)).toEqual({ value });
  });

  it.each([
    ['12,50', 'import.decimalComma', { fixed: '12.50' }],
    ['95574,94', 'import.decimalComma', { fixed: '95574.94' }],
    ['1,25', 'import.decimalComma', { fixed: '1.25' }],
    ['38,0', 'import.decimalComma', { fixed: '38.0' }],
    ['1.234,56', 'import.decimalComma', { fixed: '1234.56' }],
    ['1 234,5', 'import.decimalComma', { fixed: '1234.5' }],
    ['-12,5', 'import.decimalComma', { fixed: '-12.5' }],
    ['1.200', 'import.dotThousands', { whole: '1200', decimal: '1.2' }],
    ['3.000', 'import.dotThousands', { whole: '3000', decimal: '3' }],
    ['12.000', 'import.dotThousands', { whole: '12000', decimal: '12' }],
    ['1.200.000', 'import.dotThousands', { whole: '1200000' }],
    ['2.500', 'import.dotThousands', { whole: '2500', decimal: '2.5' }],
    ['1.250', 'import.dotThousands', { whole: '1250', decimal: '1.25' }],
    ['$12.50', 'import.currencySign', { fixed: '12.5' }],
    ['US$1,200', 'import.currencySign', { fixed: '1200' }],
    ['¥1200', 'import.currencySign', { fixed: '1200' }],
    ['￥1200', 'import.currencySign', { fixed: '1200' }],
    ['€ 12', 'import.currencySign', { fixed: '12' }],
    ['12.50 USD', 'import.currencySign', { fixed: '12.5' }],
    ['1200元', 'import.currencySign', { fixed: '1200' }],
  ])('%j is refused as %s with the fix', (text, key, params) => {
    const read = readNumberText(text);
    expect(read && 'refused' in read && read.refused.key).toBe(key);
    expect(read && 'refused' in read && read.refused.params).toMatchObject({
      value: text.trim(),
      ...params,
    });
  });

  it.each(['abc', '1,2,3', '12,5000,1', '1 20', '12-5', '', '$', '1.2.3', 'N/A'])(
    '%j is not a number',
    (text) => {
      expect(readNumberText(text)).toBeNull();
    },
  );

  it('takes a trailing % only where the column is a percent', () => {
    expect(readNumberText('5%', { percentSign: true })).toEqual({ value: 5 });
    expect(readNumberText('2.5 %', { percentSign: true })).toEqual({ value: 2.5 });
    expect(readNumberText('５％', { percentSign: true })).toEqual({ value: 5 });
    expect(readNumberText('5%')).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['Nov', 11],
    ['november', 11],
    ['NOV.', 11],
    ['Sept', 9],
    ['sep', 9],
    ['May', 5],
    ['Novem', undefined],
    ['Mai', undefined],
  ])('month %j is %s', (word, month) => {
    expect(monthOfName(word)).toBe(month);
  });

  it.each([
    ['2026-11-26', [2026, 11, 26]],
    ['2026/1/2', [2026, 1, 2]],
    ['2026.11.26', [2026, 11, 26]],
    ['20261126', [2026, 11, 26]],
    ['2026-11-26 14:30:00', [2026, 11, 26]],
    ['2026-11-26T14:30', [2026, 11, 26]],
    ['2026年11月26日', [2026, 11, 26]],
    ['2026 年 1 月 2 日', [2026, 1, 2]],
    ['２０２６年１１月２６日', [2026, 11, 26]],
    ['2026年11月26日 14:30', [2026, 11, 26]],
    ['2026/11/26 下午 2:30', [2026, 11, 26]],
    ['26-Nov-2026', [2026, 11, 26]],
    ['26 Nov 2026', [2026, 11, 26]],
    ['26 November 2026', [2026, 11, 26]],
    ['26th Nov. 2026', [2026, 11, 26]],
    ['26/Nov/2026', [2026, 11, 26]],
    ['Nov 26, 2026', [2026, 11, 26]],
    ['November 26 2026', [2026, 11, 26]],
    ['Sept 1, 2026', [2026, 9, 1]],
    ['2026-Nov-26', [2026, 11, 26]],
    ['26-Nov-2026 09:00', [2026, 11, 26]],
    ['2026-11-26\u200B', [2026, 11, 26]],
  ])('%j is %j', (text, day) => {
    expect(dayOfText(text)).toEqual(day);
  });

  it.each([
    '26/11/2026',
    '11/26/2026',
    '01.02.2026',
    '26-11-2026',
    '26-Nox-2026',
    '26-Nov-26',
    'tomorrow',
    '2026-11',
  ])('%j is not read (ambiguous or not a date)', (text) => {
    expect(dayOfText(text)).toBeUndefined();
  });
});

describe('unreadable cells', () => {
  it.each([
    [{ unreadable: 'error', error: '#N/A' } as const, 'import.errorValue', { value: '#N/A' }],
    [{ unreadable: 'noSavedValue' } as const, 'import.formulaWithoutValue', {}],
  ])('%j is refused as %s', (cell, key, params) => {
    expect(unreadableRefusal(cell)).toEqual({ key, params });
  });
});
