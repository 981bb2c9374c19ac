import {
  RELEASED_CONTAINER_STATUSES,
  type PlanLineFilters,
  type PlanLineSortField,
} from '@lading/shared';
import { sql } from 'kysely';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { startsWithText } from '../../db/text-search';
import { NotFound } from '../../platform/http/errors';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { CONTAINER_LINE_COLUMNS } from '../planning/container-line-columns';

/**
 * SQL for plan lines: container lines of released containers with their container, PO
 * line, supplier, product and lead time — what MyshippingPlan and shippingDetails list and
 * what a submission or approval reads before it writes.
 */
const PLAN_LINE_COLUMNS = [
  ...CONTAINER_LINE_COLUMNS,
  'c.shipment_no',
  'c.container_no',
  'c.container_type',
  'c.status as container_status',
  'c.destination_country',
  'c.etd',
  'c.eta',
  // the container's milestones (issue 15): the supplier reads them here, read-only
  'c.atd',
  'c.ata',
  'c.loading_date',
  'c.receiving_date',
  'c.vessel',
  'c.voyage',
  'c.pod',
  'c.ready_date as container_ready_date',
  'c.shipping_line_id',
  'c.owner_user_id',
  'lp.name as loading_point_name',
  'lp.short_name as loading_point_short_name',
  'pl.po_id',
  'pl.line_no',
  'pl.rdd',
  'pl.supplier_id',
  'pl.product_id',
  'po.po_number',
  'po.created_at as po_created_at',
  's.code as supplier_code',
  's.name as supplier_name',
  'p.product_id as product_code',
  'p.short_name as product_name',
  'p.standard_lead_time_days',
  'lt.days as supplier_lead_time_days',
] as const;

const planLines = (db: Queryable) =>
  db
    .selectFrom('container_lines as cl')
    .innerJoin('containers as c', 'c.id', 'cl.container_id')
    .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
    .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .leftJoin('lead_times as lt', (join) =>
      join
        .onRef('lt.product_id', '=', 'pl.product_id')
        .onRef('lt.supplier_id', '=', 'pl.supplier_id'),
    )
    .where('c.status', '!=', 'Draft');

const SORT_COLUMNS: Record<PlanLineSortField, string> = {
  shipmentNo: 'c.shipment_no',
  containerNo: 'c.container_no',
  etd: 'c.etd',
  rdd: 'pl.rdd',
  readyDate: 'cl.ready_date',
  poNumber: 'po.po_number',
  supplierCode: 's.code',
  confirmReadyDate: 'cl.confirm_ready_date',
};

/** The caller and their scope: `owner=1` reads the caller's own supplier bindings. */
export interface PlanLineReader {
  userId: number;
  scope: Scope;
}

export const planLineRepository = {
  page(
    db: Queryable,
    reader: PlanLineReader,
    filter: PlanLineFilters,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = planLines(db).where(
      'c.status',
      'in',
      filter.status?.length ? filter.status : [...RELEASED_CONTAINER_STATUSES],
    );
    if (reader.scope.kind === 'ownSuppliers') {
      query = query.where('pl.supplier_id', 'in', [...reader.scope.supplierIds, -1]);
    }
    if (filter.owner === 1) {
      query = query.where('pl.supplier_id', 'in', (eb) =>
        eb
          .selectFrom('user_suppliers as us')
          .select('us.supplier_id')
          .where('us.user_id', '=', reader.userId),
      );
    }
    if (filter.supplierId) query = query.where('pl.supplier_id', '=', filter.supplierId);
    if (filter.confirmReadyDate?.length) {
      query = query.where('cl.confirm_ready_date', 'in', filter.confirmReadyDate);
    }
    if (filter.shipmentNo) query = query.where(startsWithText('c.shipment_no', filter.shipmentNo));
    if (filter.containerNo)
      query = query.where(startsWithText('c.container_no', filter.containerNo));
    if (filter.poNumber) query = query.where(startsWithText('po.po_number', filter.poNumber));
    if (filter.etdFrom) query = query.where('c.etd', '>=', filter.etdFrom);
    if (filter.etdTo) query = query.where('c.etd', '<=', filter.etdTo);
    if (filter.rddFrom) query = query.where('pl.rdd', '>=', filter.rddFrom);
    if (filter.rddTo) query = query.where('pl.rdd', '<=', filter.rddTo);
    const direction = filter.sortOrder;
    return pagedList(
      query,
      (q) =>
        q
          .select(PLAN_LINE_COLUMNS)
          // empty numbers and dates last either way, alike on both databases
          .orderBy(sql.ref(SORT_COLUMNS[filter.sortBy]), (ob) =>
            (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
          )
          .orderBy('c.id', direction)
          .orderBy('po.po_number')
          .orderBy('pl.line_no')
          .orderBy('cl.id'),
      page,
    );
  },

  /** Lines by container-line id within the scope (released containers only), by id. */
  byIds(db: Queryable, scope: Scope, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) => {
      let query = planLines(db).select(PLAN_LINE_COLUMNS).where('cl.id', 'in', chunk);
      if (scope.kind === 'ownSuppliers') {
        query = query.where('pl.supplier_id', 'in', [...scope.supplierIds, -1]);
      }
      return query.orderBy('cl.id').execute();
    });
  },

  /**
   * Sets a line's ready date as submitted: pending (0); the first submission is also the
   * original ready date. Only a line of the scope's suppliers (issue 12 §5): another's is
   * not found.
   */
  async submit(db: Queryable, scope: Scope, id: number, readyDate: string, at: string) {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('container_lines')
      .set((eb) => ({
        ready_date: readyDate,
        original_ready_date: eb.fn.coalesce('original_ready_date', eb.val(readyDate)),
        confirm_ready_date: 0,
        updated_at: at,
      }))
      .where('id', '=', id)
      .$if(ids !== null, (query) =>
        query.where('po_line_id', 'in', (eb) =>
          eb.selectFrom('po_lines').select('id').where('supplier_id', 'in', ids!),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFound();
  },

  /**
   * Pending → approved (1) or rejected (2), only if the line is still pending with the date
   * the caller saw; answers whether it did (false: someone changed it meanwhile). Only a
   * line of the scope's suppliers (issue 12 §5): another's is not found.
   */
  async decide(
    db: Queryable,
    scope: Scope,
    line: { id: number; readyDate: string | null },
    decision: 1 | 2,
    at: string,
  ) {
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('container_lines')
      .set({ confirm_ready_date: decision, updated_at: at })
      .where('id', '=', line.id)
      .where('confirm_ready_date', '=', 0)
      .where((eb) =>
        line.readyDate === null
          ? eb('ready_date', 'is', null)
          : eb('ready_date', '=', line.readyDate),
      )
      .$if(ids !== null, (query) =>
        query.where('po_line_id', 'in', (eb) =>
          eb.selectFrom('po_lines').select('id').where('supplier_id', 'in', ids!),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type PlanLineRecord = Awaited<ReturnType<typeof planLineRepository.byIds>>[number];
