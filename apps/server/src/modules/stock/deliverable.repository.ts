import type { DeliverablePoLine } from '@lading/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

/**
 * What of a PO line may still be put on a delivery note (issue 16), for many lines in one
 * query: its order quantity, less what has shipped, what other notes announce and have not
 * stocked in yet (Cancelled ones aside), what is on hand in any non-scrap warehouse, and
 * what is loaded into containers that have not shipped. Short and damaged quantities, and
 * what was scrapped, become deliverable again.
 */
function deliverableQty(excludeNoteId: number | null): RawBuilder<number> {
  return sql<number>`(pl.order_qty - pl.shipped_qty
    - coalesce((select sum(nl.qty) from delivery_note_lines nl
        inner join delivery_notes n on n.id = nl.delivery_note_id
        where nl.po_line_id = pl.id and nl.stock_document_id is null
          and n.status <> 'Cancelled' and n.id <> ${excludeNoteId ?? -1}), 0)
    - coalesce((select sum(b.qty) from stock_balances b
        inner join warehouses bw on bw.id = b.warehouse_id
        where b.po_line_id = pl.id and bw.type <> 'scrap'), 0)
    - coalesce((select sum(r.loaded_qty) from loading_records r
        inner join containers c on c.id = r.container_id
        where r.po_line_id = pl.id and c.status in ('Unshipped', 'Loading')), 0))`;
}

function poLines(db: Queryable) {
  return db
    .selectFrom('po_lines as pl')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .innerJoin('loading_points as lp', 'lp.id', 'pl.loading_point_id');
}

/** A PO line as a note's save checks it. */
export interface NoteLineFacts {
  id: number;
  supplier_id: number;
  product_id: number;
  loading_point_id: number;
  loading_point_name: string;
  closed: number;
  cancelled: number;
  po_number: string;
  line_no: number;
  deliverable: number;
}

export const deliverableRepository = {
  /** The facts of the named PO lines (those that exist), with what each may still deliver. */
  async facts(
    db: Queryable,
    poLineIds: readonly number[],
    excludeNoteId: number | null,
  ): Promise<NoteLineFacts[]> {
    if (poLineIds.length === 0) return [];
    const rows = await poLines(db)
      .select([
        'pl.id',
        'pl.supplier_id',
        'pl.product_id',
        'pl.loading_point_id',
        'lp.name as loading_point_name',
        'pl.closed',
        'pl.cancelled',
        'po.po_number',
        'pl.line_no',
        deliverableQty(excludeNoteId).as('deliverable'),
      ])
      .where('pl.id', 'in', [...poLineIds])
      .execute();
    return rows.map((row) => ({ ...row, deliverable: Number(row.deliverable) }));
  },

  /**
   * The supplier's open lines at a loading point with something left to deliver, by RDD:
   * what a note for that point's warehouse may name. `keyword`: PO number or product.
   */
  async open(
    db: Queryable,
    filter: {
      supplierId: number;
      loadingPointId: number;
      excludeNoteId: number | null;
      keyword?: string | undefined;
      limit: number;
    },
  ): Promise<DeliverablePoLine[]> {
    const deliverable = deliverableQty(filter.excludeNoteId);
    let query = poLines(db)
      .where('pl.supplier_id', '=', filter.supplierId)
      .where('pl.loading_point_id', '=', filter.loadingPointId)
      .where('pl.closed', '=', 0)
      .where('pl.cancelled', '=', 0)
      .where(sql<boolean>`${deliverable} > 0`);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('po.po_number', keyword),
          containsText('p.product_id', keyword),
          containsText('p.short_name', keyword),
        ]),
      );
    }
    const rows = await query
      .select([
        'pl.id as poLineId',
        'po.po_number as poNumber',
        'pl.line_no as poLineNo',
        'pl.product_id as productId',
        'p.product_id as productCode',
        'p.short_name as productName',
        'pl.rdd',
        'pl.order_qty as orderQty',
        'pl.shipped_qty as shippedQty',
        deliverable.as('deliverableQty'),
      ])
      .orderBy('pl.rdd')
      .orderBy('po.po_number')
      .orderBy('pl.line_no')
      .limit(filter.limit)
      .execute();
    return rows.map((row) => ({ ...row, deliverableQty: Number(row.deliverableQty) }));
  },
};
