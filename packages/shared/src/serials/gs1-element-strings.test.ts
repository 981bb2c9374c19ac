import { describe, expect, it } from 'vitest';
import {
  GS1_SEPARATOR,
  gs1AiTitle,
  gs1DateToIso,
  isGs1ElementString,
  parseGs1,
} from './gs1-element-strings';

import { GS1_CASES } from './gs1-element-strings.cases';

describe('parseGs1 on the peers’ cases', () => {
  it.each(GS1_CASES.filter((c) => c.expect))(
    'splits $input',
    ({ input, symbology, expect: elements }) => {
      expect(parseGs1(input)).toEqual({
        ok: true,
        symbology: symbology ?? null,
        elements: elements!.map(({ ai, value }) => ({ ai, value })),
      });
    },
  );

  it.each(GS1_CASES.filter((c) => c.error))('refuses $input ($error)', ({ input }) => {
    const result = parseGs1(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\S/);
  });

  it.each(GS1_CASES.flatMap((c) => c.expect ?? []).filter((element) => element.date))(
    'reads ($ai) $value as $date',
    ({ value, date }) => {
      expect(gs1DateToIso(value, 2025)).toBe(date);
    },
  );
});

describe('parseGs1 refusals name the problem', () => {
  it.each([
    ['', 'empty input'],
    [']C1', 'empty GS1 data after symbology identifier'],
    [']E05901234123457', 'symbology identifier ]E0 carries no GS1 element strings'],
    ['0105901234123458', '(01) check digit 8, expected 7'],
    ['00376130321109103421', '(00) check digit 1, expected 0'],
    ['01123', '(01) needs 14 digits, only 3 present'],
    ['00', '(00) with no data'],
    ['15170229', 'invalid date 170229 in (15)'],
    ['701103020185', '(7011) has 8 characters, expected 6 or 10'],
    ['42311122233', '(423) has 8 characters, expected 3, 6, 9, 12 or 15'],
    ['22123456789012345678901', '(22) has 21 characters, expected 1 to 20'],
    ['30aa', '(30) must be numeric'],
    ['8100123456', "no AI starts '8100'"],
    ['1022222222222222222222aaa', '(10) has 23 characters, expected 1 to 20'],
    [']C199ABC\u001d99XYZ', '(99) repeated with different values'],
    [']d20103453\u001d2000001117', 'separator inside the fixed-length (01) value'],
    [']d2010 3`5', 'character U+0020 is outside the GS1 set'],
    ['10AB\u001d\u001d15210526', 'empty element at position 6 (two separators)'],
    ['10AB\tC', 'character U+0009 is outside the GS1 set'],
  ])('%j: %s', (input, error) => {
    expect(parseGs1(input)).toEqual({ ok: false, error });
  });
});

describe('parseGs1 details', () => {
  it('takes a separator sent for FNC1 in first position', () => {
    expect(parseGs1(`]C1${GS1_SEPARATOR}0105901234123457`)).toEqual({
      ok: true,
      symbology: ']C1',
      elements: [{ ai: '01', value: '05901234123457' }],
    });
  });

  it('keeps an AI repeated with the same value', () => {
    const result = parseGs1(`99ABC${GS1_SEPARATOR}99ABC`);
    expect(result.ok && result.elements).toEqual([
      { ai: '99', value: 'ABC' },
      { ai: '99', value: 'ABC' },
    ]);
  });

  it('needs a separator after a fixed-length AI outside the predefined table', () => {
    // (8005) is 6 digits but not predefined: without a separator it swallows what follows
    expect(parseGs1('800512345610ABC').ok).toBe(false);
    expect(parseGs1(`8005123456${GS1_SEPARATOR}10ABC`).ok).toBe(true);
  });

  it('checks dates, times and check digits inside compound values', () => {
    expect(parseGs1('70110302011230').ok).toBe(true);
    expect(parseGs1('70110302012460').ok).toBe(false);
    expect(parseGs1('7006030200').ok).toBe(false); // (7006) allows no day 00
    expect(parseGs1('80030061414100001212').ok).toBe(true); // GRAI
    expect(parseGs1('80030061414100001312').ok).toBe(false);
    expect(parseGs1('8006061414112345620102').ok).toBe(true);
    expect(parseGs1('8006061414112345620302').ok).toBe(false); // piece 3 of 2
  });

  it('knows the AI titles', () => {
    expect(gs1AiTitle('01')).toBe('GTIN');
    expect(gs1AiTitle('3103')).toBe('NET WEIGHT (kg)');
    expect(gs1AiTitle('95')).toBe('INTERNAL');
    expect(gs1AiTitle('8100')).toBeNull();
  });
});

describe('isGs1ElementString', () => {
  it('spots a GS1 symbology identifier or a separator', () => {
    expect(isGs1ElementString(']d2010345312000001117191125')).toBe(true);
    expect(isGs1ElementString(`10ABC${GS1_SEPARATOR}15210526`)).toBe(true);
    expect(isGs1ElementString('CSQU3054383')).toBe(false);
    expect(isGs1ElementString(']E05901234123457')).toBe(false);
  });
});

describe('gs1DateToIso', () => {
  it('uses the ±50-year window and reads day 00 as the last day', () => {
    expect(gs1DateToIso('991231', 2025)).toBe('1999-12-31');
    expect(gs1DateToIso('750101', 2025)).toBe('2075-01-01');
    expect(gs1DateToIso('760101', 2025)).toBe('1976-01-01');
    expect(gs1DateToIso('000200', 2025)).toBe('2000-02-29');
    expect(gs1DateToIso('000200', 2060)).toBe('2100-02-28');
    expect(gs1DateToIso('211300', 2025)).toBeNull();
    expect(gs1DateToIso('21013', 2025)).toBeNull();
  });
});
