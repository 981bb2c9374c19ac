import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { importOrders, poFile, readOrderJob } from './order-import.test-support';
import {
  linesOf,
  newPoNumber,
  panel,
  poRow,
  scm,
  useOrderImportWorld,
} from './order-import.world.test-support';

/** Importing POs already stored: unplanned lines change, planned lines keep qty and RDD. */
useOrderImportWorld();

describe('PO import', () => {
  it('updates an unplanned line, refuses a change of qty or RDD on a planned one (nothing applied)', async () => {
    const a = newPoNumber();
    const first = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId }),
      ]),
    );
    expect(first).toMatchObject({ status: 'succeeded', created: 2 });
    const [one, two] = await linesOf(a);

    // planning (issue 6) will maintain planned_qty; here it is set directly
    await t.db.kysely
      .updateTable('po_lines')
      .set({ planned_qty: 40 })
      .where('id', '=', two!.id)
      .execute();

    const refused = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1, orderQty: 150, rowTotalUsd: 1875 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId, orderQty: 80 }),
      ]),
    );
    expect(refused).toMatchObject({ status: 'failed', refusedRows: 1 });
    expect(refused.issues).toEqual([
      {
        row: 3,
        field: 'orderQty',
        column: 'Order Qty',
        message: 'line 2 is already planned or shipped; its quantity/RDD change was not applied',
      },
    ]);
    const zh = (await readOrderJob(t, 'purchase-orders', scm.token, refused.id, 'zh')).body.data;
    expect(zh.issues[0]!.message).toBe('第 2 行已计划或已发运，其数量/RDD 修改未被应用');
    // all or nothing: line 1's change was not applied either
    expect((await linesOf(a)).map((line) => line.order_qty)).toEqual([100, 100]);

    // an RDD change of the planned line is refused the same way
    const rdd = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId, rdd: '2027-05-01' }),
      ]),
    );
    expect(rdd.issues).toMatchObject([{ row: 2, field: 'rdd' }]);

    // the unplanned line alone: updated, with its revision; the planned one unchanged
    const updated = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1, orderQty: 150, rowTotalUsd: 1875 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId }),
      ]),
    );
    expect(updated).toMatchObject({ status: 'succeeded', created: 0, updated: 1, unchanged: 1 });
    const after = await linesOf(a);
    expect(after[0]).toMatchObject({ order_qty: 150, row_total_usd_cents: 187_500 });
    expect(after[1]).toMatchObject({ order_qty: 100 });
    const revision = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'poLine')
      .where('entity_id', '=', String(one!.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(revision.reason).toBe(`Excel import #${updated.id} (orders.xlsx)`);
    expect(JSON.parse(revision.before_json!)).toMatchObject({ orderQty: 100 });
    expect(JSON.parse(revision.after_json!)).toMatchObject({ orderQty: 150 });
  });
});
