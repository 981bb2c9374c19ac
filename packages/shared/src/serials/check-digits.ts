/**
 * Check digits of the codes a scan station meets (issue 18): ISO 6346 container numbers and
 * GS1 keys (GTIN, SSCC). Pure functions; the refusal reasons are short neutral technical texts
 * that a localized message carries as its `{reason}`.
 */

const DIGITS = /^[0-9]+$/;

/** ISO 6346 letter values: A = 10, then up to Z = 38, skipping the multiples of 11. */
const ISO6346_LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (let code = 65; code <= 90; code += 1) {
    if (value % 11 === 0) value += 1;
    values.set(String.fromCharCode(code), value);
    value += 1;
  }
  return values;
})();

const iso6346Value = (char: string): number => {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  const value = ISO6346_LETTER_VALUES.get(char.toUpperCase());
  if (value === undefined) throw new RangeError(`'${char}' has no ISO 6346 value`);
  return value;
};

/**
 * The ISO 6346 check digit of a container number's first 10 characters (owner code, category
 * letter, 6-digit serial): letter values 10–38 skipping multiples of 11, digit values
 * themselves, weights 2^i, sum mod 11, a remainder of 10 written as 0.
 * @throws RangeError when `first10` is not 10 letters and digits
 */
export function iso6346CheckDigit(first10: string): number {
  if (first10.length !== 10)
    throw new RangeError(`ISO 6346 needs 10 characters before the check digit`);
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += iso6346Value(first10[i]!) * 2 ** i;
  return (sum % 11) % 10;
}

/** A container number as printed or typed ("hlxu 123456-1") in its stored form (HLXU1234561). */
export const normalizeContainerNumber = (code: string): string =>
  code.replace(/[\s-]+/g, '').toUpperCase();

/** Why an ISO 6346 number is refused, as the `serials:iso6346` labels say it in each language. */
export interface Iso6346Why {
  key: 'length' | 'owner' | 'category' | 'digits' | 'checkDigit';
  params: Record<string, string | number>;
}

/**
 * A check's answer: the normalized code, or a short technical reason for the refusal (and,
 * for ISO 6346, `why`: the same reason as a label key with its parameters).
 */
export type CodeCheck =
  { ok: true; normalized: string } | { ok: false; reason: string; why?: Iso6346Why };

/**
 * Checks an ISO 6346 container number after normalizing it (spaces and hyphens removed,
 * upper-cased): 3 owner letters, category U, J or Z, 6 serial digits and the check digit.
 */
export function checkIso6346(code: string): CodeCheck {
  const normalized = normalizeContainerNumber(code);
  if (normalized.length !== 11) {
    return {
      ok: false,
      reason: `length ${normalized.length}, expected 11`,
      why: { key: 'length', params: { actual: normalized.length } },
    };
  }
  if (!/^[A-Z]{3}$/.test(normalized.slice(0, 3))) {
    return {
      ok: false,
      reason: 'owner code must be 3 capital letters',
      why: { key: 'owner', params: {} },
    };
  }
  const category = normalized[3]!;
  if (!'UJZ'.includes(category)) {
    return {
      ok: false,
      reason: `category letter '${category}' is not U, J or Z`,
      why: { key: 'category', params: { category } },
    };
  }
  if (!/^[0-9]{7}$/.test(normalized.slice(4))) {
    return {
      ok: false,
      reason: 'serial number and check digit must be 7 digits',
      why: { key: 'digits', params: {} },
    };
  }
  const expected = iso6346CheckDigit(normalized.slice(0, 10));
  const actual = Number(normalized[10]);
  if (actual !== expected) {
    return {
      ok: false,
      reason: `check digit ${actual}, expected ${expected}`,
      why: { key: 'checkDigit', params: { actual, expected } },
    };
  }
  return { ok: true, normalized };
}

/**
 * The GS1 mod-10 check digit of a key without its check digit (GTIN, SSCC, GLN…): weights 3
 * and 1 alternating from the right, starting with 3.
 * @throws RangeError when the input is empty or holds a non-digit
 */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  if (!DIGITS.test(digitsWithoutCheck)) {
    throw new RangeError('A GS1 check digit is computed over digits only');
  }
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i += 1) {
    const digit = digitsWithoutCheck.charCodeAt(digitsWithoutCheck.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Checks a GS1 key of one of the given lengths: digits, length, mod-10 check digit. */
function checkGs1Key(code: string, lengths: readonly number[]): CodeCheck {
  if (!DIGITS.test(code)) return { ok: false, reason: 'non-digit characters' };
  if (!lengths.includes(code.length)) {
    const expected =
      lengths.length === 1
        ? String(lengths[0])
        : `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
    return { ok: false, reason: `length ${code.length}, expected ${expected}` };
  }
  const expected = gs1CheckDigit(code.slice(0, -1));
  const actual = Number(code[code.length - 1]);
  if (actual !== expected) {
    return { ok: false, reason: `check digit ${actual}, expected ${expected}` };
  }
  return { ok: true, normalized: code };
}

/** The lengths of a GTIN: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** Checks a GTIN-8/12/13/14 with its reason when refused (no normalisation: digits only). */
export const checkGtin = (code: string): CodeCheck => checkGs1Key(code, GTIN_LENGTHS);

/** Checks an SSCC (18 digits, GS1 mod 10) with its reason when refused. */
export const checkSscc = (code: string): CodeCheck => checkGs1Key(code, [18]);

/** A valid GTIN-8, GTIN-12, GTIN-13 or GTIN-14 (digits only, GS1 check digit). */
export const isValidGtin = (code: string): boolean => checkGtin(code).ok;

/** A valid SSCC: 18 digits with a right GS1 check digit. */
export const isValidSscc = (code: string): boolean => checkSscc(code).ok;

/**
 * Builds an SSCC: the extension digit, the GS1 company prefix, the serial reference
 * zero-padded to fill 17 digits, then the check digit.
 * @throws RangeError when the extension is not 0–9, the prefix not digits, or the serial
 * reference (a non-negative integer) does not fit in 16 − prefix length digits
 */
export function buildSscc(
  extension: number,
  companyPrefix: string,
  serialReference: number,
): string {
  if (!Number.isInteger(extension) || extension < 0 || extension > 9) {
    throw new RangeError('The SSCC extension digit is 0 to 9');
  }
  if (!DIGITS.test(companyPrefix) || companyPrefix.length > 16) {
    throw new RangeError('A GS1 company prefix is at most 16 digits');
  }
  if (!Number.isSafeInteger(serialReference) || serialReference < 0) {
    throw new RangeError('The SSCC serial reference is a non-negative integer');
  }
  const room = 16 - companyPrefix.length;
  const reference = String(serialReference);
  if (reference.length > room) {
    throw new RangeError(
      `Serial reference ${serialReference} does not fit in ${room} digits after the prefix`,
    );
  }
  const body = `${extension}${companyPrefix}${reference.padStart(room, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}
