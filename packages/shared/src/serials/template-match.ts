import { label } from '../i18n/labels/label';
import type { Language } from '../i18n/languages';
import { checkIso6346, gs1CheckDigit, iso6346CheckDigit } from './check-digits';
import {
  CHAR_TYPES,
  SEGMENT_KINDS,
  type CharType,
  type CheckRule,
  type SegmentKind,
} from './serial-constants';
import type { SerialErrorKey } from './serial-errors';
import type { TemplateSegment } from './template.contract';

/**
 * Matching a scanned code against a serial-number template (issue 18; spec §3
 * "Serial-number template", §5): the code is cut into the template's fixed-length segments in
 * order, each segment is checked (character type, static value, scan context, characters it
 * must and must not contain), then the whole code against the template's check rule. The first
 * broken rule is the answer, as an error key of the catalog and its parameters.
 */

/** The scan's context: what product ID, supplier ID and version no. segments must equal. */
export interface MatchContext {
  productCode?: string | null;
  supplierCode?: string | null;
  versionNo?: string | null;
}

/** What matching needs of a template (a template version or a draft being edited). */
export interface MatchTemplate {
  name: string;
  segments: readonly TemplateSegment[];
  checkRule: CheckRule;
}

/** Why a code does not match: an error key, its parameters and the segment at fault. */
export interface MatchFailure {
  key: SerialErrorKey;
  /** raw values: `kind` and `charType` are enum values (see failureParamsIn) */
  params: Record<string, string | number>;
  /** 1-based; null when the whole code is at fault (length, check rule) */
  segment: number | null;
}

/** A match: the segments' values in order, or the first rule the code breaks. */
export type MatchResult = { ok: true; values: string[] } | { ok: false; failure: MatchFailure };

const CHAR_TYPE_PATTERNS: Record<CharType, RegExp> = {
  digits: /^[0-9]+$/,
  letters: /^[A-Za-z]+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
};

/** The alphabets generateCode picks from (upper-case letters only). */
const GENERATED_ALPHABETS: Record<CharType, string> = {
  digits: '0123456789',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alphanumeric: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/** The context field a dynamic segment of a kind must equal. */
const CONTEXT_FIELDS: Partial<Record<SegmentKind, keyof MatchContext>> = {
  productId: 'productCode',
  supplierId: 'supplierCode',
  versionNo: 'versionNo',
};

/** The context value a dynamic segment must equal, null when it is free. */
function contextValue(segment: TemplateSegment, context: MatchContext): string | null {
  if (segment.matchType !== 'dynamic') return null;
  const field = CONTEXT_FIELDS[segment.kind];
  const value = field ? context[field] : null;
  return value ? value : null;
}

/** The distinct characters of `chars` that are (or are not) in `value`, in their order. */
const charsWhere = (chars: string, value: string, present: boolean): string =>
  [...new Set(chars)].filter((char) => value.includes(char) === present).join('');

/** The length of a code of the template: the sum of its segments' lengths. */
export const templateLength = (segments: readonly TemplateSegment[]): number =>
  segments.reduce((sum, segment) => sum + segment.length, 0);

/** Whether codes of the template carry a unique segment (one not repeatable, e.g. a serial no.). */
export const templateMakesUnique = (segments: readonly TemplateSegment[]): boolean =>
  segments.some((segment) => segment.repeatable === false);

/** The first rule a segment's value breaks, null when it conforms. */
function segmentFailure(
  segment: TemplateSegment,
  index: number,
  value: string,
  context: MatchContext,
): MatchFailure | null {
  const fail = (key: SerialErrorKey, params: Record<string, string | number>): MatchFailure => ({
    key,
    params: { segment: index, kind: segment.kind, ...params },
    segment: index,
  });
  if (!CHAR_TYPE_PATTERNS[segment.charType].test(value)) {
    return fail('serials.segmentCharType', { value, charType: segment.charType });
  }
  if (segment.matchType === 'static' && value !== segment.staticValue) {
    return fail('serials.segmentStatic', { expected: segment.staticValue, value });
  }
  const expected = contextValue(segment, context);
  if (expected !== null && value !== expected) {
    return fail('serials.segmentContext', { expected, value });
  }
  const missing = charsWhere(segment.mustContain, value, false);
  if (missing) return fail('serials.segmentMustContain', { value, chars: missing });
  const forbidden = charsWhere(segment.mustNotContain, value, true);
  if (forbidden) return fail('serials.segmentMustNotContain', { value, chars: forbidden });
  return null;
}

/** The GS1 mod-10 digit a code's body needs (an empty body needs 0). */
const gs1DigitOf = (body: string): number => (body === '' ? 0 : gs1CheckDigit(body));

/** The check rule's refusal of a whole code whose segments conform, null when it passes. */
function checkRuleFailure(template: MatchTemplate, code: string): MatchFailure | null {
  if (template.checkRule === 'iso6346') {
    const check = checkIso6346(code);
    return check.ok
      ? null
      : {
          key: 'serials.containerNonConforming',
          params: {
            reason: check.reason,
            ...(check.why ? { reasonKey: check.why.key, ...check.why.params } : {}),
          },
          segment: null,
        };
  }
  if (template.checkRule === 'gs1Mod10') {
    // GS1 mod 10 is defined over digits: the first segment holding another character is at fault
    let offset = 0;
    for (const [i, segment] of template.segments.entries()) {
      const value = code.slice(offset, offset + segment.length);
      offset += segment.length;
      if (!CHAR_TYPE_PATTERNS.digits.test(value)) {
        return {
          key: 'serials.segmentCharType',
          params: { segment: i + 1, kind: segment.kind, value, charType: 'digits' },
          segment: i + 1,
        };
      }
    }
    const expected = gs1DigitOf(code.slice(0, -1));
    const actual = Number(code.slice(-1));
    return actual === expected
      ? null
      : { key: 'serials.checkDigit', params: { actual, expected }, segment: null };
  }
  return null;
}

/**
 * Matches a code against a template: its length, then each segment in order (character type,
 * static value, the context's product / supplier code or version no. for dynamic segments of
 * those kinds, must-contain and must-not-contain characters), then the check rule (ISO 6346 or
 * GS1 mod 10 over the whole code). Matching is case-sensitive; normalise container numbers
 * first (normalizeContainerNumber). A gs1Mod10 code holding a non-digit is refused as
 * `serials.segmentCharType` (digits) of the segment holding it.
 */
export function matchCode(
  template: MatchTemplate,
  code: string,
  context: MatchContext = {},
): MatchResult {
  const expected = templateLength(template.segments);
  if (code.length !== expected) {
    return {
      ok: false,
      failure: {
        key: 'serials.codeLength',
        params: { actual: code.length, expected, template: template.name },
        segment: null,
      },
    };
  }
  const values: string[] = [];
  let offset = 0;
  for (const [i, segment] of template.segments.entries()) {
    const value = code.slice(offset, offset + segment.length);
    offset += segment.length;
    const failure = segmentFailure(segment, i + 1, value, context);
    if (failure) return { ok: false, failure };
    values.push(value);
  }
  const failure = checkRuleFailure(template, code);
  return failure ? { ok: false, failure } : { ok: true, values };
}

const isSegmentKind = (value: unknown): value is SegmentKind =>
  (SEGMENT_KINDS as readonly unknown[]).includes(value);
const isCharType = (value: unknown): value is CharType =>
  (CHAR_TYPES as readonly unknown[]).includes(value);

const ISO6346_WHYS = ['length', 'owner', 'category', 'digits', 'checkDigit'] as const;
const isIso6346Why = (value: unknown): value is (typeof ISO6346_WHYS)[number] =>
  (ISO6346_WHYS as readonly unknown[]).includes(value);

/**
 * A failure's parameters for the message in `lang`: `kind` and `charType` as their labels
 * (serials:segmentKinds.*, serials:charTypes.*), an ISO 6346 reason in words
 * (serials:iso6346.*), the others as they are.
 */
export function failureParamsIn(
  lang: Language,
  failure: MatchFailure,
): Record<string, string | number> {
  const params = { ...failure.params };
  if (isSegmentKind(params.kind)) params.kind = label(lang, `serials:segmentKinds.${params.kind}`);
  if (isCharType(params.charType)) {
    params.charType = label(lang, `serials:charTypes.${params.charType}`);
  }
  if (isIso6346Why(params.reasonKey)) {
    params.reason = label(lang, `serials:iso6346.${params.reasonKey}`, params);
  }
  return params;
}

/** A value for a free dynamic segment: its must-contain characters, then picked ones. */
function freeValue(
  segment: TemplateSegment,
  pick: (alphabet: string, length: number) => string,
): string {
  const required = [...new Set(segment.mustContain)].join('');
  const alphabet = [...GENERATED_ALPHABETS[segment.charType]]
    .filter((char) => !segment.mustNotContain.includes(char))
    .join('');
  const rest = segment.length - required.length;
  if (rest < 0 || (rest > 0 && alphabet === '')) {
    throw new Error(
      `Segment ${segment.kind} (${segment.length}) cannot hold ${segment.mustContain}`,
    );
  }
  return rest > 0 ? required + pick(alphabet, rest) : required;
}

/**
 * Builds a code the template accepts (property tests, demo data, the bench): static segments
 * take their value, dynamic product / supplier / version segments the context's value when it
 * has one, the others their must-contain characters then `pick(alphabet, length)` characters
 * (`pick` must return `length` characters of `alphabet`; letters are upper-case). With check
 * rule iso6346 or gs1Mod10 the last segment (length 1, digits) is the computed check digit,
 * and with iso6346 the 4th character is made a category letter (U, J or Z) when it is free.
 * @throws Error when the template accepts no code built so (e.g. a context value of the
 * wrong length, a gs1Mod10 template with letters, must-contain characters that do not fit)
 */
export function generateCode(
  template: MatchTemplate,
  context: MatchContext,
  pick: (alphabet: string, length: number) => string,
): string {
  const { segments, checkRule } = template;
  const checked = checkRule !== 'none';
  if (checked && segments[segments.length - 1]?.length !== 1) {
    throw new Error(`Template ${template.name}: its last segment must be the 1-digit check digit`);
  }
  const values = segments.map((segment, i) => {
    if (checked && i === segments.length - 1) return '0';
    if (segment.matchType === 'static') return segment.staticValue;
    return contextValue(segment, context) ?? freeValue(segment, pick);
  });
  if (checkRule === 'iso6346') makeCategoryLetter(segments, values, context, pick);
  const body = values.slice(0, checked ? -1 : undefined).join('');
  let code = body;
  if (checkRule === 'iso6346') {
    if (!/^[A-Za-z0-9]{10}$/.test(body)) {
      throw new Error(`Template ${template.name} cannot carry ISO 6346 container numbers`);
    }
    code = `${body}${iso6346CheckDigit(body)}`;
  } else if (checkRule === 'gs1Mod10') {
    if (!/^[0-9]*$/.test(body))
      throw new Error(`Template ${template.name} mixes letters and GS1 mod 10`);
    code = `${body}${gs1DigitOf(body)}`;
  }
  const result = matchCode(template, code, context);
  if (!result.ok) {
    throw new Error(
      `Template ${template.name} refuses the code built for it, ${code}: ${result.failure.key}`,
    );
  }
  return code;
}

/** ISO 6346: the 4th character, when it lies in a free segment, becomes U, J or Z. */
function makeCategoryLetter(
  segments: readonly TemplateSegment[],
  values: string[],
  context: MatchContext,
  pick: (alphabet: string, length: number) => string,
): void {
  let offset = 0;
  for (const [i, segment] of segments.entries()) {
    const at = 3 - offset;
    offset += segment.length;
    if (at < 0 || at >= segment.length) continue;
    const value = values[i]!;
    const free = segment.matchType === 'dynamic' && contextValue(segment, context) === null;
    if (!free || 'UJZ'.includes(value[at]!)) return;
    const categories = [...'UJZ'].filter((char) => !segment.mustNotContain.includes(char)).join('');
    if (categories) values[i] = value.slice(0, at) + pick(categories, 1) + value.slice(at + 1);
    return;
  }
}

const containerSegment = (
  kind: SegmentKind,
  charType: CharType,
  length: number,
): TemplateSegment => ({
  kind,
  matchType: 'dynamic',
  staticValue: '',
  charType,
  length,
  mustContain: '',
  mustNotContain: '',
  repeatable: true,
});

/**
 * The segments of an ISO 6346 container number, for a container template with check rule
 * iso6346: owner code and category (4 letters), serial number (6 digits), check digit. The
 * serial segment is repeatable: the same 6 digits recur under other owner codes.
 */
export const DEFAULT_CONTAINER_SEGMENTS: TemplateSegment[] = [
  containerSegment('other', 'letters', 4),
  containerSegment('serialNo', 'digits', 6),
  containerSegment('other', 'digits', 1),
];
