import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';

const columns = [
  'id',
  'name',
  'short_name as shortName',
  'address',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

export interface LoadingPointColumns {
  name: string;
  shortName: string;
  address: string;
}

/** SQL for loading points (where containers are stuffed: the POL side of a plan). */
export const loadingPointRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('loading_points').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /** Another loading point already called `name`, or already short-named `shortName`. */
  findClash(db: Queryable, values: { name: string; shortName: string }, exceptId?: number) {
    let query = db
      .selectFrom('loading_points')
      .select('id')
      .where((eb) =>
        eb.or([eb('name', '=', values.name), eb('short_name', '=', values.shortName)]),
      );
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: { keyword?: string | undefined },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('loading_points');
    query = whereKeyword(query, filter.keyword, ['name', 'short_name', 'address']);
    return pagedList(query, (q) => q.select(columns).orderBy('name').orderBy('id'), page);
  },

  ...stampedWrites('loading_points', (values: LoadingPointColumns) => ({
    name: values.name,
    short_name: values.shortName,
    address: values.address,
  })),
};
