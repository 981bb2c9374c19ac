import { SUPPLIER_GROUPS, type ListOpenLinesQuery } from '@lading/shared';
import { sql } from 'kysely';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * What one package of a PO line's product measures (container-view packageUnitOf): the
 * product's own package fields (`p`) and its packaging record (`pp`, left-joined on the
 * product: a query selecting these joins both).
 */
export const PACKAGE_UNIT_COLUMNS = [
  'p.length_mm',
  'p.width_mm',
  'p.height_mm',
  'p.qty_per_package',
  'p.gross_weight_g',
  'pp.product_id as packaging_product_id',
  'pp.carton_length_mm',
  'pp.carton_width_mm',
  'pp.carton_height_mm',
  'pp.pieces_per_carton',
  'pp.carton_gross_g',
] as const;

/** What a PO line carries into planning: quantities, group (loading point, destination), units. */
const PLANNING_LINE_COLUMNS = [
  'pl.id',
  'pl.po_id',
  'pl.line_no',
  'pl.supplier_id',
  'pl.product_id',
  'pl.loading_point_id',
  'pl.rdd',
  'pl.order_qty',
  'pl.planned_qty',
  'pl.shipped_qty',
  'pl.closed',
  'pl.cancelled',
  'po.po_number',
  'po.destination_country',
  's.code as supplier_code',
  's.name as supplier_name',
  'p.product_id as product_code',
  'p.short_name as product_name',
  'p.item_number',
  'lp.name as loading_point_name',
  ...PACKAGE_UNIT_COLUMNS,
] as const;

/** PO lines in the caller's scope (issue 12 §5: planning reads and writes are scoped too). */
const planningLines = (db: Queryable, scope: Scope) => {
  const ids = supplierIdsOf(scope);
  return db
    .selectFrom('po_lines as pl')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .innerJoin('loading_points as lp', 'lp.id', 'pl.loading_point_id')
    .leftJoin('product_packaging as pp', 'pp.product_id', 'pl.product_id')
    .$if(ids !== null, (query) => query.where('pl.supplier_id', 'in', ids!));
};

/** plannable = order − shipped − planned, on lines neither closed nor cancelled (DOMAIN "Orders"). */
const plannableSql = sql<number>`pl.order_qty - pl.shipped_qty - pl.planned_qty`;

export type OpenLinesFilter = Omit<ListOpenLinesQuery, 'pageNum' | 'pageSize'>;

/** Lookups planning reads: PO lines to plan, capacities, and who to tell. */
export const planningRefs = {
  /** PO lines with quantity left to plan, by RDD (then id). */
  openLines(
    db: Queryable,
    scope: Scope,
    filter: OpenLinesFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = planningLines(db, scope)
      .where('pl.closed', '=', 0)
      .where('pl.cancelled', '=', 0)
      .where(plannableSql, '>', 0);
    if (filter.supplierId) query = query.where('pl.supplier_id', '=', filter.supplierId);
    if (filter.productId) query = query.where('pl.product_id', '=', filter.productId);
    if (filter.loadingPointId) {
      query = query.where('pl.loading_point_id', '=', filter.loadingPointId);
    }
    if (filter.rddFrom) query = query.where('pl.rdd', '>=', filter.rddFrom);
    if (filter.rddTo) query = query.where('pl.rdd', '<=', filter.rddTo);
    if (filter.destinationCountry) {
      query = query.where('po.destination_country', '=', filter.destinationCountry);
    }
    return pagedList(
      query,
      (q) => q.select(PLANNING_LINE_COLUMNS).orderBy('pl.rdd').orderBy('pl.id'),
      page,
    );
  },

  /** PO lines by id in the scope, whatever their state (the save checks them). */
  linesById(db: Queryable, scope: Scope, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      planningLines(db, scope).select(PLANNING_LINE_COLUMNS).where('pl.id', 'in', chunk).execute(),
    );
  },

  loadingPointsById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('loading_points').select(['id', 'name']).where('id', 'in', chunk).execute(),
    );
  },

  /** Shipping lines and users a draft's containers name (batch modify), by id. */
  shippingLinesById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('shipping_lines').select(['id']).where('id', 'in', chunk).execute(),
    );
  },

  usersById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('users').select(['id']).where('id', 'in', chunk).execute(),
    );
  },

  /** Both small reference tables, whole: usable CBM per type, payload per country and type. */
  async capacities(db: Queryable) {
    const types = await db
      .selectFrom('container_types')
      .select(['code', 'usable_cm3', 'max_payload_g'])
      .execute();
    const limits = await db
      .selectFrom('loading_limits')
      .select(['country', 'container_type', 'max_payload_g'])
      .execute();
    return { types, limits };
  },

  /** Enabled users of the supplier groups bound to these suppliers (user_suppliers). */
  supplierUsers(db: Queryable, supplierIds: readonly number[]) {
    return selectInChunks(supplierIds, (chunk) =>
      db
        .selectFrom('user_suppliers as us')
        .innerJoin('users as u', 'u.id', 'us.user_id')
        .innerJoin('user_groups as g', 'g.id', 'u.group_id')
        .select(['us.supplier_id', 'u.id as user_id'])
        .where('us.supplier_id', 'in', chunk)
        .where('g.name', 'in', [...SUPPLIER_GROUPS])
        .where('u.enabled', '=', 1)
        .execute(),
    );
  },
};

export type PlanningLineRecord = Awaited<ReturnType<typeof planningRefs.linesById>>[number];
