import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

const resourceColumns = [
  'r.id as id',
  'r.category_id as categoryId',
  'c.name as categoryName',
  'r.resource_key as key',
  'r.name as name',
  'r.url as url',
  'r.description as description',
  'r.builtin as builtin',
  'r.created_at as createdAt',
] as const;

export interface ResourceFilter {
  categoryId?: number | undefined;
  nameKeyword?: string | undefined;
  urlKeyword?: string | undefined;
}

const base = (db: Queryable) =>
  db.selectFrom('resources as r').innerJoin('resource_categories as c', 'c.id', 'r.category_id');

/** SQL for permission resources and their categories. */
export const resourceRepository = {
  findById(db: Queryable, id: number) {
    return base(db).select(resourceColumns).where('r.id', '=', id).executeTakeFirst();
  },

  findByKey(db: Queryable, key: string) {
    return base(db).select(resourceColumns).where('r.resource_key', '=', key).executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: ResourceFilter,
    page: { pageNum: number; pageSize: number } | 'all',
  ) {
    let query = base(db);
    if (filter.categoryId !== undefined)
      query = query.where('r.category_id', '=', filter.categoryId);
    if (filter.nameKeyword) {
      const keyword = filter.nameKeyword;
      query = query.where((eb) =>
        eb.or([containsText('r.name', keyword), containsText('r.resource_key', keyword)]),
      );
    }
    if (filter.urlKeyword) query = query.where(containsText('r.url', filter.urlKeyword));
    let rows = query.select(resourceColumns).orderBy('c.sort', 'desc').orderBy('r.id');
    if (page !== 'all') rows = rows.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
    const [{ total }, list] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      rows.execute(),
    ]);
    return { total: Number(total), list };
  },

  ofGroup(db: Queryable, groupId: number) {
    return base(db)
      .innerJoin('group_resources as gr', 'gr.resource_id', 'r.id')
      .select(resourceColumns)
      .where('gr.group_id', '=', groupId)
      .orderBy('c.sort', 'desc')
      .orderBy('r.id')
      .execute();
  },

  async insert(
    db: Queryable,
    resource: {
      categoryId: number;
      key: string;
      name: string;
      url: string;
      description: string;
      at: string;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('resources')
      .values({
        category_id: resource.categoryId,
        resource_key: resource.key,
        name: resource.name,
        url: resource.url,
        description: resource.description,
        builtin: 0,
        created_at: resource.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(
    db: Queryable,
    id: number,
    changes: { categoryId: number; key: string; name: string; url: string; description: string },
  ) {
    await db
      .updateTable('resources')
      .set({
        category_id: changes.categoryId,
        resource_key: changes.key,
        name: changes.name,
        url: changes.url,
        description: changes.description,
      })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('resources').where('id', '=', id).execute();
  },

  async existingIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.selectFrom('resources').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  },

  categories(db: Queryable) {
    return db
      .selectFrom('resource_categories as c')
      .select([
        'c.id',
        'c.name',
        'c.sort',
        'c.created_at as createdAt',
        (eb) =>
          eb
            .selectFrom('resources')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('resources.category_id', '=', 'c.id')
            .as('resourceCount'),
      ])
      .orderBy('c.sort', 'desc')
      .orderBy('c.id')
      .execute();
  },

  findCategoryById(db: Queryable, id: number) {
    return db.selectFrom('resource_categories').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findCategoryByName(db: Queryable, name: string) {
    return db
      .selectFrom('resource_categories')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  },

  async insertCategory(db: Queryable, category: { name: string; sort: number; at: string }) {
    const row = await db
      .insertInto('resource_categories')
      .values({ name: category.name, sort: category.sort, created_at: category.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async updateCategory(db: Queryable, id: number, changes: { name: string; sort: number }) {
    await db.updateTable('resource_categories').set(changes).where('id', '=', id).execute();
  },

  async deleteCategory(db: Queryable, id: number) {
    await db.deleteFrom('resource_categories').where('id', '=', id).execute();
  },

  async countInCategory(db: Queryable, categoryId: number): Promise<number> {
    const row = await db
      .selectFrom('resources')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('category_id', '=', categoryId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
