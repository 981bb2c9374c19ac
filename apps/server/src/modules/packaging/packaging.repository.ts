import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { ProductPackagingTable } from '../../db/schema';
import { whereKeyword } from '../../db/text-search';
import { PRODUCT_SUMMARY_COLUMNS } from '../kits/product-summary';

export interface PackagingFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  hasPackaging?: 'yes' | 'no' | undefined;
}

/** Packaging in storage units (mm, g); the pallet columns all null without a pallet. */
export type PackagingColumns = Omit<
  ProductPackagingTable,
  'product_id' | 'created_at' | 'updated_at'
>;

const PACKAGING_COLUMNS = [
  'product_packaging.product_id as packaging_product_id',
  'product_packaging.carton_length_mm',
  'product_packaging.carton_width_mm',
  'product_packaging.carton_height_mm',
  'product_packaging.pieces_per_carton',
  'product_packaging.carton_gross_g',
  'product_packaging.carton_net_g',
  'product_packaging.cartons_per_pallet',
  'product_packaging.pallet_length_mm',
  'product_packaging.pallet_width_mm',
  'product_packaging.pallet_height_mm',
  'product_packaging.pallet_gross_g',
  'product_packaging.pallets_per_40hq',
  'product_packaging.pallets_per_20gp',
  'product_packaging.updated_at as packaging_updated_at',
] as const;

const productsWithPackaging = (db: Queryable) =>
  db
    .selectFrom('products')
    .leftJoin('product_packaging', 'product_packaging.product_id', 'products.id');

/** SQL for the packaging information: every product, with its packaging when entered. */
export const packagingRepository = {
  async page(db: Queryable, filter: PackagingFilter, page: { pageNum: number; pageSize: number }) {
    let query = productsWithPackaging(db);
    if (filter.category) query = query.where('products.category', '=', filter.category);
    if (filter.hasPackaging === 'yes') {
      query = query.where('product_packaging.product_id', 'is not', null);
    } else if (filter.hasPackaging === 'no') {
      query = query.where('product_packaging.product_id', 'is', null);
    }
    query = whereKeyword(query, filter.keyword, [
      'products.product_id',
      'products.item_number',
      'products.short_name',
      'products.model_number',
    ]);
    return pagedList(
      query,
      (q) =>
        q
          .select([...PRODUCT_SUMMARY_COLUMNS, ...PACKAGING_COLUMNS])
          .orderBy('products.product_id')
          .orderBy('products.id'),
      page,
    );
  },

  findByProduct(db: Queryable, productId: number) {
    return productsWithPackaging(db)
      .select([...PRODUCT_SUMMARY_COLUMNS, ...PACKAGING_COLUMNS])
      .where('products.id', '=', productId)
      .executeTakeFirst();
  },

  async upsert(db: Queryable, productId: number, values: PackagingColumns, at: string) {
    const exists = await db
      .selectFrom('product_packaging')
      .select('product_id')
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (exists) {
      await db
        .updateTable('product_packaging')
        .set({ ...values, updated_at: at })
        .where('product_id', '=', productId)
        .execute();
    } else {
      await db
        .insertInto('product_packaging')
        .values({ ...values, product_id: productId, created_at: at, updated_at: at })
        .execute();
    }
  },
};

export type PackagingRow = NonNullable<
  Awaited<ReturnType<typeof packagingRepository.findByProduct>>
>;
