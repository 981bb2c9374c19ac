import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { postDocument } from './ledger.service';
import {
  base,
  deliverableOf,
  insertWarehouse,
  linesA,
  point1,
  supplierA,
  useNoteWorld,
  whA,
  whScrap,
} from './delivery-note.test-support';

/**
 * issue 16: what a PO line may still put on a delivery note — its order quantity less what
 * has shipped, what notes announce, what is on hand outside the scrap warehouse and what
 * is loaded into containers that have not shipped (the notes' own figures are proven in
 * delivery-note.lifecycle.routes.test.ts).
 */
useNoteWorld();

const actor = { userId: null, username: 'test', clientAddress: '127.0.0.1' };
/** Posts a ledger document moving `qty` of a PO line into (or out of) a warehouse; 0: none. */
const post = (line: { id: number; productId: number }, warehouseId: number, qty: number) =>
  t.db.kysely.transaction().execute((trx) =>
    postDocument(
      trx,
      actor,
      new Date().toISOString(),
      {
        docType: 'adjustment',
        fromWarehouseId: null,
        toWarehouseId: warehouseId,
        reason: '',
      },
      qty === 0
        ? []
        : [{ warehouseId, productId: line.productId, poLineId: line.id, qty, kind: 'adjustment' }],
    ),
  );

describe('what a PO line may still deliver', () => {
  it('takes off what is loaded into containers that have not shipped', async () => {
    const line = linesA[0]!;
    const before = (await deliverableOf()).get(line.id)!;
    const planner = await t.signedInUser('1-SCM');
    const container = await buildContainer(t.db.kysely, {
      loadingPointId: point1.id,
      createdByUserId: planner.id,
      lines: [{ poLineId: line.id, qty: 10 }],
    });
    const containerLine = await t.db.kysely
      .selectFrom('container_lines')
      .select('id')
      .where('container_id', '=', container.id)
      .executeTakeFirstOrThrow();
    // the loading document itself moves nothing here: only its record counts
    const document = await post(line, whA.id, 0);
    await t.db.kysely
      .insertInto('loading_records')
      .values({
        stock_document_id: document.id,
        container_id: container.id,
        container_line_id: containerLine.id,
        po_line_id: line.id,
        product_id: line.productId,
        warehouse_id: whA.id,
        planned_qty: 10,
        loaded_qty: 8,
        loaded_at: new Date().toISOString(),
      })
      .execute();
    expect((await deliverableOf()).get(line.id)).toBe(before - 8);
    await t.db.kysely
      .updateTable('containers')
      .set({ status: 'Loading' })
      .where('id', '=', container.id)
      .execute();
    expect((await deliverableOf()).get(line.id)).toBe(before - 8);
    // shipped: shipped_qty counts it instead (planning's job), the record no more
    await t.db.kysely
      .updateTable('containers')
      .set({ status: 'Shipped' })
      .where('id', '=', container.id)
      .execute();
    expect((await deliverableOf()).get(line.id)).toBe(before);
  });

  it('counts stock in a rework area against it, but not scrapped stock', async () => {
    const line = linesA[1]!;
    const before = (await deliverableOf()).get(line.id)!;
    const rework = await insertWarehouse(t.db.kysely, { code: 'WH-RW', type: 'rework' });
    await post(line, whScrap.id, 5);
    expect((await deliverableOf()).get(line.id)).toBe(before);
    await post(line, rework.id, 7);
    expect((await deliverableOf()).get(line.id)).toBe(before - 7);
    await post(line, rework.id, -7);
    expect((await deliverableOf()).get(line.id)).toBe(before);
  });

  it('filters the offered lines by PO number or product', async () => {
    const all = await t.call<{ poLineId: number; poNumber: string }[]>('GET', `${base}/po-lines`, {
      token: admin,
      query: { supplierId: supplierA.id, warehouseId: whA.id, keyword: 'po-dn-a1' },
    });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((row) => row.poNumber))).toEqual(new Set(['PO-DN-A1']));
    const none = await t.call<unknown[]>('GET', `${base}/po-lines`, {
      token: admin,
      query: { supplierId: supplierA.id, warehouseId: whA.id, keyword: 'no such thing' },
    });
    expect(none.body.data).toEqual([]);
  });
});
