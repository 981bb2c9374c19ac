import type { SoLineFilters } from '@lading/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { SoLineTable } from '../../db/schema';
import { likePrefix } from '../../db/text-search';

export type SoLineListFilter = Omit<SoLineFilters, 'sortBy' | 'sortOrder'> &
  Partial<Pick<SoLineFilters, 'sortBy' | 'sortOrder'>>;

const SO_LINE_COLUMNS = [
  'sl.id',
  'sl.so_id',
  'sl.line_no',
  'sl.product_id',
  'sl.qty',
  'sl.row_total_usd_cents',
  'sl.created_at',
  'sl.updated_at',
  'so.so_number',
  'so.posting_date',
  'so.rdd',
  'so.original_rdd',
  'so.bp_reference_no',
  'so.country',
  'p.product_id as product_code',
  'p.short_name as product_name',
] as const;

function filtered(db: Queryable, filter: SoLineListFilter) {
  let query = db.selectFrom('so_lines as sl').innerJoin('sales_orders as so', 'so.id', 'sl.so_id');
  if (filter.soNumber) {
    query = query.where(
      sql<boolean>`lower(so.so_number) like ${likePrefix(filter.soNumber)} escape '\\'`,
    );
  }
  if (filter.productId) query = query.where('sl.product_id', '=', filter.productId);
  if (filter.country) query = query.where('so.country', '=', filter.country);
  if (filter.rddFrom) query = query.where('so.rdd', '>=', filter.rddFrom);
  if (filter.rddTo) query = query.where('so.rdd', '<=', filter.rddTo);
  if (filter.postingFrom) query = query.where('so.posting_date', '>=', filter.postingFrom);
  if (filter.postingTo) query = query.where('so.posting_date', '<=', filter.postingTo);
  if (filter.bpReferenceNo) {
    query = query.where(
      sql<boolean>`lower(so.bp_reference_no) like ${likePrefix(filter.bpReferenceNo)} escape '\\'`,
    );
  }
  return query;
}

const SORT_COLUMNS = {
  soNumber: 'so.so_number',
  lineNo: 'sl.line_no',
  product: 'p.product_id',
  qty: 'sl.qty',
  rowTotalUsdCents: 'sl.row_total_usd_cents',
  postingDate: 'so.posting_date',
  rdd: 'so.rdd',
  country: 'so.country',
  createdAt: 'sl.created_at',
} as const;

/** SQL for SO lines (the SO report) and their writes. */
export const soLineRepository = {
  async page(db: Queryable, filter: SoLineListFilter, page: { pageNum: number; pageSize: number }) {
    const base = filtered(db, filter);
    const direction = filter.sortOrder ?? 'asc';
    const [count, list] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .innerJoin('products as p', 'p.id', 'sl.product_id')
        .select(SO_LINE_COLUMNS)
        .orderBy(SORT_COLUMNS[filter.sortBy ?? 'rdd'], direction)
        .orderBy('sl.id', direction)
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute(),
    ]);
    return { total: Number(count.total), list };
  },

  async totals(db: Queryable, filter: SoLineListFilter) {
    const row = await filtered(db, filter)
      .select((eb) => [
        eb.fn.countAll<number>().as('line_count'),
        eb.fn.coalesce(eb.fn.sum<number>('sl.qty'), sql<number>`0`).as('qty'),
        eb.fn
          .coalesce(eb.fn.sum<number>('sl.row_total_usd_cents'), sql<number>`0`)
          .as('row_total_usd_cents'),
      ])
      .executeTakeFirstOrThrow();
    return {
      lineCount: Number(row.line_count),
      qty: Number(row.qty),
      rowTotalUsdCents: Number(row.row_total_usd_cents),
    };
  },

  ofOrder(db: Queryable, soId: number) {
    return filtered(db, {} as SoLineListFilter)
      .innerJoin('products as p', 'p.id', 'sl.product_id')
      .select(SO_LINE_COLUMNS)
      .where('sl.so_id', '=', soId)
      .orderBy('sl.line_no')
      .execute();
  },

  findById(db: Queryable, id: number) {
    return filtered(db, {} as SoLineListFilter)
      .innerJoin('products as p', 'p.id', 'sl.product_id')
      .select(SO_LINE_COLUMNS)
      .where('sl.id', '=', id)
      .executeTakeFirst();
  },

  rawOfOrder(db: Queryable, soId: number) {
    return db.selectFrom('so_lines').selectAll().where('so_id', '=', soId).execute();
  },

  /** Bare rows of many SOs (an import batch). */
  rawOfOrders(db: Queryable, soIds: readonly number[]) {
    return selectInChunks(soIds, (chunk) =>
      db.selectFrom('so_lines').selectAll().where('so_id', 'in', chunk).execute(),
    );
  },

  /** Multi-row inserts; answers each new line's id with its SO and line number. */
  async insertMany(db: Queryable, rows: readonly Insertable<SoLineTable>[]) {
    return insertInBlocks(db, 'so_lines', rows, (block) =>
      db.insertInto('so_lines').values(block).returning(['id', 'so_id', 'line_no']),
    );
  },

  async insert(db: Queryable, row: Insertable<SoLineTable>) {
    const inserted = await db
      .insertInto('so_lines')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  async update(db: Queryable, id: number, changes: Updateable<SoLineTable>) {
    await db.updateTable('so_lines').set(changes).where('id', '=', id).execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('so_lines').where('id', '=', id).execute();
  },
};

export type SoLineRecord = NonNullable<Awaited<ReturnType<typeof soLineRepository.findById>>>;
