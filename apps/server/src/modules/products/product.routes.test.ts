import type { Page, ProductItem, ProductRevision } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildProduct } from './product.factories';
import { countProducts, createProduct, productBody } from './product.test-support';

useTestContext({ admin: true });

const list = (query: Record<string, string | number> = {}) =>
  t.call<Page<ProductItem>>('GET', '/api/products', { token: admin, query });

describe('products: create, read, update', () => {
  it('stores grams and millimetres, computes CBM, and reads back what was saved', async () => {
    const body = productBody({
      productId: 'CRUD-1',
      itemNumber: 'CRUD-IT-1',
      netWeightKg: 11.234,
      grossWeightKg: 12.5,
      qtyPerPackage: 4,
      lengthCm: 60.5,
      widthCm: 40,
      heightCm: 30.3,
      countryShortNames: { NG: 'Lumi 80', KE: 'Lumi Kenya' },
    });
    const created = await createProduct(t, admin, body);
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({
      productId: 'CRUD-1',
      netWeightKg: 11.234,
      grossWeightKg: 12.5,
      lengthCm: 60.5,
      heightCm: 30.3,
      // 60.5 × 40 × 30.3 = 73,326 cm³
      cbm: 0.073326,
      unitCbm: 0.018332,
      serialized: true,
    });
    expect(item.countryShortNames).toEqual({
      NG: 'Lumi 80',
      B2B: '',
      BJ: '',
      CDI: '',
      KE: 'Lumi Kenya',
      MZ: '',
      RW: '',
      TZ: '',
      UG: '',
      ZA: '',
    });
    const stored = await t.db.kysely
      .selectFrom('products')
      .select(['net_weight_g', 'length_mm', 'height_mm'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ net_weight_g: 11_234, length_mm: 605, height_mm: 303 });

    const fetched = await t.call<ProductItem>('GET', `/api/products/${item.id}`, { token: admin });
    expect(fetched.body.data).toEqual(item);

    const updated = await t.call<ProductItem>('PUT', `/api/products/${item.id}`, {
      token: admin,
      body: { ...body, activeness: 'Inactive', brand: 'Lumina' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ activeness: 'Inactive', brand: 'Lumina' });
    expect((await t.call('GET', '/api/products/999999', { token: admin })).status).toBe(404);
    expect((await t.call('PUT', '/api/products/999999', { token: admin, body })).status).toBe(404);
  });

  it('filters by keyword, brand, category and activeness, paged', async () => {
    const a = await buildProduct(t.db.kysely, {
      productId: 'FLT-PV-450',
      brand: 'FilterSun',
      category: 'pvPanels',
    });
    const b = await buildProduct(t.db.kysely, {
      productId: 'FLT-BAT-100',
      modelName: 'LiFePO4 12.8 V 100 Ah',
      brand: 'FilterCell',
      category: 'batteries',
      activeness: 'Inactive',
    });
    const ids = async (query: Record<string, string | number>) =>
      (await list(query)).body.data.list.map((row) => row.id);
    expect(await ids({ keyword: 'flt-' })).toEqual([b.id, a.id]);
    expect(await ids({ keyword: 'lifepo4 12.8' })).toEqual([b.id]);
    expect(await ids({ keyword: 'flt', brand: 'filtersun' })).toEqual([a.id]);
    expect(await ids({ keyword: 'flt', category: 'batteries' })).toEqual([b.id]);
    expect(await ids({ keyword: 'flt', activeness: 'Active' })).toEqual([a.id]);
    const paged = await list({ keyword: 'flt', pageSize: 1, pageNum: 2 });
    expect(paged.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.body.data.list.map((row) => row.id)).toEqual([a.id]);
    expect((await list({ category: 'solar' })).status).toBe(400);
    expect((await list({ activeness: 'active' })).status).toBe(400);
  });
});

describe('products: product ID and item number are unique', () => {
  it('refuses a taken product ID or item number with 409 on create and update', async () => {
    await buildProduct(t.db.kysely, { productId: 'UNQ-1', itemNumber: 'UNQ-IT-1' });
    const other = await buildProduct(t.db.kysely, { productId: 'UNQ-2', itemNumber: 'UNQ-IT-2' });
    const before = await countProducts(t);
    const sameId = await createProduct(t, admin, productBody({ productId: 'unq-1' }));
    expect(sameId.status).toBe(409);
    expect(sameId.body.message).toBe('Product ID unq-1 already exists');
    const sameItem = await createProduct(t, admin, productBody({ itemNumber: 'UNQ-IT-1' }));
    expect(sameItem.status).toBe(409);
    expect(sameItem.body.message).toBe('Item number UNQ-IT-1 already exists');
    const update = await t.call('PUT', `/api/products/${other.id}`, {
      token: admin,
      body: productBody({ productId: 'UNQ-1', itemNumber: 'UNQ-IT-2' }),
      lang: 'zh',
    });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe('产品 ID UNQ-1 已存在');
    expect(await countProducts(t)).toBe(before);
    const own = await t.call('PUT', `/api/products/${other.id}`, {
      token: admin,
      body: productBody({ productId: 'UNQ-2', itemNumber: 'UNQ-IT-2' }),
    });
    expect(own.status).toBe(200);
  });
});

describe('GET /api/products/:id/revisions', () => {
  it('lists one line per changed field, newest first, with who and before → after', async () => {
    const body = productBody({ productId: 'REV-1', itemNumber: 'REV-IT-1', lengthCm: 50 });
    const created = (await createProduct(t, admin, body)).body.data;
    const scm = await t.signedInUser('1-SCM');
    const saved = await t.call('PUT', `/api/products/${created.id}`, {
      token: scm.token,
      body: { ...body, lengthCm: 55, activeness: 'Inactive', countryShortNames: { NG: 'Rev' } },
    });
    expect(saved.status).toBe(200);
    // saving unchanged values adds no lines
    await t.call('PUT', `/api/products/${created.id}`, {
      token: scm.token,
      body: { ...body, lengthCm: 55, activeness: 'Inactive', countryShortNames: { NG: 'Rev' } },
    });
    const answer = await t.call<ProductRevision[]>('GET', `/api/products/${created.id}/revisions`, {
      token: admin,
    });
    expect(answer.status).toBe(200);
    const lines = answer.body.data.map(({ actor, action, field, before, after }) => ({
      actor,
      action,
      field,
      before,
      after,
    }));
    expect(lines).toEqual([
      {
        actor: scm.username,
        action: 'update',
        field: 'activeness',
        before: 'Active',
        after: 'Inactive',
      },
      {
        actor: scm.username,
        action: 'update',
        field: 'countryShortNames.NG',
        before: '',
        after: 'Rev',
      },
      { actor: scm.username, action: 'update', field: 'lengthCm', before: 50, after: 55 },
      { actor: 'admin', action: 'create', field: 'productId', before: null, after: 'REV-1' },
    ]);
    expect((await t.call('GET', '/api/products/999999/revisions', { token: admin })).status).toBe(
      404,
    );
  });
});
