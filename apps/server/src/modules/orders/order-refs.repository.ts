import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';

const soLineColumns = [
  'sl.id',
  'sl.line_no',
  'sl.product_id',
  'so.so_number',
  'p.product_id as product_code',
] as const;

const soLinesWithNames = (db: Queryable) =>
  db
    .selectFrom('so_lines as sl')
    .innerJoin('sales_orders as so', 'so.id', 'sl.so_id')
    .innerJoin('products as p', 'p.id', 'sl.product_id')
    .select(soLineColumns);

/**
 * Lookups of what orders refer to: suppliers, products, loading points, SO lines. Lists of
 * any length (a whole import batch) are read in chunks.
 */
export const orderRefs = {
  suppliersById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('suppliers').select(['id', 'code', 'name']).where('id', 'in', chunk).execute(),
    );
  },
  suppliersByCode(db: Queryable, codes: readonly string[]) {
    return selectInChunks(codes, (chunk) =>
      db
        .selectFrom('suppliers')
        .select(['id', 'code', 'name'])
        .where('code', 'in', chunk)
        .execute(),
    );
  },
  productsById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db
        .selectFrom('products')
        .select(['id', 'product_id', 'activeness'])
        .where('id', 'in', chunk)
        .execute(),
    );
  },
  productsByCode(db: Queryable, codes: readonly string[]) {
    return selectInChunks(codes, (chunk) =>
      db
        .selectFrom('products')
        .select(['id', 'product_id', 'activeness'])
        .where('product_id', 'in', chunk)
        .execute(),
    );
  },
  loadingPointsById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db
        .selectFrom('loading_points')
        .select(['id', 'name', 'short_name'])
        .where('id', 'in', chunk)
        .execute(),
    );
  },
  /** Every loading point, as they were added (the order a refusal lists them in). */
  allLoadingPoints(db: Queryable) {
    return db
      .selectFrom('loading_points')
      .select(['id', 'name', 'short_name'])
      .orderBy('id')
      .execute();
  },
  soLinesById(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      soLinesWithNames(db).where('sl.id', 'in', chunk).execute(),
    );
  },
  soLinesByNumber(db: Queryable, soNumbers: readonly string[]) {
    return selectInChunks(soNumbers, (chunk) =>
      soLinesWithNames(db).where('so.so_number', 'in', chunk).execute(),
    );
  },
};
