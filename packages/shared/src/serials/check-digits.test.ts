import { describe, expect, it } from 'vitest';
import {
  buildSscc,
  checkGtin,
  checkIso6346,
  checkSscc,
  gs1CheckDigit,
  iso6346CheckDigit,
  isValidGtin,
  isValidSscc,
  normalizeContainerNumber,
} from './check-digits';

/**
 * Peers' own test cases (bench/barcodes/cases.json of the shared bench, sections iso6346, gtin
 * and sscc; its README names each peer and snapshot), copied here because packages/shared
 * reads no files. `why` is the reason the checks give word for word.
 */
interface CodeCase {
  code: string;
  valid: boolean;
  normalized?: string;
  why?: string;
}

const ISO6346_CASES: readonly CodeCase[] = [
  { code: 'CSQU3054383', valid: true },
  { code: 'csqu3054383', valid: true, normalized: 'CSQU3054383' },
  { code: 'TCNU7200794', valid: true },
  { code: 'TOLU4734787', valid: true },
  { code: 'GYOU4047990', valid: true },
  { code: 'CSQU3054384', valid: false, why: 'check digit 4, expected 3' },
  { code: 'CSQU305438', valid: false, why: 'length 10, expected 11' },
  { code: 'CSQU3054Z83', valid: false, why: 'serial number and check digit must be 7 digits' },
  { code: 'HLXU2008419', valid: true },
  { code: 'TGHU7599330', valid: true },
  { code: 'ECMU4657496', valid: true },
  { code: 'MEDU6246078', valid: true },
  { code: 'YMLU2809976', valid: true },
  { code: 'MRKU0046221', valid: true },
  { code: 'EMCU3811879', valid: true },
  { code: 'OOLU8643084', valid: true },
  { code: 'HJCU1922713', valid: true },
  { code: 'OOLU1922713', valid: false, why: 'check digit 3, expected 8' },
  { code: 'HJCU1922413', valid: false, why: 'check digit 3, expected 5' },
  { code: 'FCUI985619', valid: false, why: 'length 10, expected 11' },
  { code: 'ECMJ4657496', valid: false, why: 'check digit 6, expected 9' },
  { code: 'TBJA7176445', valid: false, why: "category letter 'A' is not U, J or Z" },
  { code: 'AFFU5962593', valid: false, why: 'check digit 3, expected 9' },
  { code: 'APZU3789870', valid: true },
  { code: 'TEMU1002030', valid: true },
  { code: 'DFSU1704420', valid: true },
  { code: 'CMAU2221480', valid: true },
  { code: 'SEGU5060260', valid: true },
  { code: 'FCIU8939320', valid: true },
  { code: 'TRHU3495670', valid: true },
  { code: 'MEDU3871410', valid: true },
  { code: 'CMAU2184010', valid: true },
  { code: 'TCLU2265970', valid: true },
  { code: 'APZU3789871', valid: false, why: 'check digit 1, expected 0' },
  { code: 'TEMU1002031', valid: false, why: 'check digit 1, expected 0' },
  { code: 'DFSU1704421', valid: false, why: 'check digit 1, expected 0' },
  { code: 'CMAU2221481', valid: false, why: 'check digit 1, expected 0' },
  { code: 'SEGU5060261', valid: false, why: 'check digit 1, expected 0' },
  { code: 'MSKU6011672', valid: true },
  { code: 'msku6011672', valid: true, normalized: 'MSKU6011672' },
  {
    code: '6011672msku',
    valid: false,
    normalized: '6011672MSKU',
    why: 'owner code must be 3 capital letters',
  },
  { code: 'INXU6011677', valid: false, why: 'check digit 7, expected 3' },
  { code: '00000000000', valid: false, why: 'owner code must be 3 capital letters' },
  { code: 'HLXU 123456-1', valid: true, normalized: 'HLXU1234561' },
  { code: 'HLXJ 123456-4', valid: true, normalized: 'HLXJ1234564' },
  { code: 'HLXZ 123456-5', valid: true, normalized: 'HLXZ1234565' },
  {
    code: 'HLXA 123456-1',
    valid: false,
    normalized: 'HLXA1234561',
    why: "category letter 'A' is not U, J or Z",
  },
  {
    code: 'HLXU 123456-7',
    valid: false,
    normalized: 'HLXU1234567',
    why: 'check digit 7, expected 1',
  },
  { code: 'MSKU 180651-0', valid: true, normalized: 'MSKU1806510' },
  {
    code: 'MSKU 180651-9',
    valid: false,
    normalized: 'MSKU1806519',
    why: 'check digit 9, expected 0',
  },
  { code: '123', valid: false, why: 'length 3, expected 11' },
];

const GTIN_CASES: readonly CodeCase[] = [
  { code: '7501031311309', valid: true },
  { code: '7501031311308', valid: false, why: 'check digit 8, expected 9' },
  { code: '75010313113', valid: false, why: 'length 11, expected 8, 12, 13 or 14' },
  { code: '750103AAAA309', valid: false, why: 'non-digit characters' },
  { code: '73513537', valid: true },
  { code: '9780471117094', valid: true },
  { code: '98412345678908', valid: true },
  { code: '96385074', valid: true },
  { code: '000096385074', valid: true },
  { code: '0000096385074', valid: true },
  { code: '00000096385074', valid: true },
  { code: '00000017', valid: true },
  { code: '01234565', valid: true },
  { code: '07038013', valid: true },
  { code: '614141000036', valid: true },
  { code: '036000291452', valid: true },
  { code: '000902914511', valid: true },
  { code: '5901234123457', valid: true },
  { code: '05901234123457', valid: true },
  { code: '98765432109213', valid: true },
  { code: '6712670000276', valid: true },
  { code: '5901234123458', valid: false, why: 'check digit 8, expected 7' },
  { code: '0123456789abc', valid: false, why: 'non-digit characters' },
  { code: '123', valid: false, why: 'length 3, expected 8, 12, 13 or 14' },
  { code: '123601057072', valid: true },
  { code: '9421023610112', valid: true },
  { code: '1234567890128', valid: true },
  { code: '4012345678901', valid: true },
  { code: '9771234567003', valid: true },
  { code: '9783161484100', valid: true },
  { code: '00012345600012', valid: true },
  { code: '10012345678902', valid: true },
  { code: '20012345678909', valid: true },
  { code: '5901234123451', valid: false, why: 'check digit 1, expected 7' },
  { code: '079777681629', valid: false, why: 'check digit 9, expected 0' },
  { code: '0705632085948', valid: false, why: 'check digit 8, expected 3' },
  { code: '24012345678905', valid: true },
  { code: '24012345678909', valid: false, why: 'check digit 9, expected 5' },
  { code: '2112233789657', valid: true },
  { code: '2112233789658', valid: false, why: 'check digit 8, expected 7' },
  { code: '416000336108', valid: true },
  { code: '416000336107', valid: false, why: 'check digit 7, expected 8' },
  { code: '02345680', valid: true },
  { code: '02345689', valid: false, why: 'check digit 9, expected 0' },
  { code: '2112345678900', valid: true },
  { code: '2112345678901', valid: false, why: 'check digit 1, expected 0' },
  { code: '02345673', valid: true },
  { code: '02345674', valid: false, why: 'check digit 4, expected 3' },
  { code: '95012345678903', valid: true },
  { code: '95012345678902', valid: false, why: 'check digit 2, expected 3' },
  { code: '4006381333931', valid: true },
  { code: '4006381333930', valid: false, why: 'check digit 0, expected 1' },
  { code: '4006381333932', valid: false, why: 'check digit 2, expected 1' },
  { code: '02388060112344', valid: true },
  { code: '9772049363002', valid: true },
];

const SSCC_CASES: readonly CodeCase[] = [
  { code: '157035381410375177', valid: true },
  { code: '357081300469846950', valid: true },
  { code: '370595680445154697', valid: true },
  { code: '376130321109103420', valid: true },
  { code: '376130321109103421', valid: false, why: 'check digit 1, expected 0' },
  { code: '373400306809981733', valid: true },
  { code: '123', valid: false, why: 'length 3, expected 18' },
  { code: '012345678901234abc', valid: false, why: 'non-digit characters' },
  { code: '106141411234567897', valid: true },
  { code: '106141411234567890', valid: false, why: 'check digit 0, expected 7' },
  { code: '123456789012345678', valid: false, why: 'check digit 8, expected 5' },
  { code: '1234567890123456789', valid: false, why: 'length 19, expected 18' },
  { code: '12345678901234567', valid: false, why: 'length 17, expected 18' },
  { code: 'ABCDEFGHIJKLMNOPQR', valid: false, why: 'non-digit characters' },
  { code: '123456789012345675', valid: true },
  { code: '123456789012345670', valid: false, why: 'check digit 0, expected 5' },
  { code: 'A23456789012345675', valid: false, why: 'non-digit characters' },
];

describe('ISO 6346 container numbers', () => {
  it.each(ISO6346_CASES)('$code valid: $valid', ({ code, valid, normalized, why }) => {
    const result = checkIso6346(code);
    if (valid) {
      expect(result).toEqual({ ok: true, normalized: normalized ?? code });
    } else {
      expect(result).toMatchObject({ ok: false, reason: why });
    }
    expect(normalizeContainerNumber(code)).toBe(normalized ?? code.toUpperCase());
  });

  it('computes the check digit, a remainder of 10 written as 0', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(iso6346CheckDigit('APZU378987')).toBe(0);
    expect(iso6346CheckDigit('csqu305438')).toBe(3);
  });

  it('refuses a check digit input that is not 10 letters and digits', () => {
    expect(() => iso6346CheckDigit('CSQU30543')).toThrow(RangeError);
    expect(() => iso6346CheckDigit('CSQU30543-')).toThrow(RangeError);
  });
});

describe('GTIN', () => {
  it.each(GTIN_CASES)('$code valid: $valid', ({ code, valid, why }) => {
    expect(isValidGtin(code)).toBe(valid);
    expect(checkGtin(code)).toEqual(
      valid ? { ok: true, normalized: code } : { ok: false, reason: why },
    );
  });
});

describe('SSCC', () => {
  it.each(SSCC_CASES)('$code valid: $valid', ({ code, valid, why }) => {
    expect(isValidSscc(code)).toBe(valid);
    expect(checkSscc(code)).toEqual(
      valid ? { ok: true, normalized: code } : { ok: false, reason: why },
    );
  });
});

describe('gs1CheckDigit', () => {
  it('is the GS1 mod-10 digit', () => {
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(gs1CheckDigit('0')).toBe(0);
  });

  it('takes digits only', () => {
    expect(() => gs1CheckDigit('')).toThrow(RangeError);
    expect(() => gs1CheckDigit('12a')).toThrow(RangeError);
  });
});

describe('buildSscc', () => {
  it('builds the GS1 example SSCC', () => {
    expect(buildSscc(1, '0614141', 123456789)).toBe('106141411234567897');
  });

  it('zero-pads the serial reference to 17 digits before the check digit', () => {
    const sscc = buildSscc(0, '123456789012', 7);
    expect(sscc).toHaveLength(18);
    expect(sscc.slice(0, 17)).toBe('01234567890120007');
    expect(isValidSscc(sscc)).toBe(true);
  });

  it('refuses what does not fit', () => {
    expect(() => buildSscc(0, '123456789012', 10_000)).toThrow(RangeError);
    expect(() => buildSscc(10, '0614141', 1)).toThrow(RangeError);
    expect(() => buildSscc(-1, '0614141', 1)).toThrow(RangeError);
    expect(() => buildSscc(1, '06141a1', 1)).toThrow(RangeError);
    expect(() => buildSscc(1, '0614141', -1)).toThrow(RangeError);
    expect(() => buildSscc(1, '0614141', 1.5)).toThrow(RangeError);
  });
});
