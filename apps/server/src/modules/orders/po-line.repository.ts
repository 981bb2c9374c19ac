import type { PoLineFilters, PoLineStatus } from '@lading/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import { selectInChunks } from '../../db/chunks';
import { executeCompiledOnce } from '../../db/compiled-once';
import { pageLimit } from '../../db/paging';
import { countCache } from './po-line-counts';
import type { Queryable } from '../../db/database';
import type { PoLineTable } from '../../db/schema';
import { NotFound } from '../../platform/http/errors';
import { requireInScope, supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/** Everything a PO line item shows, names included. */
const LINE_COLUMNS = [
  'pl.id',
  'pl.po_id',
  'pl.supplier_id',
  'pl.line_no',
  'pl.product_id',
  'pl.order_qty',
  'pl.unit_price_cents',
  'pl.discount_bp',
  'pl.row_total_usd_cents',
  'pl.rdd',
  'pl.original_rdd',
  'pl.loading_point_id',
  'pl.so_line_id',
  'pl.planned_qty',
  'pl.shipped_qty',
  'pl.closed',
  'pl.cancelled',
  'po.po_number',
  'po.originator',
  'po.destination_country',
  'po.currency',
  's.code as supplier_code',
  's.name as supplier_name',
  'p.product_id as product_code',
  'p.short_name as product_name',
  'lp.name as loading_point_name',
  'sl.line_no as so_line_no',
  'so.so_number',
] as const;

/**
 * The SQL form of poLineStatus (packages/shared orders/po-line-status.ts), branch for branch:
 * one CASE the status filter compares with `in (…)`. A test holds the two in step. (One
 * expression per row is also ~35 % cheaper on SQLite than an OR of one predicate per status.)
 */
export const statusSql = sql<PoLineStatus>`(case when pl.cancelled = 1 then 'Cancelled' when pl.closed = 1 then 'Closed' when pl.shipped_qty > 0 then (case when pl.shipped_qty >= pl.order_qty then 'Shipped' else 'PartiallyShipped' end) when pl.planned_qty > 0 then (case when pl.planned_qty >= pl.order_qty then 'Planned' else 'PartiallyPlanned' end) else 'Open' end)`;

const likePrefix = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PoLineListFilter = Omit<PoLineFilters, 'sortBy' | 'sortOrder'> &
  Partial<Pick<PoLineFilters, 'sortBy' | 'sortOrder'>>;

/**
 * po_lines filtered and scoped — the base of the page, count and totals. Header filters are
 * a sub-select on purchase_orders, so a count needs no join and runs off one index.
 */
function filtered(db: Queryable, scope: Scope, filter: PoLineListFilter) {
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
function filterParameters(scope: Scope, filter: PoLineListFilter): unknown[] {
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
function filterShape(scope: Scope, filter: PoLineListFilter): string {
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

const withNames = <Q extends ReturnType<typeof filtered>>(query: Q) =>
  query
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .innerJoin('loading_points as lp', 'lp.id', 'pl.loading_point_id')
    .leftJoin('so_lines as sl', 'sl.id', 'pl.so_line_id')
    .leftJoin('sales_orders as so', 'so.id', 'sl.so_id');

const SORT_COLUMNS = {
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

const openQtySql = sql<number>`case when pl.order_qty > pl.shipped_qty then pl.order_qty - pl.shipped_qty else 0 end`;
const plannableSql = sql<number>`case when pl.closed = 0 and pl.cancelled = 0 and pl.order_qty - pl.shipped_qty > pl.planned_qty then pl.order_qty - pl.shipped_qty - pl.planned_qty else 0 end`;

/** Sorts on po_lines' own columns: the page's ids come off an index alone. */
const LINE_SORT_COLUMNS = {
  lineNo: 'pl.line_no',
  orderQty: 'pl.order_qty',
  rowTotalUsdCents: 'pl.row_total_usd_cents',
  rdd: 'pl.rdd',
  createdAt: 'pl.created_at',
} as const;
const LINE_SORTS: ReadonlySet<string> = new Set(Object.keys(LINE_SORT_COLUMNS));

/**
 * SQL for PO lines (the PO report, the supplier order list, risk-buy). Writes take the
 * caller's scope too (issue 12 §5): an update touches only lines of the scope's suppliers,
 * and one by id finding none throws NotFound, rolling the caller's transaction back; an
 * insert of another supplier's line throws before it writes.
 */
export const poLineRepository = {
  async page(
    db: Queryable,
    scope: Scope,
    filter: PoLineListFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    // built only when needed: a cached count and a page of ids compiled before need no builder
    const base = () => filtered(db, scope, filter);
    const sortBy = filter.sortBy ?? 'rdd';
    const direction = filter.sortOrder ?? 'asc';
    // the filters' SQL text and values decide the count (and the page of ids)
    const shape = filterShape(scope, filter);
    const parameters = filterParameters(scope, filter);
    const countKey = `${shape}|${JSON.stringify(parameters)}`;
    const cache = countCache(db);
    const stamp = await cache.stamp();
    const cached = cache.get(countKey, stamp);
    const [total, list] = await Promise.all([
      cached ??
        poLineRepository
          .count(db, scope, filter)
          .then((total) => cache.set(countKey, stamp, total)),
      LINE_SORTS.has(sortBy)
        ? // ids off the index first, then the names of just those rows
          executeCompiledOnce(
            db,
            `poLines.ids.${shape}.${sortBy}.${direction}.${page.pageSize}`,
            [...parameters, (page.pageNum - 1) * page.pageSize],
            () =>
              base()
                .select('pl.id')
                .orderBy(LINE_SORT_COLUMNS[sortBy as keyof typeof LINE_SORT_COLUMNS], direction)
                .orderBy('pl.id', direction)
                .limit(pageLimit(page.pageSize))
                .offset((page.pageNum - 1) * page.pageSize),
          ).then(async (rows) => {
            const ids = rows.map((row) => row.id);
            if (!ids.length) return [];
            const named = await executeCompiledOnce(db, `poLines.named.${ids.length}`, ids, () =>
              withNames(db.selectFrom('po_lines as pl'))
                .select(LINE_COLUMNS)
                .where('pl.id', 'in', ids),
            );
            const byId = new Map(named.map((row) => [row.id, row]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          })
        : withNames(base())
            .select(LINE_COLUMNS)
            .orderBy(SORT_COLUMNS[sortBy], direction)
            .orderBy('pl.id', direction)
            .limit(pageLimit(page.pageSize))
            .offset((page.pageNum - 1) * page.pageSize)
            .execute(),
    ]);
    return { total, list };
  },

  /** How many lines match, counted now (page() keeps it per filter between writes). */
  async count(db: Queryable, scope: Scope, filter: PoLineListFilter): Promise<number> {
    const row = await filtered(db, scope, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  async totals(db: Queryable, scope: Scope, filter: PoLineListFilter) {
    const row = await filtered(db, scope, filter)
      .select((eb) => [
        eb.fn.countAll<number>().as('line_count'),
        eb.fn.coalesce(eb.fn.sum<number>('pl.order_qty'), sql<number>`0`).as('order_qty'),
        eb.fn.coalesce(eb.fn.sum<number>(openQtySql), sql<number>`0`).as('open_qty'),
        eb.fn.coalesce(eb.fn.sum<number>('pl.planned_qty'), sql<number>`0`).as('planned_qty'),
        eb.fn.coalesce(eb.fn.sum<number>('pl.shipped_qty'), sql<number>`0`).as('shipped_qty'),
        eb.fn.coalesce(eb.fn.sum<number>(plannableSql), sql<number>`0`).as('plannable_qty'),
        eb.fn
          .coalesce(eb.fn.sum<number>('pl.row_total_usd_cents'), sql<number>`0`)
          .as('row_total_usd_cents'),
      ])
      .executeTakeFirstOrThrow();
    return {
      lineCount: Number(row.line_count),
      orderQty: Number(row.order_qty),
      openQty: Number(row.open_qty),
      plannedQty: Number(row.planned_qty),
      shippedQty: Number(row.shipped_qty),
      plannableQty: Number(row.plannable_qty),
      rowTotalUsdCents: Number(row.row_total_usd_cents),
    };
  },

  /** One line with names, within the caller's scope. */
  findById(db: Queryable, scope: Scope, id: number) {
    return withNames(filtered(db, scope, {} as PoLineListFilter))
      .select(LINE_COLUMNS)
      .where('pl.id', '=', id)
      .executeTakeFirst();
  },

  /** The lines of one PO, in line-number order. */
  ofOrder(db: Queryable, poId: number) {
    return withNames(filtered(db, { kind: 'allSuppliers' }, {} as PoLineListFilter))
      .select(LINE_COLUMNS)
      .where('pl.po_id', '=', poId)
      .orderBy('pl.line_no')
      .execute();
  },

  /** Bare rows of one PO (for rules), any status. */
  rawOfOrder(db: Queryable, poId: number) {
    return db.selectFrom('po_lines').selectAll().where('po_id', '=', poId).execute();
  },

  /** Bare rows of many POs (an import batch), any status. */
  rawOfOrders(db: Queryable, poIds: readonly number[]) {
    return selectInChunks(poIds, (chunk) =>
      db.selectFrom('po_lines').selectAll().where('po_id', 'in', chunk).execute(),
    );
  },

  rawById(db: Queryable, id: number) {
    return db.selectFrom('po_lines').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Queryable, scope: Scope, row: Insertable<PoLineTable>) {
    requireInScope(scope, [row]);
    const inserted = await db
      .insertInto('po_lines')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Multi-row inserts; answers each new line's id with its PO and line number. */
  async insertMany(db: Queryable, scope: Scope, rows: readonly Insertable<PoLineTable>[]) {
    requireInScope(scope, rows);
    return insertInBlocks(db, 'po_lines', rows, (block) =>
      db.insertInto('po_lines').values(block).returning(['id', 'po_id', 'line_no']),
    );
  },

  async update(db: Queryable, scope: Scope, id: number, changes: Updateable<PoLineTable>) {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('po_lines')
      .set(changes)
      .where('id', '=', id)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFound();
  },

  /** Keep po_lines.supplier_id in step with its PO. */
  async setSupplierOfOrder(
    db: Queryable,
    scope: Scope,
    poId: number,
    supplierId: number,
    at: string,
  ) {
    requireInScope(scope, [{ supplier_id: supplierId }]);
    const ids = supplierIdsOf(scope);
    await db
      .updateTable('po_lines')
      .set({ supplier_id: supplierId, updated_at: at })
      .where('po_id', '=', poId)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .execute();
  },

  /** Test/planning hook: set what planning and shipping maintain. */
  async setPlanning(db: Queryable, id: number, plannedQty: number, shippedQty: number) {
    await db
      .updateTable('po_lines')
      .set({ planned_qty: plannedQty, shipped_qty: shippedQty })
      .where('id', '=', id)
      .execute();
  },

  /** Sum of the order qty of the live PO lines covering each SO line. */
  coveredQty(db: Queryable, soLineIds: readonly number[]) {
    if (!soLineIds.length) return Promise.resolve([]);
    return db
      .selectFrom('po_lines')
      .select((eb) => ['so_line_id', eb.fn.sum<number>('order_qty').as('qty')])
      .where('so_line_id', 'in', [...soLineIds])
      .where('cancelled', '=', 0)
      .groupBy('so_line_id')
      .execute();
  },

  /** Those of the SO lines some PO line covers (any status). */
  async coveredSoLineIds(db: Queryable, soLineIds: readonly number[]): Promise<Set<number>> {
    const rows = await selectInChunks(soLineIds, (chunk) =>
      db
        .selectFrom('po_lines')
        .select('so_line_id')
        .distinct()
        .where('so_line_id', 'in', chunk)
        .execute(),
    );
    return new Set(rows.map((row) => row.so_line_id!));
  },

  countCoveringSoLine(db: Queryable, soLineId: number) {
    return db
      .selectFrom('po_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('so_line_id', '=', soLineId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  },

  /**
   * Planning takes `qty` of a line in ONE conditional update: only while the line is neither
   * closed nor cancelled and at least `qty` is still plannable. Two planners taking the same
   * quantity at once: the second update finds the first one's planned_qty (PostgreSQL
   * re-checks the row after the first commits; SQLite runs one writer at a time) and
   * updates nothing. Answers whether the quantity was taken.
   */
  async takePlannedQty(db: Queryable, scope: Scope, id: number, qty: number): Promise<boolean> {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('po_lines')
      .set((eb) => ({ planned_qty: eb('planned_qty', '+', qty) }))
      .where('id', '=', id)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .where('closed', '=', 0)
      .where('cancelled', '=', 0)
      .where(sql<number>`order_qty - shipped_qty - planned_qty`, '>=', qty)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Planning gives `qty` back (a draft shrinks or is discarded); never below 0. */
  async givePlannedQtyBack(db: Queryable, scope: Scope, id: number, qty: number): Promise<boolean> {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('po_lines')
      .set((eb) => ({ planned_qty: eb('planned_qty', '-', qty) }))
      .where('id', '=', id)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .where('planned_qty', '>=', qty)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type PoLineRecord = NonNullable<Awaited<ReturnType<typeof poLineRepository.findById>>>;
