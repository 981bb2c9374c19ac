import { sql } from 'kysely';
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
   * Records what arrived of pending lines, a few hundred per UPDATE (a CASE per column);
   * answers the ids that were NOT stamped because they were stocked in meanwhile (the guard
   * makes a second, concurrent stock-in of the same line refuse instead of count twice).
   */
  async stampStockIn(
    db: Queryable,
    lines: readonly StockInStamp[],
    stamp: { documentId: number; at: string },
  ): Promise<number[]> {
    const missed: number[] = [];
    for (let start = 0; start < lines.length; start += STAMP_ROWS) {
      const chunk = lines.slice(start, start + STAMP_ROWS);
      const ids = chunk.map((line) => line.lineId);
      const caseOf = (pick: (line: StockInStamp) => number) =>
        sql<number>`case ${sql.join(
          chunk.map((line) => sql`when id = ${line.lineId} then cast(${pick(line)} as integer)`),
          sql` `,
        )} end`;
      const result = await db
        .updateTable('delivery_note_lines')
        .set({
          received_qty: caseOf((line) => line.received),
          damaged_qty: caseOf((line) => line.damaged),
          short_qty: caseOf((line) => line.short),
          stock_document_id: stamp.documentId,
          stocked_in_at: stamp.at,
        })
        .where('id', 'in', ids)
        .where('stock_document_id', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === chunk.length) continue;
      const stamped = await db
        .selectFrom('delivery_note_lines')
        .select('id')
        .where('id', 'in', ids)
        .where('stock_document_id', '=', stamp.documentId)
        .execute();
      const done = new Set(stamped.map((row) => row.id));
      missed.push(...ids.filter((id) => !done.has(id)));
    }
    return missed;
  },
};

/** What arrived of one pending line. */
export interface StockInStamp {
  lineId: number;
  received: number;
  damaged: number;
  short: number;
}

/** Lines per stamping UPDATE: its SQL grows with them (three CASEs), ~1,750 bound values. */
const STAMP_ROWS = 250;
