import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';

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
    query = whereKeyword(query, filter.keyword, ['t.pol', 't.pod']);
    return pagedList(
      query,
      (q) => q.select(columns).orderBy('t.pol').orderBy('t.pod').orderBy('s.name').orderBy('t.id'),
      page,
    );
  },

  ...stampedWrites('transit_times', (values: TransitTimeColumns) => ({
    pol: values.pol,
    pod: values.pod,
    shipping_line_id: values.shippingLineId,
    days: values.days,
    note: values.note,
  })),
};
