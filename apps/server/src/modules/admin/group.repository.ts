import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';

/** SQL for groups (the spec's roles) and their menu and resource grants. */
export const groupRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('user_groups').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByName(db: Queryable, name: string) {
    return db.selectFrom('user_groups').selectAll().where('name', '=', name).executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: { keyword?: string | undefined },
    page: { pageNum: number; pageSize: number } | 'all',
  ) {
    const query = whereKeyword(db.selectFrom('user_groups as g'), filter.keyword, [
      'g.name',
      'g.description',
    ]);
    let rows = query
      .selectAll('g')
      .select((eb) =>
        eb
          .selectFrom('users')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('users.group_id', '=', 'g.id')
          .as('userCount'),
      )
      .orderBy('g.sort', 'desc')
      .orderBy('g.id');
    if (page !== 'all') rows = rows.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
    const [{ total }, list] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      rows.execute(),
    ]);
    return { total: Number(total), list };
  },

  async insert(db: Queryable, group: { name: string; description: string; at: string }) {
    const row = await db
      .insertInto('user_groups')
      .values({
        name: group.name,
        description: group.description,
        builtin: 0,
        sort: 0,
        created_at: group.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, changes: { name: string; description: string }) {
    await db.updateTable('user_groups').set(changes).where('id', '=', id).execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('user_groups').where('id', '=', id).execute();
  },

  async countUsers(db: Queryable, id: number): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('group_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async menuIds(db: Queryable, groupId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('group_menus')
      .select('menu_id')
      .where('group_id', '=', groupId)
      .execute();
    return rows.map((row) => row.menu_id);
  },

  async resourceIds(db: Queryable, groupId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('group_resources')
      .select('resource_id')
      .where('group_id', '=', groupId)
      .execute();
    return rows.map((row) => row.resource_id);
  },

  async replaceMenus(db: Queryable, groupId: number, menuIds: readonly number[]) {
    await db.deleteFrom('group_menus').where('group_id', '=', groupId).execute();
    if (menuIds.length === 0) return;
    await db
      .insertInto('group_menus')
      .values(menuIds.map((menuId) => ({ group_id: groupId, menu_id: menuId })))
      .execute();
  },

  async replaceResources(db: Queryable, groupId: number, resourceIds: readonly number[]) {
    await db.deleteFrom('group_resources').where('group_id', '=', groupId).execute();
    if (resourceIds.length === 0) return;
    await db
      .insertInto('group_resources')
      .values(resourceIds.map((resourceId) => ({ group_id: groupId, resource_id: resourceId })))
      .execute();
  },
};
