import { COUNTRY_SHORT_NAME_KEYS, type SaveProductBody } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import type { ProductRow } from '../../../db/schema';
import type { StoredNotice } from '../../../platform/import/import-issues';
import type { ProductColumns } from '../product.repository';
import { toColumns } from '../product.service';
import type { CheckedRow } from './import-validation';
import { productImportRepository } from './product-import.repository';

type ScalarColumn = Exclude<keyof ProductColumns, 'countryShortNames'>;

/** The stored row as the columns the import would write (grams, mm, 0/1 as it keeps them). */
const STORED: Record<ScalarColumn, (row: ProductRow) => string | number | boolean> = {
  productId: (row) => row.product_id,
  itemNumber: (row) => row.item_number,
  shortName: (row) => row.short_name,
  modelNumber: (row) => row.model_number,
  modelName: (row) => row.model_name,
  activeness: (row) => row.activeness,
  brand: (row) => row.brand,
  category: (row) => row.category,
  netWeightGrams: (row) => row.net_weight_g,
  grossWeightGrams: (row) => row.gross_weight_g,
  packageType: (row) => row.package_type,
  qtyPerPackage: (row) => row.qty_per_package,
  lengthMm: (row) => row.length_mm,
  widthMm: (row) => row.width_mm,
  heightMm: (row) => row.height_mm,
  serialized: (row) => row.serialized === 1,
  moq: (row) => row.moq,
  msq: (row) => row.msq,
  standardLeadTimeDays: (row) => row.standard_lead_time_days,
  safetyStockQty: (row) => row.safety_stock_qty,
  safetyLeadTimeDays: (row) => row.safety_lead_time_days,
  relatedMainProductModel: (row) => row.related_main_product_model,
  parentSn: (row) => row.parent_sn,
};

/**
 * Whether writing this body would store exactly what the product has: the body goes
 * through the same conversion as an insert (kg → g, cm → mm, rounded), so an export's
 * "1.5 kg" equals the stored 1500 g; text is compared as stored (a Product ID in another
 * case is a difference).
 */
export function sameAsStored(body: SaveProductBody, stored: ProductRow): boolean {
  const wanted = toColumns(body);
  for (const column of Object.keys(STORED) as ScalarColumn[]) {
    if (wanted[column] !== STORED[column](stored)) return false;
  }
  const names = JSON.parse(stored.country_short_names_json) as Record<string, string | undefined>;
  return COUNTRY_SHORT_NAME_KEYS.every(
    (key) => (wanted.countryShortNames[key] ?? '') === (names[key] ?? ''),
  );
}

/**
 * The rows (by sheet row number) whose Product ID the database has and whose every
 * imported field equals the stored product: an export imported back. They are neither
 * refused nor written.
 */
export async function unchangedRows(
  db: Queryable,
  rows: readonly CheckedRow[],
): Promise<Set<number>> {
  const candidates = rows.filter((row) => row.body && row.productId);
  const stored = new Map(
    (
      await productImportRepository.byProductIds(
        db,
        candidates.map((row) => row.productId!),
      )
    ).map((product) => [product.product_id.toLowerCase(), product]),
  );
  const unchanged = new Set<number>();
  for (const row of candidates) {
    const product = stored.get(row.productId!.toLowerCase());
    if (product && sameAsStored(row.body!, product)) unchanged.add(row.row);
  }
  return unchanged;
}

/** The job result's notice for rows left as they were (none when there are none). */
export function unchangedNotice(count: number): StoredNotice[] {
  if (count === 0) return [];
  return count === 1
    ? [{ key: 'importNotice.unchangedRow', params: {} }]
    : [{ key: 'importNotice.unchangedRows', params: { rows: count } }];
}
