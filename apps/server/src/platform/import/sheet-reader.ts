import { IMPORT_MAX_ROWS, type ErrorMessageKey } from '@lading/shared';
import { BadRequest } from '../http/errors';
import type { ImportColumnBase } from './import-columns';
import { worksheetsOf } from './xlsx-worksheets';

export type CellValue = string | number | boolean | undefined;

/** One data row: its Excel row number and its cells by column. */
export interface SheetRow<C extends ImportColumnBase = ImportColumnBase> {
  row: number;
  cells: Map<C, CellValue>;
}

/** What exceljs hands back for a cell, reduced to a plain value (dates as YYYY-MM-DD). */
export function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return plainCell(
        (cell.richText as { text?: string }[]).map((part) => part.text ?? '').join(''),
      );
    }
    if ('result' in cell) return plainCell(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return undefined;
    if ('text' in cell) return plainCell(cell.text);
    if ('error' in cell) return String(cell.error);
  }
  return String(value);
}

const isBlank = (value: CellValue) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

export interface SheetSpec<C extends ImportColumnBase> {
  columns: readonly C[];
  /** The column a header names; `null` = known but not read; `undefined` = unknown. */
  columnForHeader: (text: string) => C | null | undefined;
  /** The refusal when there are no data rows (worded for what the file holds). */
  noRowsKey?: ErrorMessageKey;
  maxRows?: number;
}

/**
 * Reads the first worksheet of an .xlsx row by row (worksheetsOf: rows are never held as
 * a workbook model): row 1 names the columns, every later non-blank row is
 * data. File-level problems (not an .xlsx, a required column missing, no rows, too many)
 * are thrown as 400s with a message key; row problems are the caller's.
 */
export async function readSheet<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  file: Buffer,
  onRows: (read: number) => Promise<void>,
  every = 500,
): Promise<SheetRow<C>[]> {
  const maxRows = spec.maxRows ?? IMPORT_MAX_ROWS;
  const noRowsKey = spec.noRowsKey ?? 'import.noRows';
  const rows: SheetRow<C>[] = [];
  let columns: (C | null | undefined)[] | undefined;
  try {
    for await (const worksheet of worksheetsOf(file)) {
      // Only the first sheet holds data (later ones, like the template's instructions,
      // are not even inflated).
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).map(plainCell);
        if (!columns) {
          columns = headerColumns(spec, values);
          continue;
        }
        const cells = new Map<C, CellValue>();
        values.forEach((value, index) => {
          const column = columns?.[index];
          if (column && !isBlank(value)) cells.set(column, value);
        });
        if (cells.size === 0) continue;
        rows.push({ row: row.number, cells });
        if (rows.length > maxRows) throw new BadRequest('import.tooManyRows', { max: maxRows });
        if (rows.length % every === 0) await onRows(rows.length);
      }
      break;
    }
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('import.unreadable');
  }
  if (!columns || rows.length === 0) throw new BadRequest(noRowsKey);
  await onRows(rows.length);
  return rows;
}

/** The header row: each position's column; every required column must be there, once. */
function headerColumns<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  values: CellValue[],
): (C | null | undefined)[] {
  const columns = values.map((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? spec.columnForHeader(String(value))
      : undefined,
  );
  const seen = new Set<C>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column)) throw new BadRequest('import.duplicateColumn', { columns: column.field });
    seen.add(column);
  }
  const missing = spec.columns.filter((column) => column.required && !seen.has(column));
  if (missing.length > 0) {
    throw new BadRequest('import.missingColumns', {
      columns: missing.map((column) => column.field).join(','),
    });
  }
  return columns;
}
