import { gs1CheckDigit } from './check-digits';

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

/**
 * The AIs: `AI[-last AI] [*] components # title`; `*` marks GS1's predefined-length AIs (all
 * numeric, no separator after them). A component is a type (N digits, X CSET 82, Y CSET 39,
 * Z base64url) with a length (`N6` exactly, `X..20` up to), optional when bracketed, and its
 * checks.
 * Derived from the GS1 Barcode Syntax Dictionary (github.com/gs1/gs1-syntax-dictionary,
 * Apache-2.0, GS1 AISBL) with the AI-pairing attributes and the code-list checks left out.
 */
const AI_TABLE = `
00 * N18,csum # SSCC
01 * N14,csum # GTIN
02 * N14,csum # CONTENT
03 * N14,csum # MTO GTIN
10 X..20 # BATCH/LOT
11 * N6,yymmd0 # PROD DATE
12 * N6,yymmd0 # DUE DATE
13 * N6,yymmd0 # PACK DATE
15 * N6,yymmd0 # BEST BEFORE or BEST BY
16 * N6,yymmd0 # SELL BY
17 * N6,yymmd0 # USE BY or EXPIRY
20 * N2 # VARIANT
21 X..20 # SERIAL
22 X..20 # CPV
235 X..28 # TPX
240 X..30 # ADDITIONAL ID
241 X..30 # CUST. PART No.
242 N..6 # MTO VARIANT
243 X..20 # PCN
250 X..30 # SECONDARY SERIAL
251 X..30 # REF. TO SOURCE
253 N13,csum [X..17] # GDTI
254 X..20 # GLN EXTENSION COMPONENT
255 N13,csum [N..12] # GCN
30 N..8 # VAR. COUNT
3100-3105 * N6 # NET WEIGHT (kg)
3110-3115 * N6 # LENGTH (m)
3120-3125 * N6 # WIDTH (m)
3130-3135 * N6 # HEIGHT (m)
3140-3145 * N6 # AREA (m²)
3150-3155 * N6 # NET VOLUME (l)
3160-3165 * N6 # NET VOLUME (m³)
3200-3205 * N6 # NET WEIGHT (lb)
3210-3215 * N6 # LENGTH (in)
3220-3225 * N6 # LENGTH (ft)
3230-3235 * N6 # LENGTH (yd)
3240-3245 * N6 # WIDTH (in)
3250-3255 * N6 # WIDTH (ft)
3260-3265 * N6 # WIDTH (yd)
3270-3275 * N6 # HEIGHT (in)
3280-3285 * N6 # HEIGHT (ft)
3290-3295 * N6 # HEIGHT (yd)
3300-3305 * N6 # GROSS WEIGHT (kg)
3310-3315 * N6 # LENGTH (m), log
3320-3325 * N6 # WIDTH (m), log
3330-3335 * N6 # HEIGHT (m), log
3340-3345 * N6 # AREA (m²), log
3350-3355 * N6 # VOLUME (l), log
3360-3365 * N6 # VOLUME (m³), log
3370-3375 * N6 # KG PER m²
3400-3405 * N6 # GROSS WEIGHT (lb)
3410-3415 * N6 # LENGTH (in), log
3420-3425 * N6 # LENGTH (ft), log
3430-3435 * N6 # LENGTH (yd), log
3440-3445 * N6 # WIDTH (in), log
3450-3455 * N6 # WIDTH (ft), log
3460-3465 * N6 # WIDTH (yd), log
3470-3475 * N6 # HEIGHT (in), log
3480-3485 * N6 # HEIGHT (ft), log
3490-3495 * N6 # HEIGHT (yd), log
3500-3505 * N6 # AREA (in²)
3510-3515 * N6 # AREA (ft²)
3520-3525 * N6 # AREA (yd²)
3530-3535 * N6 # AREA (in²), log
3540-3545 * N6 # AREA (ft²), log
3550-3555 * N6 # AREA (yd²), log
3560-3565 * N6 # NET WEIGHT (tr oz)
3570-3575 * N6 # NET VOLUME (oz)
3600-3605 * N6 # NET VOLUME (qt (US))
3610-3615 * N6 # NET VOLUME (gal.)
3620-3625 * N6 # VOLUME (qt (US)), log
3630-3635 * N6 # VOLUME (gal (US)), log
3640-3645 * N6 # NET VOLUME (in³)
3650-3655 * N6 # NET VOLUME (ft³)
3660-3665 * N6 # NET VOLUME (yd³)
3670-3675 * N6 # VOLUME (in³), log
3680-3685 * N6 # VOLUME (ft³), log
3690-3695 * N6 # VOLUME (yd³), log
37 N..8 # COUNT
3900-3909 N..15 # AMOUNT
3910-3919 N3 N..15 # AMOUNT
3920-3929 N..15 # PRICE
3930-3939 N3 N..15 # PRICE
3940-3943 N4 # PRCNT OFF
3950-3955 N6 # PRICE/UoM
400 X..30 # ORDER NUMBER
401 X..30 # GINC
402 N17,csum # GSIN
403 X..30 # ROUTE
410 * N13,csum # SHIP TO LOC
411 * N13,csum # BILL TO
412 * N13,csum # PURCHASE FROM
413 * N13,csum # SHIP FOR LOC
414 * N13,csum # LOC No.
415 * N13,csum # PAY TO
416 * N13,csum # PROD/SERV LOC
417 * N13,csum # PARTY
420 X..20 # SHIP TO POST
421 N3 X..9 # SHIP TO POST
422 N3 # ORIGIN
423 N3 [N3] [N3] [N3] [N3] # COUNTRY - INITIAL PROCESS
424 N3 # COUNTRY - PROCESS
425 N3 [N3] [N3] [N3] [N3] # COUNTRY - DISASSEMBLY
426 N3 # COUNTRY - FULL PROCESS
427 X..3 # ORIGIN SUBDIVISION
4300 X..35 # SHIP TO COMP
4301 X..35 # SHIP TO NAME
4302 X..70 # SHIP TO ADD1
4303 X..70 # SHIP TO ADD2
4304 X..70 # SHIP TO SUB
4305 X..70 # SHIP TO LOC
4306 X..70 # SHIP TO REG
4307 X2 # SHIP TO COUNTRY
4308 X..30 # SHIP TO PHONE
4309 N10 N10 # SHIP TO GEO
4310 X..35 # RTN TO COMP
4311 X..35 # RTN TO NAME
4312 X..70 # RTN TO ADD1
4313 X..70 # RTN TO ADD2
4314 X..70 # RTN TO SUB
4315 X..70 # RTN TO LOC
4316 X..70 # RTN TO REG
4317 X2 # RTN TO COUNTRY
4318 X..20 # RTN TO POST
4319 X..30 # RTN TO PHONE
4320 X..35 # SRV DESCRIPTION
4321 N1,yesno # DANGEROUS GOODS
4322 N1,yesno # AUTH TO LEAVE
4323 N1,yesno # SIG REQUIRED
4324 N6,yymmd0 N4,hhmi # NOT BEF DEL DT
4325 N6,yymmd0 N4,hhmi # NOT AFT DEL DT
4326 N6,yymmdd # REL DATE
4330 N6 [X1],hyphen # MAX TEMP F.
4331 N6 [X1],hyphen # MAX TEMP C.
4332 N6 [X1],hyphen # MIN TEMP F.
4333 N6 [X1],hyphen # MIN TEMP C.
7001 N13 # NSN
7002 X..30 # MEAT CUT
7003 N6,yymmdd N4,hhmi # EXPIRY TIME
7004 N..4 # ACTIVE POTENCY
7005 X..12 # CATCH AREA
7006 N6,yymmdd # FIRST FREEZE DATE
7007 N6,yymmdd [N6],yymmdd # HARVEST DATE
7008 X..3 # AQUATIC SPECIES
7009 X..10 # FISHING GEAR TYPE
7010 X..2 # PROD METHOD
7011 N6,yymmdd [N4],hhmi # TEST BY DATE
7020 X..20 # REFURB LOT
7021 X..20 # FUNC STAT
7022 X..20 # REV STAT
7023 X..30 # GIAI - ASSEMBLY
7030 N3 X..27 # PROCESSOR # 0
7031 N3 X..27 # PROCESSOR # 1
7032 N3 X..27 # PROCESSOR # 2
7033 N3 X..27 # PROCESSOR # 3
7034 N3 X..27 # PROCESSOR # 4
7035 N3 X..27 # PROCESSOR # 5
7036 N3 X..27 # PROCESSOR # 6
7037 N3 X..27 # PROCESSOR # 7
7038 N3 X..27 # PROCESSOR # 8
7039 N3 X..27 # PROCESSOR # 9
7040 N1 X1 X1 X1 # UIC+EXT
7041 X..4 # UFRGT UNIT TYPE
710 X..20 # NHRN PZN
711 X..20 # NHRN CIP
712 X..20 # NHRN CN
713 X..20 # NHRN DRN
714 X..20 # NHRN AIM
715 X..20 # NHRN NDC
716 X..20 # NHRN AIC
717 X..20 # NHRN SRN
7230 X2 X..28 # CERT # 1
7231 X2 X..28 # CERT # 2
7232 X2 X..28 # CERT # 3
7233 X2 X..28 # CERT # 4
7234 X2 X..28 # CERT # 5
7235 X2 X..28 # CERT # 6
7236 X2 X..28 # CERT # 7
7237 X2 X..28 # CERT # 8
7238 X2 X..28 # CERT # 9
7239 X2 X..28 # CERT # 10
7240 X..20 # PROTOCOL
7241 N2 # AIDC MEDIA TYPE
7242 X..25 # VCN
7250 N8,yyyymmdd # DOB
7251 N8,yyyymmdd N4,hhmi # DOB TIME
7252 N1 # BIO SEX
7253 X..40 # FAMILY NAME
7254 X..40 # GIVEN NAME
7255 X..10 # SUFFIX
7256 X..90 # FULL NAME
7257 X..70 # PERSON ADDR
7258 X3 # BIRTH SEQUENCE
7259 X..40 # BABY
8001 N4,nonzero N5,nonzero N3,nonzero N1 N1 # DIMENSIONS
8002 X..20 # CMT No.
8003 N1,zero N13,csum [X..16] # GRAI
8004 X..30 # GIAI
8005 N6 # PRICE PER UNIT
8006 N14,csum N4,pieceoftotal # ITIP
8007 X..34 # IBAN
8008 N6,yymmdd N2,hh [N2],mi [N2],ss # PROD TIME
8009 X..50 # OPTSEN
8010 Y..30 # CPID
8011 N..12,nozeroprefix # CPID SERIAL
8012 X..20 # VERSION
8013 X..25 # GMN
8014 X..25,hasnondigit # MUDI
8017 N18,csum # GSRN - PROVIDER
8018 N18,csum # GSRN - RECIPIENT
8019 N..10 # SRIN
8020 X..25 # REF No.
8026 N14,csum N4,pieceoftotal # ITIP CONTENT
8030 Z..90 # DIGSIG
8040 N15 # IMEI
8041 N15 # IMEI2
8042 N32 # ESIM
8043 N18 [N..2] # PSIM
8110 X..70
8111 N4 # POINTS
8112 X..70
8200 X..70 # PRODUCT URL
90 X..30 # INTERNAL
91-99 X..90 # INTERNAL
`;

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
  for (const line of AI_TABLE.trim().split('\n')) {
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
