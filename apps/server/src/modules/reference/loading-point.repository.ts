import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

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
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('name', keyword),
          containsText('short_name', keyword),
          containsText('address', keyword),
        ]),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.select(columns).orderBy('name').orderBy('id'),
      page,
    );
  },

  async insert(db: Queryable, values: LoadingPointColumns & { at: string }): Promise<number> {
    const row = await db
      .insertInto('loading_points')
      .values({
        name: values.name,
        short_name: values.shortName,
        address: values.address,
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: LoadingPointColumns & { at: string }) {
    await db
      .updateTable('loading_points')
      .set({
        name: values.name,
        short_name: values.shortName,
        address: values.address,
        updated_at: values.at,
      })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('loading_points').where('id', '=', id).execute();
  },
};
