import type { Page, PackagingItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildPackaging, packagingSpec } from './packaging.factories';

useTestContext({ admin: true });

const put = (product: number, body: unknown, token = admin, lang: 'en' | 'zh' = 'en') =>
  t.call<PackagingItem>('PUT', `/api/packaging/${product}`, { token, body, lang });

describe('packaging: set and read per product', () => {
  it('adds the record the first time, updates it after, derives CBM, audits each save', async () => {
    const product = await buildProduct(t.db.kysely, { productId: 'PK-1', category: 'lighting' });
    const empty = await t.call<PackagingItem>('GET', `/api/packaging/${product.id}`, {
      token: admin,
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      product: { id: product.id, productId: 'PK-1', category: 'lighting' },
      packaging: null,
    });

    const body = packagingSpec({ cartonLengthCm: 60.5, cartonWidthCm: 40, cartonHeightCm: 30.3 });
    const saved = await put(product.id, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.packaging).toMatchObject({
      cartonLengthCm: 60.5,
      cartonHeightCm: 30.3,
      piecesPerCarton: 4,
      cartonGrossKg: 12.5,
      // 60.5 × 40 × 30.3 = 73,326 cm³, 4 pieces
      cbmPerCarton: 0.073326,
      cbmPerPiece: 0.018332,
      pallet: { cartonsPerPallet: 40, lengthCm: 120, palletsPer40HQ: 20, palletsPer20GP: 10 },
    });
    const stored = await t.db.kysely
      .selectFrom('product_packaging')
      .select(['carton_length_mm', 'carton_gross_g', 'pallet_gross_g'])
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      carton_length_mm: 605,
      carton_gross_g: 12_500,
      pallet_gross_g: 520_000,
    });

    const loose = await put(product.id, { ...body, pallet: null });
    expect(loose.status).toBe(200);
    expect(loose.body.data.packaging?.pallet).toBeNull();
    const fetched = await t.call<PackagingItem>('GET', `/api/packaging/${product.id}`, {
      token: admin,
    });
    expect(fetched.body.data).toEqual(loose.body.data);

    const trail = await auditTrail(t, 'packaging', product.id);
    expect(trail.map((row) => row.action)).toEqual(['packaging.create', 'packaging.update']);
    expect(trail[1]!.before).toMatchObject({ pallet: { cartonsPerPallet: 40 } });
    expect(trail[1]!.after).toMatchObject({ pallet: null });

    expect((await t.call('GET', '/api/packaging/999999', { token: admin })).status).toBe(404);
    expect((await put(999999, body)).status).toBe(404);
  });

  it('lists every product with or without packaging, filtered and paged', async () => {
    const a = await buildProduct(t.db.kysely, { productId: 'PKL-A', category: 'batteries' });
    const b = await buildProduct(t.db.kysely, { productId: 'PKL-B', category: 'cables' });
    await buildPackaging(t.db.kysely, a.id);
    const ids = async (query: Record<string, string | number>) =>
      (
        await t.call<Page<PackagingItem>>('GET', '/api/packaging', { token: admin, query })
      ).body.data.list.map((row) => row.product.id);
    expect(await ids({ keyword: 'pkl-' })).toEqual([a.id, b.id]);
    expect(await ids({ keyword: 'pkl-', hasPackaging: 'yes' })).toEqual([a.id]);
    expect(await ids({ keyword: 'pkl-', hasPackaging: 'no' })).toEqual([b.id]);
    expect(await ids({ keyword: 'pkl-', category: 'cables' })).toEqual([b.id]);
    const paged = await t.call<Page<PackagingItem>>('GET', '/api/packaging', {
      token: admin,
      query: { keyword: 'pkl', pageSize: 1, pageNum: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 2, pageNum: 2 });
    expect(
      (await t.call('GET', '/api/packaging', { token: admin, query: { hasPackaging: 'maybe' } }))
        .status,
    ).toBe(400);
  });
});

describe('packaging: refused input names the field and writes nothing', () => {
  let product: number;
  beforeAll(async () => {
    product = (await buildProduct(t.db.kysely, { productId: 'PK-BAD' })).id;
  });
  const refused = async (body: unknown, fields: string[], en?: string, zh?: string) => {
    const answer = await put(product, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (en) expect(answer.body.message).toBe(en);
    if (zh) expect((await put(product, body, admin, 'zh')).body.message).toBe(zh);
    const row = await t.db.kysely
      .selectFrom('product_packaging')
      .select('product_id')
      .where('product_id', '=', product)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  };

  it('requires the carton fields', async () => {
    for (const field of [
      'cartonLengthCm',
      'cartonWidthCm',
      'cartonHeightCm',
      'piecesPerCarton',
      'cartonGrossKg',
      'cartonNetKg',
    ]) {
      const body: Record<string, unknown> = packagingSpec();
      delete body[field];
      await refused(body, [field]);
    }
    await refused(
      { ...packagingSpec(), cbmPerCarton: 0.1 },
      ['cbmPerCarton'],
      'cbmPerCarton: is not an accepted field',
    );
  });

  it('checks positive numbers, decimals and whole pieces', async () => {
    await refused(
      packagingSpec({ cartonLengthCm: 0 }),
      ['cartonLengthCm'],
      'Carton length (cm): must be at least 0',
      '箱长（cm）：不能小于 0',
    );
    await refused(packagingSpec({ cartonWidthCm: 40.25 }), ['cartonWidthCm']);
    await refused(
      packagingSpec({ piecesPerCarton: 0 }),
      ['piecesPerCarton'],
      'Pieces per carton: must be at least 1',
      '每箱件数：不能小于 1',
    );
    await refused(packagingSpec({ piecesPerCarton: 2.5 }), ['piecesPerCarton']);
    await refused(packagingSpec({ cartonNetKg: -1 }), ['cartonNetKg']);
    await refused(
      packagingSpec({ cartonGrossKg: 10, cartonNetKg: 10.001 }),
      ['cartonGrossKg'],
      'Carton gross weight (kg): cannot be less than the carton net weight',
      '箱毛重（kg）：不能小于箱净重',
    );
  });

  it('checks the pallet when there is one', async () => {
    const pallet = packagingSpec().pallet!;
    await refused(
      packagingSpec({ pallet: { ...pallet, cartonsPerPallet: 0 } }),
      ['pallet.cartonsPerPallet'],
      'Cartons per pallet: must be at least 1',
      '每托箱数：不能小于 1',
    );
    await refused(packagingSpec({ pallet: { ...pallet, heightCm: -5 } }), ['pallet.heightCm']);
    await refused(
      packagingSpec({ pallet: { ...pallet, palletsPer40HQ: 0 } }),
      ['pallet.palletsPer40HQ'],
      'Pallets per 40HQ: must be at least 1',
    );
    await refused(packagingSpec({ pallet: { ...pallet, palletsPer20GP: 1.5 } }), [
      'pallet.palletsPer20GP',
    ]);
    const { grossKg: _gross, ...noGross } = pallet;
    await refused(packagingSpec({ pallet: noGross as typeof pallet }), ['pallet.grossKg']);
    // 40 cartons of 12.5 kg weigh 500 kg before the pallet itself
    await refused(
      packagingSpec({ pallet: { ...pallet, grossKg: 499.999 } }),
      ['pallet.grossKg'],
      'Pallet gross weight (kg): cannot be less than the gross weight of its cartons',
      '托盘毛重（kg）：不能小于托盘上所有箱子的毛重之和',
    );
  });
});

describe('GET /api/packaging/export', () => {
  it('exports products with their packaging, blanks where none, in the caller’s language', async () => {
    const a = await buildProduct(t.db.kysely, { productId: 'PKX-A', category: 'pvPanels' });
    await buildProduct(t.db.kysely, { productId: 'PKX-B' });
    await buildPackaging(t.db.kysely, a.id, { pallet: null });
    const en = await downloadExport(t, '/api/packaging/export', {
      token: admin,
      query: { keyword: 'pkx-' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    const [headers, ...rows] = en.rows;
    const cell = (row: number, name: string) => rows[row]![headers!.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(cell(0, 'Product ID')).toBe('PKX-A');
    expect(cell(0, 'Category')).toBe('PV panels');
    expect(cell(0, 'CBM per carton')).toBe(0.072);
    expect(cell(0, 'CBM per piece')).toBe(0.018);
    expect(cell(0, 'Cartons per pallet')).toBe('');
    expect(cell(1, 'Product ID')).toBe('PKX-B');
    expect(cell(1, 'Carton L (cm)')).toBe('');
    const zh = await downloadExport(t, '/api/packaging/export', {
      token: admin,
      query: { keyword: 'pkx-', hasPackaging: 'yes' },
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 4)).toEqual(['产品 ID', '物料编号', '简称', '类别']);
    expect(zh.rows).toHaveLength(2);
  });
});

describe('packaging: who may call', () => {
  it('lets 2-View read but not write; keeps suppliers out; 1-SCM and 5-OPM write', async () => {
    const product = await buildProduct(t.db.kysely);
    const viewer = await t.signedInUser('2-View');
    expect((await t.call('GET', '/api/packaging', { token: viewer.token })).status).toBe(200);
    expect((await put(product.id, packagingSpec(), viewer.token)).status).toBe(403);
    const supplierId = (await t.buildSupplier()).id;
    const supplier = await t.signedInUser('7-Supplier', { supplierIds: [supplierId] });
    expect((await t.call('GET', '/api/packaging', { token: supplier.token })).status).toBe(403);
    expect((await put(product.id, packagingSpec(), supplier.token)).status).toBe(403);
    for (const group of ['1-SCM', '5-OPM']) {
      const writer = await t.signedInUser(group);
      expect((await put(product.id, packagingSpec(), writer.token)).status).toBe(200);
    }
  });
});
