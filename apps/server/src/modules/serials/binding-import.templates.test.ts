import { matchCode, type TemplateSegment } from '@lading/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptorOf, codeChecks } from './binding-import.templates';
import type { TemplateFacts } from './binding-import.world';

/*
 * A binding file's template match (issue 19): the expression made once per template and
 * context takes exactly the codes matchCode takes; matchCode still says why a code is refused.
 */

const segment = (fields: Partial<TemplateSegment>): TemplateSegment => ({
  kind: 'serialNo',
  matchType: 'dynamic',
  staticValue: '',
  charType: 'digits',
  length: 4,
  mustContain: '',
  mustNotContain: '',
  repeatable: false,
  ...fields,
});

const facts = (segments: TemplateSegment[], extra: Partial<TemplateFacts> = {}): TemplateFacts => ({
  id: 1,
  level: 'product',
  productId: null,
  supplierId: null,
  name: 'T1',
  segments,
  checkRule: 'none',
  uniqueCodes: true,
  ...extra,
});

const product = facts([
  segment({ kind: 'productId', charType: 'alphanumeric', length: 6 }),
  segment({ kind: 'other', matchType: 'static', staticValue: '01', length: 2 }),
  segment({ length: 5 }),
]);
const carton = facts([
  segment({
    kind: 'other',
    matchType: 'static',
    staticValue: 'CT',
    charType: 'alphanumeric',
    length: 2,
  }),
  segment({ kind: 'supplierId', charType: 'alphanumeric', length: 4 }),
  segment({ charType: 'letters', length: 2 }),
]);
const context = { productCode: 'SRA001', supplierCode: 'S001' };

describe('the expression of a template', () => {
  it('takes exactly the codes matchCode takes', () => {
    const near = fc.stringMatching(/^(SRA001|SRB001|srA001)?(01|0l|1)?[0-9A-Za-z]{0,7}$/);
    const nearCarton = fc.stringMatching(/^(CT|CX|C)?(S001|S002)?[A-Za-z0-9]{0,3}$/);
    for (const [template, codes] of [
      [product, near],
      [carton, nearCarton],
    ] as const) {
      const accept = acceptorOf(template, context);
      expect(accept).not.toBeNull();
      fc.assert(
        fc.property(codes, (code) => {
          expect(accept!.test(code)).toBe(matchCode(template, code, context).ok);
        }),
        { numRuns: 2_000 },
      );
    }
  });

  it('is not made when the template has rules it cannot hold', () => {
    expect(acceptorOf(facts([segment({ mustContain: '7' })]), context)).toBeNull();
    expect(
      acceptorOf(facts([segment({ length: 11 })], { checkRule: 'gs1Mod10' }), context),
    ).toBeNull();
    // a context value that breaks its segment's character type: matchCode says why
    expect(acceptorOf(product, { productCode: 'SR-001' })).toBeNull();
  });

  it('leaves the refusal to matchCode, and picks the product’s template before a universal one', () => {
    const own = { ...product, id: 2, productId: 7 };
    const checks = codeChecks([product, own, { ...carton, id: 3, level: 'carton' }], () => context);
    expect(checks('product', 7, 1)?.template.id).toBe(2);
    expect(checks('product', 8, 1)?.template.id).toBe(1);
    expect(checks('pallet', 7, 1)).toBeUndefined();
    expect(checks('product', 7, 1)!.match('SRA0010112345')).toEqual({ ok: true, values: [] });
    expect(checks('product', 7, 1)!.match('SRB0010112345')).toEqual(
      matchCode(own, 'SRB0010112345', context),
    );
  });
});
