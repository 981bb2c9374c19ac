import type { PoLineFilters, PoLineStatus } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { likePrefix } from '../../db/text-search';
import type { Scope } from '../../platform/permissions/scope';

/** The PO line list's filter and sort SQL, shared by poLineRepository's reads. */

/**
 * The SQL form of poLineStatus (packages/shared orders/po-line-status.ts), branch for branch:
 * one CASE the status filter compares with `in (…)`. A test holds the two in step. (One
 * expression per row is also ~35 % cheaper on SQLite than an OR of one predicate per status.)
 */
export const statusSql = sql<PoLineStatus>`(case when pl.cancelled = 1 then 'Cancelled' when pl.closed = 1 then 'Closed' when pl.shipped_qty > 0 then (case when pl.shipped_qty >= pl.order_qty then 'Shipped' else 'PartiallyShipped' end) when pl.planned_qty > 0 then (case when pl.planned_qty >= pl.order_qty then 'Planned' else 'PartiallyPlanned' end) else 'Open' end)`;

export type PoLineListFilter = Omit<PoLineFilters, 'sortBy' | 'sortOrder'> &
  Partial<Pick<PoLineFilters, 'sortBy' | 'sortOrder'>>;

/**
 * po_lines filtered and scoped — the base of the page, count and totals. Header filters are
 * a sub-select on purchase_orders, so a count needs no join and runs off one index.
 */
export function filtered(db: Queryable, scope: Scope, filter: PoLineListFilter) {
  let query = db.selectFrom('po_lines as pl');
  if (scope.kind === 'ownSuppliers') {
    query = query.where('pl.supplier_id', 'in', [...scope.supplierIds, -1]);
  }
  if (filter.supplierId) query = query.where('pl.supplier_id', '=', filter.supplierId);
  if (filter.productId) query = query.where('pl.product_id', '=', filter.productId);
  if (filter.rddFrom) query = query.where('pl.rdd', '>=', filter.rddFrom);
  if (filter.rddTo) query = query.where('pl.rdd', '<=', filter.rddTo);
  const { destinationCountry, originator, poNumber } = filter;
  if (destinationCountry || originator || poNumber) {
    query = query.where('pl.po_id', 'in', (eb) => {
      let orders = eb.selectFrom('purchase_orders as po').select('po.id');
      if (destinationCountry)
        orders = orders.where('po.destination_country', '=', destinationCountry);
      if (originator) {
        orders = orders.where(
          sql<boolean>`lower(po.originator) like ${likePrefix(originator)} escape '\\'`,
        );
      }
      if (poNumber) {
        orders = orders.where(
          sql<boolean>`lower(po.po_number) like ${likePrefix(poNumber)} escape '\\'`,
        );
      }
      return orders;
    });
  }
  if (filter.riskBuy === 1) query = query.where('pl.so_line_id', 'is', null);
  if (filter.riskBuy === 0) query = query.where('pl.so_line_id', 'is not', null);
  if (filter.status?.length) query = query.where(statusSql, 'in', filter.status);
  return query;
}

/**
 * The parameters filtered() binds, in the order it binds them — so the page-ids query, whose
 * SQL depends only on which filters are set, is built once per shape (`db/compiled-once.ts`
 * checks the first build binds exactly these). Keep in step with filtered().
 */
export function filterParameters(scope: Scope, filter: PoLineListFilter): unknown[] {
  const parameters: unknown[] = [];
  if (scope.kind === 'ownSuppliers') parameters.push(...scope.supplierIds, -1);
  if (filter.supplierId) parameters.push(filter.supplierId);
  if (filter.productId) parameters.push(filter.productId);
  if (filter.rddFrom) parameters.push(filter.rddFrom);
  if (filter.rddTo) parameters.push(filter.rddTo);
  if (filter.destinationCountry) parameters.push(filter.destinationCountry);
  if (filter.originator) parameters.push(likePrefix(filter.originator));
  if (filter.poNumber) parameters.push(likePrefix(filter.poNumber));
  if (filter.status?.length) parameters.push(...filter.status);
  return parameters;
}

/** What decides filtered()'s SQL text: which filters are set and how many values lists hold. */
export function filterShape(scope: Scope, filter: PoLineListFilter): string {
  return [
    scope.kind === 'ownSuppliers' ? scope.supplierIds.length : 'all',
    filter.supplierId ? 's' : '',
    filter.productId ? 'p' : '',
    filter.rddFrom ? 'f' : '',
    filter.rddTo ? 't' : '',
    filter.destinationCountry ? 'd' : '',
    filter.originator ? 'o' : '',
    filter.poNumber ? 'n' : '',
    filter.riskBuy ?? '',
    filter.status?.length ?? 0,
  ].join('.');
}

export const withNames = <Q extends ReturnType<typeof filtered>>(query: Q) =>
  query
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .innerJoin('loading_points as lp', 'lp.id', 'pl.loading_point_id')
    .leftJoin('so_lines as sl', 'sl.id', 'pl.so_line_id')
    .leftJoin('sales_orders as so', 'so.id', 'sl.so_id');

export const SORT_COLUMNS = {
  poNumber: 'po.po_number',
  lineNo: 'pl.line_no',
  supplier: 's.code',
  product: 'p.product_id',
  orderQty: 'pl.order_qty',
  rowTotalUsdCents: 'pl.row_total_usd_cents',
  rdd: 'pl.rdd',
  destinationCountry: 'po.destination_country',
  originator: 'po.originator',
  createdAt: 'pl.created_at',
} as const;

export const openQtySql = sql<number>`case when pl.order_qty > pl.shipped_qty then pl.order_qty - pl.shipped_qty else 0 end`;
export const plannableSql = sql<number>`case when pl.closed = 0 and pl.cancelled = 0 and pl.order_qty - pl.shipped_qty > pl.planned_qty then pl.order_qty - pl.shipped_qty - pl.planned_qty else 0 end`;

/** Sorts on po_lines' own columns: the page's ids come off an index alone. */
export const LINE_SORT_COLUMNS = {
  lineNo: 'pl.line_no',
  orderQty: 'pl.order_qty',
  rowTotalUsdCents: 'pl.row_total_usd_cents',
  rdd: 'pl.rdd',
  createdAt: 'pl.created_at',
} as const;
export const LINE_SORTS: ReadonlySet<string> = new Set(Object.keys(LINE_SORT_COLUMNS));
