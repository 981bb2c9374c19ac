import {
  type InventoryFilter,
  type InventoryItem,
  type InventorySortField,
  type SortOrder,
  type WarehouseType,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { startsWithText, whereKeyword } from '../../db/text-search';

const PRODUCT_TEXT = ['p.product_id', 'p.item_number', 'p.short_name'];

const balances = (db: Queryable) =>
  db
    .selectFrom('stock_balances as b')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .leftJoin('po_lines as pl', 'pl.id', 'b.po_line_id')
    .leftJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .leftJoin('suppliers as s', 's.id', 'b.supplier_id');

type BalanceQuery = ReturnType<typeof balances>;

function filterBalances(query: BalanceQuery, filter: InventoryFilter): BalanceQuery {
  let q = query;
  if (!filter.withEmpty) q = q.where('b.qty', '>', 0);
  if (filter.warehouseIds?.length) q = q.where('b.warehouse_id', 'in', filter.warehouseIds);
  if (filter.warehouseType) q = q.where('w.type', '=', filter.warehouseType);
  if (filter.productId) q = q.where('b.product_id', '=', filter.productId);
  if (filter.supplierId) q = q.where('b.supplier_id', '=', filter.supplierId);
  if (filter.poNumber) q = q.where(startsWithText('po.po_number', filter.poNumber));
  return whereKeyword(q, filter.product, PRODUCT_TEXT);
}

const INVENTORY_SORT = {
  warehouseCode: 'w.code',
  productCode: 'p.product_id',
  supplierName: 's.short_name',
  poNumber: 'po.po_number',
  qty: 'b.qty',
  updatedAt: 'b.updated_at',
} as const satisfies Record<InventorySortField, string>;

const nullIfZero = (id: number) => (id === 0 ? null : id);

/** SQL of the inventory: what each warehouse holds, from the balances. */
export const inventoryRepository = {
  async page(
    db: Queryable,
    filter: InventoryFilter,
    sort: { sortBy: InventorySortField; sortOrder: SortOrder },
    page: { pageNum: number; pageSize: number },
  ): Promise<{ total: number; list: InventoryItem[] }> {
    const { total, list } = await pagedList(
      filterBalances(balances(db), filter),
      (q) =>
        q
          .select([
            'b.warehouse_id',
            'w.code as warehouse_code',
            'w.name as warehouse_name',
            'w.type as warehouse_type',
            'b.product_id',
            'p.product_id as product_code',
            'p.short_name as product_name',
            'b.supplier_id',
            's.short_name as supplier_name',
            'b.po_line_id',
            'po.po_number',
            'pl.line_no',
            'b.qty',
            'b.updated_at',
          ])
          .orderBy(INVENTORY_SORT[sort.sortBy], sort.sortOrder)
          .orderBy('w.code')
          .orderBy('p.product_id')
          .orderBy('b.id'),
      page,
    );
    return {
      total,
      list: list.map((row) => ({
        key: `${row.warehouse_id}-${row.product_id}-${row.po_line_id}`,
        warehouseId: row.warehouse_id,
        warehouseCode: row.warehouse_code,
        warehouseName: row.warehouse_name,
        warehouseType: row.warehouse_type as WarehouseType,
        productId: row.product_id,
        productCode: row.product_code,
        productName: row.product_name,
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        poLineId: nullIfZero(row.po_line_id),
        poNumber: row.po_number,
        poLineNo: row.line_no,
        qty: row.qty,
        updatedAt: row.updated_at,
      })),
    };
  },

  async totals(db: Queryable, filter: InventoryFilter) {
    const row = await filterBalances(balances(db), filter)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.sum<number | string | null>('b.qty').as('qty'),
      ])
      .executeTakeFirstOrThrow();
    return { rows: Number(row.rows), qty: Number(row.qty ?? 0) };
  },
};
