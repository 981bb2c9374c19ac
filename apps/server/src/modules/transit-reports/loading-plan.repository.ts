import {
  LOADING_PLAN_STATUSES,
  mondayOfIsoWeek,
  sundayOfIsoWeek,
  type LoadingPlanFilters,
  type LoadingPlanSortField,
} from '@lading/shared';
import { sql, type SqlBool } from 'kysely';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { holdsLinesOf } from './container-scope';

/** The container column a basis dates it by. */
const BASIS_COLUMNS = { readyDate: 'c.ready_date', loadingDate: 'c.loading_date' } as const;

const SORT_COLUMNS: Record<LoadingPlanSortField, string> = {
  planDate: '',
  shipmentNo: 'c.shipment_no',
  containerNo: 'c.container_no',
  loadingPoint: 'lp.name',
  etd: 'c.etd',
};

/** Whether some line of container `c` has its ready date not (yet) approved. */
const someLineOpen = sql<SqlBool>`exists (select 1 from container_lines open_line
  where open_line.container_id = c.id and open_line.confirm_ready_date <> 1)`;

/** Lines of container `c` with this approval state (null: all its lines). */
const linesCount = (confirm: number | null) =>
  confirm === null
    ? sql<number>`(select count(*) from container_lines counted where counted.container_id = c.id)`
    : sql<number>`(select count(*) from container_lines counted
        where counted.container_id = c.id and counted.confirm_ready_date = ${confirm})`;

/** CBM (litres) or grams of container `c`'s lines. */
const linesSum = (column: 'cbm_milli' | 'gross_g') =>
  sql<number>`(select coalesce(sum(${sql.ref(`summed.${column}`)}), 0)
    from container_lines summed where summed.container_id = c.id)`;

/**
 * SQL of the loading plan: released containers not yet shipped (Unshipped, Loading — the
 * containers_status_created_at index) in the scope and filters, dated by the basis column.
 */
function planned(db: Queryable, scope: Scope, filter: LoadingPlanFilters) {
  const scoped = supplierIdsOf(scope);
  const basis = BASIS_COLUMNS[filter.basis];
  return db
    .selectFrom('containers as c')
    .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
    .where('c.status', 'in', [...LOADING_PLAN_STATUSES])
    .$if(scoped !== null, (q) => q.where(holdsLinesOf(scoped!)))
    .$if(filter.supplierId !== undefined, (q) => q.where(holdsLinesOf([filter.supplierId!])))
    .$if(filter.loadingPointId !== undefined, (q) =>
      q.where('c.loading_point_id', '=', filter.loadingPointId!),
    )
    .$if(filter.destinationCountry !== undefined, (q) =>
      q.where('c.destination_country', '=', filter.destinationCountry!),
    )
    .$if(filter.weekFrom !== undefined, (q) =>
      q.where(basis, '>=', mondayOfIsoWeek(filter.weekFrom!)),
    )
    .$if(filter.weekTo !== undefined, (q) => q.where(basis, '<=', sundayOfIsoWeek(filter.weekTo!)))
    .$if(filter.readiness === 'ready', (q) => q.where(sql<SqlBool>`not ${someLineOpen}`))
    .$if(filter.readiness === 'notReady', (q) => q.where(someLineOpen));
}

export const loadingPlanRepository = {
  /**
   * One page: the page's ids first (sorted off the containers alone), then their figures —
   * the per-line counts and sums are read for the page's rows only, not for every row the
   * sort has to see.
   */
  async page(
    db: Queryable,
    scope: Scope,
    filter: LoadingPlanFilters,
    page: { pageNum: number; pageSize: number },
  ) {
    const basis = BASIS_COLUMNS[filter.basis];
    const sortColumn = SORT_COLUMNS[filter.sortBy] || basis;
    const direction = filter.sortOrder;
    const { total, list: ids } = await pagedList(
      planned(db, scope, filter),
      (q) =>
        q
          .select('c.id')
          // empty dates last either way, alike on both databases
          .orderBy(sql.ref(sortColumn), (ob) =>
            (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
          )
          .orderBy('c.id', direction),
      page,
    );
    if (!ids.length) return { total, list: [] };
    const rows = await db
      .selectFrom('containers as c')
      .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
      .select([
        'c.id',
        'c.shipment_no',
        'c.container_no',
        'c.container_type',
        'c.status',
        'c.loading_point_id',
        'c.destination_country',
        'c.ready_date',
        'c.loading_date',
        'c.etd',
        'lp.name as loading_point_name',
        linesSum('cbm_milli').as('cbm_milli'),
        linesSum('gross_g').as('gross_g'),
        linesCount(null).as('lines'),
        linesCount(1).as('approved_lines'),
        linesCount(0).as('pending_lines'),
        linesCount(2).as('rejected_lines'),
      ])
      .where(
        'c.id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { total, list: ids.map((row) => byId.get(row.id)!) };
  },

  /**
   * The week-by-week view's figures per loading point and basis date: containers, ready ones,
   * CBM and grams (each container's lines summed first, so a container counts once).
   */
  byDay(db: Queryable, scope: Scope, filter: LoadingPlanFilters) {
    const basis = BASIS_COLUMNS[filter.basis];
    const perContainer = planned(db, scope, filter)
      .innerJoin('container_lines as cl', 'cl.container_id', 'c.id')
      .select((eb) => [
        'c.id',
        'c.loading_point_id',
        sql<string | null>`${sql.ref(basis)}`.as('day'),
        eb.fn.sum<number>('cl.cbm_milli').as('cbm_milli'),
        eb.fn.sum<number>('cl.gross_g').as('gross_g'),
        eb.fn
          .min<number>(eb.case().when('cl.confirm_ready_date', '=', 1).then(1).else(0).end())
          .as('ready'),
      ])
      .groupBy(['c.id', 'c.loading_point_id', basis]);
    return db
      .selectFrom(perContainer.as('pc'))
      .select((eb) => [
        'pc.loading_point_id',
        'pc.day',
        eb.fn.countAll<number>().as('containers'),
        eb.fn.sum<number>('pc.ready').as('ready'),
        eb.fn.sum<number>('pc.cbm_milli').as('cbm_milli'),
        eb.fn.sum<number>('pc.gross_g').as('gross_g'),
      ])
      .groupBy(['pc.loading_point_id', 'pc.day'])
      .execute();
  },

  /** Names of loading points by id. */
  loadingPointNames(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('loading_points')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .orderBy('name')
      .execute();
  },
};

export type LoadingPlanRow = Awaited<ReturnType<typeof loadingPlanRepository.page>>['list'][number];
