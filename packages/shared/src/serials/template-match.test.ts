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
  type MatchTemplate,
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

const segment = (fields: Partial<TemplateSegment>): TemplateSegment => ({
  kind: 'serialNo',
  matchType: 'dynamic',
  staticValue: '',
  charType: 'alphanumeric',
  length: 4,
  mustContain: '',
  mustNotContain: '',
  repeatable: true,
  ...fields,
});

const template = (segments: TemplateSegment[], checkRule: MatchTemplate['checkRule'] = 'none') => ({
  name: 'T1',
  segments,
  checkRule,
});

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

describe('matchCode refusals', () => {
  const productTemplate = template([
    segment({ kind: 'productId', charType: 'alphanumeric', length: 5 }),
    segment({
      kind: 'other',
      matchType: 'static',
      staticValue: 'X',
      charType: 'alphanumeric',
      length: 1,
    }),
    segment({ kind: 'serialNo', charType: 'digits', length: 6, repeatable: false }),
  ]);

  it('refuses a code of another length, naming the template', () => {
    expect(matchCode(productTemplate, 'ABC12')).toEqual({
      ok: false,
      failure: {
        key: 'serials.codeLength',
        params: { actual: 5, expected: 12, template: 'T1' },
        segment: null,
      },
    });
  });

  it.each([
    ['digits', '12a4'],
    ['letters', 'AB1D'],
    ['alphanumeric', 'AB-D'],
  ] as const)('refuses a %s segment holding %s', (charType, value) => {
    const t = template([
      segment({ kind: 'other', length: 2, charType: 'letters' }),
      segment({ charType }),
    ]);
    expect(matchCode(t, `XY${value}`)).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentCharType',
        params: { segment: 2, kind: 'serialNo', value, charType },
        segment: 2,
      },
    });
  });

  it('accepts both cases of letters', () => {
    const t = template([segment({ charType: 'letters' }), segment({ charType: 'alphanumeric' })]);
    expect(matchCode(t, 'AbCdx1Y2')).toEqual({ ok: true, values: ['AbCd', 'x1Y2'] });
  });

  it('refuses a static segment with another value (case-sensitive)', () => {
    const t = template([
      segment({
        kind: 'versionNo',
        matchType: 'static',
        staticValue: 'V2',
        charType: 'alphanumeric',
        length: 2,
      }),
    ]);
    expect(matchCode(t, 'V2').ok).toBe(true);
    expect(matchCode(t, 'v2')).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentStatic',
        params: { segment: 1, kind: 'versionNo', expected: 'V2', value: 'v2' },
        segment: 1,
      },
    });
  });

  it('refuses a segment other than the scan context’s product, supplier or version', () => {
    const context = { productCode: 'P0001' };
    expect(matchCode(productTemplate, 'P0001X000123', context)).toEqual({
      ok: true,
      values: ['P0001', 'X', '000123'],
    });
    expect(matchCode(productTemplate, 'P0002X000123', context)).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentContext',
        params: { segment: 1, kind: 'productId', expected: 'P0001', value: 'P0002' },
        segment: 1,
      },
    });
    expect(matchCode(productTemplate, 'p0001X000123', context).ok).toBe(false);
    // without a context value the segment is free
    expect(matchCode(productTemplate, 'P0002X000123').ok).toBe(true);
    expect(matchCode(productTemplate, 'P0002X000123', { productCode: null }).ok).toBe(true);
    expect(matchCode(productTemplate, 'P0002X000123', { productCode: '' }).ok).toBe(true);
  });

  it('checks supplier ID and version no. segments against the context', () => {
    const t = template([
      segment({ kind: 'supplierId', charType: 'letters', length: 3 }),
      segment({ kind: 'versionNo', charType: 'digits', length: 2 }),
    ]);
    const context = { supplierCode: 'ABC', versionNo: '07', productCode: 'IGNORED' };
    expect(matchCode(t, 'ABC07', context).ok).toBe(true);
    expect(matchCode(t, 'ABD07', context)).toMatchObject({
      ok: false,
      failure: { key: 'serials.segmentContext', segment: 1, params: { expected: 'ABC' } },
    });
    expect(matchCode(t, 'ABC08', context)).toMatchObject({
      ok: false,
      failure: { key: 'serials.segmentContext', segment: 2, params: { kind: 'versionNo' } },
    });
  });

  it('does not hold a static product ID segment to the context', () => {
    const t = template([
      segment({ kind: 'productId', matchType: 'static', staticValue: 'P9', length: 2 }),
    ]);
    expect(matchCode(t, 'P9', { productCode: 'P1' }).ok).toBe(true);
  });

  it('refuses a segment missing a must-contain character, naming the missing ones', () => {
    const t = template([segment({ mustContain: 'AXA9' })]);
    expect(matchCode(t, 'A9BC').ok).toBe(false);
    expect(matchCode(t, 'A9BC')).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentMustContain',
        params: { segment: 1, kind: 'serialNo', value: 'A9BC', chars: 'X' },
        segment: 1,
      },
    });
    expect(matchCode(t, 'X9AA').ok).toBe(true);
  });

  it('refuses a segment holding a must-not-contain character, naming those it holds', () => {
    const t = template([segment({ charType: 'digits', mustNotContain: '470' })]);
    expect(matchCode(t, '1235').ok).toBe(true);
    expect(matchCode(t, '7104')).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentMustNotContain',
        params: { segment: 1, kind: 'serialNo', value: '7104', chars: '470' },
        segment: 1,
      },
    });
  });

  it('reports the first broken rule, segments in order', () => {
    const t = template([
      segment({ charType: 'digits', length: 2 }),
      segment({ charType: 'letters', length: 2 }),
    ]);
    expect(matchCode(t, 'A1B2')).toMatchObject({ ok: false, failure: { segment: 1 } });
    expect(matchCode(t, '12B2')).toMatchObject({ ok: false, failure: { segment: 2 } });
  });

  it('checks a GS1 mod 10 check digit over the whole code', () => {
    const t = template(
      [segment({ charType: 'digits', length: 12 }), segment({ charType: 'digits', length: 1 })],
      'gs1Mod10',
    );
    expect(matchCode(t, '5901234123457')).toEqual({
      ok: true,
      values: ['590123412345', '7'],
    });
    expect(matchCode(t, '5901234123458')).toEqual({
      ok: false,
      failure: { key: 'serials.checkDigit', params: { actual: 8, expected: 7 }, segment: null },
    });
  });

  it('refuses a non-digit under GS1 mod 10 as a digits segment', () => {
    const t = template(
      [
        segment({ kind: 'other', charType: 'letters', length: 2 }),
        segment({ charType: 'digits', length: 1 }),
      ],
      'gs1Mod10',
    );
    expect(matchCode(t, 'AB7')).toEqual({
      ok: false,
      failure: {
        key: 'serials.segmentCharType',
        params: { segment: 1, kind: 'other', value: 'AB', charType: 'digits' },
        segment: 1,
      },
    });
  });
});

describe('container template', () => {
  const container = template(DEFAULT_CONTAINER_SEGMENTS, 'iso6346');

  it('has 11 characters: 4 letters, 6 digits, the check digit', () => {
    expect(templateLength(DEFAULT_CONTAINER_SEGMENTS)).toBe(11);
    expect(DEFAULT_CONTAINER_SEGMENTS.map((s) => [s.charType, s.length])).toEqual([
      ['letters', 4],
      ['digits', 6],
      ['digits', 1],
    ]);
  });

  it('accepts CSQU3054383', () => {
    expect(matchCode(container, 'CSQU3054383')).toEqual({
      ok: true,
      values: ['CSQU', '305438', '3'],
    });
  });

  it('refuses CSQU3054384 as not conforming to ISO 6346', () => {
    expect(matchCode(container, 'CSQU3054384')).toEqual({
      ok: false,
      failure: {
        key: 'serials.containerNonConforming',
        params: {
          reason: 'check digit 4, expected 3',
          reasonKey: 'checkDigit',
          actual: 4,
          expected: 3,
        },
        segment: null,
      },
    });
  });

  it('says the ISO 6346 reason in the reader’s language', () => {
    const match = matchCode(container, 'CSQU3054384');
    if (match.ok) throw new Error('accepted');
    expect(failureParamsIn('en', match.failure).reason).toBe('check digit 4, expected 3');
    expect(failureParamsIn('zh', match.failure).reason).toBe('校验位为 4，应为 3');
  });

  it('refuses a category other than U, J or Z', () => {
    expect(matchCode(container, 'HLXA1234561')).toMatchObject({
      ok: false,
      failure: {
        key: 'serials.containerNonConforming',
        params: { reason: "category letter 'A' is not U, J or Z" },
      },
    });
  });

  it('checks the segments before the container rule', () => {
    expect(matchCode(container, 'CSQU30543Z3')).toMatchObject({
      ok: false,
      failure: { key: 'serials.segmentCharType', segment: 2 },
    });
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
