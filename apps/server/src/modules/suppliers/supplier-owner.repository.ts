import { SUPPLIER_GROUPS } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';

export interface SupplierOwnerFilter {
  keyword?: string | undefined;
  ownerId?: number | undefined;
}

const supplierGroups = [...SUPPLIER_GROUPS];

/**
 * SQL for supplier owners: rows of user_suppliers whose user is an internal user (supplier
 * users share the table — their rows are their own supplier, not ownership).
 */
export const supplierOwnerRepository = {
  async page(
    db: Queryable,
    filter: SupplierOwnerFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('suppliers as s');
    query = whereKeyword(query, filter.keyword, ['s.code', 's.name']);
    if (filter.ownerId !== undefined) {
      const ownerId = filter.ownerId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_suppliers as us')
            .select('us.user_id')
            .whereRef('us.supplier_id', '=', 's.id')
            .where('us.user_id', '=', ownerId),
        ),
      );
    }
    return pagedList(
      query,
      (q) => q.select(['s.id', 's.code', 's.name']).orderBy('s.code').orderBy('s.id'),
      page,
    );
  },

  /** The internal owners of the given suppliers, by user ID. */
  ownersOf(db: Queryable, supplierIds: readonly number[]) {
    if (supplierIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('user_suppliers as us')
      .innerJoin('users as u', 'u.id', 'us.user_id')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .select(['us.supplier_id as supplierId', 'u.id', 'u.username', 'u.nickname'])
      .where('us.supplier_id', 'in', supplierIds)
      .where('g.name', 'not in', supplierGroups)
      .orderBy('u.username')
      .execute();
  },

  /** Users by id with what decides whether they may own suppliers. */
  usersByIds(db: Queryable, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('users as u')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .select(['u.id', 'u.username', 'u.enabled', 'g.name as groupName'])
      .where('u.id', 'in', ids)
      .execute();
  },

  /** Enabled internal users matching the keyword (user ID or nickname), by user ID. */
  candidates(db: Queryable, keyword: string | undefined, limit = 50) {
    let query = db
      .selectFrom('users as u')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .select(['u.id', 'u.username', 'u.nickname', 'g.name as groupName'])
      .where('u.enabled', '=', 1)
      .where('g.name', 'not in', supplierGroups);
    query = whereKeyword(query, keyword, ['u.username', 'u.nickname']);
    return query.orderBy('u.username').limit(limit).execute();
  },

  async addOwners(db: Queryable, supplierId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return;
    await db
      .insertInto('user_suppliers')
      .values(userIds.map((userId) => ({ user_id: userId, supplier_id: supplierId })))
      .execute();
  },

  async removeOwners(db: Queryable, supplierId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return;
    await db
      .deleteFrom('user_suppliers')
      .where('supplier_id', '=', supplierId)
      .where('user_id', 'in', userIds)
      .execute();
  },
};
