import {
  UTILIZATION_STATUSES,
  type UtilizationBand,
  type UtilizationFilters,
  type UtilizationMeasure,
  type UtilizationSortField,
} from '@lading/shared';
import { sql, type OrderByItemBuilder, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { holdsLinesOf } from '../transit-reports/container-scope';

/**
 * SQL of the utilization report (spec §9 bands). A container's load is its actual figures
 * as loaded when given (actual_cbm_milli, actual_gross_g), else the sum of its lines as
 * planned — as the shipping plan totals a released container (planning/container-view) —
 * against its type's usable CBM and the payload of its destination's loading limit, else
 * the type's own maximum. Utilization in tenths of a percent, rounded half up: the figure
 * the screens show with one decimal, so the band always matches the number beside it.
 */

export interface UtilizationSelection extends UtilizationFilters {
  etdFrom: string;
  etdTo: string;
  month?: string | undefined;
}

/** `part / whole` in tenths of a percent, rounded half up; 0 without a capacity. */
const permille = (part: RawBuilder<number>, whole: RawBuilder<number>) =>
  sql<number>`case when ${whole} > 0
    then cast((${part} * 2000 + ${whole}) / (2 * ${whole}) as bigint) else 0 end`;

const bandOf = (pct10: RawBuilder<number>) =>
  sql<UtilizationBand>`case when ${pct10} > 950 then 'above95'
    when ${pct10} >= 900 then 'from90to95' else 'below90' end`;

/**
 * One row per container in the selection, with its load, capacity, utilizations and bands:
 * grouped by container, so the outer queries read each figure once (an aggregate subquery
 * is never flattened into them).
 */
/** The containers of the selection (no lines read yet). */
function selectedContainers(db: Queryable, scope: Scope, s: UtilizationSelection) {
  let query = db
    .selectFrom('containers as c')
    .where('c.status', 'in', [...UTILIZATION_STATUSES])
    .where('c.etd', '>=', s.month && `${s.month}-01` > s.etdFrom ? `${s.month}-01` : s.etdFrom)
    .where('c.etd', '<=', s.month && `${s.month}-31` < s.etdTo ? `${s.month}-31` : s.etdTo);
  // the containers holding the supplier's lines, found from the supplier's PO lines
  const holding = (supplierIds: readonly number[]) => query.where(holdsLinesOf(supplierIds));
  const ids = supplierIdsOf(scope);
  if (ids) query = holding(ids);
  if (s.supplierId) query = holding([s.supplierId]);
  if (s.loadingPointId) query = query.where('c.loading_point_id', '=', s.loadingPointId);
  if (s.destination) query = query.where('c.destination_country', '=', s.destination);
  if (s.containerType) query = query.where('c.container_type', '=', s.containerType);
  return query;
}

function containerLoads(
  db: Queryable,
  scope: Scope,
  s: UtilizationSelection,
  only?: readonly number[],
) {
  let query = selectedContainers(db, scope, s)
    .leftJoin('container_lines as l', 'l.container_id', 'c.id')
    .leftJoin('container_types as ct', 'ct.code', 'c.container_type')
    .leftJoin('loading_limits as ll', (join) =>
      join
        .onRef('ll.country', '=', 'c.destination_country')
        .onRef('ll.container_type', '=', 'c.container_type'),
    );
  if (only) query = query.where('c.id', 'in', [...only, -1]);

  const cbmMilli = sql<number>`coalesce(c.actual_cbm_milli, sum(l.cbm_milli), 0)`;
  const grams = sql<number>`coalesce(c.actual_gross_g, sum(l.gross_g), 0)`;
  // litres of capacity: (litres × 1000) / litres is tenths of a percent
  const usableMilli = sql<number>`coalesce(ct.usable_cm3, 0) / 1000`;
  const payloadG = sql<number>`coalesce(ll.max_payload_g, ct.max_payload_g, 0)`;
  const cbmPct10 = permille(cbmMilli, usableMilli);
  const weightPct10 = permille(grams, payloadG);
  return query
    .select([
      'c.id',
      'c.shipment_no',
      'c.container_no',
      'c.container_type',
      'c.status',
      'c.loading_point_id',
      'c.destination_country',
      'c.etd',
      'c.loading_date',
      sql<number>`case when c.actual_cbm_milli is null and c.actual_gross_g is null
        then 0 else 1 end`.as('actual'),
      cbmMilli.as('cbm_milli'),
      usableMilli.as('usable_milli'),
      grams.as('gross_g'),
      payloadG.as('payload_g'),
      cbmPct10.as('cbm_pct10'),
      weightPct10.as('weight_pct10'),
      bandOf(cbmPct10).as('cbm_band'),
      bandOf(weightPct10).as('weight_band'),
    ])
    .groupBy(['c.id', 'ct.usable_cm3', 'ct.max_payload_g', 'll.max_payload_g']);
}

const SORT_COLUMNS: Record<UtilizationSortField, string> = {
  etd: 'u.etd',
  shipmentNo: 'u.shipment_no',
  cbmPct: 'u.cbm_pct10',
  weightPct: 'u.weight_pct10',
  loadingPoint: 'lp.name',
};

/** Sorts by a container's own column: the page is found before any load is read. */
const PLAIN_SORT_COLUMNS: Partial<Record<UtilizationSortField, string>> = {
  etd: 'c.etd',
  shipmentNo: 'c.shipment_no',
  loadingPoint: 'lp.name',
};

const inBand = (band: UtilizationBand) =>
  sql<number>`sum(case when u.cbm_band = ${band} then 1 else 0 end)`;
const inWeightBand = (band: UtilizationBand) =>
  sql<number>`sum(case when u.weight_band = ${band} then 1 else 0 end)`;

/**
 * Band counts per month (of ETD), loading point, destination and type: the report's figures,
 * and what the roll-up (migration 0024) stores per month.
 */
export function groupsQuery(db: Queryable, scope: Scope, s: UtilizationSelection) {
  const month = sql<string>`substr(u.etd, 1, 7)`;
  return db
    .selectFrom(containerLoads(db, scope, s).as('u'))
    .select([
      month.as('month'),
      'u.loading_point_id',
      'u.destination_country',
      'u.container_type',
      sql<number>`count(*)`.as('containers'),
      inBand('above95').as('cbm_above95'),
      inBand('from90to95').as('cbm_from90to95'),
      inBand('below90').as('cbm_below90'),
      inWeightBand('above95').as('weight_above95'),
      inWeightBand('from90to95').as('weight_from90to95'),
      inWeightBand('below90').as('weight_below90'),
      sql<number>`sum(u.cbm_pct10)`.as('cbm_pct10_sum'),
      sql<number>`sum(u.weight_pct10)`.as('weight_pct10_sum'),
    ])
    .groupBy([month, 'u.loading_point_id', 'u.destination_country', 'u.container_type']);
}

export const utilizationRepository = {
  /** Band counts per month (of ETD), loading point, destination and type. */
  groups(db: Queryable, scope: Scope, s: UtilizationSelection) {
    return groupsQuery(db, scope, s).execute();
  },

  /**
   * One page of the containers, optionally those in one band of one measure; `known`: how
   * many there are, when the roll-up has it.
   */
  async page(
    db: Queryable,
    scope: Scope,
    s: UtilizationSelection & { band?: UtilizationBand | undefined; measure: UtilizationMeasure },
    sort: { sortBy: UtilizationSortField; sortOrder: 'asc' | 'desc' },
    page: { pageNum: number; pageSize: number },
    known?: number,
  ) {
    const loaded = (only?: readonly number[]) =>
      db
        .selectFrom(containerLoads(db, scope, s, only).as('u'))
        .innerJoin('loading_points as lp', 'lp.id', 'u.loading_point_id');
    const plainSort = PLAIN_SORT_COLUMNS[sort.sortBy];
    const direction = (ob: OrderByItemBuilder) =>
      (sort.sortOrder === 'asc' ? ob.asc() : ob.desc()).nullsLast();
    if (!s.band && plainSort) {
      // sorted by the container's own columns: page the containers, then load that page only
      const { total, list } = await pagedList(
        selectedContainers(db, scope, s).innerJoin(
          'loading_points as lp',
          'lp.id',
          'c.loading_point_id',
        ),
        (q) =>
          q.select('c.id').orderBy(sql.ref(plainSort), direction).orderBy('c.id', sort.sortOrder),
        page,
        known,
      );
      const ids = list.map((row) => row.id);
      const rows = ids.length
        ? await loaded(ids).selectAll('u').select('lp.name as loading_point_name').execute()
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { total, list: ids.flatMap((id) => byId.get(id) ?? []) };
    }
    let query = loaded();
    if (s.band) {
      query = query.where(s.measure === 'cbm' ? 'u.cbm_band' : 'u.weight_band', '=', s.band);
    }
    return pagedList(
      query,
      (q) =>
        q
          .selectAll('u')
          .select('lp.name as loading_point_name')
          .orderBy(sql.ref(SORT_COLUMNS[sort.sortBy]), direction)
          .orderBy('u.id', sort.sortOrder),
      page,
      known,
    );
  },

  loadingPoints(db: Queryable) {
    return db.selectFrom('loading_points').select(['id', 'name']).execute();
  },
};
