import type { KitSort, SortOrder } from '@lading/shared';
import { sql } from 'kysely';
import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';
import { PRODUCT_SUMMARY_COLUMNS } from './product-summary';

export interface KitColumns {
  kitCode: string;
  name: string;
  lifeCycle: string;
  activeness: string;
  description: string;
}

export interface KitFilter {
  keyword?: string | undefined;
  lifeCycle?: string | undefined;
  activeness?: string | undefined;
  product?: number | undefined;
  sortBy?: KitSort | undefined;
  sortOrder?: SortOrder | undefined;
}

const kitWrites = stampedWrites('kits', (values: KitColumns) => ({
  kit_code: values.kitCode,
  name: values.name,
  life_cycle: values.lifeCycle,
  activeness: values.activeness,
  description: values.description,
}));

/** Life cycles sort in their own order (New → EOL), not alphabetically. */
const lifeCycleRank = sql<number>`case life_cycle when 'New' then 0 when 'Active' then 1 when 'PhaseOut' then 2 else 3 end`;

/** SQL for kits and their component lines. */
export const kitRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('kits').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByCode(db: Queryable, kitCode: string) {
    return db
      .selectFrom('kits')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['kit_code']), '=', kitCode.toLowerCase()))
      .executeTakeFirst();
  },

  findByName(db: Queryable, name: string) {
    return db
      .selectFrom('kits')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
  },

  async page(db: Queryable, filter: KitFilter, page: { pageNum: number; pageSize: number }) {
    let query = db.selectFrom('kits');
    if (filter.lifeCycle) query = query.where('life_cycle', '=', filter.lifeCycle);
    if (filter.activeness) query = query.where('activeness', '=', filter.activeness);
    query = whereKeyword(query, filter.keyword, ['kit_code', 'name', 'description']);
    if (filter.product) {
      const product = filter.product;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('kit_components')
            .select('kit_components.id')
            .whereRef('kit_components.kit_id', '=', 'kits.id')
            .where('kit_components.product_id', '=', product),
        ),
      );
    }
    const direction = filter.sortOrder ?? 'asc';
    return pagedList(
      query,
      (q) => {
        const rows = q.selectAll();
        const sorted =
          filter.sortBy === 'name'
            ? rows.orderBy('name', direction)
            : filter.sortBy === 'lifeCycle'
              ? rows.orderBy(lifeCycleRank, direction).orderBy('kit_code')
              : filter.sortBy === 'updatedAt'
                ? rows.orderBy('updated_at', direction)
                : rows.orderBy('kit_code', direction);
        return sorted.orderBy('id');
      },
      page,
    );
  },

  /** The component lines of these kits, each with its product, in entry order. */
  components(db: Queryable, kitIds: readonly number[]) {
    if (kitIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('kit_components')
      .innerJoin('products', 'products.id', 'kit_components.product_id')
      .select([
        'kit_components.kit_id',
        'kit_components.qty',
        ...PRODUCT_SUMMARY_COLUMNS,
        'products.length_mm',
        'products.width_mm',
        'products.height_mm',
        'products.qty_per_package',
        'products.gross_weight_g',
      ])
      .where('kit_components.kit_id', 'in', kitIds)
      .orderBy('kit_components.kit_id')
      .orderBy('kit_components.sort')
      .execute();
  },

  insert: kitWrites.insert,
  update: kitWrites.update,

  /** Replaces the kit's component lines with these, in this order. */
  async replaceComponents(
    db: Queryable,
    kitId: number,
    components: readonly { product: number; qty: number }[],
  ) {
    await db.deleteFrom('kit_components').where('kit_id', '=', kitId).execute();
    await db
      .insertInto('kit_components')
      .values(
        components.map((component, sort) => ({
          kit_id: kitId,
          product_id: component.product,
          qty: component.qty,
          sort,
        })),
      )
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('kit_components').where('kit_id', '=', id).execute();
    await kitWrites.delete(db, id);
  },

  /** The products these ids name: id and activeness. */
  products(db: Queryable, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('products')
      .select(['id', 'product_id', 'activeness'])
      .where('id', 'in', ids)
      .execute();
  },

  /** The audit rows of one kit, newest first. */
  auditTrail(db: Queryable, id: number) {
    return db
      .selectFrom('audit_log')
      .select(['at', 'actor_name', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'kit')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .execute();
  },
};
