import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTAINER_SEGMENTS,
  failureParamsIn,
  matchCode,
  templateLength,
} from './template-match';
import { segment, template } from './template-match.test-support';

/* matchCode's refusals, one per rule, each naming its segment; the container template. */

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
