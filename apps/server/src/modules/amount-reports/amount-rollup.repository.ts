import {
  SHIPPED_AMOUNT_STATUSES,
  type DestinationCountry,
  type ProductCategory,
  type ShippedAmountSortField,
  type SortOrder,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { groupsQuery, pageOfGroups } from './shipped-amount.repository';

/**
 * SQL of the shipped-amount roll-up (migration 0025): recounting a month of ATD from its
 * container lines, and reading the counted months. A month's rows are always replaced
 * whole, by the query the report runs on the lines, so the roll-up and the lines cannot
 * disagree.
 */

/** The filters the roll-up can answer (never a supplier: that view reads its own lines). */
export interface AmountRollupFilter {
  fromMonth: string;
  toMonth: string;
  destinationCountry?: readonly DestinationCountry[] | undefined;
  category?: readonly ProductCategory[] | undefined;
}

const COLUMNS = [
  'month',
  'destination_country',
  'supplier_id',
  'category',
  'containers',
  'lines',
  'qty',
  'amount_cents',
] as const;

function rows(db: Queryable, f: AmountRollupFilter) {
  let query = db
    .selectFrom('amount_months')
    .where('month', '>=', f.fromMonth)
    .where('month', '<=', f.toMonth);
  if (f.destinationCountry?.length) {
    query = query.where('destination_country', 'in', f.destinationCountry);
  }
  if (f.category?.length) query = query.where('category', 'in', f.category);
  return query;
}

export const amountRollupRepository = {
  /** A month's rows, counted again from its shipped container lines. */
  async recount(db: Queryable, month: string) {
    await db.deleteFrom('amount_months').where('month', '=', month).execute();
    await db
      .insertInto('amount_months')
      .columns([...COLUMNS])
      .expression(groupsQuery(db, ALL_SUPPLIERS, { atdFrom: `${month}-01`, atdTo: `${month}-31` }))
      .execute();
  },

  /** One page of the counted rows, as `shippedAmountRepository.page` answers it. */
  page(
    db: Queryable,
    f: AmountRollupFilter,
    sort: { sortBy: ShippedAmountSortField; sortOrder: SortOrder },
    page: { pageNum: number; pageSize: number },
  ) {
    return pageOfGroups(
      db,
      rows(db, f)
        .select([...COLUMNS])
        .as('g'),
      sort,
      page,
    );
  },

  /** Lines, quantity and cents of the rows (their containers are counted on the containers). */
  sums(db: Queryable, f: AmountRollupFilter) {
    return rows(db, f)
      .select((eb) => [
        eb.fn.sum<number | string>('lines').as('lines'),
        eb.fn.sum<number | string>('qty').as('qty'),
        eb.fn.sum<number | string>('amount_cents').as('amount_cents'),
      ])
      .executeTakeFirstOrThrow();
  },

  /** The shipped containers of the range and destinations: no category filter asked. */
  async containers(db: Queryable, f: AmountRollupFilter, atdFrom: string, atdTo: string) {
    let query = db
      .selectFrom('containers')
      .select((eb) => eb.fn.countAll<number | string>().as('containers'))
      .where('status', 'in', [...SHIPPED_AMOUNT_STATUSES])
      .where('atd', '>=', atdFrom)
      .where('atd', '<=', atdTo);
    if (f.destinationCountry?.length) {
      query = query.where('destination_country', 'in', f.destinationCountry);
    }
    return Number((await query.executeTakeFirstOrThrow()).containers);
  },

  byMonthAndDestination(db: Queryable, f: AmountRollupFilter) {
    return rows(db, f)
      .select((eb) => [
        'month',
        'destination_country as key',
        eb.fn.sum<number>('amount_cents').as('amount_cents'),
      ])
      .groupBy(['month', 'destination_country'])
      .execute();
  },

  byMonthAndSupplier(db: Queryable, f: AmountRollupFilter) {
    const groups = rows(db, f)
      .select((eb) => [
        'month',
        'supplier_id',
        eb.fn.sum<number>('amount_cents').as('amount_cents'),
      ])
      .groupBy(['month', 'supplier_id'])
      .as('g');
    return db
      .selectFrom(groups)
      .innerJoin('suppliers as s', 's.id', 'g.supplier_id')
      .select(['g.month', 'g.supplier_id', 'g.amount_cents', 's.code', 's.name'])
      .execute();
  },

  /**
   * Whether a shipped container has its ATD in `from`…`to` (an uncounted part of a month at
   * the range's edge): when none does, the whole month is the range's.
   */
  async shippedBetween(db: Queryable, from: string, to: string): Promise<boolean> {
    if (from > to) return false;
    const row = await db
      .selectFrom('containers')
      .select('id')
      .where('status', 'in', [...SHIPPED_AMOUNT_STATUSES])
      .where('atd', '>=', from)
      .where('atd', '<=', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
