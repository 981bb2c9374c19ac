import type { UpsertProblem } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import { isBlankText } from '../../../platform/import/cell-text';
import { ReferenceIndex } from '../../../platform/import/reference-match';
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
      // the file names it another way: its stand-in's cell answers for it (the supplier's name)
      const standIn = columns.findIndex((other) => other.standsInFor === column.field);
      if (standIn >= 0 && !isBlankText(cells[standIn]) && cells[standIn] !== undefined) continue;
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
    // order numbers match ignoring case (xl-1 and XL-1 are one order)
    const key = `${number.toLowerCase()}\u0000${row.fields.lineNo}`;
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

/**
 * Each PO row's supplier, as its supplier-code column names it — by code, short name or full
 * name, either language's half of a bilingual one — or, in a file without that column (an
 * export whose code column was deleted), as its supplier-name column does (reference-match:
 * case, width and spaces ignored). The code found is set on the row; a text no supplier
 * answers to, or several do, refuses the row naming what would be accepted. Answers the rows
 * kept (SO rows, which name no supplier, all are).
 */
export async function supplierCodesByName(
  db: Queryable,
  rows: readonly CheckedRow[],
  issues: StoredIssue[],
): Promise<CheckedRow[]> {
  const fieldOf = (row: CheckedRow) =>
    row.fields.supplierCode !== undefined
      ? 'supplierCode'
      : row.fields.supplierName !== undefined
        ? 'supplierName'
        : undefined;
  if (!rows.some(fieldOf)) return [...rows];
  const suppliers = new ReferenceIndex(
    (await orderImportRepository.supplierNames(db)).map((supplier) => ({
      value: supplier.code,
      code: supplier.code,
      names: [supplier.shortName, supplier.name],
      shown: `${supplier.code} (${supplier.shortName})`,
    })),
  );
  const kept: CheckedRow[] = [];
  for (const row of rows) {
    const field = fieldOf(row);
    if (field === undefined) {
      kept.push(row);
      continue;
    }
    const match = suppliers.find(String(row.fields[field]));
    if ('found' in match) {
      row.fields.supplierCode = match.found;
      kept.push(row);
    } else {
      issues.push({ row: row.row, field, ...match.refused });
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

/** The order numbers: codes that a file may bring new (docs/decisions, issue 24 — values). */
const ORDER_NUMBER_FIELDS = new Set(['poNumber', 'soNumber']);

/**
 * Codes are matched ignoring case and stored as defined: each code field takes the stored
 * spelling when the file's differs only in case (sup001 → SUP001). A new order number (stored
 * nowhere) is stored upper-case, as the ERP writes document numbers (xl-v48-a → XL-V48-A); any
 * other code stored nowhere keeps what the user typed, and so does one stored in several cases.
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
      const spelled =
        stored === undefined && ORDER_NUMBER_FIELDS.has(field)
          ? code.toUpperCase()
          : stored?.length === 1
            ? stored[0]!
            : code;
      if (spelled === code) continue;
      row.fields[field] = spelled;
      if (field === 'productCode') row.productCode = spelled;
    }
  }
}

/** The products a file may name by other than a stored Product ID / item number. */
async function productIndexes(db: Queryable) {
  const products = await orderImportRepository.productNames(db);

  return {
    byProduct: new ReferenceIndex(
      products.map((p) => ({
        value: p.productId,
        code: p.productId,
        names: [p.shortName],
        shown: `${p.productId} (${p.shortName})`,
      })),
    ),
    byItem: new ReferenceIndex(
      products.map((p) => ({
        value: p.productId,
        code: p.itemNumber,
        names: [],
        shown: `${p.itemNumber} (${p.productId} · ${p.shortName})`,
      })),
    ),
  };
}

/**
 * The product of each row by its product ID, or by its item number when only that is
 * given (the ERP's item code); both given must name the same product. Codes are first
 * spelled as stored (spellCodesAsStored); a Product ID cell may also hold the product's name
 * as the screens show it (reference-match). A product not found is refused listing what
 * would be accepted.
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
  const storedIds = await orderImportRepository.storedSpellings(
    db,
    SPELLED_FIELDS.productCode!,
    rows.flatMap((row) => (row.productCode ? [row.productCode] : [])),
  );
  const missing = (row: CheckedRow) =>
    (row.productCode !== undefined && !storedIds.has(row.productCode.toLowerCase())) ||
    (row.itemNumber !== undefined && !byItem.has(row.itemNumber.toLowerCase()));
  const indexes = rows.some(missing) ? await productIndexes(db) : undefined;

  const resolved: { row: CheckedRow; productCode: string }[] = [];
  for (const row of rows) {
    const fromItem = row.itemNumber ? byItem.get(row.itemNumber.toLowerCase()) : undefined;
    if (row.itemNumber && !fromItem) {
      const { key, params } = indexes!.byItem.unknown(row.itemNumber);
      issues.push({ row: row.row, field: 'itemNumber', key, params });
      continue;
    }
    if (row.productCode && !storedIds.has(row.productCode.toLowerCase())) {
      const match = indexes!.byProduct.find(row.productCode);
      if ('refused' in match) {
        issues.push({ row: row.row, field: 'productCode', ...match.refused });
        continue;
      }
      row.productCode = match.found;
      row.fields.productCode = match.found;
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
