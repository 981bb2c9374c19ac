import { sql, type Insertable, type Updateable } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import { selectInChunks } from '../../db/chunks';
import { executeCompiledOnce } from '../../db/compiled-once';
import { pageLimit } from '../../db/paging';
import { countCache } from './po-line-counts';
import {
  filtered,
  filterParameters,
  filterShape,
  LINE_SORT_COLUMNS,
  LINE_SORTS,
  openQtySql,
  plannableSql,
  SORT_COLUMNS,
  withNames,
  type PoLineListFilter,
} from './po-line-filters';
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

  /** A container ships (issue 15): `qty` moves from planned to shipped; never below 0. */
  async shipPlannedQty(db: Queryable, scope: Scope, id: number, qty: number): Promise<boolean> {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('po_lines')
      .set((eb) => ({
        planned_qty: eb('planned_qty', '-', qty),
        shipped_qty: eb('shipped_qty', '+', qty),
      }))
      .where('id', '=', id)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .where('planned_qty', '>=', qty)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type PoLineRecord = NonNullable<Awaited<ReturnType<typeof poLineRepository.findById>>>;
