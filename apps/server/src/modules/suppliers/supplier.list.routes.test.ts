import type { Page, PaymentTermItem, SupplierItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildSupplierProfile } from './supplier.factories';

/** The supplier list for internal users: filters, sorting, the payment-term report, exports. */
useTestContext({ admin: true });

let scm: { id: number; token: string };
beforeAll(async () => {
  scm = await t.signedInUser('1-SCM');
});

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token, query });
const codes = (answer: { body: { data: Page<{ code: string }> } }) =>
  answer.body.data.list.map((s) => s.code);

describe('the supplier list', () => {
  beforeAll(async () => {
    await buildSupplierProfile(t.db.kysely, {
      code: 'FLT-A',
      fullName: 'Filter Alpha Panels Ltd',
      shortName: 'Alpha Panels',
      status: 'avl',
      supplyStage: 'ongoingMaintenance',
      productCategories: ['pvPanels', 'cables'],
      activeness: 'Active',
      incoterm: 'CIF',
    });
    await buildSupplierProfile(t.db.kysely, {
      code: 'FLT-B',
      fullName: 'Filter Beta Lamps Ltd',
      shortName: 'Beta Lamps',
      status: 'disqualified',
      supplyStage: 'phaseOut',
      productCategories: ['lighting'],
      activeness: 'Inactive',
      incoterm: 'EXW',
    });
    await buildSupplierProfile(t.db.kysely, {
      code: 'FLT-C',
      fullName: 'Filter Gamma Forwarding Ltd',
      shortName: 'Gamma Freight',
      status: 'avl',
      supplyStage: 'basicInfo',
      productCategories: ['forwarder'],
      companyType: 'forwarder',
      incoterm: '',
    });
  });

  it('filters by keyword on code, short and full name', async () => {
    expect(codes(await list(admin, { keyword: 'flt-' }))).toEqual(['FLT-A', 'FLT-B', 'FLT-C']);
    expect(codes(await list(admin, { keyword: 'beta lamps' }))).toEqual(['FLT-B']);
    expect(codes(await list(admin, { keyword: 'gamma freight' }))).toEqual(['FLT-C']);
  });

  it('filters by status, stage, category and activeness', async () => {
    const q = { keyword: 'flt-' };
    expect(codes(await list(admin, { ...q, status: 'avl' }))).toEqual(['FLT-A', 'FLT-C']);
    expect(codes(await list(admin, { ...q, stage: 'phaseOut' }))).toEqual(['FLT-B']);
    expect(codes(await list(admin, { ...q, category: 'cables' }))).toEqual(['FLT-A']);
    expect(codes(await list(admin, { ...q, category: 'forwarder' }))).toEqual(['FLT-C']);
    expect(codes(await list(admin, { ...q, activeness: 'Inactive' }))).toEqual(['FLT-B']);
  });

  it('sorts by a column either way and pages', async () => {
    const q = { keyword: 'flt-' };
    expect(codes(await list(admin, { ...q, sortBy: 'shortName', sortOrder: 'desc' }))).toEqual([
      'FLT-C',
      'FLT-B',
      'FLT-A',
    ]);
    expect(codes(await list(admin, { ...q, sortBy: 'supplyStage' }))).toEqual([
      'FLT-C',
      'FLT-A',
      'FLT-B',
    ]);
    const page = await list(admin, { ...q, pageNum: 2, pageSize: 2 });
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(codes(page)).toEqual(['FLT-C']);
    const bad = await list(admin, { sortBy: 'password' });
    expect(bad.status).toBe(400);
  });

  it('owner=1 keeps the suppliers the caller owns', async () => {
    const [a] = await t.db.kysely
      .selectFrom('suppliers')
      .select('id')
      .where('code', '=', 'FLT-A')
      .execute();
    const owner = await t.signedInUser('1-SCM', { supplierIds: [a!.id] });
    expect(codes(await list(owner.token, { owner: 1 }))).toEqual(['FLT-A']);
    expect(codes(await list(owner.token, { owner: 0, keyword: 'flt-' }))).toHaveLength(3);
    expect(codes(await list(scm.token, { owner: 1 }))).toEqual([]);
  });

  it('payment-term report: terms and incoterm, filtered', async () => {
    const answer = await t.call<Page<PaymentTermItem>>('GET', '/api/suppliers/payment-terms', {
      token: admin,
      query: { keyword: 'flt-', incoterm: 'CIF' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.list).toEqual([
      {
        id: expect.any(Number),
        code: 'FLT-A',
        shortName: 'Alpha Panels',
        fullName: 'Filter Alpha Panels Ltd',
        status: 'avl',
        supplyStage: 'ongoingMaintenance',
        homeCountry: 'China',
        contractedCompany: 'Filter Alpha Panels Ltd',
        paymentTerms: 'T/T 30% deposit, 70% before shipment',
        incoterm: 'CIF',
        activeness: 'Active',
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('exports the filtered list as Excel, headers in the caller’s language', async () => {
    const en = await downloadExport(t, '/api/suppliers/export', {
      token: admin,
      query: { keyword: 'flt-', status: 'avl', sortBy: 'code', sortOrder: 'desc' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    const [headers, ...rows] = en.rows;
    expect(headers!.slice(0, 5)).toEqual([
      'Supplier code',
      'Short name',
      'Full name',
      'Status',
      'Supply stage',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['FLT-C', 'FLT-A']);
    const cell = (row: number, name: string) => rows[row]![headers!.indexOf(name)];
    expect(cell(1, 'Status')).toBe('AVL-Approved Vendor List');
    expect(cell(1, 'Product categories')).toBe('PV panels, Cables');
    expect(cell(0, 'Company type')).toBe('Forwarder');
    expect(cell(1, 'Contact 1 email')).toMatch(/@supplier\.example\.com$/);

    const zh = await downloadExport(t, '/api/suppliers/export', {
      token: admin,
      query: { keyword: 'flt-b' },
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 3)).toEqual(['供应商代码', '简称', '全称']);
    expect(zh.rows[1]!.slice(3, 6)).toEqual(['不合格供应商', '供应商淘汰（EOL）', '不活跃']);

    const terms = await downloadExport(t, '/api/suppliers/payment-terms/export', {
      token: admin,
      query: { keyword: 'flt-', incoterm: 'EXW' },
    });
    expect(terms.rows[0]).toContain('Payment terms');
    expect(terms.rows.slice(1).map((row) => row[0])).toEqual(['FLT-B']);
  });
});
