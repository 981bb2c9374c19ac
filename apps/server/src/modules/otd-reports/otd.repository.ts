import type { OtdLineSortField, ProductCategory, DestinationCountry } from '@lading/shared';
import { sql } from 'kysely';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import { addDays, daysBetween } from '../../db/day-number';
import { fetchPage, knownTotal } from '../../db/paging';
import { ALL_SUPPLIERS, supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { holdsLinesOf } from '../transit-reports/container-scope';

/**
 * SQL of the OTD report. The unit is a received container line: a PO line's quantity
 * received in one container (status Received, its receiving date) against the PO line's
 * RDD (DOMAIN "Deltas": Δ5 = receiving date − RDD; on time when Δ5 ≤ tolerance). Every
 * query starts from the containers received in the range (index containers_receiving_date)
 * and aggregates in the database.
 */

export interface OtdSelection {
  from: string;
  to: string;
  toleranceDays: number;
  supplierId?: number | undefined;
  destination?: DestinationCountry | undefined;
  category?: ProductCategory | undefined;
  /** YYYY-MM: receiving dates of that month only */
  month?: string | undefined;
  /** only the late lines */
  lateOnly?: boolean | undefined;
}

const daysLate = (db: Queryable) => daysBetween(db, 'c.receiving_date', 'pl.rdd');
/** Received after RDD + tolerance: a comparison of stored dates (no day count per row). */
const lateOf = (db: Queryable, tolerance: number) =>
  tolerance === 0
    ? sql<boolean>`c.receiving_date > pl.rdd`
    : sql<boolean>`c.receiving_date > ${addDays(db, 'pl.rdd', tolerance)}`;

/**
 * The received lines of the selection. Read from the containers (their receiving dates),
 * or `byLateness`: from the lines' stored days late (migration 0026), the containers looked
 * up per line — the way to read the most (or least) late lines first off their index. Both
 * engines take `CROSS JOIN` … `WHERE` as the inner join it is; SQLite also keeps its order.
 */
function receivedLines(db: Queryable, scope: Scope, s: OtdSelection, byLateness = false) {
  let query = (
    byLateness
      ? db
          .selectFrom('container_lines as cl')
          .crossJoin('containers as c')
          .whereRef('c.id', '=', 'cl.container_id')
          // every received line has one: the partial index's condition
          .where('cl.days_late', 'is not', null)
      : db
          .selectFrom('containers as c')
          .innerJoin('container_lines as cl', 'cl.container_id', 'c.id')
  )
    .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
    .where('c.receiving_date', '>=', s.month && `${s.month}-01` > s.from ? `${s.month}-01` : s.from)
    .where('c.receiving_date', '<=', s.month && `${s.month}-31` < s.to ? `${s.month}-31` : s.to)
    .where('c.status', '=', 'Received');
  // a supplier's lines: its containers first (from its PO lines), then their lines of it
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where(holdsLinesOf(ids)).where('pl.supplier_id', 'in', ids);
  if (s.supplierId) {
    query = query.where(holdsLinesOf([s.supplierId])).where('pl.supplier_id', '=', s.supplierId);
  }
  if (s.destination) query = query.where('c.destination_country', '=', s.destination);
  if (s.category) {
    const category = s.category;
    query = query.where('pl.product_id', 'in', (eb) =>
      eb.selectFrom('products').select('id').where('category', '=', category),
    );
  }
  if (s.lateOnly) query = query.where(lateOf(db, s.toleranceDays));
  return query;
}

const SORT_COLUMNS: Record<OtdLineSortField, string> = {
  daysLate: 'cl.days_late',
  receivingDate: 'c.receiving_date',
  rdd: 'pl.rdd',
  poNumber: 'po.po_number',
  supplierCode: 's.code',
};

/** A figure's counts as the database adds them up (pg answers sums as numbers too). */
export interface OtdCountsRow {
  delivered: number | string;
  on_time: number | string | null;
  delivered_qty: number | string | null;
  on_time_qty: number | string | null;
  late_days: number | string | null;
}

/** The counts per month, supplier, destination and category (also the roll-up's build). */
export function groupsQuery(db: Queryable, scope: Scope, s: OtdSelection) {
  const late = lateOf(db, s.toleranceDays);
  const month = sql<string>`substr(c.receiving_date, 1, 7)`;
  return receivedLines(db, scope, s)
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .select([
      month.as('month'),
      'pl.supplier_id',
      'c.destination_country',
      'p.category',
      sql<number>`count(*)`.as('delivered'),
      sql<number>`sum(case when ${late} then 0 else 1 end)`.as('on_time'),
      sql<number>`sum(cl.qty)`.as('delivered_qty'),
      sql<number>`sum(case when ${late} then 0 else cl.qty end)`.as('on_time_qty'),
      sql<number>`sum(case when ${late} then ${daysLate(db)} else 0 end)`.as('late_days'),
    ])
    .groupBy([month, 'pl.supplier_id', 'c.destination_country', 'p.category']);
}

/**
 * The late lines' delay reasons per month, destination, category and reason: per reason
 * the late lines whose container cites it (once each) and the days of the deltas citing it
 * — the figures `reasons` adds up, kept apart by month, destination and category for the
 * roll-up. Per line: a container's Δ1–Δ4 days count once per late line, Δ5 is the line's.
 */
export function reasonGroupsQuery(db: Queryable, s: OtdSelection) {
  const late = receivedLines(db, ALL_SUPPLIERS, { ...s, lateOnly: true })
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .select([
      sql<string>`substr(c.receiving_date, 1, 7)`.as('month'),
      'c.destination_country',
      'p.category',
      'c.delta1_reason_id as r1',
      'c.delta2_reason_id as r2',
      'c.delta3_reason_id as r3',
      'c.delta4_reason_id as r4',
      'c.delta5_reason_id as r5',
      daysBetween(db, 'c.ready_date', 'c.original_ready_date').as('d1'),
      daysBetween(db, 'c.loading_date', 'c.ready_date').as('d2'),
      daysBetween(db, 'c.atd', 'c.first_etd').as('d3'),
      daysBetween(db, 'c.ata', 'c.first_eta').as('d4'),
      daysLate(db).as('d5'),
      'cl.id as line_id',
    ]);
  const cited = [1, 2, 3, 4, 5].map(
    (k) =>
      sql`select month, destination_country, category, line_id, ${sql.ref(`r${k}`)} as reason_id,
        ${sql.ref(`d${k}`)} as days from late where ${sql.ref(`r${k}`)} is not null`,
  );
  return sql<{
    month: string;
    destination_country: string;
    category: string;
    reason_id: number;
    lines: number;
    days: number | null;
  }>`with late as ${late}
    select month, destination_country, category, reason_id, count(*) as lines, sum(days) as days
    from (
      select month, destination_country, category, line_id, reason_id, sum(days) as days
      from (${sql.join(cited, sql` union all `)}) cited
      group by month, destination_country, category, line_id, reason_id
    ) by_line
    group by month, destination_country, category, reason_id`;
}

export const otdRepository = {
  /** Counts per month, supplier, destination and category: the service rolls them up. */
  groups(db: Queryable, scope: Scope, s: OtdSelection) {
    return groupsQuery(db, scope, s).execute();
  },

  /** The totals only (the home dashboard's OTD). */
  totals(db: Queryable, scope: Scope, s: OtdSelection) {
    const late = lateOf(db, s.toleranceDays);
    return receivedLines(db, scope, s)
      .select([
        sql<number>`count(*)`.as('delivered'),
        sql<number>`sum(case when ${late} then 0 else 1 end)`.as('on_time'),
        sql<number>`sum(cl.qty)`.as('delivered_qty'),
        sql<number>`sum(case when ${late} then 0 else cl.qty end)`.as('on_time_qty'),
        sql<number>`sum(case when ${late} then ${daysLate(db)} else 0 end)`.as('late_days'),
      ])
      .executeTakeFirstOrThrow();
  },

  /**
   * The delay reasons the late lines' containers name, most cited first: per reason the
   * late lines citing it (once each) and the days of the deltas citing it (Δ1 ready −
   * original ready, Δ2 loading − ready, Δ3 ATD − first ETD, Δ4 ATA − first ETA, Δ5
   * receiving − RDD), summed over those lines. The late lines are read once and counted by
   * container (the reasons and Δ1–Δ4 are the container's): a reason then weighs as many
   * lines as its container has late, Δ1–Δ4 count once per such line, Δ5 is their sum.
   */
  async reasons(db: Queryable, scope: Scope, s: OtdSelection, limit: number) {
    const late = receivedLines(db, scope, { ...s, lateOnly: true })
      .select([
        'c.id as container_id',
        'c.delta1_reason_id as r1',
        'c.delta2_reason_id as r2',
        'c.delta3_reason_id as r3',
        'c.delta4_reason_id as r4',
        'c.delta5_reason_id as r5',
        daysBetween(db, 'c.ready_date', 'c.original_ready_date').as('d1'),
        daysBetween(db, 'c.loading_date', 'c.ready_date').as('d2'),
        daysBetween(db, 'c.atd', 'c.first_etd').as('d3'),
        daysBetween(db, 'c.ata', 'c.first_eta').as('d4'),
        sql<number>`sum(${daysLate(db)})`.as('d5'),
        sql<number>`count(*)`.as('lines'),
      ])
      .groupBy('c.id');
    const cited = [1, 2, 3, 4, 5].map(
      (k) =>
        sql`select container_id, ${sql.ref(`r${k}`)} as reason_id, lines,
          ${k === 5 ? sql.ref('d5') : sql`lines * ${sql.ref(`d${k}`)}`} as days
          from late where ${sql.ref(`r${k}`)} is not null`,
    );
    const { rows } = await sql<{
      reason_id: number;
      code: string;
      name_en: string;
      name_zh: string;
      lines: number | string;
      days: number | string | null;
    }>`with late as ${late}
      select d.id as reason_id, d.code, d.name_en, d.name_zh, t.lines, t.days
      from (
        select reason_id, sum(lines) as lines, sum(days) as days
        from (
          select container_id, reason_id, max(lines) as lines, sum(days) as days
          from (${sql.join(cited, sql` union all `)}) cited
          group by container_id, reason_id
        ) by_container
        group by reason_id
      ) t
      inner join delay_reasons d on d.id = t.reason_id
      order by t.lines desc, t.days desc, d.code
      limit ${sql.lit(limit)}`.execute(db);
    return rows;
  },

  /**
   * One page of received lines (or only the late ones), sorted; by days late (the default)
   * off the stored, indexed days late of the lines (migration 0026). `known`: how many
   * there are, when the roll-up has it.
   */
  async page(
    db: Queryable,
    scope: Scope,
    s: OtdSelection,
    sort: { sortBy: OtdLineSortField; sortOrder: 'asc' | 'desc' },
    page: { pageNum: number; pageSize: number },
    known?: number,
  ) {
    const withNames = (lines: ReturnType<typeof receivedLines>) =>
      lines
        .innerJoin('products as p', 'p.id', 'pl.product_id')
        .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
        .innerJoin('suppliers as s', 's.id', 'pl.supplier_id');
    const late = lateOf(db, s.toleranceDays);
    // by days late over every supplier's lines: the lines up to this page are those at least
    // as late as the page's last line, found off the index first, so only they are joined
    // and sorted (a supplier's few lines are found faster from its containers)
    const byLateness = sort.sortBy === 'daysLate' && supplierIdsOf(scope) === null && !s.supplierId;
    let rows = withNames(receivedLines(db, scope, s, byLateness));
    if (byLateness) {
      const last = await receivedLines(db, scope, s, true)
        .select('cl.days_late')
        .orderBy('cl.days_late', sort.sortOrder)
        .limit(1)
        .offset(page.pageNum * page.pageSize - 1)
        .executeTakeFirst();
      if (last?.days_late != null) {
        rows = rows.where('cl.days_late', sort.sortOrder === 'desc' ? '>=' : '<=', last.days_late);
      }
    }
    const count =
      known === undefined
        ? withNames(receivedLines(db, scope, s)).select((eb) =>
            eb.fn.countAll<number>().as('total'),
          )
        : knownTotal(known);
    return fetchPage(
      count,
      rows
        .select([
          'cl.id',
          'cl.container_id',
          'cl.qty',
          'c.shipment_no',
          'c.container_no',
          'c.destination_country',
          'c.receiving_date',
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
          'po.po_number',
          'pl.line_no',
          'pl.rdd',
          'pl.supplier_id',
          's.code as supplier_code',
          's.name as supplier_name',
          'p.product_id as product_code',
          'p.short_name as product_name',
          'p.category',
          'cl.days_late',
          sql<number>`case when ${late} then 0 else 1 end`.as('on_time'),
        ])
        .orderBy(sql.ref(SORT_COLUMNS[sort.sortBy]), sort.sortOrder)
        .orderBy('c.receiving_date', 'desc')
        .orderBy('po.po_number')
        .orderBy('pl.line_no')
        .orderBy('cl.id'),
      page,
    );
  },

  suppliers(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('suppliers').select(['id', 'code', 'name']).where('id', 'in', chunk).execute(),
    );
  },

  delayReasons(db: Queryable) {
    return db.selectFrom('delay_reasons').select(['id', 'code', 'name_en', 'name_zh']).execute();
  },
};
