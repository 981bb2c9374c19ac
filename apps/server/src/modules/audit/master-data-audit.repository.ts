import { MASTER_DATA_ENTITY_KEYS } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { containsText } from '../../db/text-search';

export interface MasterDataAuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  keyword?: string | undefined;
  actor?: string | undefined;
  /** ISO instants, inclusive */
  from?: string | undefined;
  to?: string | undefined;
}

/** SQL over audit_log restricted to the master-data entities; newest first. */
export const masterDataAuditRepository = {
  async page(
    db: Queryable,
    filter: MasterDataAuditFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db
      .selectFrom('audit_log')
      .where('entity', 'in', filter.entity ? [filter.entity] : [...MASTER_DATA_ENTITY_KEYS]);
    if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          eb('entity_id', '=', keyword),
          containsText('before_json', keyword),
          containsText('after_json', keyword),
        ]),
      );
    }
    if (filter.actor) query = query.where(containsText('actor_name', filter.actor));
    if (filter.from) query = query.where('at', '>=', filter.from);
    if (filter.to) query = query.where('at', '<=', filter.to);
    return pagedList(
      query,
      (q) =>
        q
          .select([
            'id',
            'at',
            'actor_name',
            'action',
            'entity',
            'entity_id',
            'before_json',
            'after_json',
            'reason',
          ])
          .orderBy('id', 'desc'),
      page,
    );
  },
};
