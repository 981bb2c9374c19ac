import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';

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
    query = whereKeyword(query, filter.keyword, ['name', 'code']);
    return pagedList(query, (q) => q.select(columns).orderBy('name').orderBy('id'), page);
  },

  ...stampedWrites('shipping_lines', (values: ShippingLineColumns) => ({
    name: values.name,
    code: values.code,
    note: values.note,
  })),
};
