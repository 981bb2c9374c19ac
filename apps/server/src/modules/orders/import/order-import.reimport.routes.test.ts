import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { buildProduct } from '../../products/product.factories';
import { importOrders, poFile, readOrderJob, type Row } from './order-import.test-support';
import {
  fan,
  lamp,
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
    expect(zh.issues[0]!.message).toBe('第 2 行已计划或已发运，其数量/要求交期修改未被应用');
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

  it('writes 1,200 lines in chunks: new and changed lines interleaved, revisions in file order', async () => {
    const products = [lamp, panel, fan];
    for (let i = 0; i < 7; i++) products.push(await buildProduct(t.db.kysely));
    const numbers = Array.from({ length: 120 }, () => newPoNumber());
    const rowsOf = (po: number, qty: number): Row[] =>
      products.map((product, index) =>
        poRow({
          poNumber: numbers[po]!,
          lineNo: index + 1,
          productCode: product.productId,
          orderQty: index === 0 ? qty : 100,
          rowTotalUsd: index === 0 ? qty * 12.5 : 1250,
        }),
      );
    // first the even POs; then every PO, the even ones with line 1 changed, the odd ones new
    const first = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile(numbers.flatMap((_, po) => (po % 2 === 0 ? rowsOf(po, 100) : []))),
    );
    expect(first).toMatchObject({ status: 'succeeded', created: 600 });
    const lastAudit = await t.db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();

    const second = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile(numbers.flatMap((_, po) => rowsOf(po, po % 2 === 0 ? 150 : 100))),
    );
    expect(second).toMatchObject({
      status: 'succeeded',
      created: 600,
      updated: 60,
      unchanged: 540,
    });

    const fileOrder = (poNumber: string, lineNo: number) =>
      numbers.indexOf(poNumber) * products.length + lineNo;
    const lines = await t.db.kysely
      .selectFrom('po_lines')
      .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
      .select(['po_lines.id', 'po_lines.line_no', 'po_lines.order_qty', 'po_number'])
      .where('po_number', 'in', numbers)
      .execute();
    const placeOf = new Map(
      lines.map((line) => [line.id, fileOrder(line.po_number, line.line_no)]),
    );
    // new lines got their ids in file order
    const added = lines.filter((line) => numbers.indexOf(line.po_number) % 2 === 1);
    const byId = [...added].sort((a, b) => a.id - b.id);
    expect(byId.map((line) => placeOf.get(line.id))).toEqual(
      added.map((line) => placeOf.get(line.id)!).sort((a, b) => a - b),
    );
    // one revision per new or changed line, in the file's order
    const revisions = await t.db.kysely
      .selectFrom('audit_log')
      .select(['entity_id', 'before_json', 'after_json'])
      .where('id', '>', Number(lastAudit.id))
      .where('action', '=', 'poLine.import')
      .orderBy('id')
      .execute();
    expect(revisions).toHaveLength(660);
    const places = revisions.map((revision) => placeOf.get(Number(revision.entity_id))!);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    const changed = revisions.filter((revision) => revision.before_json !== null);
    expect(changed).toHaveLength(60);
    expect(JSON.parse(changed[0]!.before_json!)).toMatchObject({ lineNo: 1, orderQty: 100 });
    expect(JSON.parse(changed[0]!.after_json!)).toMatchObject({ lineNo: 1, orderQty: 150 });
    expect(lines.filter((line) => line.order_qty === 150)).toHaveLength(60);
  });
});
