import type { Page, ShippingLineItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildShippingLine, buildTransitTime } from './reference.factories';
import { auditTrail, countRows, downloadExport, XLSX_TYPE } from './reference.test-support';

useTestContext({ admin: true });

const msc = { name: 'MSC', code: 'MSCU', note: 'Mediterranean Shipping Company' };

const create = (body: unknown, token = admin) =>
  t.call<ShippingLineItem>('POST', '/api/shipping-lines', { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<ShippingLineItem>>('GET', '/api/shipping-lines', { token, query });

describe('shipping lines: create, list, update, delete', () => {
  it('goes through the whole life of a shipping line, each step audited', async () => {
    const created = await create(msc);
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      ...msc,
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
    });
    expect((await list({ keyword: 'mscu' })).body.data.list).toEqual([item]);

    const updated = await t.call<ShippingLineItem>('PUT', `/api/shipping-lines/${item.id}`, {
      token: admin,
      body: { name: 'MSC Mediterranean', code: 'MSCU' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'MSC Mediterranean', code: 'MSCU', note: '' });

    expect(
      (await t.call('DELETE', `/api/shipping-lines/${item.id}`, { token: admin })).status,
    ).toBe(200);
    expect((await list({ keyword: 'mscu' })).body.data.total).toBe(0);
    expect((await auditTrail(t, 'shippingLine', item.id)).map((row) => row.action)).toEqual([
      'shippingLine.create',
      'shippingLine.update',
      'shippingLine.delete',
    ]);
    expect((await auditTrail(t, 'shippingLine', item.id))[1]).toMatchObject({
      before: item,
      after: updated.body.data,
    });
  });

  it('refuses to delete a line a standard transit time uses, with a clear message', async () => {
    const line = await buildShippingLine(t.db.kysely, { name: 'Busy Line' });
    const route = await buildTransitTime(t.db.kysely, { shippingLineId: line.id });
    await buildTransitTime(t.db.kysely, { shippingLineId: line.id });
    const refused = await t.call('DELETE', `/api/shipping-lines/${line.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Shipping line "Busy Line" is used by 2 standard transit times; change or delete them first',
    );
    const zh = await t.call('DELETE', `/api/shipping-lines/${line.id}`, {
      token: admin,
      lang: 'zh',
    });
    expect(zh.body.message).toBe('船公司“Busy Line”已被 2 条标准航程使用，请先修改或删除这些航程');
    expect(await auditTrail(t, 'shippingLine', line.id)).toEqual([]);

    await t.db.kysely.deleteFrom('transit_times').where('shipping_line_id', '=', line.id).execute();
    expect(route.id).toBeGreaterThan(0);
    expect(
      (await t.call('DELETE', `/api/shipping-lines/${line.id}`, { token: admin })).status,
    ).toBe(200);
  });

  it('finds by name or code, ignoring case, and pages by name', async () => {
    const a = await buildShippingLine(t.db.kysely, { name: 'Zq Alpha Lines', code: 'ZQAA' });
    const b = await buildShippingLine(t.db.kysely, { name: 'Zq Bravo Lines', code: 'ZQBB' });
    const ids = async (keyword: string) =>
      (await list({ keyword })).body.data.list.map((row) => row.id);
    expect(await ids('zq ')).toEqual([a.id, b.id]);
    expect(await ids('zqbb')).toEqual([b.id]);
    const second = await list({ keyword: 'zq', pageNum: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: 2, pageNum: 2 });
    expect(second.body.data.list.map((row) => row.id)).toEqual([b.id]);
  });
});

describe('shipping lines: refused input', () => {
  const refused = async (body: unknown, fields: string[], message?: RegExp) => {
    const before = await countRows(t, 'shipping_lines');
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countRows(t, 'shipping_lines')).toBe(before);
  };

  it('names the field at fault', async () => {
    await refused({ code: 'X' }, ['name'], /^Name: cannot be empty$/);
    await refused({ ...msc, extra: true }, ['extra'], /not an accepted field/);
    await refused({ ...msc, name: 'n'.repeat(101) }, ['name'], /at most 100 characters/);
    await refused({ ...msc, code: 'c'.repeat(21) }, ['code'], /^Code: must be at most 20/);
    await refused({ ...msc, note: 'n'.repeat(301) }, ['note'], /^Note: must be at most 300/);
    await refused({ ...msc, name: 7 }, ['name'], /must be string/);
    await refused({ ...msc, code: null }, ['code']);
    expect((await create([msc])).status).toBe(400);
  });

  it('refuses a taken name with 409 on create and update', async () => {
    await buildShippingLine(t.db.kysely, { name: 'Maersk' });
    const other = await buildShippingLine(t.db.kysely);
    const created = await create({ name: 'Maersk', code: 'MAEU' });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe('Name already exists');
    const updated = await t.call('PUT', `/api/shipping-lines/${other.id}`, {
      token: admin,
      body: { name: 'Maersk' },
    });
    expect(updated.status).toBe(409);
  });

  it('answers 404 for a line that does not exist', async () => {
    const update = await t.call('PUT', '/api/shipping-lines/999999', { token: admin, body: msc });
    expect(update.status).toBe(404);
    const remove = await t.call('DELETE', '/api/shipping-lines/999999', { token: admin });
    expect(remove.status).toBe(404);
  });
});

describe('shipping lines: who may call', () => {
  it('lets 2-View read but not write; refuses 7-Supplier reading; 401 without a session', async () => {
    const viewer = await t.signedInUser('2-View');
    const line = await buildShippingLine(t.db.kysely);
    expect((await list({}, viewer.token)).status).toBe(200);
    expect((await create({ name: 'Viewer Line' }, viewer.token)).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/shipping-lines/${line.id}`, { token: viewer.token, body: msc }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/shipping-lines/${line.id}`, { token: viewer.token })).status,
    ).toBe(403);

    const supplier = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
    expect((await list({}, supplier.token)).status).toBe(403);
    expect(
      (await downloadExport(t, '/api/shipping-lines/export', { token: supplier.token })).status,
    ).toBe(403);

    expect((await t.call('GET', '/api/shipping-lines')).status).toBe(401);
    expect((await t.call('POST', '/api/shipping-lines', { body: msc })).status).toBe(401);
  });
});

describe('GET /api/shipping-lines/export', () => {
  it('exports the filtered list with escaped formulas, headers in the caller’s language', async () => {
    await buildShippingLine(t.db.kysely, { name: 'Hapag-Lloyd', code: 'HLCU', note: '=1+1' });
    await buildShippingLine(t.db.kysely, { name: 'PIL', code: 'PCIU' });
    const en = await downloadExport(t, '/api/shipping-lines/export', {
      token: admin,
      query: { keyword: 'hlcu' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows).toEqual([
      ['Name', 'Code', 'Note', 'Updated at'],
      ['Hapag-Lloyd', 'HLCU', "'=1+1", expect.any(String)],
    ]);
    const zh = await downloadExport(t, '/api/shipping-lines/export', {
      token: admin,
      query: { keyword: 'pciu' },
      lang: 'zh',
    });
    expect(zh.rows).toEqual([
      ['名称', '代码', '备注', '更新时间'],
      ['PIL', 'PCIU', '', expect.any(String)],
    ]);
  });
});
