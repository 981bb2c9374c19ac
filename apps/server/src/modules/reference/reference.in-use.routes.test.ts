import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from '../../db/constraint-errors';
import { registerErrorHandling } from '../../platform/http/error-handler';
import { admin, t, useTestContext } from '../../test/harness';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildContainer } from '../planning/planning.factories';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint, buildShippingLine } from './reference.factories';
import { auditTrail, countRows } from './reference.test-support';

/**
 * Reference data that PO lines or containers name by foreign key cannot be deleted: 409 with
 * what uses it, in the caller's language, and nothing changes (db/references.ts).
 */

useTestContext({ admin: true });

let planner: { id: number; token: string };
let productId: number;
let otherProductId: number;
let supplierId: number;

beforeAll(async () => {
  planner = await t.signedInUser('1-SCM');
  productId = (await buildProduct(t.db.kysely, { productId: 'IU-PRODUCT' })).id;
  otherProductId = (await buildProduct(t.db.kysely, { productId: 'IU-OTHER' })).id;
  supplierId = (await t.buildSupplier({ code: 'IU-S' })).id;
});

const remove = (path: string, lang?: 'zh') =>
  t.call('DELETE', path, { token: admin, ...(lang ? { lang } : {}) });

describe('deleting reference data in use', () => {
  it('refuses a loading point that PO lines and containers name, changing nothing', async () => {
    const point = await buildLoadingPoint(t.db.kysely, { name: 'IU Ningbo', shortName: 'IUNB' });
    const po = await buildPurchaseOrder(t.db.kysely, {
      supplierId,
      destinationCountry: 'NG',
      lines: [
        { productId, loadingPointId: point.id, orderQty: 10 },
        { productId: otherProductId, loadingPointId: point.id, orderQty: 20 },
      ],
    });
    await buildContainer(t.db.kysely, {
      loadingPointId: point.id,
      createdByUserId: planner.id,
      lines: [{ poLineId: po.lineIds[0]!, qty: 5 }],
    });
    const rows = await countRows(t, 'loading_points');

    const en = await remove(`/api/loading-points/${point.id}`);
    expect(en.status, JSON.stringify(en.body)).toBe(409);
    expect(en.body.message).toBe(
      'Loading point "IU Ningbo" is used by PO lines (2) and containers (1) and cannot be deleted',
    );
    const zh = await remove(`/api/loading-points/${point.id}`, 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('装货地“IU Ningbo”已被 2 个采购订单行和 1 个集装箱使用，不能删除');

    expect(await countRows(t, 'loading_points')).toBe(rows);
    expect((await auditTrail(t, 'loadingPoint', point.id)).map((row) => row.action)).not.toContain(
      'loadingPoint.delete',
    );
  });

  it('refuses a shipping line that a container names, then deletes it once none does', async () => {
    const line = await buildShippingLine(t.db.kysely, { name: 'IU Line', code: 'IUL' });
    const point = await buildLoadingPoint(t.db.kysely);
    const saved = await t.call('PUT', '/api/planning/draft', {
      token: planner.token,
      body: {
        containers: [
          {
            containerType: '40HQ',
            loadingPointId: point.id,
            destinationCountry: 'NG',
            shippingLineId: line.id,
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const en = await remove(`/api/shipping-lines/${line.id}`);
    expect(en.status, JSON.stringify(en.body)).toBe(409);
    expect(en.body.message).toBe(
      'Shipping line "IU Line" is used by containers (1) and cannot be deleted',
    );
    const zh = await remove(`/api/shipping-lines/${line.id}`, 'zh');
    expect(zh.body.message).toBe('船公司“IU Line”已被 1 个集装箱使用，不能删除');
    expect((await auditTrail(t, 'shippingLine', line.id)).map((row) => row.action)).not.toContain(
      'shippingLine.delete',
    );

    expect((await t.call('DELETE', '/api/planning/draft', { token: planner.token })).status).toBe(
      200,
    );
    expect((await remove(`/api/shipping-lines/${line.id}`)).status).toBe(200);
    // the loading point no draft names any more goes too
    expect((await remove(`/api/loading-points/${point.id}`)).status).toBe(200);
  });

  it('answers any foreign-key violation a service did not foresee with 409, not 500', async () => {
    const point = await buildLoadingPoint(t.db.kysely);
    await buildPurchaseOrder(t.db.kysely, {
      supplierId,
      destinationCountry: 'NG',
      lines: [{ productId, loadingPointId: point.id, orderQty: 1 }],
    });
    const unchecked = () =>
      t.db.kysely.deleteFrom('loading_points').where('id', '=', point.id).execute();
    // the driver's own error, on SQLite and PostgreSQL alike
    const error: unknown = await unchecked().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isForeignKeyViolation(error)).toBe(true);

    const app = Fastify();
    registerErrorHandling(app);
    app.delete('/unchecked', async () => {
      await unchecked();
      return null;
    });
    const answer = await app.inject({ method: 'DELETE', url: '/unchecked' });
    await app.close();
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 409,
      message: 'The record is used by other records, so this cannot be done; nothing was changed',
      data: null,
    });
  });
});
