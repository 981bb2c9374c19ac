import { IMPORT_MAX_ROWS, type ErrorMessageKey } from '@lading/shared';
import type { ImportLimits } from '../../config';
import { BadRequest } from '../http/errors';
import type { ImportColumnBase } from './import-columns';
import { rowsInWorker } from './xlsx-reader/worker-rows';
import type { XlsxCell } from './xlsx-worksheets';

export type CellValue = string | number | boolean | undefined;

/**
 * One data row: its Excel row number and its cells in the order of the spec's columns —
 * `cells[i]` is `spec.columns[i]`'s value, `undefined` when blank or not in the file.
 */
export interface SheetRow {
  row: number;
  cells: CellValue[];
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

/** What a caller does with the rows as they are read. */
export interface SheetRowHandlers {
  /** Each data row, in file order, as soon as it is read (check it and keep only the result). */
  onRow: (row: SheetRow) => void;
  /** Rows read so far: every `every` rows, and once at the end. */
  onRows: (read: number) => Promise<void>;
}

/**
 * Reads the data sheet of an .xlsx (the first visible tab) row by row, parsed in a worker
 * thread (rowsInWorker): row 1 names the columns, every later non-blank row is data and is
 * handed to `onRow` as it arrives — the sheet is never held whole, so a caller that keeps
 * only what it checked holds that and no more. File-level problems (not an .xlsx, damaged,
 * past a limit, a required column missing, no rows, too many) are thrown as 400s with a
 * message key as soon as they are seen; row problems are the caller's. Answers the number
 * of data rows.
 */
export async function readSheet<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  file: Buffer,
  limits: ImportLimits,
  { onRow, onRows }: SheetRowHandlers,
  every = 500,
): Promise<number> {
  const maxRows = spec.maxRows ?? IMPORT_MAX_ROWS;
  const noRowsKey = spec.noRowsKey ?? 'import.noRows';
  let read = 0;
  /** For each position in the file, the index of its column in spec.columns (-1: not read). */
  let indexes: number[] | undefined;
  for await (const batch of rowsInWorker(file, limits)) {
    for (const { row, values } of batch) {
      if (!indexes) {
        indexes = headerColumns(spec, values.map(plainCell));
        continue;
      }
      let cells: CellValue[] | undefined;
      for (let position = 0; position < values.length; position++) {
        const index = indexes[position] ?? -1;
        if (index < 0) continue;
        const value = plainCell(values[position]);
        if (isBlank(value)) continue;
        cells ??= new Array<CellValue>(spec.columns.length).fill(undefined);
        cells[index] = value;
      }
      if (!cells) continue;
      read += 1;
      // Stopping here ends the worker: the rest of the file is never read.
      if (read > maxRows) throw new BadRequest('import.tooManyRows', { max: maxRows });
      onRow({ row, cells });
      if (read % every === 0) await onRows(read);
    }
  }
  if (!indexes || read === 0) throw new BadRequest(noRowsKey);
  await onRows(read);
  return read;
}

/**
 * The header row: each position's index in spec.columns (-1: a column not read); every
 * required column must be there, once.
 */
function headerColumns<C extends ImportColumnBase>(spec: SheetSpec<C>, values: CellValue[]) {
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
  return columns.map((column) => (column ? spec.columns.indexOf(column) : -1));
}
