import type { DelayReasonItem, DelayReasonSortField, SortOrder } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import { whereKeyword } from '../../db/text-search';

const columns = [
  'id',
  'code',
  'name_en as nameEn',
  'name_zh as nameZh',
  'active',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

const SORT_COLUMNS = {
  code: 'code',
  nameEn: 'name_en',
  nameZh: 'name_zh',
  active: 'active',
  updatedAt: 'updated_at',
} as const satisfies Record<DelayReasonSortField, string>;

/** The columns Δ1–Δ5 name a delay reason by (migration 0019). */
const DELTA_REASON_COLUMNS = [
  'delta1_reason_id',
  'delta2_reason_id',
  'delta3_reason_id',
  'delta4_reason_id',
  'delta5_reason_id',
] as const;

export interface DelayReasonColumns {
  code: string;
  nameEn: string;
  nameZh: string;
  active: boolean;
}

type StoredReason = Omit<DelayReasonItem, 'active'> & { active: number };
const toItem = (row: StoredReason): DelayReasonItem => ({ ...row, active: row.active === 1 });
const toItemOrUndefined = (row: StoredReason | undefined) => (row ? toItem(row) : undefined);

/** SQL for the delay reason codes (reference data the containers' deltas name). */
export const delayReasonRepository = {
  async findById(db: Queryable, id: number) {
    return toItemOrUndefined(
      await db.selectFrom('delay_reasons').select(columns).where('id', '=', id).executeTakeFirst(),
    );
  },

  async findByCode(db: Queryable, code: string) {
    return toItemOrUndefined(
      await db
        .selectFrom('delay_reasons')
        .select(columns)
        .where('code', '=', code)
        .executeTakeFirst(),
    );
  },

  async page(
    db: Queryable,
    filter: { keyword?: string | undefined; active?: number | undefined },
    sort: { sortBy: DelayReasonSortField; sortOrder: SortOrder },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('delay_reasons');
    query = whereKeyword(query, filter.keyword, ['code', 'name_en', 'name_zh']);
    if (filter.active !== undefined) query = query.where('active', '=', filter.active);
    const { total, list } = await pagedList(
      query,
      (q) =>
        q
          .select(columns)
          .orderBy(SORT_COLUMNS[sort.sortBy], sort.sortOrder)
          .orderBy('code')
          .orderBy('id'),
      page,
    );
    return { total, list: list.map(toItem) };
  },

  /** Every active code, by code: what a reason select offers. */
  async active(db: Queryable) {
    const rows = await db
      .selectFrom('delay_reasons')
      .select(columns)
      .where('active', '=', 1)
      .orderBy('code')
      .execute();
    return rows.map(toItem);
  },

  async allCodes(db: Queryable): Promise<string[]> {
    const rows = await db.selectFrom('delay_reasons').select('code').execute();
    return rows.map((row) => row.code);
  },

  async setActive(db: Queryable, id: number, active: boolean, at: string) {
    await db
      .updateTable('delay_reasons')
      .set({ active: active ? 1 : 0, updated_at: at })
      .where('id', '=', id)
      .execute();
  },

  /** How many containers name this reason on any of their deltas. */
  async containersNaming(db: Queryable, id: number): Promise<number> {
    const row = await db
      .selectFrom('containers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or(DELTA_REASON_COLUMNS.map((column) => eb(column, '=', id))))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  ...stampedWrites('delay_reasons', (values: DelayReasonColumns) => ({
    code: values.code,
    name_en: values.nameEn,
    name_zh: values.nameZh,
    active: values.active ? 1 : 0,
  })),
};
