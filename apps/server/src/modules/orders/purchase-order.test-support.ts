import type { Page, PoLineItem, PurchaseOrderDetail } from '@lading/shared';
import { beforeAll } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';

/*
 * The PO route tests' world: the test context and the administrator's token
 * (test/harness.ts), two suppliers, a loading point, six products and an inactive one.
 * Exported as live bindings, set by usePoWorld()'s beforeAll (each test file gets its own
 * module instance, so its own database).
 */
export let supplierA: { id: number; code: string };
export let supplierB: { id: number; code: string };
export let point: { id: number };
export let products: { id: number; productId: string }[];
export let inactive: { id: number; productId: string };

export function usePoWorld() {
  useTestContext({ admin: true });
  beforeAll(async () => {
    supplierA = await t.buildSupplier({ code: 'POS-A', name: 'PO supplier A' });
    supplierB = await t.buildSupplier({ code: 'POS-B', name: 'PO supplier B' });
    point = await buildLoadingPoint(t.db.kysely, { name: 'Ningbo warehouse', shortName: 'NGB' });
    products = [];
    for (let i = 1; i <= 6; i++) {
      products.push(await buildProduct(t.db.kysely, { productId: `POP-${i}` }));
    }
    inactive = await buildProduct(t.db.kysely, { productId: 'POP-OLD', activeness: 'Inactive' });
  });
}

export const p = (i: number) => products[i - 1]!;
export const line = (
  lineNo: number,
  productIndex: number,
  extra: Record<string, unknown> = {},
) => ({
  lineNo,
  productId: p(productIndex).id,
  orderQty: 100,
  unitPriceCents: 2_500,
  discountPct: 10,
  rdd: '2027-02-01',
  loadingPointId: point.id,
  ...extra,
});
export const poBody = (poNumber: string, extra: Record<string, unknown> = {}) => ({
  poNumber,
  supplierId: supplierA.id,
  originator: 'Alice',
  destinationCountry: 'KE',
  currency: 'USD',
  lines: [line(10, 1), line(20, 2, { orderQty: 50 })],
  ...extra,
});
export const createPo = (body: unknown, lang: 'en' | 'zh' = 'en', token = admin) =>
  t.call<PurchaseOrderDetail>('POST', '/api/purchase-orders', { token, body, lang });
export const changeLine = (id: number, body: unknown, lang: 'en' | 'zh' = 'en') =>
  t.call<PoLineItem>('PUT', `/api/po-lines/${id}`, { token: admin, body, lang });
export const listLines = (query: Record<string, string | number>, token = admin) =>
  t.call<Page<PoLineItem>>('GET', '/api/po-lines', { token, query });
