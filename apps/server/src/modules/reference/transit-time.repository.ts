import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';

const columns = [
  't.id as id',
  't.pol as pol',
  't.pod as pod',
  't.shipping_line_id as shippingLineId',
  's.name as shippingLineName',
  't.days as days',
  't.note as note',
  't.created_at as createdAt',
  't.updated_at as updatedAt',
] as const;

export interface TransitTimeColumns {
  pol: string;
  pod: string;
  shippingLineId: number | null;
  days: number;
  note: string;
}

const base = (db: Queryable) =>
  db.selectFrom('transit_times as t').leftJoin('shipping_lines as s', 's.id', 't.shipping_line_id');

/** SQL for standard transit times: POL → POD, for one shipping line or any (null). */
export const transitTimeRepository = {
  findById(db: Queryable, id: number) {
    return base(db).select(columns).where('t.id', '=', id).executeTakeFirst();
  },

  /** The standard for this route and line; a null line matches only another null line. */
  findSameRoute(db: Queryable, route: { pol: string; pod: string; shippingLineId: number | null }) {
    return db
      .selectFrom('transit_times')
      .select('id')
      .where('pol', '=', route.pol)
      .where('pod', '=', route.pod)
      .where((eb) =>
        route.shippingLineId === null
          ? eb('shipping_line_id', 'is', null)
          : eb('shipping_line_id', '=', route.shippingLineId),
      )
      .executeTakeFirst();
  },

  async page(
    db: Queryable,
    filter: { keyword?: string | undefined },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = base(db);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([containsText('t.pol', keyword), containsText('t.pod', keyword)]),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.select(columns).orderBy('t.pol').orderBy('t.pod').orderBy('s.name').orderBy('t.id'),
      page,
    );
  },

  async insert(db: Queryable, values: TransitTimeColumns & { at: string }): Promise<number> {
    const row = await db
      .insertInto('transit_times')
      .values({
        pol: values.pol,
        pod: values.pod,
        shipping_line_id: values.shippingLineId,
        days: values.days,
        note: values.note,
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: TransitTimeColumns & { at: string }) {
    await db
      .updateTable('transit_times')
      .set({
        pol: values.pol,
        pod: values.pod,
        shipping_line_id: values.shippingLineId,
        days: values.days,
        note: values.note,
        updated_at: values.at,
      })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('transit_times').where('id', '=', id).execute();
  },
};
