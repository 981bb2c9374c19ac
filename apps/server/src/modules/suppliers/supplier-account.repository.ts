import { SUPPLIER_ACCOUNT_GROUPS } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';

export interface SupplierAccountFilter {
  keyword?: string | undefined;
  supplierId?: number | undefined;
  group?: string | undefined;
  status?: number | undefined;
}

const accountGroups = [...SUPPLIER_ACCOUNT_GROUPS];

/** SQL for supplier accounts: the users of the two supplier groups. */
export const supplierAccountRepository = {
  async page(
    db: Queryable,
    filter: SupplierAccountFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db
      .selectFrom('users as u')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .where('g.name', 'in', filter.group ? [filter.group] : accountGroups);
    query = whereKeyword(query, filter.keyword, ['u.username', 'u.nickname', 'u.email']);
    if (filter.supplierId !== undefined) {
      const supplierId = filter.supplierId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_suppliers as us')
            .select('us.user_id')
            .whereRef('us.user_id', '=', 'u.id')
            .where('us.supplier_id', '=', supplierId),
        ),
      );
    }
    if (filter.status !== undefined) query = query.where('u.enabled', '=', filter.status);
    return pagedList(
      query,
      (q) => q.selectAll('u').select('g.name as group_name').orderBy('u.username').orderBy('u.id'),
      page,
    );
  },

  /** A supplier account by user id (undefined for an internal user or no user). */
  findAccount(db: Queryable, id: number) {
    return db
      .selectFrom('users as u')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .selectAll('u')
      .select('g.name as group_name')
      .where('u.id', '=', id)
      .where('g.name', 'in', accountGroups)
      .executeTakeFirst();
  },
};
