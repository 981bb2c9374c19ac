import type { Activeness, ProductCategory, ProductSummary } from '@lading/shared';

/** The product columns a kit, a packaging row or a lead time shows, as Kysely selects them. */
export const PRODUCT_SUMMARY_COLUMNS = [
  'products.id as product_ref',
  'products.product_id as product_code',
  'products.item_number as product_item_number',
  'products.short_name as product_short_name',
  'products.activeness as product_activeness',
  'products.category as product_category',
] as const;

export interface ProductSummaryRow {
  product_ref: number;
  product_code: string;
  product_item_number: string;
  product_short_name: string;
  product_activeness: string;
  product_category: string;
}

export const toProductSummary = (row: ProductSummaryRow): ProductSummary => ({
  id: row.product_ref,
  productId: row.product_code,
  itemNumber: row.product_item_number,
  shortName: row.product_short_name,
  activeness: row.product_activeness as Activeness,
});

export const toProductWithCategory = (row: ProductSummaryRow) => ({
  ...toProductSummary(row),
  category: row.product_category as ProductCategory,
});
