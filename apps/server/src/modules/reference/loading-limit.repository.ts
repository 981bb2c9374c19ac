import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

export interface LoadingLimitColumns {
  country: string;
  containerType: string;
  maxPayloadGrams: number;
  note: string;
}

export interface LoadingLimitFilter {
  keyword?: string | undefined;
  country?: string | undefined;
  containerType?: string | undefined;
}

/** SQL for loading information: the heaviest load a destination accepts per container type. */
export const loadingLimitRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('loading_limits').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByCountryAndType(db: Queryable, country: string, containerType: string) {
    return db
      .selectFrom('loading_limits')
      .selectAll()
      .where('country', '=', country)
      .where('container_type', '=', containerType)
      .executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: LoadingLimitFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('loading_limits');
    if (filter.country) query = query.where('country', '=', filter.country);
    if (filter.containerType) query = query.where('container_type', '=', filter.containerType);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([containsText('country', keyword), containsText('note', keyword)]),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.selectAll().orderBy('country').orderBy('container_type', 'desc').orderBy('id'),
      page,
    );
  },

  async insert(db: Queryable, values: LoadingLimitColumns & { at: string }): Promise<number> {
    const row = await db
      .insertInto('loading_limits')
      .values({
        country: values.country,
        container_type: values.containerType,
        max_payload_g: values.maxPayloadGrams,
        note: values.note,
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: LoadingLimitColumns & { at: string }) {
    await db
      .updateTable('loading_limits')
      .set({
        country: values.country,
        container_type: values.containerType,
        max_payload_g: values.maxPayloadGrams,
        note: values.note,
        updated_at: values.at,
      })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('loading_limits').where('id', '=', id).execute();
  },
};
