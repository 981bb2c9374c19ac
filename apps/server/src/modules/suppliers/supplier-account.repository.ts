import { SUPPLIER_ACCOUNT_GROUPS } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { containsText } from '../../db/text-search';

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
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('u.username', keyword),
          containsText('u.nickname', keyword),
          containsText('u.email', keyword),
        ]),
      );
    }
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
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.selectAll('u').select('g.name as group_name').orderBy('u.username').orderBy('u.id'),
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

  findSupplier(db: Queryable, id: number) {
    return db
      .selectFrom('suppliers')
      .select(['id', 'code', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
