import type { Page, TransitTimeItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildShippingLine, buildTransitTime } from './reference.factories';
import { auditTrail, countRows, downloadExport, XLSX_TYPE } from './reference.test-support';

useTestContext({ admin: true });

let msc: { id: number; name: string };
let maersk: { id: number; name: string };
beforeAll(async () => {
  msc = await buildShippingLine(t.db.kysely, { name: 'MSC', code: 'MSCU' });
  maersk = await buildShippingLine(t.db.kysely, { name: 'Maersk', code: 'MAEU' });
});

const create = (body: unknown, token = admin) =>
  t.call<TransitTimeItem>('POST', '/api/transit-times', { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<TransitTimeItem>>('GET', '/api/transit-times', { token, query });

describe('standard transit times: create, list, update, delete', () => {
  it('goes through the whole life of a transit time, with its line’s name, audited', async () => {
    const body = {
      pol: 'Shenzhen Yantian',
      pod: 'Lagos (Apapa)',
      shippingLineId: msc.id,
      days: 38,
    };
    const created = await create(body);
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      ...body,
      shippingLineName: 'MSC',
      note: '',
      createdAt: expect.any(String),
      updatedAt: item.createdAt,
    });
    expect((await list({ keyword: 'apapa' })).body.data.list).toEqual([item]);

    const anyLine = { pol: 'Shenzhen Yantian', pod: 'Lagos (Apapa)', days: 40, note: 'any line' };
    const updated = await t.call<TransitTimeItem>('PUT', `/api/transit-times/${item.id}`, {
      token: admin,
      body: anyLine,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ...anyLine,
      shippingLineId: null,
      shippingLineName: null,
    });

    expect((await t.call('DELETE', `/api/transit-times/${item.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await list({ keyword: 'apapa' })).body.data.total).toBe(0);
    expect(await auditTrail(t, 'transitTime', item.id)).toEqual([
      { action: 'transitTime.create', actor: 'admin', before: null, after: item },
      {
        action: 'transitTime.update',
        actor: 'admin',
        before: item,
        after: updated.body.data,
      },
      { action: 'transitTime.delete', actor: 'admin', before: updated.body.data, after: null },
    ]);
  });

  it('finds by POL or POD, ignoring case, and pages', async () => {
    const a = await buildTransitTime(t.db.kysely, { pol: 'Qingdao Qz', pod: 'Mombasa' });
    const b = await buildTransitTime(t.db.kysely, { pol: 'Ningbo', pod: 'Dar es Salaam QZ' });
    const ids = async (keyword: string) =>
      (await list({ keyword })).body.data.list.map((row) => row.id);
    expect((await ids('qz')).sort()).toEqual([a.id, b.id].sort());
    expect(await ids('MOMBASA')).toEqual([a.id]);
    expect(await ids('dar es')).toEqual([b.id]);
    const page = await list({ keyword: 'qz', pageSize: 1 });
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.body.data.list).toHaveLength(1);
  });
});

describe('standard transit times: one per POL, POD and line', () => {
  const route = { pol: 'Ningbo Beilun', pod: 'Durban', days: 24 };

  it('refuses a second standard for the same line, and for "any line" (null)', async () => {
    expect((await create({ ...route, shippingLineId: msc.id })).status).toBe(200);
    expect((await create(route)).status).toBe(200);
    // another line on the same route is its own standard
    expect((await create({ ...route, shippingLineId: maersk.id, days: 23 })).status).toBe(200);

    const before = await countRows(t, 'transit_times');
    const sameLine = await create({ ...route, shippingLineId: msc.id, days: 30 });
    expect(sameLine.status).toBe(409);
    expect(sameLine.body.message).toBe(
      'A standard transit time from Ningbo Beilun to Durban for this shipping line already exists',
    );
    const sameNull = await create({ ...route, shippingLineId: null, days: 30 });
    expect(sameNull.status).toBe(409);
    const lineOmitted = await create({ ...route, days: 30 });
    expect(lineOmitted.status).toBe(409);
    expect(await countRows(t, 'transit_times')).toBe(before);
  });

  it('refuses an update onto another standard’s route, but not onto its own', async () => {
    const mine = await buildTransitTime(t.db.kysely, { pol: 'Nansha', pod: 'Maputo' });
    await buildTransitTime(t.db.kysely, { pol: 'Nansha', pod: 'Beira' });
    const clash = await t.call('PUT', `/api/transit-times/${mine.id}`, {
      token: admin,
      body: { pol: 'Nansha', pod: 'Beira', days: 20 },
      lang: 'zh',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('该船公司从 Nansha 到 Beira 的标准航程已存在');
    const own = await t.call('PUT', `/api/transit-times/${mine.id}`, {
      token: admin,
      body: { pol: 'Nansha', pod: 'Maputo', days: 27 },
    });
    expect(own.status).toBe(200);
  });

  it('holds in the database too: a null line is one value for the unique key', async () => {
    await buildTransitTime(t.db.kysely, { pol: 'Xiamen', pod: 'Tema' });
    await expect(buildTransitTime(t.db.kysely, { pol: 'Xiamen', pod: 'Tema' })).rejects.toThrow();
  });

  it('answers 422 for a shipping line that does not exist', async () => {
    const before = await countRows(t, 'transit_times');
    const answer = await create({ ...route, pod: 'Maputo', shippingLineId: 999999 });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      code: 422,
      message: 'The shipping line does not exist',
      data: null,
    });
    const mine = await buildTransitTime(t.db.kysely);
    const update = await t.call('PUT', `/api/transit-times/${mine.id}`, {
      token: admin,
      body: { pol: 'A', pod: 'B', days: 3, shippingLineId: 999999 },
      lang: 'zh',
    });
    expect(update.status).toBe(422);
    expect(update.body.message).toBe('船公司不存在');
    expect(await countRows(t, 'transit_times')).toBe(before + 1);
  });
});

describe('standard transit times: refused input', () => {
  const good = { pol: 'Shanghai Yangshan', pod: 'Mombasa', days: 26 };
  const refused = async (body: unknown, fields: string[], message?: RegExp) => {
    const before = await countRows(t, 'transit_times');
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countRows(t, 'transit_times')).toBe(before);
  };

  it('names the field at fault', async () => {
    await refused({ pod: 'X', days: 3 }, ['pol'], /^POL: cannot be empty$/);
    await refused({ pol: 'X', pod: ' ', days: 3 }, ['pod'], /^POD: cannot be empty$/);
    await refused({ pol: 'X', pod: 'Y' }, ['days'], /^Transit days: cannot be empty$/);
    await refused({ ...good, days: 0 }, ['days'], /must be at least 1/);
    await refused({ ...good, days: 366 }, ['days'], /must be at most 365/);
    await refused({ ...good, days: 2.5 }, ['days']);
    await refused({ ...good, days: '26' }, ['days'], /must be number/);
    await refused({ ...good, shippingLineId: 0 }, ['shippingLineId'], /^Shipping line: /);
    await refused({ ...good, shippingLineId: 'MSC' }, ['shippingLineId']);
    await refused({ ...good, pol: 'p'.repeat(101) }, ['pol'], /at most 100 characters/);
    await refused({ ...good, note: 'n'.repeat(301) }, ['note'], /at most 300 characters/);
    await refused({ ...good, shippingLine: 'MSC' }, ['shippingLine'], /not an accepted field/);
  });

  it('answers 404 for a transit time that does not exist', async () => {
    expect(
      (await t.call('PUT', '/api/transit-times/999999', { token: admin, body: good })).status,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/transit-times/999999', { token: admin })).status).toBe(
      404,
    );
  });
});

describe('standard transit times: who may call', () => {
  it('lets 2-View read but not write; refuses 7-Supplier reading; 401 without a session', async () => {
    const viewer = await t.signedInUser('2-View');
    const mine = await buildTransitTime(t.db.kysely);
    const body = { pol: 'A', pod: 'B', days: 3 };
    expect((await list({}, viewer.token)).status).toBe(200);
    expect((await create(body, viewer.token)).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/transit-times/${mine.id}`, { token: viewer.token, body })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/transit-times/${mine.id}`, { token: viewer.token })).status,
    ).toBe(403);

    const supplier = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
    expect((await list({}, supplier.token)).status).toBe(403);
    expect(
      (await downloadExport(t, '/api/transit-times/export', { token: supplier.token })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/transit-times')).status).toBe(401);
    expect((await t.call('DELETE', `/api/transit-times/${mine.id}`)).status).toBe(401);
  });
});

describe('GET /api/transit-times/export', () => {
  it('exports the filtered list with the line’s name, escaped formulas, in both languages', async () => {
    await buildTransitTime(t.db.kysely, {
      pol: 'Shenzhen Yantian',
      pod: 'Cotonou Xq',
      shippingLineId: maersk.id,
      days: 36,
      note: '+via Lomé',
    });
    await buildTransitTime(t.db.kysely, { pol: 'Shenzhen Yantian', pod: 'Abidjan Xq', days: 35 });
    await buildTransitTime(t.db.kysely, { pol: 'Shenzhen Yantian', pod: 'Elsewhere', days: 9 });
    const en = await downloadExport(t, '/api/transit-times/export', {
      token: admin,
      query: { keyword: 'xq' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows).toEqual([
      ['POL', 'POD', 'Shipping line', 'Transit days', 'Note', 'Updated at'],
      ['Shenzhen Yantian', 'Abidjan Xq', '', 35, '', expect.any(String)],
      ['Shenzhen Yantian', 'Cotonou Xq', 'Maersk', 36, "'+via Lomé", expect.any(String)],
    ]);
    const zh = await downloadExport(t, '/api/transit-times/export', {
      token: admin,
      query: { keyword: 'cotonou xq' },
      lang: 'zh',
    });
    expect(zh.rows[0]).toEqual(['起运港', '目的港', '船公司', '航程天数', '备注', '更新时间']);
    expect(zh.rows).toHaveLength(2);
  });
});
