import type { ErrorMessageKey } from '@lading/shared';

/**
 * What a person types into a cell, read the one way every import reads it: invisible
 * characters dropped, full-width forms folded (NFKC), numbers only in forms that cannot be
 * misread, dates in forms that name the month unambiguously. Shared by the order and the
 * product imports, so a rule here holds for both.
 */

/** A refusal as the column parsers report it (the row and column are the caller's). */
export interface CellRefusal {
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

/**
 * A cell the reader could not turn into a value: an error value (#N/A, #DIV/0!…) or a
 * formula saved without its result. Never text, never blank: refused where it is read.
 */
export type UnreadableCell =
  { unreadable: 'error'; error: string } | { unreadable: 'noSavedValue' };

export const isUnreadable = (cell: unknown): cell is UnreadableCell =>
  typeof cell === 'object' && cell !== null && 'unreadable' in cell;

export const unreadableRefusal = (cell: UnreadableCell): CellRefusal =>
  cell.unreadable === 'error'
    ? { key: 'import.errorValue', params: { value: cell.error } }
    : { key: 'import.formulaWithoutValue', params: {} };

/**
 * Zero-width spaces and joiners, word joiner, BOM, soft hyphen and bidi marks: what a copy
 * from a web page or a chat leaves behind, never meant as part of a value.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\uFEFF]/g;
/** Spaces other than U+0020 (no-break, thin, ideographic…). */
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/** Text as written, without invisible characters, odd spaces made plain, trimmed. */
export const cleanText = (text: string): string =>
  text.replace(INVISIBLE, '').replace(ODD_SPACES, ' ').trim();

/** A text cell with nothing but spaces and invisible characters: a blank cell. */
export const isBlankText = (cell: unknown): boolean =>
  typeof cell === 'string' && cleanText(cell) === '';

/**
 * Text whose characters carry no meaning of their own — codes, numbers, dates, words from a
 * list: full-width letters, digits and punctuation folded to their plain forms (NFKC).
 */
export const normalText = (text: string): string =>
  cleanText(text.normalize('NFKC').replace(/\u2212/g, '-'));

/** A number text read: its value, a refusal naming the fix, or `null` (not a number at all). */
export type NumberRead = { value: number } | { refused: CellRefusal } | null;

const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
/** 1,200 / 1,020.50 — comma thousands in groups of three, a point for decimals. */
const COMMA_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** 1 200 / 1 200.5 — space thousands in groups of three. */
const SPACE_THOUSANDS = /^\d{1,3}(?: \d{3})+(?:\.\d+)?$/;
/**
 * 1.200 / 12.000 / 1.200.000 — points as thousands separators (much of Europe): more than
 * one group of three, or one group ending in 0. A decimal is not written with a trailing
 * zero padding it to three places, so 3.333 and 1.125 stay decimals; 1.200 may be either.
 */
const DOT_THOUSANDS = /^[1-9]\d{0,2}(?:(?:\.\d{3}){2,}|\.\d\d0)$/;
/** 12,50 / 1.234,56 / 1 234,56 — a decimal comma. */
const DECIMAL_COMMA = /^(?:\d+|\d{1,3}(?:[. ]\d{3})+),\d+$/;
const CURRENCY =
  /^(?:US\$|USD|RMB|CNY|EUR|GBP|HKD|[$€£¥])\s*|\s*(?:US\$|USD|RMB|CNY|EUR|GBP|HKD|[$€£¥元])$/i;

/**
 * A number typed as text. Thousands separators only as commas or spaces in groups of three
 * with a point for decimals; a decimal comma, points as thousands separators and currency
 * signs are refused with the number to write instead — never guessed. With `percentSign`,
 * a trailing % is allowed (the column is in percent already).
 */
export function readNumberText(text: string, { percentSign = false } = {}): NumberRead {
  let body = normalText(text);
  if (percentSign) body = body.replace(/\s*%$/, '');
  const sign = /^[-+]/.test(body) ? body[0]! : '';
  body = body.slice(sign.length).trim();
  if (CURRENCY.test(body)) {
    const bare = body.replace(CURRENCY, '');
    const read = CURRENCY.test(bare) ? null : readNumberText(sign + bare);
    if (read === null) return null;
    const fixed = 'value' in read ? String(read.value) : '';
    return refuse('import.currencySign', { value: text.trim(), fixed: fixed || sign + bare });
  }
  const number = (digits: string): NumberRead => {
    const value = Number(sign + digits);
    return Number.isFinite(value) ? { value } : null;
  };
  if (DOT_THOUSANDS.test(body)) {
    return refuse('import.dotThousands', {
      value: text.trim(),
      whole: sign + body.replace(/\./g, ''),
      decimal: sign + String(Number(body.replace(/\.(?=.*\.)/g, ''))),
    });
  }
  if (PLAIN.test(body)) return number(body);
  if (COMMA_THOUSANDS.test(body)) return number(body.replace(/,/g, ''));
  if (SPACE_THOUSANDS.test(body)) return number(body.replace(/ /g, ''));
  if (DECIMAL_COMMA.test(body)) {
    const fixed = sign + body.replace(/[. ]/g, '').replace(',', '.');
    return refuse('import.decimalComma', { value: text.trim(), fixed });
  }
  return null;
}

const refuse = (key: ErrorMessageKey, params: CellRefusal['params']): NumberRead => ({
  refused: { key, params },
});

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1–12 for an English month name or its abbreviation (Nov, Nov., Sept); else undefined. */
export function monthOfName(word: string): number | undefined {
  const name = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex(
    (month) =>
      name === month || name === month.slice(0, 3) || (month === 'september' && name === 'sept'),
  );
  return index < 0 ? undefined : index + 1;
}

/** A time after the date (kept out of the value: the date is what a day column means). */
const TIME = String.raw`(?:(?:\s+|T)(?:上午|下午|AM|PM)?\s*\d{1,2}[:时]\d{2}.*)?`;
const MONTH = String.raw`([A-Za-z]{3,9}\.?)`;
const DAY_FORMS: { pattern: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  // 2026-11-26, 2026/11/26, 2026.11.26 (year first: never ambiguous)
  {
    pattern: new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`),
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
  // 20261126
  { pattern: /^(\d{4})(\d{2})(\d{2})$/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  // 2026年11月26日
  {
    pattern: new RegExp(String.raw`^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?${TIME}$`),
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
  // 26-Nov-2026, 26 Nov 2026, 26 November 2026, 26th Nov. 2026
  {
    pattern: new RegExp(
      String.raw`^(\d{1,2})(?:st|nd|rd|th)?[-/ .]*${MONTH}[-/ .,]+(\d{4})${TIME}$`,
      'i',
    ),
    parts: (m) => [m[3]!, m[2]!, m[1]!],
  },
  // Nov 26, 2026, November 26 2026, Nov-26-2026
  {
    pattern: new RegExp(
      String.raw`^${MONTH}[-/ .]*(\d{1,2})(?:st|nd|rd|th)?[-/ .,]+(\d{4})${TIME}$`,
      'i',
    ),
    parts: (m) => [m[3]!, m[1]!, m[2]!],
  },
  // 2026-Nov-26, 2026 Nov 26
  {
    pattern: new RegExp(String.raw`^(\d{4})[-/ .]+${MONTH}[-/ .]*(\d{1,2})${TIME}$`, 'i'),
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
];

/**
 * The year, month and day a date text names, when it names them unambiguously: year first
 * (ISO, `/`, `.`, YYYYMMDD, 年月日) or with the month as a word. Day-first and month-first
 * all-digit dates (01/02/2026) are not read: which is the month cannot be known. A time
 * after the date is left out. The calendar check is the caller's.
 */
export function dayOfText(text: string): [year: number, month: number, day: number] | undefined {
  const value = normalText(text);
  for (const { pattern, parts } of DAY_FORMS) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [year, month, day] = parts(match);
    const monthNumber = /^\d+$/.test(month) ? Number(month) : monthOfName(month);
    if (monthNumber === undefined) return undefined;
    return [Number(year), monthNumber, Number(day)];
  }
  return undefined;
}
