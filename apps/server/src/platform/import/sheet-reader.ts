import { IMPORT_MAX_ROWS, type ErrorMessageKey } from '@lading/shared';
import type { ImportLimits } from '../../config';
import { BadRequest } from '../http/errors';
import type { ImportColumnBase } from './import-columns';
import { rowsInWorker } from './xlsx-reader/worker-rows';
import type { XlsxCell } from './xlsx-worksheets';

export type CellValue = string | number | boolean | undefined;

/** One data row: its Excel row number and its cells by column. */
export interface SheetRow<C extends ImportColumnBase = ImportColumnBase> {
  row: number;
  cells: Map<C, CellValue>;
}

/**
 * A cell as the reader hands it over, reduced to a plain value: dates as YYYY-MM-DD, an
 * error value as its text (#N/A), a formula saved without its value as no value.
 */
export function plainCell(value: XlsxCell | undefined): CellValue {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value !== 'object') return value;
  if ('date' in value) return value.date.slice(0, 10);
  if ('error' in value) return value.error;
  return undefined;
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
 * Reads the data sheet of an .xlsx (the first visible tab) row by row, parsed in a worker
 * thread (rowsInWorker): row 1 names the columns, every later non-blank row is data.
 * File-level problems (not an .xlsx, damaged, past a limit, a required column missing, no
 * rows, too many) are thrown as 400s with a message key as soon as they are seen; row
 * problems are the caller's.
 */
export async function readSheet<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  file: Buffer,
  limits: ImportLimits,
  onRows: (read: number) => Promise<void>,
  every = 500,
): Promise<SheetRow<C>[]> {
  const maxRows = spec.maxRows ?? IMPORT_MAX_ROWS;
  const noRowsKey = spec.noRowsKey ?? 'import.noRows';
  const rows: SheetRow<C>[] = [];
  let columns: (C | null | undefined)[] | undefined;
  for await (const batch of rowsInWorker(file, limits)) {
    for (const row of batch) {
      const values = row.values.map(plainCell);
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
      rows.push({ row: row.row, cells });
      // Stopping here ends the worker: the rest of the file is never read.
      if (rows.length > maxRows) throw new BadRequest('import.tooManyRows', { max: maxRows });
      if (rows.length % every === 0) await onRows(rows.length);
    }
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
