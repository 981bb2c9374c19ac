import {
  endOfRange,
  LOADABLE_CONTAINER_STATUSES,
  startOfRange,
  type ListLoadableContainersQuery,
  type ListLoadingRecordsQuery,
} from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { startsWithText } from '../../db/text-search';

/**
 * SQL of container loading (issue 16): the released containers a loading warehouse loads,
 * one container's lines with what was loaded and is on hand, the records of each load, and
 * the loading columns of a container (seal no., completion) the stock migration added.
 */

const hasLoadingWarehouse = sql<boolean>`exists (select 1 from warehouses w where w.loading_point_id = c.loading_point_id and w.type = 'loading' and w.active = 1)`;
const plannedSum = sql<number>`coalesce((select sum(cl.qty) from container_lines cl where cl.container_id = c.id), 0)`;
const lineCount = sql<number>`(select count(*) from container_lines cl where cl.container_id = c.id)`;
const loadedSum = sql<number>`coalesce((select sum(r.loaded_qty) from loading_records r where r.container_id = c.id), 0)`;

function loadable(db: Queryable) {
  return db
    .selectFrom('containers as c')
    .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
    .where('c.status', 'in', [...LOADABLE_CONTAINER_STATUSES])
    .where('c.shipment_no', 'is not', null)
    .where(hasLoadingWarehouse);
}

const CONTAINER_COLUMNS = [
  'c.id',
  'c.shipment_no',
  'c.container_no',
  'c.seal_no',
  'c.container_type',
  'c.status',
  'c.loading_point_id',
  'lp.name as loading_point_name',
  'c.etd',
  'c.ready_date',
  'c.loading_date',
  'c.loading_completed_at',
  'c.version',
] as const;

export const loadingRepository = {
  containers(db: Queryable, filter: ListLoadableContainersQuery) {
    let query = loadable(db);
    if (filter.loadingPointId)
      query = query.where('c.loading_point_id', '=', filter.loadingPointId);
    if (filter.warehouseId)
      query = query.where(
        sql<boolean>`c.loading_point_id = (select w2.loading_point_id from warehouses w2 where w2.id = ${filter.warehouseId})`,
      );
    if (filter.statuses?.length) query = query.where('c.status', 'in', filter.statuses);
    if (filter.etdFrom) query = query.where('c.etd', '>=', filter.etdFrom);
    if (filter.etdTo) query = query.where('c.etd', '<=', filter.etdTo);
    if (filter.search)
      query = query.where((eb) =>
        eb.or([
          startsWithText('c.shipment_no', filter.search!),
          startsWithText('c.container_no', filter.search!),
        ]),
      );
    if (filter.completed === 1) query = query.where('c.loading_completed_at', 'is not', null);
    if (filter.completed === 0) query = query.where('c.loading_completed_at', 'is', null);
    return pagedList(
      query,
      (q) =>
        q
          .select([
            ...CONTAINER_COLUMNS,
            lineCount.as('lines'),
            plannedSum.as('planned_qty'),
            loadedSum.as('loaded_qty'),
          ])
          .orderBy(sql`coalesce(c.etd, '9999-12-31')`, filter.sortOrder)
          .orderBy('c.id', filter.sortOrder),
      filter,
    );
  },

  /** One loadable container (any status: the service tells why it cannot load). */
  container(db: Queryable, id: number) {
    return db
      .selectFrom('containers as c')
      .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
      .select([
        ...CONTAINER_COLUMNS,
        lineCount.as('lines'),
        plannedSum.as('planned_qty'),
        loadedSum.as('loaded_qty'),
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
  },

  /** The active loading warehouses of a loading point, by code. */
  warehouses(db: Queryable, loadingPointId: number) {
    return db
      .selectFrom('warehouses')
      .select(['id', 'code', 'name'])
      .where('loading_point_id', '=', loadingPointId)
      .where('type', '=', 'loading')
      .where('active', '=', 1)
      .orderBy('code')
      .execute();
  },

  /** The container's lines with their PO line and product, what was loaded, the close reason. */
  lines(db: Queryable, containerId: number) {
    return db
      .selectFrom('container_lines as cl')
      .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
      .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .innerJoin('products as p', 'p.id', 'pl.product_id')
      .select([
        'cl.id',
        'cl.po_line_id',
        'cl.qty',
        'po.po_number',
        'pl.line_no',
        'pl.product_id',
        'p.product_id as product_code',
        'p.short_name as product_name',
        sql<number>`coalesce((select sum(r.loaded_qty) from loading_records r where r.container_line_id = cl.id), 0)`.as(
          'loaded_qty',
        ),
        sql<
          string | null
        >`(select max(r.shortfall_reason) from loading_records r where r.container_line_id = cl.id and r.shortfall_reason <> '')`.as(
          'shortfall_reason',
        ),
      ])
      .where('cl.container_id', '=', containerId)
      .orderBy('po.po_number')
      .orderBy('pl.line_no')
      .orderBy('cl.id')
      .execute();
  },

  /** On hand of these PO lines in these warehouses. */
  onHand(db: Queryable, warehouseIds: readonly number[], poLineIds: readonly number[]) {
    if (warehouseIds.length === 0 || poLineIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('stock_balances')
      .select(['warehouse_id', 'product_id', 'po_line_id', 'qty'])
      .where('warehouse_id', 'in', [...warehouseIds])
      .where('po_line_id', 'in', [...poLineIds])
      .execute();
  },

  /**
   * Stamps the seal no. and takes the container's optimistic lock: false when it changed
   * since it was read (another load, a tracking edit).
   */
  async lockForLoading(db: Queryable, id: number, version: number, sealNo: string, at: string) {
    const result = await db
      .updateTable('containers')
      .set((eb) => ({ seal_no: sealNo, updated_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markCompleted(db: Queryable, id: number, at: string) {
    await db
      .updateTable('containers')
      .set({ loading_completed_at: at })
      .where('id', '=', id)
      .where('loading_completed_at', 'is', null)
      .execute();
  },

  insertRecords(
    db: Queryable,
    rows: {
      stock_document_id: number;
      container_id: number;
      container_line_id: number;
      po_line_id: number;
      product_id: number;
      warehouse_id: number;
      planned_qty: number;
      loaded_qty: number;
      shortfall_reason: string;
      loaded_at: string;
    }[],
  ) {
    return db.insertInto('loading_records').values(rows).execute();
  },

  records(db: Queryable, filter: ListLoadingRecordsQuery) {
    let query = db
      .selectFrom('loading_records as r')
      .innerJoin('containers as c', 'c.id', 'r.container_id')
      .innerJoin('stock_documents as d', 'd.id', 'r.stock_document_id')
      .innerJoin('warehouses as w', 'w.id', 'r.warehouse_id')
      .innerJoin('po_lines as pl', 'pl.id', 'r.po_line_id')
      .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .innerJoin('products as p', 'p.id', 'r.product_id');
    if (filter.from) query = query.where('r.loaded_at', '>=', startOfRange(filter.from));
    if (filter.to) query = query.where('r.loaded_at', '<=', endOfRange(filter.to));
    if (filter.warehouseIds?.length)
      query = query.where('r.warehouse_id', 'in', filter.warehouseIds);
    if (filter.containerId) query = query.where('r.container_id', '=', filter.containerId);
    if (filter.search)
      query = query.where((eb) =>
        eb.or([
          startsWithText('c.shipment_no', filter.search!),
          startsWithText('c.container_no', filter.search!),
        ]),
      );
    if (filter.product)
      query = query.where((eb) =>
        eb.or([
          startsWithText('p.product_id', filter.product!),
          startsWithText('po.po_number', filter.product!),
        ]),
      );
    return pagedList(
      query,
      (q) =>
        q
          .select([
            'r.id',
            'r.loaded_at',
            'd.doc_no',
            'd.username',
            'r.container_id',
            'c.shipment_no',
            'c.container_no',
            'c.seal_no',
            'c.loading_date',
            'w.code as warehouse_code',
            'po.po_number',
            'pl.line_no',
            'p.product_id as product_code',
            'p.short_name as product_name',
            'r.planned_qty',
            'r.loaded_qty',
            'r.shortfall_reason',
          ])
          .orderBy('r.loaded_at', filter.sortOrder)
          .orderBy('r.id', filter.sortOrder),
      filter,
    );
  },
};
