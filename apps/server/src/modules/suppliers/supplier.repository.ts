import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';
import type { Scope } from '../../platform/permissions/scope';

const columns = ['id', 'code', 'name', 'created_at as createdAt'] as const;

/** SQL for suppliers; every read takes the caller's scope (supplier users: their own only). */
export const supplierRepository = {
  findById(db: Queryable, scope: Scope, id: number) {
    let query = db.selectFrom('suppliers').select(columns).where('id', '=', id);
    if (scope.kind === 'ownSuppliers') query = query.where('id', 'in', [...scope.supplierIds, -1]);
    return query.executeTakeFirst();
  },

  async page(
    db: Queryable,
    scope: Scope,
    filter: { keyword?: string | undefined },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('suppliers');
    if (scope.kind === 'ownSuppliers') query = query.where('id', 'in', [...scope.supplierIds, -1]);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([containsText('code', keyword), containsText('name', keyword)]),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.select(columns).orderBy('code'),
      page,
    );
  },

  async missingIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await db.selectFrom('suppliers').select('id').where('id', 'in', ids).execute();
    const present = new Set(found.map((row) => row.id));
    return ids.filter((id) => !present.has(id));
  },
};
