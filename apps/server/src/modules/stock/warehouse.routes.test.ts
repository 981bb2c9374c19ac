import type { Page, WarehouseItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildLoadingPoint } from '../reference/reference.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { stockWorld } from './stock.test-support';

useTestContext({ admin: true });

const base = '/api/warehouses';
let pointId: number;
beforeAll(async () => {
  pointId = (await buildLoadingPoint(t.db.kysely, { name: 'WHT port' })).id;
});

const create = (body: unknown, lang: 'en' | 'zh' = 'en') =>
  t.call<WarehouseItem>('POST', base, { token: admin, body, lang });
const codes = async (query: Record<string, string | number>) =>
  (
    await t.call<Page<WarehouseItem>>('GET', base, {
      token: admin,
      query: { pageSize: 100, ...query },
    })
  ).body.data.list.map((row) => row.code);

describe('warehouses', () => {
  it('adds, edits and deletes a warehouse, each step audited', async () => {
    const created = await create({
      code: ' wht-ng1 ',
      name: 'Ningbo 1',
      type: 'loading',
      loadingPointId: pointId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'WHT-NG1',
      type: 'loading',
      loadingPointId: pointId,
      loadingPointName: 'WHT port',
      active: true,
    });
    const id = created.body.data.id;
    const edited = await t.call<WarehouseItem>('PUT', `${base}/${id}`, {
      token: admin,
      body: {
        code: 'WHT-NG1',
        name: 'Ningbo one',
        type: 'loading',
        loadingPointId: pointId,
        active: false,
      },
    });
    expect(edited.body.data).toMatchObject({ name: 'Ningbo one', active: false });
    expect(await codes({ keyword: 'wht', active: 0 })).toEqual(['WHT-NG1']);
    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).status).toBe(200);
    expect((await auditTrail(t, 'warehouse', id)).map((row) => row.action)).toEqual([
      'warehouse.create',
      'warehouse.update',
      'warehouse.delete',
    ]);
  });

  it('refuses a taken code, a loading warehouse without its loading point, a scrap warehouse with one', async () => {
    await create({ code: 'WHT-SC', name: 'Scrap', type: 'scrap' });
    const taken = await create({ code: 'wht-sc', name: 'Scrap 2', type: 'scrap' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Warehouse code WHT-SC already exists');
    const noPoint = await create({ code: 'WHT-L', name: 'L', type: 'loading' }, 'zh');
    expect(noPoint.status).toBe(400);
    expect(errorFields(noPoint)).toEqual(['loadingPointId']);
    expect(noPoint.body.message).toContain('装柜仓库须选择装货地点');
    const withPoint = await create({
      code: 'WHT-R',
      name: 'R',
      type: 'rework',
      loadingPointId: pointId,
    });
    expect(errorFields(withPoint)).toEqual(['loadingPointId']);
    const badCode = await create({ code: 'WH T', name: 'x', type: 'scrap' });
    expect(errorFields(badCode)).toEqual(['code']);
    expect(await codes({ keyword: 'WHT-' })).toEqual(['WHT-SC']);
  });

  it('keeps a warehouse the ledger names, and its type while it holds stock', async () => {
    const w = await stockWorld(t, 'WHU');
    const removed = await t.call('DELETE', `${base}/${w.a.id}`, { token: admin });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('WHU-A');
    const retyped = await t.call('PUT', `${base}/${w.a.id}`, {
      token: admin,
      body: { code: 'WHU-A', name: 'A', type: 'rework', loadingPointId: null },
    });
    expect(retyped.status).toBe(422);
    expect(retyped.body.message).toBe('Warehouse WHU-A holds stock: its type cannot change');
    // an inactive warehouse takes no new moves
    await t.call('PUT', `${base}/${w.b.id}`, {
      token: admin,
      body: {
        code: 'WHU-B',
        name: 'B',
        type: 'loading',
        loadingPointId: w.point.id,
        active: false,
      },
    });
    const into = await t.call('POST', '/api/stock/transfers', {
      token: admin,
      body: {
        fromWarehouseId: w.a.id,
        toWarehouseId: w.b.id,
        reason: 'x',
        lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 1 }],
      },
    });
    expect(into.status).toBe(422);
    expect(into.body.message).toBe(
      'Warehouse WHU-B is inactive: it takes no new stock moves. Nothing was changed',
    );
  });

  it('lists options for every signed-in user and exports the list as Excel', async () => {
    const viewer = await t.signedInUser('7-Supplier');
    const options = await t.call<WarehouseItem[]>('GET', `${base}/options`, {
      token: viewer.token,
    });
    expect(options.status).toBe(200);
    expect(options.body.data.map((row) => row.code)).toContain('WHT-SC');
    const file = await downloadExport(t, `${base}/export`, {
      token: admin,
      query: { keyword: 'WHT' },
      lang: 'zh',
    });
    expect(file.contentType).toBe(XLSX_TYPE);
    expect(file.rows[0]).toEqual(['编码', '名称', '类型', '装货地点', '启用', '更新时间']);
    expect(file.rows[1]!.slice(0, 3)).toEqual(['WHT-SC', 'Scrap', '报废仓库']);
  });
});
