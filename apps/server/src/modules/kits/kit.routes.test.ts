import type { KitItem, KitRevision, Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildKit } from './kit.factories';
import { battery, create, kitBody, lamp, panel, useKitWorld } from './kit.test-support';

useKitWorld();

describe('kits: create, read, update, delete', () => {
  it('saves the components and derives the totals of one kit', async () => {
    const body = kitBody({ kitCode: 'SHS-80', name: 'Home system 80', description: 'Starter' });
    const created = await create(body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const kit = created.body.data;
    expect(kit).toMatchObject({
      kitCode: 'SHS-80',
      name: 'Home system 80',
      lifeCycle: 'Active',
      description: 'Starter',
      componentCount: 2,
      totalPieces: 5,
      // 4 × 0.006 + 1 × 0.0264 m³; 4 × 0.45 + 8.25 kg
      totalCbm: 0.0504,
      grossWeightKg: 10.05,
    });
    expect(kit.components.map((c) => [c.product.productId, c.qty])).toEqual([
      ['KT-LAMP', 4],
      ['KT-PANEL', 1],
    ]);
    const fetched = await t.call<KitItem>('GET', `/api/kits/${kit.id}`, { token: admin });
    expect(fetched.body.data).toEqual(kit);

    const updated = await t.call<KitItem>('PUT', `/api/kits/${kit.id}`, {
      token: admin,
      body: {
        ...body,
        lifeCycle: 'PhaseOut',
        components: [
          { product: panel, qty: 2 },
          { product: battery, qty: 1 },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.lifeCycle).toBe('PhaseOut');
    expect(updated.body.data.components.map((c) => [c.product.productId, c.qty])).toEqual([
      ['KT-PANEL', 2],
      ['KT-BAT', 1],
    ]);

    const removed = await t.call('DELETE', `/api/kits/${kit.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `/api/kits/${kit.id}`, { token: admin })).status).toBe(404);
    const lines = await t.db.kysely
      .selectFrom('kit_components')
      .select('id')
      .where('kit_id', '=', kit.id)
      .execute();
    expect(lines).toEqual([]);
    expect((await t.call('PUT', '/api/kits/999999', { token: admin, body })).status).toBe(404);
    expect((await t.call('DELETE', '/api/kits/999999', { token: admin })).status).toBe(404);
  });

  it('writes an audit row per write and lists revisions field by field', async () => {
    const body = kitBody({ kitCode: 'REV-KIT', name: 'Revision kit' });
    const kit = (await create(body)).body.data;
    const scm = await t.signedInUser('1-SCM');
    const saved = await t.call('PUT', `/api/kits/${kit.id}`, {
      token: scm.token,
      body: { ...body, name: 'Revision kit 2', components: [{ product: lamp, qty: 6 }] },
    });
    expect(saved.status).toBe(200);
    const revisions = await t.call<KitRevision[]>('GET', `/api/kits/${kit.id}/revisions`, {
      token: admin,
    });
    expect(
      revisions.body.data.map(({ actor, action, field, before, after }) => ({
        actor,
        action,
        field,
        before,
        after,
      })),
    ).toEqual([
      {
        actor: scm.username,
        action: 'update',
        field: 'name',
        before: 'Revision kit',
        after: 'Revision kit 2',
      },
      {
        actor: scm.username,
        action: 'update',
        field: 'components',
        before: 'KT-LAMP ×4, KT-PANEL ×1',
        after: 'KT-LAMP ×6',
      },
      { actor: 'admin', action: 'create', field: 'kitCode', before: null, after: 'REV-KIT' },
    ]);
    await t.call('DELETE', `/api/kits/${kit.id}`, { token: admin });
    expect((await auditTrail(t, 'kit', kit.id)).map((row) => row.action)).toEqual([
      'kit.create',
      'kit.update',
      'kit.delete',
    ]);
  });

  it('filters by keyword, life cycle, activeness and product; pages and sorts', async () => {
    const a = await buildKit(t.db.kysely, {
      kitCode: 'FLT-A',
      name: 'Filter zebra',
      lifeCycle: 'EOL',
      components: [{ product: lamp, qty: 1 }],
    });
    const b = await buildKit(t.db.kysely, {
      kitCode: 'FLT-B',
      name: 'Filter alpha',
      lifeCycle: 'New',
      activeness: 'Inactive',
      components: [{ product: battery, qty: 1 }],
    });
    const ids = async (query: Record<string, string | number>) =>
      (await t.call<Page<KitItem>>('GET', '/api/kits', { token: admin, query })).body.data.list.map(
        (kit) => kit.id,
      );
    expect(await ids({ keyword: 'flt-' })).toEqual([a.id, b.id]);
    expect(await ids({ keyword: 'flt-', sortBy: 'name' })).toEqual([b.id, a.id]);
    expect(await ids({ keyword: 'flt-', sortBy: 'lifeCycle' })).toEqual([b.id, a.id]);
    expect(await ids({ keyword: 'flt-', sortBy: 'kitCode', sortOrder: 'desc' })).toEqual([
      b.id,
      a.id,
    ]);
    // one sort vocabulary (asc/desc): antd's ascend/descend is refused, not guessed
    const oldWord = await t.call('GET', '/api/kits', {
      token: admin,
      query: { sortBy: 'kitCode', sortOrder: 'descend' },
    });
    expect(oldWord.status).toBe(400);
    expect(await ids({ keyword: 'FILTER ZEB' })).toEqual([a.id]);
    expect(await ids({ keyword: 'flt', lifeCycle: 'New' })).toEqual([b.id]);
    expect(await ids({ keyword: 'flt', activeness: 'Active' })).toEqual([a.id]);
    expect(await ids({ keyword: 'flt', product: battery })).toEqual([b.id]);
    const paged = await t.call<Page<KitItem>>('GET', '/api/kits', {
      token: admin,
      query: { keyword: 'flt', pageSize: 1, pageNum: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(
      (await t.call('GET', '/api/kits', { token: admin, query: { lifeCycle: 'Old' } })).status,
    ).toBe(400);
  });
});

describe('GET /api/kits/export', () => {
  it('exports one row per component, headers in the caller’s language', async () => {
    await buildKit(t.db.kysely, {
      kitCode: 'EXP-KIT',
      name: '=Export kit',
      components: [
        { product: lamp, qty: 4 },
        { product: panel, qty: 1 },
      ],
    });
    const en = await downloadExport(t, '/api/kits/export', {
      token: admin,
      query: { keyword: 'exp-kit' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    const [headers, ...rows] = en.rows;
    expect(headers).toEqual([
      'Kit code',
      'Kit name',
      'Life cycle',
      'Activeness',
      'Description',
      'Components',
      'Kit CBM',
      'Kit gross weight (kg)',
      'Product ID',
      'Item number',
      'Short name',
      'Qty per kit',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[5], row[6], row[8], row[11]])).toEqual([
      ['EXP-KIT', "'=Export kit", 2, 0.0504, 'KT-LAMP', 4],
      ['EXP-KIT', "'=Export kit", 2, 0.0504, 'KT-PANEL', 1],
    ]);
    const zh = await downloadExport(t, '/api/kits/export', {
      token: admin,
      query: { keyword: 'exp-kit' },
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 3)).toEqual(['套件编码', '套件名称', '生命周期']);
    expect(zh.rows[1]![2]).toBe('量产');
  });
});

describe('kits: who may call', () => {
  it('lets 2-View read but not write; keeps suppliers out entirely', async () => {
    const kit = await buildKit(t.db.kysely, { components: [{ product: lamp, qty: 1 }] });
    const viewer = await t.signedInUser('2-View');
    expect((await t.call('GET', '/api/kits', { token: viewer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/kits/${kit.id}`, { token: viewer.token })).status).toBe(200);
    const supplierId = (await t.buildSupplier()).id;
    const supplier = await t.signedInUser('7-Supplier', { supplierIds: [supplierId] });
    expect((await t.call('GET', '/api/kits', { token: supplier.token })).status).toBe(403);
    for (const token of [viewer.token, supplier.token]) {
      expect((await create(kitBody(), token)).status).toBe(403);
      expect((await t.call('PUT', `/api/kits/${kit.id}`, { token, body: kitBody() })).status).toBe(
        403,
      );
      expect((await t.call('DELETE', `/api/kits/${kit.id}`, { token })).status).toBe(403);
    }
    for (const group of ['1-SCM', '5-OPM']) {
      const writer = await t.signedInUser(group);
      expect((await create(kitBody(), writer.token)).status).toBe(200);
    }
  });
});
