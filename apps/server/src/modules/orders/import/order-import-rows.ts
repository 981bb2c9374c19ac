import type { UpsertProblem } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import { isBlankText } from '../../../platform/import/cell-text';
import type { StoredIssue } from '../../../platform/import/import-issues';
import type { SheetRow } from '../../../platform/import/sheet-reader';
import { parseCell } from './order-import-cells';
import type { OrderColumn } from './order-import-columns';
import { orderImportRepository, type SpelledCode } from './order-import.repository';

/**
 * The order import's row checks: each row's cells as it is read (checkCells), then across
 * the file (refuseRepeats, resolveProducts), and the upsert's problems mapped back onto
 * the file's rows and columns (onFileRows).
 */

export type Fields = Record<string, string | number>;

export const text = (fields: Fields, field: string) =>
  fields[field] === undefined ? null : String(fields[field]);

/** A row whose cells all read: its fields, and the product as the file names it. */
export interface CheckedRow {
  row: number;
  fields: Fields;
  itemNumber: string | undefined;
  productCode: string | undefined;
}

/** Each cell as its column's type; required columns present; a product named. */
export function checkCells(
  sheetRow: SheetRow,
  columns: readonly OrderColumn[],
  issues: StoredIssue[],
): CheckedRow | undefined {
  const fields: Fields = {};
  let refused = false;
  const { row, cells } = sheetRow;
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index]!;
    // a cell holding only invisible characters (a zero-width space) is blank
    const cell = isBlankText(cells[index]) ? undefined : cells[index];
    if (cell === undefined) {
      if (!column.required) continue;
      refused = true;
      issues.push({ row, field: column.field, key: 'validation.required', params: {} });
      continue;
    }
    const parsed = parseCell(column, cell);
    if (parsed.ok) {
      fields[column.field] = parsed.value;
    } else {
      refused = true;
      issues.push({ row, field: column.field, key: parsed.key, params: parsed.params });
    }
  }
  const named = (field: string) => cells[columns.findIndex((c) => c.field === field)] !== undefined;
  if (!named('itemNumber') && !named('productCode')) {
    refused = true;
    issues.push({ row, field: 'itemNumber', key: 'orderImport.productRequired', params: {} });
  }
  if (refused) return undefined;
  return {
    row,
    fields,
    itemNumber: text(fields, 'itemNumber') ?? undefined,
    productCode: text(fields, 'productCode') ?? undefined,
  };
}

/** The upsert key (order number + line no.) once per file. */
export function refuseRepeats(
  rows: readonly CheckedRow[],
  numberField: string,
  issues: StoredIssue[],
) {
  const first = new Map<string, number>();
  const kept: CheckedRow[] = [];
  for (const row of rows) {
    const number = String(row.fields[numberField]);
    const key = `${number}\u0000${row.fields.lineNo}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, row.row);
      kept.push(row);
    } else {
      issues.push({
        row: row.row,
        field: 'lineNo',
        key: 'import.duplicateInFile',
        params: { value: `${number} / ${row.fields.lineNo}`, first: earlier },
      });
    }
  }
  return kept;
}

/** The code fields an order file may name, and where each is defined. */
const SPELLED_FIELDS: Record<string, SpelledCode> = {
  supplierCode: { table: 'suppliers', column: 'code' },
  productCode: { table: 'products', column: 'product_id' },
  poNumber: { table: 'purchase_orders', column: 'po_number' },
  soNumber: { table: 'sales_orders', column: 'so_number' },
};

/**
 * Codes are matched ignoring case and stored as defined: each code field takes the stored
 * spelling when the file's differs only in case (sup001 → SUP001). A code stored nowhere
 * (a new order number) keeps what the user typed; so does one stored in several cases.
 */
export async function spellCodesAsStored(db: Queryable, rows: readonly CheckedRow[]) {
  for (const [field, where] of Object.entries(SPELLED_FIELDS)) {
    const typed = rows.flatMap((row) => (row.fields[field] === undefined ? [] : [row]));
    if (typed.length === 0) continue;
    const spellings = await orderImportRepository.storedSpellings(
      db,
      where,
      typed.map((row) => String(row.fields[field])),
    );
    for (const row of typed) {
      const code = String(row.fields[field]);
      const stored = spellings.get(code.toLowerCase());
      if (stored?.length !== 1 || stored[0] === code) continue;
      row.fields[field] = stored[0]!;
      if (field === 'productCode') row.productCode = stored[0];
    }
  }
}

/**
 * The product of each row by its product ID, or by its item number when only that is
 * given (the ERP's item code); both given must name the same product. Codes are first
 * spelled as stored (spellCodesAsStored).
 */
export async function resolveProducts(
  db: Queryable,
  rows: readonly CheckedRow[],
  issues: StoredIssue[],
) {
  await spellCodesAsStored(db, rows);
  const byItem = await orderImportRepository.productIdsByItemNumber(
    db,
    rows.flatMap((row) => (row.itemNumber ? [row.itemNumber] : [])),
  );
  const resolved: { row: CheckedRow; productCode: string }[] = [];
  for (const row of rows) {
    const fromItem = row.itemNumber ? byItem.get(row.itemNumber.toLowerCase()) : undefined;
    if (row.itemNumber && !fromItem) {
      issues.push({
        row: row.row,
        field: 'itemNumber',
        key: 'orderImport.unknownItemNumber',
        params: { itemNumber: row.itemNumber },
      });
      continue;
    }
    if (fromItem && row.productCode && fromItem.toLowerCase() !== row.productCode.toLowerCase()) {
      issues.push({
        row: row.row,
        field: 'productCode',
        key: 'orderImport.itemProductMismatch',
        params: { itemNumber: row.itemNumber!, productId: fromItem, given: row.productCode },
      });
      continue;
    }
    resolved.push({ row, productCode: row.productCode ?? fromItem! });
  }
  return resolved;
}

/** Where an upsert row came from: its row in the file, and how the row named its product. */
export interface RowOrigin {
  row: number;
  /** Only by item number (no product ID given). */
  byItemNumber: boolean;
}

/** The service's field names that are not the file's column names. */
const COLUMN_OF_FIELD: Record<string, string> = {
  unitPriceCents: 'unitPrice',
  rowTotalUsdCents: 'rowTotalUsd',
};

/**
 * The upsert's problems (by index into the rows given) as issues on the file's rows and
 * columns; a product problem lands on the column the row named the product in.
 */
export const onFileRows = (
  problems: readonly UpsertProblem[],
  origins: readonly RowOrigin[],
): StoredIssue[] =>
  problems.map((problem) => {
    const origin = origins[problem.row];
    let field = COLUMN_OF_FIELD[problem.field] ?? problem.field;
    if (field === 'productCode' && origin?.byItemNumber) field = 'itemNumber';
    return { row: origin?.row ?? 0, field, key: problem.key, params: problem.params };
  });
