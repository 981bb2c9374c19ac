import type { Queryable } from '../../db/database';

/** Lookups of what orders refer to: suppliers, products, loading points, SO lines. */
export const orderRefs = {
  suppliersById(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('suppliers')
      .select(['id', 'code', 'name'])
      .where('id', 'in', [...ids])
      .execute();
  },
  suppliersByCode(db: Queryable, codes: readonly string[]) {
    if (!codes.length) return Promise.resolve([]);
    return db
      .selectFrom('suppliers')
      .select(['id', 'code', 'name'])
      .where('code', 'in', [...codes])
      .execute();
  },
  productsById(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('products')
      .select(['id', 'product_id', 'activeness'])
      .where('id', 'in', [...ids])
      .execute();
  },
  productsByCode(db: Queryable, codes: readonly string[]) {
    if (!codes.length) return Promise.resolve([]);
    return db
      .selectFrom('products')
      .select(['id', 'product_id', 'activeness'])
      .where('product_id', 'in', [...codes])
      .execute();
  },
  loadingPointsById(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('loading_points')
      .select(['id', 'name', 'short_name'])
      .where('id', 'in', [...ids])
      .execute();
  },
  allLoadingPoints(db: Queryable) {
    return db.selectFrom('loading_points').select(['id', 'name', 'short_name']).execute();
  },
  soLinesById(db: Queryable, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('so_lines as sl')
      .innerJoin('sales_orders as so', 'so.id', 'sl.so_id')
      .innerJoin('products as p', 'p.id', 'sl.product_id')
      .select([
        'sl.id',
        'sl.line_no',
        'sl.product_id',
        'so.so_number',
        'p.product_id as product_code',
      ])
      .where('sl.id', 'in', [...ids])
      .execute();
  },
  soLinesByNumber(db: Queryable, soNumbers: readonly string[]) {
    if (!soNumbers.length) return Promise.resolve([]);
    return db
      .selectFrom('so_lines as sl')
      .innerJoin('sales_orders as so', 'so.id', 'sl.so_id')
      .innerJoin('products as p', 'p.id', 'sl.product_id')
      .select([
        'sl.id',
        'sl.line_no',
        'sl.product_id',
        'so.so_number',
        'p.product_id as product_code',
      ])
      .where('so.so_number', 'in', [...soNumbers])
      .execute();
  },
};
