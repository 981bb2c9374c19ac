import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { NewUser, UserUpdate } from '../../db/schema';
import { whereKeyword } from '../../db/text-search';

export interface UserFilter {
  keyword?: string | undefined;
  groupId?: number | undefined;
  status?: number | undefined;
  /** locked by an administrator, or automatically until after `now` */
  locked?: number | undefined;
  now: string;
}

/** SQL for users and their supplier links. */
export const userRepository = {
  findByUsername(db: Queryable, username: string) {
    return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  },

  findById(db: Queryable, id: number) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Queryable, user: NewUser): Promise<number> {
    const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, changes: UserUpdate): Promise<void> {
    await db.updateTable('users').set(changes).where('id', '=', id).execute();
  },

  /**
   * One more failed sign-in, counted in SQL. On PostgreSQL the update also holds the user's
   * row until the transaction ends, so concurrent failures of one account decide its lock
   * one after another (SQLite's write transactions already run one at a time). Returns the
   * lock as it stands now, or nothing when the user is gone.
   */
  recordFailedSignIn(db: Queryable, id: number) {
    return db
      .updateTable('users')
      .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
      .where('id', '=', id)
      .returning(['locked', 'locked_until'])
      .executeTakeFirst();
  },

  async delete(db: Queryable, id: number): Promise<void> {
    await db.deleteFrom('users').where('id', '=', id).execute();
  },

  async page(db: Queryable, filter: UserFilter, page: { pageNum: number; pageSize: number }) {
    let query = db.selectFrom('users as u').innerJoin('user_groups as g', 'g.id', 'u.group_id');
    query = whereKeyword(query, filter.keyword, ['u.username', 'u.nickname', 'u.email']);
    if (filter.groupId !== undefined) query = query.where('u.group_id', '=', filter.groupId);
    if (filter.status !== undefined) query = query.where('u.enabled', '=', filter.status);
    if (filter.locked !== undefined) {
      const { now } = filter;
      query = filter.locked
        ? query.where((eb) => eb.or([eb('u.locked', '=', 1), eb('u.locked_until', '>', now)]))
        : query
            .where('u.locked', '=', 0)
            .where((eb) =>
              eb.or([eb('u.locked_until', 'is', null), eb('u.locked_until', '<=', now)]),
            );
    }
    const { total, list: rows } = await pagedList(
      query,
      (q) => q.selectAll('u').select('g.name as group_name').orderBy('u.id', 'desc'),
      page,
    );
    return { total, rows };
  },

  async countEnabledInGroup(db: Queryable, groupId: number): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('group_id', '=', groupId)
      .where('enabled', '=', 1)
      .where('locked', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  suppliersOf(db: Queryable, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('user_suppliers as us')
      .innerJoin('suppliers as s', 's.id', 'us.supplier_id')
      .select(['us.user_id as userId', 's.id', 's.code', 's.name'])
      .where('us.user_id', 'in', userIds)
      .orderBy('s.code')
      .execute();
  },

  /** Of the suppliers a user is to be bound to, the ids that are no supplier's. */
  async missingSupplierIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await db.selectFrom('suppliers').select('id').where('id', 'in', ids).execute();
    const present = new Set(found.map((row) => row.id));
    return ids.filter((id) => !present.has(id));
  },

  async replaceSuppliers(db: Queryable, userId: number, supplierIds: readonly number[]) {
    await db.deleteFrom('user_suppliers').where('user_id', '=', userId).execute();
    if (supplierIds.length === 0) return;
    await db
      .insertInto('user_suppliers')
      .values(
        [...new Set(supplierIds)].map((supplierId) => ({
          user_id: userId,
          supplier_id: supplierId,
        })),
      )
      .execute();
  },
};
