import type { Page, PaymentTermItem, SupplierItem, SupplierRevision } from '@lading/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorFields, type TestContext } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildSupplierProfile } from './supplier.factories';
import {
  countSuppliers,
  createSupplier,
  supplierBody,
  updateSupplier,
} from './supplier.test-support';

let t: TestContext;
let admin: string;
let scm: { id: number; token: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  scm = await t.signedInUser('1-SCM');
});
afterAll(() => t.close());

const auditRows = (id: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'supplier')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('adding and editing a supplier', () => {
  it('adds a supplier at stage basic info, with an audit row, and shows it', async () => {
    const body = supplierBody({
      code: 'CRUD-1',
      shortName: 'Crud Solar',
      fullName: 'Crud Solar Technology Co., Ltd.',
      productCategories: ['pvPanels', 'sbsInverter'],
      website: 'https://crud.example.com',
      contact2Email: '',
      yearlyRevenueUsd: 3_500_000_000,
    });
    const created = await createSupplier(t, scm.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({
      code: 'CRUD-1',
      name: 'Crud Solar Technology Co., Ltd.',
      fullName: 'Crud Solar Technology Co., Ltd.',
      shortName: 'Crud Solar',
      productCategories: ['pvPanels', 'sbsInverter'],
      supplyStage: 'basicInfo',
      yearlyRevenueUsd: 3_500_000_000,
    });
    const detail = await t.call<SupplierItem>('GET', `/api/suppliers/${item.id}`, {
      token: scm.token,
    });
    expect(detail.body.data).toEqual(item);
    const audit = await auditRows(item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'supplier.create', actor_id: scm.id });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual(item);
  });

  it('edits the profile (not the stage) and records before and after', async () => {
    const { id } = await buildSupplierProfile(t.db.kysely, {
      code: 'EDIT-1',
      fullName: 'Edit Me Ltd',
      shortName: 'Edit Me',
      supplyStage: 'supplierEvaluation',
    });
    const body = supplierBody({
      code: 'EDIT-1',
      fullName: 'Edit Me Ltd',
      shortName: 'Edited',
      paymentTerms: 'L/C at sight',
      incoterm: 'CIF',
    });
    const answer = await updateSupplier(t, admin, id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      shortName: 'Edited',
      paymentTerms: 'L/C at sight',
      incoterm: 'CIF',
      supplyStage: 'supplierEvaluation',
    });
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['supplier.update']);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ shortName: 'Edit Me' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ shortName: 'Edited' });
  });

  it('refuses a stage sent with the profile', async () => {
    const answer = await createSupplier(t, admin, { ...supplierBody(), supplyStage: 'phaseOut' });
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(['supplyStage']);
  });

  it('writes the supplier and its audit row together or not at all', async () => {
    const before = await countSuppliers(t);
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db.kysely);
    try {
      const answer = await createSupplier(t, admin, supplierBody({ code: 'ATOMIC-1' }));
      expect(answer.status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db.kysely);
    }
    expect(await countSuppliers(t)).toBe(before);
  });

  it('answers 404 when editing a supplier that does not exist', async () => {
    const answer = await updateSupplier(t, admin, 999_999, supplierBody());
    expect(answer.status).toBe(404);
  });
});

describe('refused input names the field, in the caller’s language, and writes nothing', () => {
  const refused = async (body: unknown, field: string, en: string, zh: string): Promise<void> => {
    const before = await countSuppliers(t);
    const answer = await createSupplier(t, admin, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorFields(answer)).toEqual([field]);
    expect(answer.body.message).toEqual(en);
    const inZh = await createSupplier(t, admin, body, 'zh');
    expect(inZh.body.message).toEqual(zh);
    expect(await countSuppliers(t)).toBe(before);
  };
  const without = (field: string) => {
    const body: Record<string, unknown> = supplierBody();
    delete body[field];
    return body;
  };

  it('requires short and full names', async () => {
    await refused(
      supplierBody({ shortName: '  ' }),
      'shortName',
      'Short name: cannot be empty',
      '简称：不能为空',
    );
    await refused(without('fullName'), 'fullName', 'Full name: cannot be empty', '全称：不能为空');
  });

  it('requires the other mandatory fields', async () => {
    await refused(without('code'), 'code', 'Code: cannot be empty', '代码：不能为空');
    await refused(
      without('homeCountry'),
      'homeCountry',
      'Country: cannot be empty',
      '国家：不能为空',
    );
    await refused(
      without('contact1Name'),
      'contact1Name',
      'Contact 1 name: cannot be empty',
      '联系人 1 姓名：不能为空',
    );
    await refused(
      without('contact1Email'),
      'contact1Email',
      'Contact 1 email: cannot be empty',
      '联系人 1 邮箱：不能为空',
    );
    await refused(
      supplierBody({ productCategories: [] }),
      'productCategories',
      'Product categories: needs at least 1 items',
      '产品类别：至少选择 1 项',
    );
    await refused(
      supplierBody({ status: 'approved' as never }),
      'status',
      expect.stringMatching(/^Status: must be one of pendingGlobal/) as unknown as string,
      expect.stringMatching(/^状态：必须是以下之一/) as unknown as string,
    );
  });

  it('checks emails, web addresses and dates', async () => {
    await refused(
      supplierBody({ contact1Email: 'chen.hui@' }),
      'contact1Email',
      'Contact 1 email: is not a valid email address',
      '联系人 1 邮箱：不是有效的邮箱地址',
    );
    await refused(
      supplierBody({ contact3Email: 'no-at-sign' }),
      'contact3Email',
      'Contact 3 email: is not a valid email address',
      '联系人 3 邮箱：不是有效的邮箱地址',
    );
    await refused(
      supplierBody({ website: 'not a site' }),
      'website',
      'Website: is not a valid web address (e.g. https://www.example.com)',
      '网址：不是有效的网址（例如 https://www.example.com）',
    );
    await refused(
      supplierBody({ licenceValidFrom: '2024-02-30' }),
      'licenceValidFrom',
      'Licence valid from: is not a valid date (YYYY-MM-DD)',
      '执照有效期自：不是有效的日期（YYYY-MM-DD）',
    );
    await refused(
      supplierBody({ licenceValidFrom: '2025-01-01', licenceValidUntil: '2024-12-31' }),
      'licenceValidUntil',
      'Licence valid until: cannot be before the licence valid-from date',
      '执照有效期至：不能早于执照有效期开始日期',
    );
  });

  it('checks numbers', async () => {
    await refused(
      supplierBody({ foundedYear: 1700 }),
      'foundedYear',
      'Founded (year): must be at least 1800',
      '成立年份：不能小于 1800',
    );
    await refused(
      supplierBody({ employeeCount: -1 }),
      'employeeCount',
      'Employee count: must be at least 0',
      '员工人数：不能小于 0',
    );
  });

  it('accepts a web address without scheme and one licence date alone', async () => {
    const answer = await createSupplier(
      t,
      admin,
      supplierBody({
        website: 'www.example.cn',
        licenceValidFrom: '',
        licenceValidUntil: '2030-01-01',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('a supplier cannot be added twice; names and codes are unique', () => {
  let existing: { id: number; code: string; fullName: string; shortName: string };
  beforeAll(async () => {
    existing = await buildSupplierProfile(t.db.kysely, {
      code: 'TWICE-1',
      fullName: 'Twice Lighting Co., Ltd.',
      shortName: 'Twice',
    });
  });

  it('refuses the same code or full name on add, naming the supplier already there', async () => {
    const before = await countSuppliers(t);
    for (const body of [
      supplierBody({ code: 'twice-1' }),
      supplierBody({ fullName: 'TWICE LIGHTING CO., LTD.' }),
    ]) {
      const answer = await createSupplier(t, admin, body);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'This supplier has already been added: TWICE-1 Twice Lighting Co., Ltd.',
      );
      const zh = await createSupplier(t, admin, body, 'zh');
      expect(zh.body.message).toBe(
        '该供应商已添加，不能重复添加：TWICE-1 Twice Lighting Co., Ltd.',
      );
    }
    expect(await countSuppliers(t)).toBe(before);
  });

  it('refuses a short name already used, on add and on edit', async () => {
    const add = await createSupplier(t, admin, supplierBody({ shortName: 'twice' }));
    expect(add.status).toBe(409);
    expect(add.body.message).toBe('Short name twice is already used by another supplier');
    const other = await buildSupplierProfile(t.db.kysely);
    const { supplyStage: _s, id: _i, name: _n, ...otherBody } = other;
    const edit = await updateSupplier(
      t,
      admin,
      other.id,
      { ...otherBody, shortName: 'Twice' },
      'zh',
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('简称 Twice 已被其他供应商使用');
  });

  it('names the clashing field on edit', async () => {
    const other = await buildSupplierProfile(t.db.kysely);
    const { supplyStage: _s, id: _i, name: _n, ...body } = other;
    const byCode = await updateSupplier(t, admin, other.id, { ...body, code: 'TWICE-1' });
    expect(byCode.status).toBe(409);
    expect(byCode.body.message).toBe('Supplier code TWICE-1 already exists');
    const byName = await updateSupplier(
      t,
      admin,
      other.id,
      { ...body, fullName: 'Twice Lighting Co., Ltd.' },
      'zh',
    );
    expect(byName.body.message).toBe('全称 Twice Lighting Co., Ltd. 已被其他供应商使用');
    // saving a supplier under its own keys is no clash
    const same = await updateSupplier(t, admin, other.id, body);
    expect(same.status).toBe(200);
  });

  it('lets a supplier keep its own names when edited', async () => {
    const { id, code, fullName, shortName } = existing;
    const answer = await updateSupplier(
      t,
      admin,
      id,
      supplierBody({ code, fullName, shortName, paymentTerms: 'T/T 100% in advance' }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('revision history', () => {
  it('lists each changed field of each save, newest first, filterable by field and day', async () => {
    const created = await createSupplier(
      t,
      scm.token,
      supplierBody({ code: 'REV-1', fullName: 'Revision Co.', shortName: 'Revision' }),
    );
    const item = created.body.data;
    const { id: _i, name: _n, supplyStage: _s, createdAt: _c, updatedAt: _u, ...body } = item;
    await updateSupplier(t, admin, item.id, {
      ...body,
      paymentTerms: 'T/T 50/50',
      productCategories: ['lighting', 'cables'],
    });
    const answer = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        action: 'update',
        actor: 'admin',
        field: 'productCategories',
        before: 'lighting',
        after: 'lighting, cables',
      }),
      expect.objectContaining({
        action: 'update',
        field: 'paymentTerms',
        before: 'T/T 30% deposit, 70% before shipment',
        after: 'T/T 50/50',
      }),
      expect.objectContaining({ action: 'create', field: 'code', before: null, after: 'REV-1' }),
    ]);
    const byField = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { field: 'paymentTerms' },
    });
    expect(byField.body.data.map((r) => r.field)).toEqual(['paymentTerms']);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { from: today, to: today },
    });
    expect(byDay.body.data).toHaveLength(3);
    const before = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { to: '2000-01-01' },
    });
    expect(before.body.data).toEqual([]);
  });
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

describe('who may call', () => {
  it('lets 2-View and 4-MQ read but not add or edit', async () => {
    const supplier = await buildSupplierProfile(t.db.kysely);
    for (const group of ['2-View', '4-MQ'] as const) {
      const { token } = await t.signedInUser(group);
      expect((await list(token)).status).toBe(200);
      expect((await t.call('GET', `/api/suppliers/${supplier.id}`, { token })).status).toBe(200);
      const add = await createSupplier(t, token, supplierBody());
      expect(add.status).toBe(403);
      expect(add.body.message).toBe(
        'Access denied: you lack the permission "Manage supplier profiles · 管理供应商资料"',
      );
      expect((await updateSupplier(t, token, supplier.id, supplierBody())).status).toBe(403);
    }
  });

  it('lets 6-DDC and 10-Administrator add', async () => {
    for (const group of ['6-DDC', '10-Administrator'] as const) {
      const { token } = await t.signedInUser(group);
      expect((await createSupplier(t, token, supplierBody())).status).toBe(200);
    }
  });

  describe.each(['7-Supplier', '11-Supplier QRC'] as const)('a %s user', (group) => {
    let own: Awaited<ReturnType<typeof buildSupplierProfile>>;
    let other: Awaited<ReturnType<typeof buildSupplierProfile>>;
    let token: string;
    beforeAll(async () => {
      own = await buildSupplierProfile(t.db.kysely, { shortName: `Own ${group}` });
      other = await buildSupplierProfile(t.db.kysely, { shortName: `Other ${group}` });
      token = (await t.signedInUser(group, { supplierIds: [own.id] })).token;
      await updateSupplier(t, admin, own.id, {
        ...supplierBody(),
        code: own.code,
        fullName: own.fullName,
        shortName: own.shortName,
      });
      await updateSupplier(t, admin, other.id, {
        ...supplierBody(),
        code: other.code,
        fullName: other.fullName,
        shortName: other.shortName,
      });
    });

    it('cannot add or edit, not even their own supplier', async () => {
      expect((await createSupplier(t, token, supplierBody())).status).toBe(403);
      expect((await updateSupplier(t, token, own.id, supplierBody())).status).toBe(403);
    });

    it('sees only their own supplier in the list, the report and the exports', async () => {
      expect(codes(await list(token, { pageSize: 100 }))).toEqual([own.code]);
      const report = await t.call<Page<PaymentTermItem>>('GET', '/api/suppliers/payment-terms', {
        token,
        query: { pageSize: 100 },
      });
      expect(codes(report)).toEqual([own.code]);
      for (const url of ['/api/suppliers/export', '/api/suppliers/payment-terms/export']) {
        const file = await downloadExport(t, url, { token });
        expect(
          file.rows.slice(1).map((row) => row[0]),
          url,
        ).toEqual([own.code]);
      }
    });

    it('gets 404 for another supplier’s profile and revisions', async () => {
      expect((await t.call('GET', `/api/suppliers/${own.id}`, { token })).status).toBe(200);
      const revisions = await t.call<SupplierRevision[]>(
        'GET',
        `/api/suppliers/${own.id}/revisions`,
        { token },
      );
      expect(revisions.status).toBe(200);
      expect(revisions.body.data.length).toBeGreaterThan(0);
      expect((await t.call('GET', `/api/suppliers/${other.id}`, { token })).status).toBe(404);
      const theirs = await t.call('GET', `/api/suppliers/${other.id}/revisions`, { token });
      expect(theirs.status).toBe(404);
    });
  });
});
