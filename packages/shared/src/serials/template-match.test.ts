import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { label } from '../i18n/labels/label';
import { checkIso6346 } from './check-digits';
import { CHAR_TYPES, SEGMENT_KINDS, type CharType } from './serial-constants';
import type { TemplateSegment } from './template.contract';
import {
  DEFAULT_CONTAINER_SEGMENTS,
  failureParamsIn,
  generateCode,
  matchCode,
  templateLength,
  templateMakesUnique,
  type MatchContext,
} from './template-match';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABETS: Record<CharType, string> = {
  digits: '0123456789',
  letters: LETTERS,
  alphanumeric: `0123456789${LETTERS}`,
};
/** A character outside each character type. */
const FOREIGN: Record<CharType, fc.Arbitrary<string>> = {
  digits: fc.constantFrom(...LETTERS),
  letters: fc.constantFrom(...'0123456789'),
  alphanumeric: fc.constantFrom('-', '_', '.', ' ', '/', 'é'),
};

import { segment, template } from './template-match.test-support';

const stringOf = (alphabet: string, length: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });

/** Up to `most` distinct items of `items`. */
const someOf = <T>(items: T[], most: number) =>
  fc.subarray(items, { maxLength: Math.min(most, items.length) });

/** A segment whose static value, must-contain and must-not-contain characters agree. */
const segmentArb = (charTypes: readonly CharType[]): fc.Arbitrary<TemplateSegment> =>
  fc
    .record({
      kind: fc.constantFrom(...SEGMENT_KINDS),
      matchType: fc.constantFrom('static' as const, 'dynamic' as const),
      charType: fc.constantFrom(...charTypes),
      length: fc.integer({ min: 1, max: 8 }),
      repeatable: fc.boolean(),
    })
    .chain((base) => {
      const alphabet = [...ALPHABETS[base.charType]];
      if (base.matchType === 'static') {
        return stringOf(ALPHABETS[base.charType], base.length).chain((staticValue) =>
          fc
            .record({
              mustContain: someOf([...new Set(staticValue)], 3),
              mustNotContain: someOf(
                alphabet.filter((char) => !staticValue.includes(char)),
                3,
              ),
            })
            .map(({ mustContain, mustNotContain }) => ({
              ...base,
              staticValue,
              mustContain: mustContain.join(''),
              mustNotContain: mustNotContain.join(''),
            })),
        );
      }
      return someOf(alphabet, Math.min(3, base.length)).chain((mustContain) =>
        someOf(
          alphabet.filter((char) => !mustContain.includes(char)),
          3,
        ).map((mustNotContain) => ({
          ...base,
          staticValue: '',
          mustContain: mustContain.join(''),
          mustNotContain: mustNotContain.join(''),
        })),
      );
    });

const CONTEXT_KINDS = {
  productId: 'productCode',
  supplierId: 'supplierCode',
  versionNo: 'versionNo',
} as const;

/** 1–6 segments; at most one segment of each context kind (the context has one value each). */
const segmentsArb = (charTypes: readonly CharType[]) =>
  fc.array(segmentArb(charTypes), { minLength: 1, maxLength: 6 }).map((segments) => {
    const seen = new Set<string>();
    return segments.map((s) => {
      if (!(s.kind in CONTEXT_KINDS)) return s;
      if (seen.has(s.kind)) return { ...s, kind: 'other' as const };
      seen.add(s.kind);
      return s;
    });
  });

const picker =
  (g: fc.GeneratorValue) =>
  (alphabet: string, length: number): string =>
    g(stringOf, alphabet, length);

/** Sometimes a context value for the dynamic product / supplier / version segments. */
function contextFor(segments: readonly TemplateSegment[], g: fc.GeneratorValue): MatchContext {
  const context: MatchContext = {};
  for (const s of segments) {
    if (s.matchType !== 'dynamic' || !(s.kind in CONTEXT_KINDS) || !g(fc.boolean)) continue;
    const field = CONTEXT_KINDS[s.kind as keyof typeof CONTEXT_KINDS];
    context[field] = generateCode(template([s]), {}, picker(g));
  }
  return context;
}

/** The index of the segment holding position `at` of a code. */
function segmentAt(segments: readonly TemplateSegment[], at: number): number {
  let end = 0;
  return segments.findIndex((s) => (end += s.length) > at);
}

const replaceAt = (code: string, at: number, char: string) =>
  code.slice(0, at) + char + code.slice(at + 1);

const anyTemplate = fc.record({
  segments: segmentsArb(CHAR_TYPES),
  g: fc.gen(),
});

describe('matchCode on generated templates (properties)', () => {
  it('accepts every code generateCode builds, cut into its segments', () => {
    fc.assert(
      fc.property(anyTemplate, ({ segments, g }) => {
        const t = template(segments);
        const context = contextFor(segments, g);
        const code = generateCode(t, context, picker(g));
        expect(code).toHaveLength(templateLength(segments));
        const result = matchCode(t, code, context);
        expect(result).toEqual({ ok: true, values: expect.any(Array) });
        if (result.ok) {
          expect(result.values.join('')).toBe(code);
          expect(result.values.map((v) => v.length)).toEqual(segments.map((s) => s.length));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a character outside its segment’s type, naming that segment', () => {
    fc.assert(
      fc.property(anyTemplate, ({ segments, g }) => {
        const t = template(segments);
        const context = contextFor(segments, g);
        const code = generateCode(t, context, picker(g));
        const at = g(fc.nat, code.length - 1);
        const index = segmentAt(segments, at);
        const char = g(() => FOREIGN[segments[index]!.charType]);
        const result = matchCode(t, replaceAt(code, at, char), context);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.failure.key).toBe('serials.segmentCharType');
          expect(result.failure.segment).toBe(index + 1);
          expect(result.failure.params).toMatchObject({
            segment: index + 1,
            kind: segments[index]!.kind,
            charType: segments[index]!.charType,
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a same-type change that breaks a segment rule and accepts one that does not', () => {
    fc.assert(
      fc.property(anyTemplate, ({ segments, g }) => {
        const t = template(segments);
        const context = contextFor(segments, g);
        const code = generateCode(t, context, picker(g));
        const at = g(fc.nat, code.length - 1);
        const index = segmentAt(segments, at);
        const s = segments[index]!;
        const bound =
          s.matchType === 'static' ||
          (s.kind in CONTEXT_KINDS &&
            Boolean(context[CONTEXT_KINDS[s.kind as keyof typeof CONTEXT_KINDS]]));
        const others = [...ALPHABETS[s.charType]].filter((char) => char !== code[at]);
        const allowed = others.filter((char) => !s.mustNotContain.includes(char));
        const breaking = !bound && s.mustNotContain !== '' && g(fc.boolean);
        const pool = bound ? others : breaking ? [...s.mustNotContain] : allowed;
        const changed = replaceAt(
          code,
          at,
          g(() => fc.constantFrom(...pool)),
        );
        const result = matchCode(t, changed, context);

        const start = segments.slice(0, index).reduce((sum, x) => sum + x.length, 0);
        const value = changed.slice(start, start + s.length);
        const stillContains = [...s.mustContain].every((char) => value.includes(char));
        if (!bound && !breaking && stillContains) {
          expect(result.ok).toBe(true);
          return;
        }
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.failure.segment).toBe(index + 1);
        const expected = bound
          ? [s.matchType === 'static' ? 'serials.segmentStatic' : 'serials.segmentContext']
          : stillContains
            ? ['serials.segmentMustNotContain']
            : ['serials.segmentMustContain'];
        expect(expected).toContain(result.failure.key);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any single digit changed in a GS1 mod 10 code', () => {
    const checkDigit = segment({ kind: 'other', charType: 'digits', length: 1 });
    fc.assert(
      fc.property(
        fc.record({ segments: segmentsArb(['digits']), g: fc.gen() }),
        ({ segments, g }) => {
          const t = template([...segments, checkDigit], 'gs1Mod10');
          const context = contextFor(segments, g);
          const code = generateCode(t, context, picker(g));
          expect(matchCode(t, code, context).ok).toBe(true);
          const at = g(fc.nat, code.length - 1);
          const digit = g(() =>
            fc.constantFrom(...[...'0123456789'].filter((d) => d !== code[at])),
          );
          expect(matchCode(t, replaceAt(code, at, digit), context).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('builds ISO 6346 container numbers with the default container segments', () => {
    const container = template(DEFAULT_CONTAINER_SEGMENTS, 'iso6346');
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const code = generateCode(container, {}, picker(g));
        expect(checkIso6346(code)).toEqual({ ok: true, normalized: code });
        expect(matchCode(container, code).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('templateLength and templateMakesUnique', () => {
  it('adds the segment lengths', () => {
    expect(templateLength([])).toBe(0);
    expect(templateLength([segment({ length: 3 }), segment({ length: 8 })])).toBe(11);
  });

  it('is unique when a segment is not repeatable', () => {
    expect(templateMakesUnique([segment({}), segment({})])).toBe(false);
    expect(templateMakesUnique([segment({}), segment({ repeatable: false })])).toBe(true);
    expect(templateMakesUnique(DEFAULT_CONTAINER_SEGMENTS)).toBe(false);
  });
});

describe('failureParamsIn', () => {
  it('puts the segment kind and character type in the language', () => {
    const result = matchCode(template([segment({ charType: 'digits' })]), '12a4');
    if (result.ok) throw new Error('expected a refusal');
    for (const lang of ['en', 'zh'] as const) {
      expect(failureParamsIn(lang, result.failure)).toEqual({
        segment: 1,
        kind: label(lang, 'serials:segmentKinds.serialNo'),
        value: '12a4',
        charType: label(lang, 'serials:charTypes.digits'),
      });
    }
    expect(failureParamsIn('en', result.failure).charType).not.toBe('digits');
    // the failure itself keeps the raw values
    expect(result.failure.params.charType).toBe('digits');
  });

  it('leaves other parameters alone', () => {
    const failure = {
      key: 'serials.codeLength' as const,
      params: { actual: 5, expected: 12, template: 'T1' },
      segment: null,
    };
    expect(failureParamsIn('zh', failure)).toEqual(failure.params);
  });
});

describe('generateCode', () => {
  const pickFirst = (alphabet: string, length: number) => alphabet[0]!.repeat(length);

  it('takes static values, context values and picked characters', () => {
    const t = template([
      segment({ kind: 'productId', length: 4 }),
      segment({ kind: 'other', matchType: 'static', staticValue: 'X', length: 1 }),
      segment({
        kind: 'serialNo',
        charType: 'digits',
        length: 5,
        mustContain: '9',
        mustNotContain: '0',
      }),
    ]);
    expect(generateCode(t, { productCode: 'AB12' }, pickFirst)).toBe('AB12X91111');
  });

  it('makes the 4th character of a container number a category letter', () => {
    expect(generateCode(template(DEFAULT_CONTAINER_SEGMENTS, 'iso6346'), {}, pickFirst)).toBe(
      `AAAU000000${checkIso6346Digit('AAAU000000')}`,
    );
  });

  it('computes the GS1 check digit into the last segment', () => {
    const t = template(
      [segment({ charType: 'digits', length: 12 }), segment({ charType: 'digits', length: 1 })],
      'gs1Mod10',
    );
    const digits = [...'590123412345'];
    const code = generateCode(t, {}, (_alphabet, length) => digits.splice(0, length).join(''));
    expect(code).toBe('5901234123457');
  });

  it('throws when the template accepts no code built so', () => {
    const t = template([segment({ kind: 'productId', length: 4 })]);
    expect(() => generateCode(t, { productCode: 'ABC' }, pickFirst)).toThrow(/refuses/);
    const letters = template(
      [segment({ charType: 'letters', length: 3 }), segment({ charType: 'digits', length: 1 })],
      'gs1Mod10',
    );
    expect(() => generateCode(letters, {}, pickFirst)).toThrow();
    const longCheck = template([segment({ charType: 'digits', length: 2 })], 'gs1Mod10');
    expect(() => generateCode(longCheck, {}, pickFirst)).toThrow(/check digit/);
    const crowded = template([segment({ length: 2, mustContain: 'ABC' })]);
    expect(() => generateCode(crowded, {}, pickFirst)).toThrow();
  });
});

/** The ISO 6346 digit as a string, computed independently of generateCode. */
function checkIso6346Digit(first10: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (checkIso6346(`${first10}${digit}`).ok) return String(digit);
  }
  throw new Error(`no check digit for ${first10}`);
}
