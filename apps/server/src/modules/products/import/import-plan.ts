import {
  PRODUCT_IMPORT_PREVIEW_MAX,
  type CountryShortNameKey,
  type ProductItem,
  type SaveProductBody,
} from '@lading/shared';
import type { Queryable } from '../../../db/database';
import type { ProductRow } from '../../../db/schema';
import type { FieldChange } from '../../../platform/audit/audit-changes';
import type { StoredNotice } from '../../../platform/import/import-issues';
import { toRow } from '../product.repository';
import { changedFields } from '../product.revisions';
import { toColumns, toItem } from '../product.service';
import type { CheckedRow, StoredIssue } from './import-validation';
import { productImportRepository } from './product-import.repository';

/**
 * What a checked file does to the products, keyed by Product ID (ignoring case, as the
 * product service has it): a row whose Product ID is new adds a product; a row whose Product
 * ID exists changes that product where its fields differ, or leaves it as it is (an export
 * imported back). A column the file does not have keeps the stored value.
 */

/** A row that adds a product. */
export interface ProductAdd {
  row: number;
  body: SaveProductBody;
}

/** A row that changes the product its Product ID names: the stored row and the fields it changes. */
export interface ProductUpdate {
  row: number;
  body: SaveProductBody;
  stored: ProductRow;
  changes: FieldChange[];
}

export interface ImportPlan {
  adds: ProductAdd[];
  updates: ProductUpdate[];
  unchanged: number;
}

const COUNTRY_PREFIX = 'countryShortNames.';

/** The body with the stored product's values for the fields whose column the file lacks. */
function keepAbsent(
  body: SaveProductBody,
  stored: ProductItem,
  absent: readonly string[],
): SaveProductBody {
  if (absent.length === 0) return body;
  const kept: Record<string, unknown> = { ...body };
  const names = { ...body.countryShortNames };
  for (const field of absent) {
    if (field.startsWith(COUNTRY_PREFIX)) {
      const key = field.slice(COUNTRY_PREFIX.length) as CountryShortNameKey;
      names[key] = stored.countryShortNames[key] ?? '';
    } else {
      kept[field] = stored[field as keyof ProductItem];
    }
  }
  return { ...(kept as SaveProductBody), countryShortNames: names };
}

/**
 * The fields a save of `body` would change on the stored product, as its revision history
 * names them: the body goes through the same conversion as a save (kg → g, cm → mm,
 * rounded), so an export's "1.5 kg" equals the stored 1500 g; text is compared as stored (a
 * Product ID in another case is a change).
 */
export const fieldChanges = (body: SaveProductBody, stored: ProductRow): FieldChange[] =>
  changedFields(toItem(stored), toItem({ ...stored, ...toRow(toColumns(body)) }));

/**
 * The rows that passed the contract, sorted into adds, changes and rows equal to their
 * product. `absent`: the fields whose column the file does not have (kept as stored).
 */
export async function planImport(
  db: Queryable,
  checked: readonly CheckedRow[],
  absent: readonly string[],
): Promise<ImportPlan> {
  const rows = checked.filter((row) => row.body && row.productId);
  const stored = new Map(
    (
      await productImportRepository.byProductIds(
        db,
        rows.map((row) => row.productId!),
      )
    ).map((product) => [product.product_id.toLowerCase(), product]),
  );
  const plan: ImportPlan = { adds: [], updates: [], unchanged: 0 };
  for (const { row, body, productId } of rows) {
    const product = stored.get(productId!.toLowerCase());
    if (!product) {
      plan.adds.push({ row, body: body! });
      continue;
    }
    const wanted = keepAbsent(body!, toItem(product), absent);
    const changes = fieldChanges(wanted, product);
    if (changes.length === 0) plan.unchanged += 1;
    else plan.updates.push({ row, body: wanted, stored: product, changes });
  }
  return plan;
}

/**
 * Item numbers are unique (ignoring case): a new product may not take one the database has,
 * a changed one may not take another product's. (Repeats inside the file are refused by
 * refuseRepeats.)
 */
export async function refuseTakenItemNumbers(
  db: Queryable,
  plan: ImportPlan,
  issues: StoredIssue[],
): Promise<void> {
  const writes = [
    ...plan.adds.map((add) => ({ ...add, id: undefined })),
    ...plan.updates.map((update) => ({ ...update, id: update.stored.id })),
  ];
  const owners = await productImportRepository.itemNumberOwners(
    db,
    writes.map((write) => write.body.itemNumber),
  );
  for (const { row, body, id } of writes) {
    const owner = owners.get(body.itemNumber.toLowerCase());
    if (owner !== undefined && owner !== id) {
      issues.push({
        row,
        field: 'itemNumber',
        key: 'product.itemNumberExists',
        params: { itemNumber: body.itemNumber },
      });
    }
  }
}

/** The preview a job keeps: the counts, and the adds and field changes up to the cap. */
export interface StoredPreview {
  added: number;
  changed: number;
  unchanged: number;
  adds: { row: number; productId: string; shortName: string }[];
  changes: (FieldChange & { row: number; productId: string })[];
  changesTotal: number;
}

export function previewOf(plan: ImportPlan): StoredPreview {
  const changes = plan.updates.flatMap((update) =>
    update.changes.map((change) => ({
      row: update.row,
      productId: update.stored.product_id,
      ...change,
    })),
  );
  return {
    added: plan.adds.length,
    changed: plan.updates.length,
    unchanged: plan.unchanged,
    adds: plan.adds.slice(0, PRODUCT_IMPORT_PREVIEW_MAX).map(({ row, body }) => ({
      row,
      productId: body.productId,
      shortName: body.shortName,
    })),
    changes: changes.slice(0, PRODUCT_IMPORT_PREVIEW_MAX),
    changesTotal: changes.length,
  };
}

/** The job result's notice for rows left as they were (none when there are none). */
export function unchangedNotice(count: number): StoredNotice[] {
  if (count === 0) return [];
  return count === 1
    ? [{ key: 'importNotice.unchangedRow', params: {} }]
    : [{ key: 'importNotice.unchangedRows', params: { rows: count } }];
}

/** The fields of the import's columns a file lacks, given the indexes of those it has. */
export const absentFields = (
  columns: readonly { field: string }[],
  found: ReadonlySet<number>,
): string[] => columns.filter((_, index) => !found.has(index)).map((column) => column.field);
