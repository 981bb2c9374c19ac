import type { KitItem, KitRevision, Page } from '@lading/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorFields, type TestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildKit } from './kit.factories';

let t: TestContext;
let admin: string;
let lamp: number;
let panel: number;
let battery: number;
let retired: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  // 0.5 × 0.4 × 0.3 m carton of 10 lamps: 0.006 m³ and 0.45 kg a lamp
  lamp = (
    await buildProduct(t.db.kysely, {
      productId: 'KT-LAMP',
      qtyPerPackage: 10,
      lengthCm: 50,
      widthCm: 40,
      heightCm: 30,
      netWeightKg: 0.4,
      grossWeightKg: 0.45,
    })
  ).id;
  panel = (
    await buildProduct(t.db.kysely, {
      productId: 'KT-PANEL',
      qtyPerPackage: 1,
      lengthCm: 120,
      widthCm: 55,
      heightCm: 4,
      netWeightKg: 7.5,
      grossWeightKg: 8.25,
    })
  ).id;
  battery = (await buildProduct(t.db.kysely, { productId: 'KT-BAT' })).id;
  retired = (await buildProduct(t.db.kysely, { productId: 'KT-OLD', activeness: 'Inactive' })).id;
});
afterAll(() => t.close());

let codes = 0;
const kitBody = (overrides: Record<string, unknown> = {}) => {
  codes++;
  return {
    kitCode: `KB-${codes}`,
    name: `Kit body ${codes}`,
    lifeCycle: 'Active',
    activeness: 'Active',
    description: '',
    components: [
      { product: lamp, qty: 4 },
      { product: panel, qty: 1 },
    ],
    ...overrides,
  };
};
const create = (body: unknown, token = admin, lang: 'en' | 'zh' = 'en') =>
  t.call<KitItem>('POST', '/api/kits', { token, body, lang });
const countKits = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('kits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
    expect(await ids({ keyword: 'flt-', sortBy: 'kitCode', sortOrder: 'descend' })).toEqual([
      b.id,
      a.id,
    ]);
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

describe('kits: refused input names the field and writes nothing', () => {
  const refused = async (
    body: unknown,
    fields: string[],
    en?: string | RegExp,
    zh?: string | RegExp,
    status = 400,
  ) => {
    const before = await countKits();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status === 400) expect(errorFields(answer)).toEqual(fields);
    if (en) expect(answer.body.message).toMatch(en);
    if (zh) expect((await create(body, admin, 'zh')).body.message).toMatch(zh);
    expect(await countKits()).toBe(before);
  };

  it('requires code, name, life cycle, activeness and at least one component', async () => {
    for (const field of ['kitCode', 'name', 'lifeCycle', 'activeness', 'components']) {
      const body: Record<string, unknown> = kitBody();
      delete body[field];
      await refused(body, [field]);
    }
    await refused(kitBody({ name: '  ' }), ['name'], 'Name: cannot be empty', '名称：不能为空');
    await refused(
      kitBody({ components: [] }),
      ['components'],
      'Components: needs at least 1 items',
      '组件：至少选择 1 项',
    );
    await refused(kitBody({ kitCode: 'K 1' }), ['kitCode'], /^Kit code: is not in the accepted/);
    await refused(kitBody({ lifeCycle: 'Old' }), ['lifeCycle'], /must be one of New, Active/);
    await refused(kitBody({ description: 'd'.repeat(501) }), ['description']);
  });

  it('refuses a quantity of zero, negative or fractional, and a duplicate component', async () => {
    await refused(
      kitBody({ components: [{ product: lamp, qty: 0 }] }),
      ['components.0.qty'],
      'Quantity: must be at least 1',
      '数量：不能小于 1',
    );
    await refused(kitBody({ components: [{ product: lamp, qty: -2 }] }), ['components.0.qty']);
    await refused(kitBody({ components: [{ product: lamp, qty: 1.5 }] }), ['components.0.qty']);
    await refused(kitBody({ components: [{ product: lamp }] }), ['components.0.qty']);
    await refused(
      kitBody({
        components: [
          { product: lamp, qty: 1 },
          { product: panel, qty: 1 },
          { product: lamp, qty: 2 },
        ],
      }),
      ['components.2.product'],
      'Product: this product is already in the kit; change its quantity instead',
      '产品：该产品已在套件中，请修改其数量',
    );
  });

  it('refuses an unknown product, and an Inactive one as a new component', async () => {
    await refused(
      kitBody({ components: [{ product: 999999, qty: 1 }] }),
      ['components.0.product'],
      'Product: the product does not exist',
      '产品：产品不存在',
    );
    await refused(
      kitBody({
        components: [
          { product: lamp, qty: 1 },
          { product: retired, qty: 1 },
        ],
      }),
      ['components.1.product'],
      'Product: product KT-OLD is Inactive and cannot be added to a kit',
      '产品：产品 KT-OLD 已失效，不能加入套件',
    );
  });

  it('keeps a component made Inactive after it was added, but refuses adding it anew', async () => {
    const product = (await buildProduct(t.db.kysely, { productId: 'KT-LATER' })).id;
    const body = kitBody({ components: [{ product, qty: 1 }] });
    const kit = (await create(body)).body.data;
    await t.db.kysely
      .updateTable('products')
      .set({ activeness: 'Inactive' })
      .where('id', '=', product)
      .execute();
    const kept = await t.call('PUT', `/api/kits/${kit.id}`, {
      token: admin,
      body: { ...body, components: [{ product, qty: 3 }] },
    });
    expect(kept.status).toBe(200);
    const added = await t.call('PUT', `/api/kits/${kit.id}`, {
      token: admin,
      body: {
        ...body,
        components: [
          { product, qty: 3 },
          { product: retired, qty: 1 },
        ],
      },
    });
    expect(added.status).toBe(400);
    expect(errorFields(added)).toEqual(['components.1.product']);
  });

  it('refuses a taken kit code or name (ignoring case) with 409, en and zh', async () => {
    await create(kitBody({ kitCode: 'UNQ-KIT', name: 'Unique kit' }));
    await refused(
      kitBody({ kitCode: 'unq-kit' }),
      [],
      'Kit code unq-kit already exists',
      '套件编码 unq-kit 已存在',
      409,
    );
    await refused(kitBody({ name: 'UNIQUE KIT' }), [], 'Name already exists', '名称已存在', 409);
    const other = (await create(kitBody())).body.data;
    const update = await t.call('PUT', `/api/kits/${other.id}`, {
      token: admin,
      body: kitBody({ kitCode: 'UNQ-KIT' }),
    });
    expect(update.status).toBe(409);
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
