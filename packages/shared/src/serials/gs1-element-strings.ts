import { gs1CheckDigit } from './check-digits';
import { GS1_AI_TABLE } from './gs1-ai-table';

/**
 * GS1 element strings as a keyboard-wedge scanner types them (issue 18): an optional
 * symbology identifier (]C1 GS1-128, ]e0 GS1 DataBar, ]d2 GS1 DataMatrix, ]Q3 GS1 QR Code,
 * ]J1 GS1 DotCode), then AI + value pairs; a variable-length value ends at ASCII 29 (GS, the
 * FNC1 separator) or at the end, a predefined-length one (00–03, 11–20, 31–36, 41x) needs no
 * separator. Values are checked against the AI's format: character set, length, check digits
 * (SSCC, GTIN, GLN…), dates and times. Companion/exclusion rules between AIs (GS1's "req" and
 * "ex") and code-list checks (countries, currencies, IBAN…) are not enforced.
 */

/** ASCII 29, the group separator a scanner sends for FNC1. */
export const GS1_SEPARATOR = '\u001d';

/** The symbology identifiers of GS1 carriers of element strings. */
export const GS1_SYMBOLOGY_IDENTIFIERS = [']C1', ']e0', ']d2', ']Q3', ']J1'] as const;

/** One AI and its value, as scanned. */
export interface Gs1Element {
  ai: string;
  value: string;
}

/** parseGs1's answer: the elements in scanned order, or a short technical refusal. */
export type Gs1ParseResult =
  { ok: true; symbology: string | null; elements: Gs1Element[] } | { ok: false; error: string };

type Charset = 'N' | 'X' | 'Y' | 'Z';

interface Component {
  charset: Charset;
  min: number;
  max: number;
  optional: boolean;
  checks: string[];
}

interface AiSpec {
  title: string;
  predefined: boolean;
  components: Component[];
}

const COMPONENT = /^(\[)?([NXYZ])(\.\.)?(\d+)\]?(?:,(.+))?$/;

function parseComponent(token: string): Component {
  const match = COMPONENT.exec(token);
  if (!match) throw new Error(`Bad GS1 AI component ${token}`);
  const length = Number(match[4]);
  return {
    charset: match[2] as Charset,
    min: match[3] ? 1 : length,
    max: length,
    optional: Boolean(match[1]),
    checks: match[5] ? match[5].split(',') : [],
  };
}

const AIS: ReadonlyMap<string, AiSpec> = (() => {
  const table = new Map<string, AiSpec>();
  for (const line of GS1_AI_TABLE.trim().split('\n')) {
    const [body = '', title = ''] = line.split(' # ');
    const tokens = body.trim().split(/\s+/);
    const [first = '', last = first] = tokens.shift()!.split('-');
    const predefined = tokens[0] === '*';
    if (predefined) tokens.shift();
    const spec: AiSpec = { title, predefined, components: tokens.map(parseComponent) };
    for (let ai = Number(first); ai <= Number(last); ai += 1) {
      table.set(String(ai).padStart(first.length, '0'), spec);
    }
  }
  return table;
})();

/** The title of an AI ("GTIN", "BATCH/LOT"…), null when there is no such AI. */
export const gs1AiTitle = (ai: string): string | null => AIS.get(ai)?.title ?? null;

const CHARSETS: Record<Charset, { pattern: RegExp; name: string }> = {
  N: { pattern: /^[0-9]*$/, name: 'numeric' },
  X: { pattern: /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/, name: 'GS1 characters (CSET 82)' },
  Y: { pattern: /^[#\-/0-9A-Z]*$/, name: 'CSET 39 characters' },
  Z: { pattern: /^[A-Za-z0-9_-]*={0,2}$/, name: 'base64url characters' },
};

/** A character outside CSET 82, what a scanner may type besides the separator. */
const OUTSIDE_CSET_82 = /[^!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]/;

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * Whether YYMMDD / YYYYMMDD digits name a date; a two-digit year is a leap year when it is a
 * multiple of 4 (true for every year GS1's ±50-year window reaches until 2050).
 */
function isDate(digits: string, dayZeroAllowed: boolean): boolean {
  const yearDigits = digits.length - 4;
  const year = Number(digits.slice(0, yearDigits)) + (yearDigits === 2 ? 2000 : 0);
  const month = Number(digits.slice(yearDigits, yearDigits + 2));
  const day = Number(digits.slice(yearDigits + 2));
  if (month < 1 || month > 12) return false;
  if (day === 0) return dayZeroAllowed;
  return day <= daysInMonth(year, month);
}

const inRange = (digits: string, max: number): boolean => Number(digits) <= max;

/** The content checks of the table: a refusal text, or null when the part passes. */
const CHECKS: Record<string, (part: string, ai: string) => string | null> = {
  csum: (part, ai) => {
    const expected = gs1CheckDigit(part.slice(0, -1));
    const actual = Number(part.slice(-1));
    return actual === expected ? null : `(${ai}) check digit ${actual}, expected ${expected}`;
  },
  yymmd0: (part, ai) => (isDate(part, true) ? null : `invalid date ${part} in (${ai})`),
  yymmdd: (part, ai) => (isDate(part, false) ? null : `invalid date ${part} in (${ai})`),
  yyyymmdd: (part, ai) => (isDate(part, false) ? null : `invalid date ${part} in (${ai})`),
  hh: (part, ai) => (inRange(part, 23) ? null : `invalid hour ${part} in (${ai})`),
  mi: (part, ai) => (inRange(part, 59) ? null : `invalid minute ${part} in (${ai})`),
  ss: (part, ai) => (inRange(part, 59) ? null : `invalid second ${part} in (${ai})`),
  hhmi: (part, ai) =>
    inRange(part.slice(0, 2), 23) && inRange(part.slice(2), 59)
      ? null
      : `invalid time ${part} in (${ai})`,
  yesno: (part, ai) => (part === '0' || part === '1' ? null : `(${ai}) must be 0 or 1`),
  zero: (part, ai) => (part === '0' ? null : `(${ai}) must start with 0`),
  nonzero: (part, ai) => (/[1-9]/.test(part) ? null : `(${ai}) has a zero measure`),
  hyphen: (part, ai) => (part === '-' ? null : `(${ai}) sign must be '-'`),
  nozeroprefix: (part, ai) =>
    part.length > 1 && part.startsWith('0') ? `(${ai}) must not start with 0` : null,
  hasnondigit: (part, ai) => (/[^0-9]/.test(part) ? null : `(${ai}) must hold a non-digit`),
  pieceoftotal: (part, ai) => {
    const piece = Number(part.slice(0, 2));
    const total = Number(part.slice(2));
    return piece >= 1 && piece <= total ? null : `(${ai}) piece ${piece} of ${total}`;
  },
};

/** The lengths of a value's components when it is `length` long, null when it cannot be. */
function componentLengths(components: readonly Component[], length: number): number[] | null {
  const lengths: number[] = [];
  let rest = length;
  for (const component of components) {
    if (rest === 0 && component.optional) break;
    const take = Math.min(rest, component.max);
    if (take < component.min) return null;
    lengths.push(take);
    rest -= take;
  }
  return rest === 0 ? lengths : null;
}

/** "14", "1 to 20", "6 or 10", "3, 6, 9, 12 or 15": the lengths an AI's value may have. */
function lengthsText(spec: AiSpec): string {
  const most = spec.components.reduce((sum, component) => sum + component.max, 0);
  const valid: number[] = [];
  for (let n = 1; n <= most; n += 1) if (componentLengths(spec.components, n)) valid.push(n);
  const first = valid[0]!;
  const last = valid[valid.length - 1]!;
  if (valid.length === 1) return String(first);
  if (last - first + 1 === valid.length && valid.length > 2) return `${first} to ${last}`;
  return `${valid.slice(0, -1).join(', ')} or ${last}`;
}

/** Checks one element's value: null when it conforms, else the refusal. */
function checkValue(ai: string, spec: AiSpec, value: string): string | null {
  const lengths = componentLengths(spec.components, value.length);
  if (!lengths) return `(${ai}) has ${value.length} characters, expected ${lengthsText(spec)}`;
  let offset = 0;
  for (let i = 0; i < lengths.length; i += 1) {
    const component = spec.components[i]!;
    const part = value.slice(offset, offset + lengths[i]!);
    offset += part.length;
    const charset = CHARSETS[component.charset];
    if (!charset.pattern.test(part)) return `(${ai}) must be ${charset.name}`;
    for (const check of component.checks) {
      const refusal = CHECKS[check]?.(part, ai);
      if (refusal) return refusal;
    }
  }
  return null;
}

/** The AI at `position` (2 to 4 digits; GS1's AIs are prefix-free), or null. */
function aiAt(data: string, position: number): string | null {
  for (let length = 2; length <= 4; length += 1) {
    const ai = data.slice(position, position + length);
    if (ai.length === length && /^[0-9]+$/.test(ai) && AIS.has(ai)) return ai;
  }
  return null;
}

const describeChar = (char: string): string =>
  /[\x21-\x7e]/.test(char)
    ? `'${char}'`
    : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Splits what a scanner typed into GS1 elements, checking each value against its AI. A
 * trailing GS and a GS after a predefined-length value are ignored; a GS right after the
 * symbology identifier (FNC1 in first position) too. An AI repeated with another value is
 * refused; repeated with the same value it is kept twice.
 */
export function parseGs1(input: string): Gs1ParseResult {
  if (input === '') return { ok: false, error: 'empty input' };
  let symbology: string | null = null;
  let data = input;
  if (input.startsWith(']')) {
    const identifier = input.slice(0, 3);
    if (!(GS1_SYMBOLOGY_IDENTIFIERS as readonly string[]).includes(identifier)) {
      return {
        ok: false,
        error: `symbology identifier ${identifier} carries no GS1 element strings`,
      };
    }
    symbology = identifier;
    data = input.slice(3);
  }
  if (data.startsWith(GS1_SEPARATOR)) data = data.slice(1);
  if (data === '') {
    return {
      ok: false,
      error: symbology ? 'empty GS1 data after symbology identifier' : 'empty input',
    };
  }
  const outside = OUTSIDE_CSET_82.exec(data.replaceAll(GS1_SEPARATOR, ''));
  if (outside) {
    return { ok: false, error: `character ${describeChar(outside[0])} is outside the GS1 set` };
  }

  const elements: Gs1Element[] = [];
  let position = 0;
  while (position < data.length) {
    if (data[position] === GS1_SEPARATOR) {
      return { ok: false, error: `empty element at position ${position + 1} (two separators)` };
    }
    const ai = aiAt(data, position);
    if (!ai) return { ok: false, error: `no AI starts '${data.slice(position, position + 4)}'` };
    const spec = AIS.get(ai)!;
    const start = position + ai.length;
    let value: string;
    if (spec.predefined) {
      const length = spec.components.reduce((sum, component) => sum + component.max, 0);
      value = data.slice(start, start + length);
      if (value.includes(GS1_SEPARATOR)) {
        return { ok: false, error: `separator inside the fixed-length (${ai}) value` };
      }
      if (value.length < length) {
        return {
          ok: false,
          error:
            value === ''
              ? `(${ai}) with no data`
              : `(${ai}) needs ${length} digits, only ${value.length} present`,
        };
      }
      position = start + length;
      if (data[position] === GS1_SEPARATOR) position += 1;
    } else {
      const end = data.indexOf(GS1_SEPARATOR, start);
      value = data.slice(start, end < 0 ? data.length : end);
      if (value === '') return { ok: false, error: `(${ai}) with no data` };
      position = end < 0 ? data.length : end + 1;
    }
    const refusal = checkValue(ai, spec, value);
    if (refusal) return { ok: false, error: refusal };
    if (elements.some((element) => element.ai === ai && element.value !== value)) {
      return { ok: false, error: `(${ai}) repeated with different values` };
    }
    elements.push({ ai, value });
  }
  return { ok: true, symbology, elements };
}

/**
 * A cheap test of whether a scan looks like GS1 element strings (a GS1 symbology identifier
 * or a separator in it) rather than a plain code; parseGs1 decides.
 */
export const isGs1ElementString = (input: string): boolean =>
  GS1_SYMBOLOGY_IDENTIFIERS.some((identifier) => input.startsWith(identifier)) ||
  input.includes(GS1_SEPARATOR);

/**
 * The calendar date of a GS1 YYMMDD value as YYYY-MM-DD, the century chosen by GS1's window
 * (a year more than 50 ahead of `referenceYear` is in the previous century, one 50 or more
 * behind in the next) and day 00 read as the month's last day; null when it is no date.
 */
export function gs1DateToIso(yymmdd: string, referenceYear: number): string | null {
  if (!/^[0-9]{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4));
  const difference = yy - (referenceYear % 100);
  const century =
    Math.floor(referenceYear / 100) + (difference >= 51 ? -1 : difference <= -50 ? 1 : 0);
  const year = century * 100 + yy;
  if (month < 1 || month > 12) return null;
  if (day === 0) day = daysInMonth(year, month);
  if (day > daysInMonth(year, month)) return null;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
