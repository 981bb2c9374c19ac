import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { MenuRow } from '../../db/schema';

/** SQL for menus. Ordered as the spec orders them: sort highest first. */
export const menuRepository = {
  all(db: Queryable): Promise<MenuRow[]> {
    return db.selectFrom('menus').selectAll().orderBy('sort', 'desc').orderBy('id').execute();
  },

  ofGroup(db: Queryable, groupId: number): Promise<MenuRow[]> {
    return db
      .selectFrom('menus as m')
      .innerJoin('group_menus as gm', 'gm.menu_id', 'm.id')
      .selectAll('m')
      .where('gm.group_id', '=', groupId)
      .orderBy('m.sort', 'desc')
      .orderBy('m.id')
      .execute();
  },

  findById(db: Queryable, id: number) {
    return db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByName(db: Queryable, name: string) {
    return db.selectFrom('menus').selectAll().where('name', '=', name).executeTakeFirst();
  },

  async pageOfParent(
    db: Queryable,
    parentId: number | null,
    page: { pageNum: number; pageSize: number },
  ) {
    const query = db
      .selectFrom('menus')
      .where('parent_id', parentId === null ? 'is' : '=', parentId as number);
    return pagedList(query, (q) => q.selectAll().orderBy('sort', 'desc').orderBy('id'), page);
  },

  async countChildren(db: Queryable, id: number): Promise<number> {
    const row = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async insert(db: Queryable, menu: Omit<MenuRow, 'id'>): Promise<number> {
    const row = await db.insertInto('menus').values(menu).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, changes: Partial<Omit<MenuRow, 'id'>>) {
    await db.updateTable('menus').set(changes).where('id', '=', id).execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('menus').where('id', '=', id).execute();
  },

  async existingIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('menus').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  },
};
