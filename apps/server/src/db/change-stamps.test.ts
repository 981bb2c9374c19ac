import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../test/harness';
import { buildPurchaseOrder } from '../modules/orders/order.factories';
import { buildProduct } from '../modules/products/product.factories';
import { buildLoadingPoint } from '../modules/reference/reference.factories';
import { readChangeStamp, stampWrittenBy } from './change-stamps';

/** The driver moves the `orders` stamp with every committed write to PO lines or headers. */
useTestContext();

let supplierId: number;
let productIds: number[];
let loadingPointId: number;
beforeAll(async () => {
  supplierId = (await t.buildSupplier({ code: 'STAMP-S' })).id;
  productIds = [
    (await buildProduct(t.db.kysely, { productId: 'STAMP-P1' })).id,
    (await buildProduct(t.db.kysely, { productId: 'STAMP-P2' })).id,
  ];
  loadingPointId = (await buildLoadingPoint(t.db.kysely, { name: 'Stamp port' })).id;
});

const orders = () => readChangeStamp(t.db.kysely, 'orders');
/** A PO of two lines. */
const twoLines = () => ({
  supplierId,
  lines: productIds.map((productId) => ({ productId, loadingPointId })),
});

describe('change stamps', () => {
  it('moves once per committed transaction, at its commit, not before', async () => {
    const before = await orders();
    await t.db.kysely.transaction().execute(async (trx) => {
      await buildPurchaseOrder(trx, twoLines());
      await trx.updateTable('po_lines').set({ rdd: '2027-03-01' }).where('po_id', '>', 0).execute();
      expect(await readChangeStamp(trx, 'orders')).toBe(before);
    });
    expect(await orders()).toBe(before + 1);
  });

  it('does not move for a rolled-back transaction', async () => {
    const before = await orders();
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await buildPurchaseOrder(trx, twoLines());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await orders()).toBe(before);
  });

  it('moves after each write outside a transaction', async () => {
    const before = await orders();
    const po = await buildPurchaseOrder(t.db.kysely, twoLines()); // a header and two lines
    expect(await orders()).toBe(before + 3);
    await t.db.kysely.deleteFrom('po_lines').where('po_id', '=', po.id).execute();
    expect(await orders()).toBe(before + 4);
  });

  it('ignores reads and writes of other tables', async () => {
    const before = await orders();
    await t.db.kysely.selectFrom('po_lines').selectAll().execute();
    await t.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('suppliers')
        .set({ name: 'Renamed' })
        .where('id', '=', supplierId)
        .execute();
    });
    expect(await orders()).toBe(before);
  });

  it('knows the written table of builder and raw statements', () => {
    const kysely = t.db.kysely;
    expect(stampWrittenBy(kysely.updateTable('po_lines as pl').set({ rdd: 'x' }).compile())).toBe(
      'orders',
    );
    expect(stampWrittenBy(kysely.deleteFrom('purchase_orders').compile())).toBe('orders');
    expect(stampWrittenBy(CompiledQuery.raw('UPDATE "po_lines" SET closed = 1'))).toBe('orders');
    expect(stampWrittenBy(CompiledQuery.raw('insert into purchase_orders values (1)'))).toBe(
      'orders',
    );
    expect(stampWrittenBy(kysely.selectFrom('po_lines').selectAll().compile())).toBeUndefined();
    expect(stampWrittenBy(kysely.deleteFrom('so_lines').compile())).toBeUndefined();
    expect(stampWrittenBy(CompiledQuery.raw('update po_lines_archive set x = 1'))).toBeUndefined();
  });
});
