import type { Queryable } from '../../db/database';

/**
 * What is on hand of each PO line (the risk-buy list's stock column): in the loading
 * warehouses and the rework area (goods that may still ship); the scrap warehouse's are
 * gone. Lines with nothing are left out. Read straight off the stock balances: the stock
 * module loads containers through tracking, which changes PO lines through orders, so
 * orders may not call back into stock's services (no module cycles).
 */
export async function onHandByPoLine(
  db: Queryable,
  poLineIds: readonly number[],
): Promise<Map<number, number>> {
  if (poLineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_balances as b')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .select('b.po_line_id')
    .select((eb) => eb.fn.sum<number | string>('b.qty').as('qty'))
    .where('b.po_line_id', 'in', [...poLineIds])
    .where('w.type', '<>', 'scrap')
    .groupBy('b.po_line_id')
    .execute();
  return new Map(rows.map((row) => [row.po_line_id, Number(row.qty)]));
}
