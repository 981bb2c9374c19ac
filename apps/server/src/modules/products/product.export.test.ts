import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildProduct } from './product.factories';
import { createProduct, productBody } from './product.test-support';

useTestContext({ admin: true });

describe('GET /api/products/export', () => {
  it('exports the filtered list with computed CBM, headers in the caller’s language', async () => {
    await buildProduct(t.db.kysely, {
      productId: 'EXP-PV-450',
      itemNumber: '=EXP1',
      category: 'pvPanels',
      qtyPerPackage: 31,
      lengthCm: 211,
      widthCm: 112,
      heightCm: 122,
      countryShortNames: { NG: 'Panel 450' },
    });
    await buildProduct(t.db.kysely, { productId: 'EXP-BAT', category: 'batteries' });
    const en = await downloadExport(t, '/api/products/export', {
      token: admin,
      query: { keyword: 'exp-', category: 'pvPanels' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    const [headers, ...rows] = en.rows;
    expect(headers!.slice(0, 3)).toEqual(['Product ID', 'Item number', 'Short name']);
    expect(headers).toContain('Short name NG');
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![headers!.indexOf(name)];
    expect(cell('Product ID')).toBe('EXP-PV-450');
    expect(cell('Item number')).toBe("'=EXP1");
    expect(cell('Category')).toBe('PV panels');
    // 211 × 112 × 122 cm = 2.883104 m³ per pallet of 31
    expect(cell('CBM per package')).toBe(2.883104);
    expect(cell('Unit CBM')).toBe(0.093003);
    expect(cell('Short name NG')).toBe('Panel 450');

    const zh = await downloadExport(t, '/api/products/export', {
      token: admin,
      query: { keyword: 'exp-' },
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 2)).toEqual(['产品 ID', '物料编号']);
    expect(zh.rows.slice(1).map((row) => row[7])).toEqual(['电池', '光伏板']);
    expect(decodeURIComponent(zh.disposition)).toContain('产品');
  });
});

describe('products: who may call', () => {
  it('lets 2-View read but not write; keeps suppliers out; 401 without a session', async () => {
    const product = await buildProduct(t.db.kysely);
    const body = productBody();
    const viewer = await t.signedInUser('2-View');
    expect((await t.call('GET', '/api/products', { token: viewer.token })).status).toBe(200);
    expect(
      (await t.call('GET', `/api/products/${product.id}`, { token: viewer.token })).status,
    ).toBe(200);
    expect((await createProduct(t, viewer.token, body)).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/products/${product.id}`, { token: viewer.token, body })).status,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/products/${product.id}`, { token: viewer.token })).status,
    ).toBe(403);

    const supplierId = (await t.buildSupplier()).id;
    for (const group of ['7-Supplier', '11-Supplier QRC']) {
      const supplier = await t.signedInUser(group, { supplierIds: [supplierId] });
      expect((await t.call('GET', '/api/products', { token: supplier.token })).status).toBe(403);
      expect(
        (await t.call('GET', `/api/products/${product.id}`, { token: supplier.token })).status,
      ).toBe(403);
      expect(
        (await downloadExport(t, '/api/products/export', { token: supplier.token })).status,
      ).toBe(403);
    }

    for (const group of ['1-SCM', '5-OPM']) {
      const owner = await t.signedInUser(group);
      expect((await createProduct(t, owner.token, productBody())).status).toBe(200);
    }
    const logistic = await t.signedInUser('3-Logistic');
    expect((await createProduct(t, logistic.token, productBody())).status).toBe(403);

    expect((await t.call('GET', '/api/products')).status).toBe(401);
    expect((await t.call('POST', '/api/products', { body })).status).toBe(401);
    expect((await t.call('GET', `/api/products/${product.id}/revisions`)).status).toBe(401);
  });
});
