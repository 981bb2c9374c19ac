import type { ContainerSortField, ContainerStatus, ListContainersQuery } from '@lading/shared';
import { sql, type Insertable } from 'kysely';
import { selectInChunks } from '../../db/chunks';
import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { ContainerTable } from '../../db/schema';
import { startsWithText } from '../../db/text-search';
import type { Scope } from '../../platform/permissions/scope';

const CONTAINER_COLUMNS = [
  'c.id',
  'c.shipment_no',
  'c.container_no',
  'c.container_type',
  'c.status',
  'c.loading_point_id',
  'c.destination_country',
  'c.owner_user_id',
  'c.created_by_user_id',
  'c.shipping_line_id',
  'c.etd',
  'c.eta',
  'c.atd',
  'c.ata',
  'c.ready_date',
  'c.original_ready_date',
  'c.loading_date',
  'c.promised_delivery_date',
  'c.notes',
  // 0019-container-tracking (issue 15)
  'c.pol',
  'c.pod',
  'c.transshipment_port',
  'c.vessel',
  'c.voyage',
  'c.hbl_no',
  'c.mbl_no',
  'c.tracking_no',
  'c.bl_express_date',
  'c.receiving_date',
  'c.first_etd',
  'c.first_eta',
  'c.actual_gross_g',
  'c.actual_net_g',
  'c.actual_cbm_milli',
  'c.delta1_reason_id',
  'c.delta1_note',
  'c.delta2_reason_id',
  'c.delta2_note',
  'c.delta3_reason_id',
  'c.delta3_note',
  'c.delta4_reason_id',
  'c.delta4_note',
  'c.delta5_reason_id',
  'c.delta5_note',
  'c.version',
  'c.created_at',
  'c.updated_at',
  'lp.name as loading_point_name',
  'lp.short_name as loading_point_short_name',
  'owner.username as owner_name',
  'creator.username as created_by_name',
  'sl.name as shipping_line_name',
] as const;

const withNames = (db: Queryable) =>
  db
    .selectFrom('containers as c')
    .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
    .leftJoin('users as owner', 'owner.id', 'c.owner_user_id')
    .leftJoin('users as creator', 'creator.id', 'c.created_by_user_id')
    .leftJoin('shipping_lines as sl', 'sl.id', 'c.shipping_line_id');

const SORT_COLUMNS: Record<ContainerSortField, string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  shipmentNo: 'c.shipment_no',
  containerNo: 'c.container_no',
  status: 'c.status',
  etd: 'c.etd',
  readyDate: 'c.ready_date',
  promisedDeliveryDate: 'c.promised_delivery_date',
  eta: 'c.eta',
  atd: 'c.atd',
  ata: 'c.ata',
  loadingDate: 'c.loading_date',
  receivingDate: 'c.receiving_date',
};

/** The container holds at least one line of these suppliers. */
const holdsLinesOf = (supplierIds: readonly number[]) =>
  sql<boolean>`exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = c.id and pl.supplier_id in (${sql.join([...supplierIds])}))`;

export type ContainerFilter = Omit<ListContainersQuery, 'pageNum' | 'pageSize'>;

/**
 * SQL for containers. Reads take the caller's scope: a supplier user would see only
 * containers holding its suppliers' lines (no supplier group reads them yet).
 */
export const containerRepository = {
  async page(
    db: Queryable,
    scope: Scope,
    filter: ContainerFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = withNames(db);
    if (scope.kind === 'ownSuppliers') {
      query = query.where(holdsLinesOf([...scope.supplierIds, -1]));
    }
    if (filter.supplierId) query = query.where(holdsLinesOf([filter.supplierId]));
    if (filter.status?.length) query = query.where('c.status', 'in', filter.status);
    if (filter.shipmentNo) query = query.where(startsWithText('c.shipment_no', filter.shipmentNo));
    if (filter.containerNo) {
      query = query.where(startsWithText('c.container_no', filter.containerNo));
    }
    if (filter.loadingPointId)
      query = query.where('c.loading_point_id', '=', filter.loadingPointId);
    if (filter.destinationCountry) {
      query = query.where('c.destination_country', '=', filter.destinationCountry);
    }
    // as the home dashboard counts "arrived later than first ETA" (dashboard.repository)
    if (filter.arrivedLate === 1) {
      query = query.where((eb) => eb('c.ata', '>', eb.fn.coalesce('c.first_eta', 'c.eta')));
    }
    const direction = filter.sortOrder;
    return pagedList(
      query,
      (q) =>
        q
          .select(CONTAINER_COLUMNS)
          // empty numbers and dates last either way, as on both databases alike
          .orderBy(sql.ref(SORT_COLUMNS[filter.sortBy]), (ob) =>
            (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
          )
          .orderBy('c.id', direction),
      page,
    );
  },

  findById(db: Queryable, scope: Scope, id: number) {
    let query = withNames(db).select(CONTAINER_COLUMNS).where('c.id', '=', id);
    if (scope.kind === 'ownSuppliers') {
      query = query.where(holdsLinesOf([...scope.supplierIds, -1]));
    }
    return query.executeTakeFirst();
  },

  byIds(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return withNames(db)
      .select(CONTAINER_COLUMNS)
      .where('c.id', 'in', [...ids])
      .orderBy('c.id')
      .execute();
  },

  /** The planner's saved draft: their containers still in Draft, in the order saved. */
  draftOf(db: Queryable, userId: number) {
    return withNames(db)
      .select(CONTAINER_COLUMNS)
      .where('c.created_by_user_id', '=', userId)
      .where('c.status', '=', 'Draft' satisfies ContainerStatus)
      .orderBy('c.id')
      .execute();
  },

  /** The Draft containers of these planners: who planned each (numbered per draft). */
  draftMembersOf(db: Queryable, plannerIds: readonly number[]) {
    return selectInChunks(plannerIds, (chunk) =>
      db
        .selectFrom('containers')
        .select(['id', 'created_by_user_id'])
        .where('created_by_user_id', 'in', chunk)
        .where('status', '=', 'Draft' satisfies ContainerStatus)
        .execute(),
    );
  },

  /**
   * Serializes one planner's draft writes: the no-op update row-locks their user row until
   * the transaction ends on PostgreSQL (SQLite's BEGIN IMMEDIATE already serializes all
   * writes), so two saves of the same draft cannot both replace "the old draft".
   */
  async lockPlanner(db: Queryable, userId: number) {
    await db
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', userId)
      .execute();
  },

  async insert(db: Queryable, row: Insertable<ContainerTable>) {
    const inserted = await db
      .insertInto('containers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Deletes the planner's Draft containers (their lines go with them). */
  async deleteDraftOf(db: Queryable, userId: number) {
    await db
      .deleteFrom('containers')
      .where('created_by_user_id', '=', userId)
      .where('status', '=', 'Draft' satisfies ContainerStatus)
      .execute();
  },

  /** Draft → Unshipped with the shipment's number and date; answers how many moved. */
  async release(
    db: Queryable,
    ids: readonly number[],
    values: { shipmentNo: string; promisedDeliveryDate: string; at: string },
  ) {
    const result = await db
      .updateTable('containers')
      .set((eb) => ({
        status: 'Unshipped' satisfies ContainerStatus,
        shipment_no: values.shipmentNo,
        promised_delivery_date: values.promisedDeliveryDate,
        version: eb('version', '+', 1),
        updated_at: values.at,
      }))
      .where('id', 'in', [...ids])
      .where('status', '=', 'Draft' satisfies ContainerStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};

export type ContainerRecord = NonNullable<Awaited<ReturnType<typeof containerRepository.findById>>>;
