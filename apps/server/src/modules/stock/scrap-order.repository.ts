import type {
  ListScrapOrdersQuery,
  ScrapOrderItem,
  ScrapOrderLine,
  ScrapOrderSortField,
  ScrapOrderStatus,
} from '@lading/shared';
import { sql } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { startsWithText } from '../../db/text-search';

/**
 * SQL of scrap orders (issue 16): the orders with their totals and names, their lines, and
 * the guarded writes of their life (a status moves only from the one it was read in).
 */

const SORT_COLUMNS = {
  scrapNo: sql`so.scrap_no`,
  warehouseCode: sql`w.code`,
  status: sql`so.status`,
  createdAt: sql`so.created_at`,
  updatedAt: sql`so.updated_at`,
} as const satisfies Record<ScrapOrderSortField, unknown>;

function orders(db: Queryable) {
  return db
    .selectFrom('scrap_orders as so')
    .innerJoin('warehouses as w', 'w.id', 'so.warehouse_id')
    .leftJoin('users as cu', 'cu.id', 'so.created_by_user_id')
    .leftJoin('users as au', 'au.id', 'so.approved_by_user_id')
    .leftJoin('stock_documents as sd', 'sd.id', 'so.stock_document_id');
}

const withOrderColumns = (query: ReturnType<typeof orders>) =>
  query.select((eb) => [
    'so.id',
    'so.scrap_no as scrapNo',
    'so.warehouse_id as warehouseId',
    'w.code as warehouseCode',
    'w.name as warehouseName',
    'so.status',
    'so.reason',
    'so.reject_comment as rejectComment',
    eb
      .selectFrom('scrap_order_lines as l')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('l.scrap_order_id', '=', 'so.id')
      .as('lineCount'),
    eb
      .selectFrom('scrap_order_lines as l')
      .select(sql<number>`coalesce(sum(l.qty), 0)`.as('total'))
      .whereRef('l.scrap_order_id', '=', 'so.id')
      .as('totalQty'),
    'cu.username as createdBy',
    'au.username as approvedBy',
    'so.approved_at as approvedAt',
    'so.done_at as doneAt',
    'sd.doc_no as docNo',
    'so.created_at as createdAt',
    'so.updated_at as updatedAt',
  ]);

type OrderRow = Omit<ScrapOrderItem, 'status'> & { status: string };

const toItem = (row: OrderRow): ScrapOrderItem => ({
  ...row,
  status: row.status as ScrapOrderStatus,
  lineCount: Number(row.lineCount),
  totalQty: Number(row.totalQty),
});

export interface ScrapLineValues {
  productId: number;
  poLineId: number | null;
  qty: number;
}

export const scrapOrderRepository = {
  async findById(db: Queryable, id: number): Promise<ScrapOrderItem | undefined> {
    const row = await withOrderColumns(orders(db)).where('so.id', '=', id).executeTakeFirst();
    return row && toItem(row as OrderRow);
  },

  async page(db: Queryable, query: ListScrapOrdersQuery) {
    let filtered = orders(db);
    if (query.scrapNo) filtered = filtered.where(startsWithText('so.scrap_no', query.scrapNo));
    if (query.warehouseId) filtered = filtered.where('so.warehouse_id', '=', query.warehouseId);
    if (query.status?.length) filtered = filtered.where('so.status', 'in', query.status);
    // created_at is a UTC ISO instant: a day's rows sort between its 'T' and the next day
    if (query.from) filtered = filtered.where('so.created_at', '>=', query.from);
    if (query.to) filtered = filtered.where('so.created_at', '<', `${query.to}T99`);
    const { total, list } = await pagedList(
      filtered,
      (q) =>
        withOrderColumns(q)
          .orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder)
          .orderBy('so.id', query.sortOrder),
      query,
    );
    return { total, list: (list as OrderRow[]).map(toItem) };
  },

  async lines(db: Queryable, orderId: number): Promise<ScrapOrderLine[]> {
    const rows = await db
      .selectFrom('scrap_order_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .leftJoin('po_lines as pl', 'pl.id', 'l.po_line_id')
      .leftJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .select([
        'l.id',
        'l.line_no as lineNo',
        'l.product_id as productId',
        'p.product_id as productCode',
        'p.short_name as productName',
        'l.po_line_id as poLineId',
        'po.po_number as poNumber',
        'pl.line_no as poLineNo',
        'l.qty',
      ])
      .where('l.scrap_order_id', '=', orderId)
      .orderBy('l.line_no')
      .execute();
    return rows.map((row) => ({
      ...row,
      poLineId: row.poLineId > 0 ? row.poLineId : null,
      poNumber: row.poNumber ?? null,
      poLineNo: row.poLineNo ?? null,
    }));
  },

  /** The audit rows of an order, oldest first: its history. */
  async auditRows(db: Queryable, orderId: number) {
    return db
      .selectFrom('audit_log')
      .select(['at', 'actor_name', 'action', 'after_json'])
      .where('entity', '=', 'scrapOrder')
      .where('entity_id', '=', String(orderId))
      .orderBy('id')
      .execute();
  },

  async insert(
    db: Queryable,
    values: { scrapNo: string; warehouseId: number; reason: string; userId: number | null },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('scrap_orders')
      .values({
        scrap_no: values.scrapNo,
        warehouse_id: values.warehouseId,
        status: 'Draft',
        reason: values.reason,
        created_by_user_id: values.userId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Rewrites a Draft's header; false when it is no longer a Draft (a concurrent write). */
  async updateDraft(
    db: Queryable,
    id: number,
    values: { warehouseId: number; reason: string },
    at: string,
  ) {
    const result = await db
      .updateTable('scrap_orders')
      .set({ warehouse_id: values.warehouseId, reason: values.reason, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'Draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async replaceLines(db: Queryable, orderId: number, newLines: readonly ScrapLineValues[]) {
    await db.deleteFrom('scrap_order_lines').where('scrap_order_id', '=', orderId).execute();
    await insertInBlocks(
      db,
      'scrap_order_lines',
      newLines.map((line, index) => ({
        scrap_order_id: orderId,
        line_no: index + 1,
        product_id: line.productId,
        po_line_id: line.poLineId ?? 0,
        qty: line.qty,
      })),
      (block) => db.insertInto('scrap_order_lines').values(block),
    );
  },

  /** Moves an order from `from` to `to`; false when it was no longer in `from`. */
  async setStatus(
    db: Queryable,
    id: number,
    from: readonly ScrapOrderStatus[],
    to: ScrapOrderStatus,
    set: {
      at: string;
      approvedBy?: number | null;
      rejectComment?: string;
      stockDocumentId?: number;
    },
  ) {
    const result = await db
      .updateTable('scrap_orders')
      .set({
        status: to,
        updated_at: set.at,
        ...(to === 'Approved' || to === 'Rejected'
          ? { approved_by_user_id: set.approvedBy ?? null, approved_at: set.at }
          : {}),
        ...(set.rejectComment !== undefined ? { reject_comment: set.rejectComment } : {}),
        ...(set.stockDocumentId !== undefined
          ? { stock_document_id: set.stockDocumentId, done_at: set.at }
          : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async deleteDraft(db: Queryable, id: number) {
    await db.deleteFrom('scrap_order_lines').where('scrap_order_id', '=', id).execute();
    const result = await db
      .deleteFrom('scrap_orders')
      .where('id', '=', id)
      .where('status', '=', 'Draft')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
