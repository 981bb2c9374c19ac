import { COUNTRY_SHORT_NAME_KEYS, saveProductRequest, type SaveProductBody } from '@lading/shared';
import { issueProblems } from '../../../platform/http/validation';
import {
  cleanText,
  isBlankText,
  isUnreadable,
  normalText,
  readNumberText,
  unreadableRefusal,
  type CellRefusal,
  type UnreadableCell,
} from '../../../platform/import/cell-text';
import { issueOrder, type StoredIssue } from '../../../platform/import/import-issues';
import {
  IMPORT_COLUMNS,
  NOT_ALLOWED,
  notAllowedRefusal,
  toInput,
  type ColumnKind,
} from './import-columns';
import type { CellValue, SheetRow } from './import-reader';

export type { StoredIssue };

export interface CheckedRow {
  row: number;
  /** The save body when the row passes the product contract. */
  body: SaveProductBody | undefined;
  /** What the row says its keys are (even when refused), for the duplicate checks. */
  productId: string | undefined;
  itemNumber: string | undefined;
}

const COUNTRY_FIELDS = new Set(COUNTRY_SHORT_NAME_KEYS.map((key) => `countryShortNames.${key}`));

/** Issues in row order, then in the file's column order. */
export const byRowThenColumn = issueOrder(IMPORT_COLUMNS.map((column) => column.field));

const keyText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * A cell as toInput takes it, or its refusal: error values and formulas without a saved
 * value refused; numbers typed as text read by the shared rules (full-width digits,
 * thousands in groups of three; decimal commas, dot thousands and currency signs refused);
 * invisible characters dropped, and words from a list read folded (NFKC).
 */
function readable(
  kind: ColumnKind,
  cell: CellValue,
): { cell: Exclude<CellValue, UnreadableCell> } | { refused: CellRefusal } {
  if (isUnreadable(cell)) return { refused: unreadableRefusal(cell) };
  if (typeof cell !== 'string') return { cell };
  if (kind === 'text') return { cell: cleanText(cell) };
  if (kind !== 'number') return { cell: normalText(cell) };
  const read = readNumberText(cell);
  if (read === null) return { cell: normalText(cell) }; // the contract says "must be number"
  return 'refused' in read ? read : { cell: read.value };
}

/**
 * One row through the same contract as "Add product" (saveProductRequest): every field
 * problem it has, as message keys. Enumerated columns take the code or its label in
 * either language; anything else there is refused as "not an allowed value".
 */
export function checkRow(sheetRow: SheetRow, issues: StoredIssue[]): CheckedRow {
  const input: Record<string, unknown> = {};
  const countries: Record<string, unknown> = {};
  const refused = new Set<string>();
  IMPORT_COLUMNS.forEach((column, index) => {
    const cell = sheetRow.cells[index];
    if (cell === undefined || isBlankText(cell)) return;
    const given = readable(column.kind, cell);
    if ('refused' in given) {
      refused.add(column.field);
      issues.push({ row: sheetRow.row, field: column.field, ...given.refused });
      return;
    }
    const value = toInput(column.kind, given.cell);
    if (value === NOT_ALLOWED) {
      refused.add(column.field);
      const kind = column.kind as 'activeness' | 'category' | 'serialized';
      issues.push({
        row: sheetRow.row,
        field: column.field,
        ...notAllowedRefusal(kind, String(cell)),
      });
      return;
    }
    if (value === undefined) return;
    if (COUNTRY_FIELDS.has(column.field)) {
      countries[column.field.slice('countryShortNames.'.length)] = value;
    } else {
      input[column.field] = value;
    }
  });
  if (Object.keys(countries).length > 0) input.countryShortNames = countries;

  const parsed = saveProductRequest.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      for (const problem of issueProblems(issue, input)) {
        const field = problem.path.map(String).join('.');
        if (refused.has(field)) continue; // already said: not an allowed value
        issues.push({ row: sheetRow.row, field, key: problem.key, params: problem.params });
      }
    }
  }
  return {
    row: sheetRow.row,
    body: parsed.success && refused.size === 0 ? parsed.data : undefined,
    productId: keyText(input.productId),
    itemNumber: keyText(input.itemNumber),
  };
}

/**
 * Product ID and item number are unique ignoring case (as the product service has it): a
 * later row repeating an earlier one is refused, naming the first row.
 */
export function refuseRepeats(rows: readonly CheckedRow[], issues: StoredIssue[]): void {
  for (const field of ['productId', 'itemNumber'] as const) {
    const first = new Map<string, number>();
    for (const row of rows) {
      const value = row[field];
      if (value === undefined) continue;
      const key = value.toLowerCase();
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, row.row);
      } else {
        issues.push({
          row: row.row,
          field,
          key: 'import.duplicateInFile',
          params: { value, first: earlier },
        });
      }
    }
  }
}
