import {
  SHIPPED_AMOUNT_STATUSES,
  type ShippedAmountFilters,
  type ShippedAmountSortField,
  type SortOrder,
} from '@lading/shared';
import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage, knownTotal, pageLimit } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { holdsLinesOf } from '../transit-reports/container-scope';

/**
 * SQL of the shipped-amount report: container lines of shipped containers (Shipped, Arrived,
 * Received) whose ATD lies in the range, valued at their PO line's row total in USD pro rata
 * to the quantity shipped, aggregated in the database. The range reads off
 * containers_status_atd; each container's lines off its (container_id, po_line_id) key.
 */

/** YYYY-MM of the ATD. */
const monthSql = sql<string>`substr(c.atd, 1, 7)`;

/**
 * One container line's value in USD cents: qty ÷ order qty × row total, rounded half up in
 * integers (bigint: a quantity times a row total passes 2³¹).
 */
const amountSql = sql<number>`case when pl.order_qty > 0 then (2 * cast(cl.qty as bigint) * pl.row_total_usd_cents + pl.order_qty) / (2 * pl.order_qty) else 0 end`;

/** The filters as they reach the repository: the range resolved. */
export type AmountFilter = ShippedAmountFilters & {
  atdFrom: string;
  atdTo: string;
  month?: string;
};

/** The shipped containers of the range (and month, and destinations). */
function shippedContainers(db: Queryable, filter: AmountFilter) {
  let query = db
    .selectFrom('containers as c')
    .where('c.status', 'in', [...SHIPPED_AMOUNT_STATUSES])
    .where('c.atd', '>=', filter.atdFrom)
    .where('c.atd', '<=', filter.atdTo);
  if (filter.month) {
    query = query
      .where('c.atd', '>=', `${filter.month}-01`)
      .where('c.atd', '<=', `${filter.month}-31`);
  }
  if (filter.destinationCountry?.length) {
    query = query.where('c.destination_country', 'in', filter.destinationCountry);
  }
  return query;
}

function shippedLines(db: Queryable, scope: Scope, filter: AmountFilter) {
  const ids = supplierIdsOf(scope);
  let query = shippedContainers(db, filter)
    .innerJoin('container_lines as cl', 'cl.container_id', 'c.id')
    .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
    .innerJoin('products as p', 'p.id', 'pl.product_id');
  // a supplier's lines: its containers first (from its PO lines), then their lines of it
  if (ids !== null) query = query.where(holdsLinesOf(ids)).where('pl.supplier_id', 'in', ids);
  if (filter.supplierId) {
    query = query
      .where(holdsLinesOf([filter.supplierId]))
      .where('pl.supplier_id', '=', filter.supplierId);
  }
  if (filter.category?.length) query = query.where('p.category', 'in', filter.category);
  return query;
}

/**
 * The report's rows: month × destination × supplier × category with their containers, lines,
 * quantity and USD cents — and what the roll-up (migration 0025) stores per month.
 */
export const groupsQuery = (db: Queryable, scope: Scope, filter: AmountFilter) =>
  shippedLines(db, scope, filter)
    .select((eb) => [
      monthSql.as('month'),
      'c.destination_country',
      'pl.supplier_id',
      'p.category',
      eb.fn.count<number>('c.id').distinct().as('containers'),
      eb.fn.countAll<number>().as('lines'),
      eb.fn.sum<number>('cl.qty').as('qty'),
      eb.fn.sum<number>(amountSql).as('amount_cents'),
    ])
    .groupBy([monthSql, 'c.destination_country', 'pl.supplier_id', 'p.category']);

const SORT_COLUMNS: Record<ShippedAmountSortField, string> = {
  month: 'g.month',
  destination: 'g.destination_country',
  supplierCode: 's.code',
  category: 'g.category',
  containers: 'g.containers',
  qty: 'g.qty',
  amount: 'g.amount_cents',
};

/** The groups' rows (of `groupsQuery` or of the roll-up) as a row of the list. */
type Groups = AliasedSelectQueryBuilder<
  {
    month: string;
    destination_country: string;
    supplier_id: number;
    category: string;
    containers: number | string;
    lines: number | string;
    qty: number | string;
    amount_cents: number | string;
  },
  'g'
>;

/**
 * One page of month × destination × supplier × category rows, and how many there are: the
 * groups are added up once, the page's rows carrying their count (a window over the
 * groups); only a page past the last one asks for the count alone.
 */
export async function pageOfGroups(
  db: Queryable,
  groups: Groups,
  sort: { sortBy: ShippedAmountSortField; sortOrder: SortOrder },
  page: { pageNum: number; pageSize: number },
) {
  const list = await db
    .selectFrom(groups)
    .innerJoin('suppliers as s', 's.id', 'g.supplier_id')
    .select([
      'g.month',
      'g.destination_country',
      'g.supplier_id',
      'g.category',
      'g.containers',
      'g.lines',
      'g.qty',
      'g.amount_cents',
      's.code as supplier_code',
      's.name as supplier_name',
      sql<number | string>`count(*) over ()`.as('total'),
    ])
    .orderBy(sql.ref(SORT_COLUMNS[sort.sortBy]), sort.sortOrder)
    .orderBy('g.month', 'desc')
    .orderBy('g.destination_country')
    .orderBy('s.code')
    .orderBy('g.category')
    .limit(pageLimit(page.pageSize))
    .offset((page.pageNum - 1) * page.pageSize)
    .execute();
  if (list.length > 0 || page.pageNum === 1) {
    return { total: Number(list[0]?.total ?? 0), list };
  }
  const { total } = await db
    .selectFrom(groups)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(total), list };
}

export const shippedAmountRepository = {
  /**
   * One page of month × destination × supplier × category rows, and how many there are:
   * the groups are added up once, the page's rows carrying their count (a window over the
   * groups); only a page past the last one asks for the count alone.
   */
  page(
    db: Queryable,
    scope: Scope,
    filter: AmountFilter,
    sort: { sortBy: ShippedAmountSortField; sortOrder: SortOrder },
    page: { pageNum: number; pageSize: number },
  ) {
    return pageOfGroups(db, groupsQuery(db, scope, filter).as('g'), sort, page);
  },

  /** The filtered set's totals. */
  totals(db: Queryable, scope: Scope, filter: AmountFilter) {
    return shippedLines(db, scope, filter)
      .select((eb) => [
        eb.fn.count<number>('c.id').distinct().as('containers'),
        eb.fn.countAll<number>().as('lines'),
        eb.fn.sum<number>('cl.qty').as('qty'),
        eb.fn.sum<number>(amountSql).as('amount_cents'),
      ])
      .executeTakeFirstOrThrow();
  },

  /** Amounts by month and destination. */
  byMonthAndDestination(db: Queryable, scope: Scope, filter: AmountFilter) {
    return shippedLines(db, scope, filter)
      .select((eb) => [
        monthSql.as('month'),
        'c.destination_country as key',
        eb.fn.sum<number>(amountSql).as('amount_cents'),
      ])
      .groupBy([monthSql, 'c.destination_country'])
      .execute();
  },

  /** Amounts by month and supplier, with the supplier's code and name. */
  async byMonthAndSupplier(db: Queryable, scope: Scope, filter: AmountFilter) {
    const groups = shippedLines(db, scope, filter)
      .select((eb) => [
        monthSql.as('month'),
        'pl.supplier_id',
        eb.fn.sum<number>(amountSql).as('amount_cents'),
      ])
      .groupBy([monthSql, 'pl.supplier_id'])
      .as('g');
    return db
      .selectFrom(groups)
      .innerJoin('suppliers as s', 's.id', 'g.supplier_id')
      .select(['g.month', 'g.supplier_id', 'g.amount_cents', 's.code', 's.name'])
      .execute();
  },

  /**
   * The container lines behind a figure, newest ATD first. `known`: their number, when
   * the roll-up has it (counting 700,000 lines takes seconds).
   */
  lines(
    db: Queryable,
    scope: Scope,
    filter: AmountFilter,
    page: { pageNum: number; pageSize: number },
    known?: number,
  ) {
    const query = shippedLines(db, scope, filter);
    const count =
      known === undefined
        ? query.select((eb) => eb.fn.countAll<number>().as('total'))
        : knownTotal(known);
    // every line of a container counts (no supplier, no category): the page's lines are
    // among the first (page × size) containers with lines, so only theirs are sorted
    const wholeContainers =
      supplierIdsOf(scope) === null && !filter.supplierId && !filter.category?.length;
    const firstContainers = shippedContainers(db, filter)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('container_lines as held')
            .select('held.container_id')
            .whereRef('held.container_id', '=', 'c.id'),
        ),
      )
      .select('c.id')
      .orderBy('c.atd', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.pageNum * page.pageSize);
    const rows = (wholeContainers ? query.where('c.id', 'in', firstContainers) : query)
      .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
      .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
      .select([
        'cl.id',
        'cl.container_id',
        'c.shipment_no',
        'c.container_no',
        'c.status',
        'c.atd',
        'c.destination_country',
        'po.po_number',
        'pl.line_no',
        's.code as supplier_code',
        's.name as supplier_name',
        'p.product_id as product_code',
        'p.short_name as product_name',
        'p.category',
        'cl.qty',
        'pl.order_qty',
        'pl.row_total_usd_cents',
        amountSql.as('amount_cents'),
      ])
      .orderBy('c.atd', 'desc')
      .orderBy('c.id', 'desc')
      .orderBy('po.po_number')
      .orderBy('pl.line_no');
    return fetchPage(count, rows, page);
  },
};
