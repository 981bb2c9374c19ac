import {
  SPARE_CONTAINER_STATUSES,
  type ListSpareContainersQuery,
  type SpareSortField,
} from '@lading/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Queryable } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ContainerTable } from '../../db/tables/planning';
import { fetchPage, pageLimit } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL of the spare-capacity report: released containers not yet shipped with what their
 * lines load (as stored when planned) against the type's usable CBM and the payload of the
 * destination's loading information (else the type's own), as the shipping plan counts them;
 * and the open PO lines of a container's loading point and destination of which at least
 * one whole package still fits.
 */

export type SpareFilter = Omit<ListSpareContainersQuery, 'pageNum' | 'pageSize'>;

type Eb = ExpressionBuilder<Database & { c: ContainerTable }, 'c'>;

/** Containers holding a line of one of these suppliers. */
const holdsLineOf = (eb: Eb, supplierIds: readonly number[]) =>
  eb.exists(
    eb
      .selectFrom('container_lines as sl')
      .innerJoin('po_lines as spl', 'spl.id', 'sl.po_line_id')
      .select(sql.lit(1).as('one'))
      .whereRef('sl.container_id', '=', 'c.id')
      .where('spl.supplier_id', 'in', supplierIds),
  );

/** `id`: that one container only (its lines alone are totalled). */
function spareContainers(
  db: Queryable,
  scope: Scope,
  filter: Partial<SpareFilter> & { id?: number },
) {
  const ids = supplierIdsOf(scope);
  const statuses = filter.status?.length ? filter.status : [...SPARE_CONTAINER_STATUSES];
  // what each container of these statuses loads (one pass over their lines)
  const loads = db
    .selectFrom('container_lines as cl')
    .innerJoin('containers as lc', 'lc.id', 'cl.container_id')
    .where('lc.status', 'in', statuses)
    .$if(filter.id !== undefined, (q) => q.where('cl.container_id', '=', filter.id!))
    .select((eb) => [
      'cl.container_id',
      eb.fn.sum<number>('cl.cbm_milli').as('cbm_milli'),
      eb.fn.sum<number>('cl.gross_g').as('gross_g'),
      eb.fn.countAll<number>().as('line_count'),
    ])
    .groupBy('cl.container_id')
    .as('ld');
  let query = db
    .selectFrom('containers as c')
    .innerJoin('container_types as ct', 'ct.code', 'c.container_type')
    .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
    .leftJoin('loading_limits as ll', (join) =>
      join
        .onRef('ll.country', '=', 'c.destination_country')
        .onRef('ll.container_type', '=', 'c.container_type'),
    )
    .leftJoin(loads, 'ld.container_id', 'c.id')
    .where('c.status', 'in', statuses);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  if (ids !== null) query = query.where((eb) => holdsLineOf(eb as unknown as Eb, ids));
  if (filter.supplierId)
    query = query.where((eb) => holdsLineOf(eb as unknown as Eb, [filter.supplierId!]));
  if (filter.loadingPointId) query = query.where('c.loading_point_id', '=', filter.loadingPointId);
  if (filter.destinationCountry) {
    query = query.where('c.destination_country', '=', filter.destinationCountry);
  }
  if (filter.containerType) query = query.where('c.container_type', '=', filter.containerType);
  return query.select([
    'c.id',
    'c.shipment_no',
    'c.container_no',
    'c.status',
    'c.container_type',
    'c.loading_point_id',
    'lp.name as loading_point_name',
    'c.destination_country',
    'c.etd',
    'c.ready_date',
    'ct.usable_cm3',
    sql<number>`coalesce(ll.max_payload_g, ct.max_payload_g)`.as('payload_g'),
    sql<number>`coalesce(ld.cbm_milli, 0)`.as('loaded_cbm_milli'),
    sql<number>`coalesce(ld.gross_g, 0)`.as('loaded_g'),
    sql<number>`coalesce(ld.line_count, 0)`.as('line_count'),
    sql<number>`ct.usable_cm3 - coalesce(ld.cbm_milli, 0) * 1000`.as('free_cm3'),
    sql<number>`coalesce(ll.max_payload_g, ct.max_payload_g) - coalesce(ld.gross_g, 0)`.as(
      'free_g',
    ),
    sql<number>`case when ct.usable_cm3 > 0 then coalesce(ld.cbm_milli, 0) * 1000000 / ct.usable_cm3 else 0 end`.as(
      'utilization_ppm',
    ),
  ]);
}

const SORT_COLUMNS: Record<SpareSortField, string> = {
  freeCbm: 's.free_cm3',
  freeKg: 's.free_g',
  utilization: 's.utilization_ppm',
  readyDate: 's.ready_date',
  etd: 's.etd',
  shipmentNo: 's.shipment_no',
};

/** cm³ of one package, rounded up (container-totals packageCm3, in SQL). */
const packageCm3Sql = sql<number>`(case when pp.product_id is null then cast(p.length_mm as bigint) * p.width_mm * p.height_mm else cast(pp.carton_length_mm as bigint) * pp.carton_width_mm * pp.carton_height_mm end + 999) / 1000`;
/** Gross grams of one package (container-view packageUnitOf, in SQL). */
const packageGramsSql = sql<number>`case when pp.product_id is null then cast(p.gross_weight_g as bigint) * p.qty_per_package else pp.carton_gross_g end`;
/** What one package measures (the product's fields and its packaging record's: packageUnitOf). */
const PACKAGE_UNIT_COLUMNS = [
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
const plannableSql = sql<number>`pl.order_qty - pl.shipped_qty - pl.planned_qty`;

export const spareCapacityRepository = {
  async page(
    db: Queryable,
    scope: Scope,
    filter: SpareFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let spare = db.selectFrom(spareContainers(db, scope, filter).as('s'));
    if (filter.minFreeCbm !== undefined) {
      spare = spare.where('s.free_cm3', '>=', Math.round(filter.minFreeCbm * 1e6));
    }
    const [totals, list] = await Promise.all([
      spare
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>('s.free_cm3').as('free_cm3'),
          eb.fn.sum<number>('s.free_g').as('free_g'),
        ])
        .executeTakeFirstOrThrow(),
      spare
        .selectAll('s')
        .orderBy(sql.ref(SORT_COLUMNS[filter.sortBy]), (ob) =>
          (filter.sortOrder === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
        )
        .orderBy('s.id')
        .limit(pageLimit(page.pageSize))
        .offset((page.pageNum - 1) * page.pageSize)
        .execute(),
    ]);
    return { totals, list };
  },

  /** One container of the report in the scope, or undefined. */
  one(db: Queryable, scope: Scope, id: number) {
    return db
      .selectFrom(spareContainers(db, scope, { id }).as('s'))
      .selectAll('s')
      .executeTakeFirst();
  },

  /**
   * Open lines (quantity left to plan) of the loading point and destination, in the scope,
   * of which one whole package fits in the free cm³ and grams; by RDD, then id.
   */
  candidates(
    db: Queryable,
    scope: Scope,
    group: { loadingPointId: number; destinationCountry: string; freeCm3: number; freeG: number },
    page: { pageNum: number; pageSize: number },
  ) {
    const ids = supplierIdsOf(scope);
    const query = db
      .selectFrom('po_lines as pl')
      .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .innerJoin('products as p', 'p.id', 'pl.product_id')
      .leftJoin('product_packaging as pp', 'pp.product_id', 'pl.product_id')
      .where('pl.loading_point_id', '=', group.loadingPointId)
      .where('po.destination_country', '=', group.destinationCountry)
      .where('pl.closed', '=', 0)
      .where('pl.cancelled', '=', 0)
      .where(plannableSql, '>', 0)
      .where(packageCm3Sql, '<=', group.freeCm3)
      .where(packageGramsSql, '<=', group.freeG)
      .$if(ids !== null, (q) => q.where('pl.supplier_id', 'in', ids!));
    const count = query.select((eb) => eb.fn.countAll<number>().as('total'));
    const rows = query
      .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
      .select([
        'pl.id',
        'pl.line_no',
        'pl.rdd',
        'pl.order_qty',
        'pl.planned_qty',
        'pl.shipped_qty',
        'po.po_number',
        's.code as supplier_code',
        's.name as supplier_name',
        'p.product_id as product_code',
        'p.short_name as product_name',
        ...PACKAGE_UNIT_COLUMNS,
      ])
      .orderBy('pl.rdd')
      .orderBy('pl.id');
    return fetchPage(count, rows, page);
  },
};

export type SpareContainerRecord = NonNullable<
  Awaited<ReturnType<typeof spareCapacityRepository.one>>
>;
export type SpareCandidateRecord = Awaited<
  ReturnType<typeof spareCapacityRepository.candidates>
>['list'][number];
