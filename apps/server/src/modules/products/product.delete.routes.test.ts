import type { ProductItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildKit } from '../kits/kit.factories';
import { buildLeadTime } from '../lead-times/lead-time.factories';
import { buildPurchaseOrder, buildSalesOrder } from '../orders/order.factories';
import { buildPackaging } from '../packaging/packaging.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { auditTrail, countRows } from '../reference/reference.test-support';
import { buildProduct } from './product.factories';
import { countProducts, createProduct, productBody } from './product.test-support';

useTestContext({ admin: true });

const remove = (id: number, token = admin, lang?: 'en' | 'zh') =>
  t.call('DELETE', `/api/products/${id}`, { token, ...(lang ? { lang } : {}) });

describe('DELETE /api/products/:id', () => {
  it('deletes a product nothing uses, with an audit row naming what it was', async () => {
    const created = (
      await createProduct(t, admin, productBody({ productId: 'DEL-1', itemNumber: 'DEL-IT-1' }))
    ).body.data;
    const before = await countProducts(t);
    const deleted = await remove(created.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect(await countProducts(t)).toBe(before - 1);
    expect((await t.call('GET', `/api/products/${created.id}`, { token: admin })).status).toBe(404);
    expect(await auditTrail(t, 'product', created.id)).toEqual([
      { action: 'product.create', actor: 'admin', before: null, after: created },
      { action: 'product.delete', actor: 'admin', before: created, after: null },
    ]);
    // the keys are free again
    expect(
      (await createProduct(t, admin, productBody({ productId: 'DEL-1', itemNumber: 'DEL-IT-1' })))
        .status,
    ).toBe(200);
    expect((await remove(created.id)).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });

  it('refuses a used product with 409 saying where it is used, in both languages; nothing changes', async () => {
    const supplier = await t.buildSupplier();
    const point = await buildLoadingPoint(t.db.kysely);
    const ordered = await buildProduct(t.db.kysely, { productId: 'DEL-PO' });
    const other = await buildProduct(t.db.kysely);
    for (const productId of [ordered.id, ordered.id, ordered.id]) {
      await buildPurchaseOrder(t.db.kysely, {
        supplierId: supplier.id,
        lines: [{ productId, loadingPointId: point.id }],
      });
    }
    await buildKit(t.db.kysely, {
      components: [
        { product: ordered.id, qty: 1 },
        { product: other.id, qty: 2 },
      ],
    });
    const products = await countProducts(t);
    const audits = await countRows(t, 'audit_log');

    const refused = await remove(ordered.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 409,
      message:
        'Product DEL-PO cannot be deleted: it is used by 3 PO lines and 1 kit. Nothing was changed',
      data: null,
    });
    expect((await remove(ordered.id, admin, 'zh')).body.message).toBe(
      '产品 DEL-PO 不能删除，它正被使用：3 个采购订单行和1 个套件。未做任何修改',
    );

    // every kind of use: SO lines, packaging and lead times too
    const everywhere = await buildProduct(t.db.kysely, { productId: 'DEL-ALL' });
    await buildPurchaseOrder(t.db.kysely, {
      supplierId: supplier.id,
      lines: [{ productId: everywhere.id, loadingPointId: point.id }],
    });
    await buildSalesOrder(t.db.kysely, { lines: [{ productId: everywhere.id }] });
    await buildKit(t.db.kysely, { components: [{ product: everywhere.id, qty: 1 }] });
    await buildKit(t.db.kysely, { components: [{ product: everywhere.id, qty: 3 }] });
    await buildPackaging(t.db.kysely, everywhere.id);
    await buildLeadTime(t.db.kysely, { product: everywhere.id, supplier: supplier.id });
    expect((await remove(everywhere.id)).body.message).toBe(
      'Product DEL-ALL cannot be deleted: it is used by 1 PO line, 1 SO line, 2 kits, its packaging information, and 1 production lead time. Nothing was changed',
    );
    // packaging or a lead time alone is a use as well (the database would cascade them)
    const packed = await buildProduct(t.db.kysely, { productId: 'DEL-PACK' });
    await buildPackaging(t.db.kysely, packed.id);
    const timed = await buildProduct(t.db.kysely, { productId: 'DEL-LT' });
    await buildLeadTime(t.db.kysely, { product: timed.id, supplier: supplier.id });
    expect((await remove(packed.id, admin, 'zh')).body.message).toBe(
      '产品 DEL-PACK 不能删除，它正被使用：包装信息。未做任何修改',
    );
    expect((await remove(timed.id)).status).toBe(409);

    expect(await countProducts(t)).toBe(products + 3);
    expect(await countRows(t, 'audit_log')).toBe(audits);
    const still = await t.call<ProductItem>('GET', `/api/products/${ordered.id}`, {
      token: admin,
    });
    expect(still.body.data.productId).toBe('DEL-PO');
  });

  it('needs products.delete: 1-SCM may, 2-View may not (403), suppliers may not, 401 without a session', async () => {
    const product = await buildProduct(t.db.kysely);
    const viewer = await t.signedInUser('2-View');
    expect((await remove(product.id, viewer.token)).status).toBe(403);
    const supplierId = (await t.buildSupplier()).id;
    for (const group of ['7-Supplier', '11-Supplier QRC']) {
      const supplier = await t.signedInUser(group, { supplierIds: [supplierId] });
      expect((await remove(product.id, supplier.token)).status).toBe(403);
    }
    expect((await t.call('DELETE', `/api/products/${product.id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/products/${product.id}`, { token: admin })).status).toBe(200);

    const scm = await t.signedInUser('1-SCM');
    expect((await remove(product.id, scm.token)).status).toBe(200);
  });
});
