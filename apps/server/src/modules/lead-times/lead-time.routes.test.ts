import type { LeadTimeItem, Page, ProductLeadTimeItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildLeadTime } from './lead-time.factories';

useTestContext({ admin: true });

let supplierA: { id: number; code: string };
let supplierB: { id: number; code: string };
beforeAll(async () => {
  supplierA = await t.buildSupplier({ code: 'LTS-A', name: 'Lead time supplier A' });
  supplierB = await t.buildSupplier({ code: 'LTS-B', name: 'Lead time supplier B' });
});

const create = (body: unknown, token = admin, lang: 'en' | 'zh' = 'en') =>
  t.call<LeadTimeItem>('POST', '/api/lead-times', { token, body, lang });
const countLeadTimes = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('lead_times')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('lead times: create, read, update, delete', () => {
  it('saves a lead time per product and supplier, audits every write', async () => {
    const product = await buildProduct(t.db.kysely, { productId: 'LT-1' });
    const created = await create({
      product: product.id,
      supplier: supplierA.id,
      leadTimeDays: 35,
      note: ' From the factory ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      product: { id: product.id, productId: 'LT-1' },
      supplier: { id: supplierA.id, code: 'LTS-A', name: 'Lead time supplier A' },
      leadTimeDays: 35,
      note: 'From the factory',
    });
    const id = created.body.data.id;
    const updated = await t.call<LeadTimeItem>('PUT', `/api/lead-times/${id}`, {
      token: admin,
      body: { product: product.id, supplier: supplierB.id, leadTimeDays: 42 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ supplier: { code: 'LTS-B' }, leadTimeDays: 42 });
    expect((await t.call('DELETE', `/api/lead-times/${id}`, { token: admin })).status).toBe(200);
    expect(await auditTrail(t, 'leadTime', id)).toMatchObject([
      { action: 'leadTime.create', before: null, after: { leadTimeDays: 35 } },
      { action: 'leadTime.update', before: { leadTimeDays: 35 }, after: { leadTimeDays: 42 } },
      { action: 'leadTime.delete', before: { leadTimeDays: 42 }, after: null },
    ]);
    const body = { product: product.id, supplier: supplierA.id, leadTimeDays: 1 };
    expect((await t.call('PUT', `/api/lead-times/${id}`, { token: admin, body })).status).toBe(404);
    expect((await t.call('DELETE', `/api/lead-times/${id}`, { token: admin })).status).toBe(404);
  });

  it('filters the list by keyword, product and supplier', async () => {
    const a = await buildProduct(t.db.kysely, { productId: 'LTF-A' });
    const b = await buildProduct(t.db.kysely, { productId: 'LTF-B', shortName: 'Fridge' });
    const aa = await buildLeadTime(t.db.kysely, { product: a.id, supplier: supplierA.id });
    const ab = await buildLeadTime(t.db.kysely, { product: a.id, supplier: supplierB.id });
    const ba = await buildLeadTime(t.db.kysely, { product: b.id, supplier: supplierA.id });
    const ids = async (query: Record<string, string | number>) =>
      (
        await t.call<Page<LeadTimeItem>>('GET', '/api/lead-times', { token: admin, query })
      ).body.data.list.map((row) => row.id);
    expect(await ids({ keyword: 'ltf-' })).toEqual([aa.id, ab.id, ba.id]);
    expect(await ids({ keyword: 'fridge' })).toEqual([ba.id]);
    expect(await ids({ keyword: 'ltf-', supplier: supplierB.id })).toEqual([ab.id]);
    expect(await ids({ product: a.id })).toEqual([aa.id, ab.id]);
    expect(await ids({ keyword: 'lts-b', product: a.id })).toEqual([ab.id]);
  });
});

describe('lead times: refused input', () => {
  let product: number;
  beforeAll(async () => {
    product = (await buildProduct(t.db.kysely, { productId: 'LT-BAD' })).id;
  });
  const refused = async (
    body: unknown,
    status: number,
    fields: string[],
    en?: string,
    zh?: string,
  ) => {
    const before = await countLeadTimes();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(errorFields(answer)).toEqual(fields);
    if (en) expect(answer.body.message).toBe(en);
    if (zh) expect((await create(body, admin, 'zh')).body.message).toBe(zh);
    expect(await countLeadTimes()).toBe(before);
  };

  it('requires product, supplier and days above 0 (whole, at most 365)', async () => {
    const body = { product, supplier: supplierA.id, leadTimeDays: 30 };
    for (const field of ['product', 'supplier', 'leadTimeDays'] as const) {
      const { [field]: _gone, ...rest } = body;
      await refused(rest, 400, [field]);
    }
    await refused(
      { ...body, leadTimeDays: 0 },
      400,
      ['leadTimeDays'],
      'Production lead time (days): must be at least 1',
      '生产周期（天）：不能小于 1',
    );
    await refused({ ...body, leadTimeDays: -3 }, 400, ['leadTimeDays']);
    await refused({ ...body, leadTimeDays: 2.5 }, 400, ['leadTimeDays']);
    await refused(
      { ...body, leadTimeDays: 366 },
      400,
      ['leadTimeDays'],
      'Production lead time (days): must be at most 365',
      '生产周期（天）：不能大于 365',
    );
    await refused({ ...body, note: 'n'.repeat(301) }, 400, ['note']);
  });

  it('refuses an unknown product or supplier', async () => {
    await refused(
      { product: 999999, supplier: supplierA.id, leadTimeDays: 30 },
      422,
      [],
      'the product does not exist',
      '产品不存在',
    );
    await refused(
      { product, supplier: 999999, leadTimeDays: 30 },
      422,
      [],
      'the supplier does not exist',
      '供应商不存在',
    );
  });

  it('refuses a second lead time for the same product and supplier (409, en and zh)', async () => {
    const other = (await buildProduct(t.db.kysely, { productId: 'LT-UNQ' })).id;
    await buildLeadTime(t.db.kysely, { product: other, supplier: supplierA.id });
    await refused(
      { product: other, supplier: supplierA.id, leadTimeDays: 20 },
      409,
      [],
      'A production lead time of LT-UNQ from LTS-A already exists',
      'LTS-A 的 LT-UNQ 生产周期已存在',
    );
    const second = await buildLeadTime(t.db.kysely, { product: other, supplier: supplierB.id });
    const moved = await t.call('PUT', `/api/lead-times/${second.id}`, {
      token: admin,
      body: { product: other, supplier: supplierA.id, leadTimeDays: 20 },
    });
    expect(moved.status).toBe(409);
    const same = await t.call('PUT', `/api/lead-times/${second.id}`, {
      token: admin,
      body: { product: other, supplier: supplierB.id, leadTimeDays: 20 },
    });
    expect(same.status).toBe(200);
  });
});

describe('GET /api/lead-times/by-product (Product L/T)', () => {
  it('shows each product’s standard, safety and min/max supplier lead times', async () => {
    const a = await buildProduct(t.db.kysely, {
      productId: 'PLT-A',
      category: 'batteries',
      standardLeadTimeDays: 45,
      safetyLeadTimeDays: 7,
    });
    const b = await buildProduct(t.db.kysely, { productId: 'PLT-B', activeness: 'Inactive' });
    await buildLeadTime(t.db.kysely, { product: a.id, supplier: supplierB.id, leadTimeDays: 40 });
    await buildLeadTime(t.db.kysely, { product: a.id, supplier: supplierA.id, leadTimeDays: 28 });
    const report = await t.call<Page<ProductLeadTimeItem>>('GET', '/api/lead-times/by-product', {
      token: admin,
      query: { keyword: 'plt-' },
    });
    expect(report.status).toBe(200);
    expect(report.body.data.list).toEqual([
      {
        product: expect.objectContaining({ id: a.id, productId: 'PLT-A', category: 'batteries' }),
        standardLeadTimeDays: 45,
        safetyLeadTimeDays: 7,
        minDays: 28,
        maxDays: 40,
        suppliers: [
          {
            supplier: { id: supplierA.id, code: 'LTS-A', name: 'Lead time supplier A' },
            leadTimeDays: 28,
          },
          {
            supplier: { id: supplierB.id, code: 'LTS-B', name: 'Lead time supplier B' },
            leadTimeDays: 40,
          },
        ],
      },
      expect.objectContaining({
        product: expect.objectContaining({ id: b.id }),
        minDays: null,
        maxDays: null,
        suppliers: [],
      }),
    ]);
    const ids = async (query: Record<string, string | number>) =>
      (
        await t.call<Page<ProductLeadTimeItem>>('GET', '/api/lead-times/by-product', {
          token: admin,
          query,
        })
      ).body.data.list.map((row) => row.product.id);
    expect(await ids({ keyword: 'plt-', supplier: supplierB.id })).toEqual([a.id]);
    expect(await ids({ keyword: 'plt-', activeness: 'Inactive' })).toEqual([b.id]);
    expect(await ids({ keyword: 'plt-', category: 'batteries' })).toEqual([a.id]);
  });
});

describe('lead-time exports', () => {
  it('exports the list and the Product L/T report, headers in the caller’s language', async () => {
    const product = await buildProduct(t.db.kysely, { productId: 'LTX-1', category: 'lighting' });
    await buildLeadTime(t.db.kysely, {
      product: product.id,
      supplier: supplierA.id,
      leadTimeDays: 21,
      note: '=SUM(1)',
    });
    await buildLeadTime(t.db.kysely, {
      product: product.id,
      supplier: supplierB.id,
      leadTimeDays: 30,
    });
    const list = await downloadExport(t, '/api/lead-times/export', {
      token: admin,
      query: { keyword: 'ltx-' },
    });
    expect(list.status).toBe(200);
    expect(list.contentType).toBe(XLSX_TYPE);
    expect(list.rows[0]!.slice(0, 6)).toEqual([
      'Product ID',
      'Item number',
      'Short name',
      'Supplier code',
      'Supplier',
      'Production L/T (days)',
    ]);
    expect(list.rows.slice(1).map((row) => [row[0], row[3], row[5], row[6]])).toEqual([
      ['LTX-1', 'LTS-A', 21, "'=SUM(1)"],
      ['LTX-1', 'LTS-B', 30, ''],
    ]);
    const report = await downloadExport(t, '/api/lead-times/by-product/export', {
      token: admin,
      query: { keyword: 'ltx-' },
      lang: 'zh',
    });
    expect(report.status).toBe(200);
    const [headers, row] = report.rows;
    expect(headers!.slice(0, 4)).toEqual(['产品 ID', '物料编号', '简称', '类别']);
    const cell = (name: string) => row![headers!.indexOf(name)];
    expect(cell('类别')).toBe('照明');
    expect(cell('最短生产周期 (天)')).toBe(21);
    expect(cell('最长生产周期 (天)')).toBe(30);
    expect(cell('各供应商 (天)')).toBe('LTS-A: 21; LTS-B: 30');
  });
});

describe('lead times: who may call', () => {
  it('lets 2-View read but not write; keeps suppliers out; 1-SCM and 5-OPM write', async () => {
    const product = (await buildProduct(t.db.kysely)).id;
    const existing = await buildLeadTime(t.db.kysely, { product, supplier: supplierA.id });
    const body = { product, supplier: supplierB.id, leadTimeDays: 30 };
    const viewer = await t.signedInUser('2-View');
    const supplier = await t.signedInUser('7-Supplier', { supplierIds: [supplierA.id] });
    expect((await t.call('GET', '/api/lead-times', { token: viewer.token })).status).toBe(200);
    expect(
      (await t.call('GET', '/api/lead-times/by-product', { token: viewer.token })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/lead-times', { token: supplier.token })).status).toBe(403);
    for (const token of [viewer.token, supplier.token]) {
      expect((await create(body, token)).status).toBe(403);
      expect((await t.call('PUT', `/api/lead-times/${existing.id}`, { token, body })).status).toBe(
        403,
      );
      expect((await t.call('DELETE', `/api/lead-times/${existing.id}`, { token })).status).toBe(
        403,
      );
    }
    const scm = await t.signedInUser('1-SCM');
    expect((await create(body, scm.token)).status).toBe(200);
    const opm = await t.signedInUser('5-OPM');
    expect(
      (await t.call('DELETE', `/api/lead-times/${existing.id}`, { token: opm.token })).status,
    ).toBe(200);
  });
});
