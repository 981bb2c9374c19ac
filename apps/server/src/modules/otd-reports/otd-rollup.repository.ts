import type { DestinationCountry, ProductCategory } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { groupsQuery, reasonGroupsQuery, type OtdCountsRow } from './otd.repository';
import { lastDayOf } from './report-range';

/**
 * SQL of the OTD roll-up (migration 0023): recounting a month from the lines, and reading
 * the counted months. A month's rows are always replaced whole, by the same queries the
 * report runs on the lines, so the roll-up and the lines cannot disagree.
 */

const REPORT = 'otd';

/** The filters the roll-up can answer (never a supplier: that view reads its own lines). */
export interface OtdRollupFilter {
  fromMonth: string;
  toMonth: string;
  destination?: DestinationCountry | undefined;
  category?: ProductCategory | undefined;
}

const COUNT_COLUMNS = ['lines', 'on_time', 'qty', 'on_time_qty', 'late_days'] as const;

/** The counts as the service reads them (OtdCountsRow's names). */
const countsAs = [
  'lines as delivered',
  'on_time',
  'qty as delivered_qty',
  'on_time_qty',
  'late_days',
] as const;

export const otdRollupRepository = {
  /** The tolerance the roll-up was counted with; undefined: never counted. */
  async tolerance(db: Queryable): Promise<number | undefined> {
    const row = await db
      .selectFrom('report_rollups')
      .select('tolerance_days')
      .where('report', '=', REPORT)
      .executeTakeFirst();
    return row?.tolerance_days;
  },

  /** Every month with a receiving date is to be recounted (a new tolerance). */
  async markEveryMonth(db: Queryable, toleranceDays: number) {
    await sql`insert into report_dirty_months (report, month)
      select distinct ${REPORT}, substr(receiving_date, 1, 7) from containers
      where receiving_date is not null
      on conflict do nothing`.execute(db);
    await db
      .insertInto('report_rollups')
      .values({ report: REPORT, tolerance_days: toleranceDays })
      .onConflict((oc) => oc.column('report').doUpdateSet({ tolerance_days: toleranceDays }))
      .execute();
  },

  /** A month's rows, counted again from its received lines at `toleranceDays`. */
  async recount(db: Queryable, month: string, toleranceDays: number) {
    const selection = { from: `${month}-01`, to: lastDayOf(month), toleranceDays };
    for (const table of ['otd_months', 'otd_month_members', 'otd_month_reasons'] as const) {
      await db.deleteFrom(table).where('month', '=', month).execute();
    }
    await db
      .insertInto('otd_months')
      .columns(['month', 'supplier_id', 'destination_country', 'category', ...COUNT_COLUMNS])
      .expression(groupsQuery(db, ALL_SUPPLIERS, selection))
      .execute();
    const sums = sql.join(COUNT_COLUMNS.map((c) => sql`sum(${sql.ref(c)})`));
    const member = (dimension: string, column: string) =>
      sql`select month, ${sql.lit(dimension)}, cast(${sql.ref(column)} as varchar(20)), ${sums}
        from otd_months where month = ${month} group by month, ${sql.ref(column)}`;
    await sql`insert into otd_month_members (month, dimension, member,
      ${sql.join(COUNT_COLUMNS.map((c) => sql.ref(c)))})
      ${member('supplier', 'supplier_id')}
      union all ${member('destination', 'destination_country')}
      union all ${member('category', 'category')}`.execute(db);
    await sql`insert into otd_month_reasons
      (month, destination_country, category, reason_id, lines, days)
      ${reasonGroupsQuery(db, selection)}`.execute(db);
  },

  /** Counts per month and one dimension (the unfiltered report). */
  members(db: Queryable, f: OtdRollupFilter) {
    return db
      .selectFrom('otd_month_members')
      .select(['month', 'dimension', 'member', ...countsAs])
      .where('month', '>=', f.fromMonth)
      .where('month', '<=', f.toMonth)
      .execute() as Promise<
      (OtdCountsRow & { month: string; dimension: string; member: string })[]
    >;
  },

  /** How many lines the months count, or only the late ones (the lines page's total). */
  async count(db: Queryable, f: OtdRollupFilter, lateOnly: boolean): Promise<number> {
    const counted = lateOnly ? sql<number>`sum(lines - on_time)` : sql<number>`sum(lines)`;
    // one dimension's members add up to every line; both filters need the 4-D rows
    const { total } =
      f.destination && f.category
        ? await db
            .selectFrom('otd_months')
            .select(counted.as('total'))
            .where('destination_country', '=', f.destination)
            .where('category', '=', f.category)
            .where('month', '>=', f.fromMonth)
            .where('month', '<=', f.toMonth)
            .executeTakeFirstOrThrow()
        : await db
            .selectFrom('otd_month_members')
            .select(counted.as('total'))
            .where('dimension', '=', f.category ? 'category' : 'destination')
            .$if(Boolean(f.destination ?? f.category), (q) =>
              q.where('member', '=', (f.destination ?? f.category)!),
            )
            .where('month', '>=', f.fromMonth)
            .where('month', '<=', f.toMonth)
            .executeTakeFirstOrThrow();
    return Number(total ?? 0);
  },

  /** Counts per month, supplier, destination and category, by destination and/or category. */
  groups(db: Queryable, f: OtdRollupFilter) {
    let query = db
      .selectFrom('otd_months')
      .select(['month', 'supplier_id', 'destination_country', 'category', ...countsAs])
      .where('month', '>=', f.fromMonth)
      .where('month', '<=', f.toMonth);
    if (f.destination) query = query.where('destination_country', '=', f.destination);
    if (f.category) query = query.where('category', '=', f.category);
    return query.execute() as Promise<
      (OtdCountsRow & {
        month: string;
        supplier_id: number;
        destination_country: string;
        category: string;
      })[]
    >;
  },

  /** The most cited reasons, as `otdRepository.reasons` orders them. */
  async reasons(db: Queryable, f: OtdRollupFilter, limit: number) {
    let query = db
      .selectFrom('otd_month_reasons')
      .select([
        'reason_id',
        sql<number | string>`sum(lines)`.as('lines'),
        sql<number | string | null>`sum(days)`.as('days'),
      ])
      .where('month', '>=', f.fromMonth)
      .where('month', '<=', f.toMonth)
      .groupBy('reason_id');
    if (f.destination) query = query.where('destination_country', '=', f.destination);
    if (f.category) query = query.where('category', '=', f.category);
    const { rows } = await sql<{
      reason_id: number;
      code: string;
      name_en: string;
      name_zh: string;
      lines: number | string;
      days: number | string | null;
    }>`select d.id as reason_id, d.code, d.name_en, d.name_zh, t.lines, t.days
      from (${query}) t
      inner join delay_reasons d on d.id = t.reason_id
      order by t.lines desc, t.days desc, d.code
      limit ${sql.lit(limit)}`.execute(db);
    return rows;
  },

  /**
   * Whether a received container's date lies in `from`…`to` (an uncounted part of a month
   * at the range's edge): when none does, the whole month is the range's.
   */
  async receivedBetween(db: Queryable, from: string, to: string): Promise<boolean> {
    if (from > to) return false;
    const row = await db
      .selectFrom('containers')
      .select('id')
      .where('status', '=', 'Received')
      .where('receiving_date', '>=', from)
      .where('receiving_date', '<=', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
