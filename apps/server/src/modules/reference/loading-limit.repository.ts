import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';

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
    query = whereKeyword(query, filter.keyword, ['country', 'note']);
    return pagedList(
      query,
      (q) => q.selectAll().orderBy('country').orderBy('container_type', 'desc').orderBy('id'),
      page,
    );
  },

  ...stampedWrites('loading_limits', (values: LoadingLimitColumns) => ({
    country: values.country,
    container_type: values.containerType,
    max_payload_g: values.maxPayloadGrams,
    note: values.note,
  })),
};
