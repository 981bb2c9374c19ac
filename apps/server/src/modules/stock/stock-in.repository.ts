import type { Queryable } from '../../db/database';

/** SQL of stock-in (issue 16): the pending lines it takes, and the guarded stamp of each. */

/** A line as stock-in reads it: its note's number, status, warehouse and supplier. */
export interface StockInLineRow {
  id: number;
  delivery_note_id: number;
  line_no: number;
  po_line_id: number;
  product_id: number;
  qty: number;
  stock_document_id: number | null;
  note_no: string;
  status: string;
  warehouse_id: number;
}

export const stockInRepository = {
  async linesForStockIn(db: Queryable, ids: readonly number[]): Promise<StockInLineRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('delivery_note_lines as l')
      .innerJoin('delivery_notes as dn', 'dn.id', 'l.delivery_note_id')
      .select([
        'l.id',
        'l.delivery_note_id',
        'l.line_no',
        'l.po_line_id',
        'l.product_id',
        'l.qty',
        'l.stock_document_id',
        'dn.note_no',
        'dn.status',
        'dn.warehouse_id',
      ])
      .where('l.id', 'in', [...ids])
      .execute();
  },

  /**
   * Records what arrived of a pending line; false when it was stocked in meanwhile (the
   * guard makes a second, concurrent stock-in of the same line refuse instead of count twice).
   */
  async stampStockIn(
    db: Queryable,
    lineId: number,
    values: { received: number; damaged: number; short: number; documentId: number; at: string },
  ) {
    const result = await db
      .updateTable('delivery_note_lines')
      .set({
        received_qty: values.received,
        damaged_qty: values.damaged,
        short_qty: values.short,
        stock_document_id: values.documentId,
        stocked_in_at: values.at,
      })
      .where('id', '=', lineId)
      .where('stock_document_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
