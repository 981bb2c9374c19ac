import type { CodeTemplateItem } from '@lading/shared';

/** Test-only: a product template (version 2, universal supplier) and its like. */
export const template = (overrides: Partial<CodeTemplateItem> = {}): CodeTemplateItem => ({
  id: 7,
  familyId: 7,
  version: 2,
  name: 'Panel S/N',
  level: 'product',
  productId: 9,
  productCode: 'PV450',
  productName: 'PV 450W mono',
  supplierId: null,
  supplierCode: null,
  supplierName: null,
  segments: [
    {
      kind: 'productId',
      matchType: 'dynamic',
      staticValue: '',
      charType: 'alphanumeric',
      length: 5,
      mustContain: '',
      mustNotContain: '',
      repeatable: true,
    },
    {
      kind: 'serialNo',
      matchType: 'dynamic',
      staticValue: '',
      charType: 'digits',
      length: 4,
      mustContain: '',
      mustNotContain: '',
      repeatable: false,
    },
  ],
  checkRule: 'none',
  active: true,
  codeCount: 12,
  createdBy: 'quality',
  createdAt: '2027-01-05T08:30:00.000Z',
  ...overrides,
});
