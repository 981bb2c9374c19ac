import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

const columns = [
  'id',
  'name',
  'code',
  'note',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

export interface ShippingLineColumns {
  name: string;
  code: string;
  note: string;
}

/** SQL for shipping lines (carriers). */
export const shippingLineRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('shipping_lines').select(columns).where('id', '=', id).executeTakeFirst();
  },

  findByName(db: Queryable, name: string) {
    return db
      .selectFrom('shipping_lines')
      .select(columns)
      .where('name', '=', name)
      .executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: { keyword?: string | undefined },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('shipping_lines');
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([containsText('name', keyword), containsText('code', keyword)]),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.select(columns).orderBy('name').orderBy('id'),
      page,
    );
  },

  async insert(db: Queryable, values: ShippingLineColumns & { at: string }): Promise<number> {
    const row = await db
      .insertInto('shipping_lines')
      .values({
        name: values.name,
        code: values.code,
        note: values.note,
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: ShippingLineColumns & { at: string }) {
    await db
      .updateTable('shipping_lines')
      .set({ name: values.name, code: values.code, note: values.note, updated_at: values.at })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('shipping_lines').where('id', '=', id).execute();
  },
};
