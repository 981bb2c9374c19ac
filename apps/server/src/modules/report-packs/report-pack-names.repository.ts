import type { Queryable } from '../../db/database';

/** The names a pack's filters line shows for the ids its filters name. */
export const reportPackNamesRepository = {
  async supplier(db: Queryable, id: number | undefined) {
    if (id === undefined) return undefined;
    const row = await db
      .selectFrom('suppliers')
      .select(['code', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? `${row.code} ${row.name}` : String(id);
  },

  async loadingPoint(db: Queryable, id: number | undefined) {
    if (id === undefined) return undefined;
    const row = await db
      .selectFrom('loading_points')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name ?? String(id);
  },

  async shippingLine(db: Queryable, id: number | undefined) {
    if (id === undefined) return undefined;
    const row = await db
      .selectFrom('shipping_lines')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name ?? String(id);
  },
};
