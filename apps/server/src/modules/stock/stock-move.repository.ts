import {
  endOfRange,
  startOfRange,
  type ListStockMovesQuery,
  type StockMoveItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { containsText } from '../../db/text-search';

const PRODUCT_TEXT = ['product_id', 'item_number', 'short_name'];

/** A document number's start, upper-cased: numbers are upper-case, so an index range reads it. */
const docRange = (docNo: string) => {
  const start = docNo.toUpperCase();
  return { start, end: `${start}\uffff` };
};

/**
 * The moves the filter keeps, on the moves table alone: a warehouse type, a product text
 * and a document number become conditions on its own indexed columns, so the count reads
 * no other table and the page is read in (moved_at, id) order off its index.
 */
function filtered(db: Queryable, filter: ListStockMovesQuery) {
  let query = db.selectFrom('stock_moves as m');
  if (filter.from) query = query.where('m.moved_at', '>=', startOfRange(filter.from));
  if (filter.to) query = query.where('m.moved_at', '<=', endOfRange(filter.to));
  if (filter.warehouseIds?.length) query = query.where('m.warehouse_id', 'in', filter.warehouseIds);
  if (filter.warehouseType) {
    const type = filter.warehouseType;
    query = query.where('m.warehouse_id', 'in', (eb) =>
      eb.selectFrom('warehouses').select('id').where('type', '=', type),
    );
  }
  if (filter.productId) query = query.where('m.product_id', '=', filter.productId);
  if (filter.product) {
    const text = filter.product;
    query = query.where('m.product_id', 'in', (eb) =>
      eb
        .selectFrom('products')
        .select('id')
        .where((inner) => inner.or(PRODUCT_TEXT.map((column) => containsText(column, text)))),
    );
  }
  if (filter.supplierId) query = query.where('m.supplier_id', '=', filter.supplierId);
  if (filter.kinds?.length) query = query.where('m.kind', 'in', filter.kinds);
  if (filter.docTypes?.length) query = query.where('m.doc_type', 'in', filter.docTypes);
  if (filter.docNo) {
    const { start, end } = docRange(filter.docNo);
    query = query.where('m.doc_no', '>=', start).where('m.doc_no', '<', end);
  }
  return query;
}

/** SQL of the ledger's history: the moves, newest first, with what they name. */
export const stockMoveRepository = {
  async page(
    db: Queryable,
    filter: ListStockMovesQuery,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ total: number; list: StockMoveItem[] }> {
    const base = filtered(db, filter);
    const { total, list: ids } = await fetchPage(
      base.select((eb) => eb.fn.countAll<number>().as('total')),
      base.select('m.id').orderBy('m.moved_at', filter.sortOrder).orderBy('m.id', filter.sortOrder),
      page,
    );
    if (ids.length === 0) return { total, list: [] };
    const rows = await db
      .selectFrom('stock_moves as m')
      .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .leftJoin('po_lines as pl', 'pl.id', 'm.po_line_id')
      .leftJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .leftJoin('suppliers as s', 's.id', 'm.supplier_id')
      .select([
        'm.id',
        'm.moved_at',
        'm.kind',
        'm.doc_type',
        'm.doc_no',
        'm.warehouse_id',
        'w.code as warehouse_code',
        'w.name as warehouse_name',
        'm.product_id',
        'p.product_id as product_code',
        'p.short_name as product_name',
        'm.supplier_id',
        's.short_name as supplier_name',
        'm.po_line_id',
        'po.po_number',
        'pl.line_no',
        'm.qty',
        'm.reason',
        'm.username',
      ])
      .where(
        'm.id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      total,
      list: ids.map(({ id }) => {
        const row = byId.get(id)!;
        return {
          id: row.id,
          movedAt: row.moved_at,
          kind: row.kind as StockMoveItem['kind'],
          docType: row.doc_type,
          docNo: row.doc_no,
          warehouseId: row.warehouse_id,
          warehouseCode: row.warehouse_code,
          warehouseName: row.warehouse_name,
          productId: row.product_id,
          productCode: row.product_code,
          productName: row.product_name,
          supplierId: row.supplier_id,
          supplierName: row.supplier_name,
          poLineId: row.po_line_id === 0 ? null : row.po_line_id,
          poNumber: row.po_number,
          poLineNo: row.line_no,
          qty: row.qty,
          reason: row.reason,
          username: row.username,
        };
      }),
    };
  },
};
