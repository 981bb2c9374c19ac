import type { InventoryItem, Page } from '@lading/shared';
import type { TestContext } from '../../test/harness';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { buildSupplier } from '../suppliers/supplier.factories';
import { adjustStock, buildWarehouse } from './stock.factories';

/**
 * A small stock world: two loading warehouses at one loading point (A, B), a rework area and
 * a scrap warehouse; a supplier's PO with two lines of two products; 50 of line 1 and 20 of
 * line 2 on hand in A.
 */
export async function stockWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const point = await buildLoadingPoint(db, { name: `${prefix} port`, shortName: `${prefix}P` });
  const a = await buildWarehouse(db, { code: `${prefix}-A`, loadingPointId: point.id });
  const b = await buildWarehouse(db, { code: `${prefix}-B`, loadingPointId: point.id });
  const rework = await buildWarehouse(db, { code: `${prefix}-RW`, type: 'rework' });
  const scrap = await buildWarehouse(db, { code: `${prefix}-SC`, type: 'scrap' });
  const supplier = await buildSupplier(db, { name: `${prefix} Supplier` });
  const p1 = await buildProduct(db, { productId: `${prefix}-P1`, shortName: `${prefix} lamp` });
  const p2 = await buildProduct(db, { productId: `${prefix}-P2`, shortName: `${prefix} panel` });
  const po = await buildPurchaseOrder(db, {
    supplierId: supplier.id,
    poNumber: `${prefix}-PO1`,
    lines: [
      { productId: p1.id, loadingPointId: point.id, orderQty: 100 },
      { productId: p2.id, loadingPointId: point.id, orderQty: 40 },
    ],
  });
  const [line1, line2] = po.lineIds as [number, number];
  await adjustStock(db, [
    { warehouseId: a.id, productId: p1.id, poLineId: line1, qty: 50 },
    { warehouseId: a.id, productId: p2.id, poLineId: line2, qty: 20 },
  ]);
  return { point, a, b, rework, scrap, supplier, p1, p2, po, line1, line2 };
}
export type StockWorld = Awaited<ReturnType<typeof stockWorld>>;

/** The on-hand rows of the inventory list under a filter, as `code:product:qty`. */
export async function onHand(
  t: TestContext,
  token: string,
  query: Record<string, string | number> = {},
): Promise<string[]> {
  const answer = await t.call<Page<InventoryItem>>('GET', '/api/stock/inventory', {
    token,
    query: { pageSize: 100, ...query },
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.list.map((row) => `${row.warehouseCode}:${row.productCode}:${row.qty}`);
}

/** Row counts that every refused write must leave as they were. */
export async function ledgerCounts(t: TestContext) {
  const count = async (table: 'stock_moves' | 'stock_documents' | 'stock_balances') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sum = await t.db.kysely
    .selectFrom('stock_balances')
    .select((eb) => eb.fn.sum<number | string | null>('qty').as('n'))
    .executeTakeFirstOrThrow();
  return {
    moves: await count('stock_moves'),
    documents: await count('stock_documents'),
    balances: await count('stock_balances'),
    onHand: Number(sum.n ?? 0),
  };
}
