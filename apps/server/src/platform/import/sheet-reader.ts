import { IMPORT_MAX_ROWS } from '@lading/shared';
import type { ImportLimits } from '../../config';
import { BadRequest } from '../http/errors';
import { findDataSheet } from './header-search';
import type { ImportColumnBase } from './import-columns';
import { uploadSheets } from './csv-rows';
import type { StoredNotice } from './import-issues';
import type { CellValue, SheetSpec } from './sheet-spec';
import { totalRowTest } from './total-row';
import type { XlsxCell } from './xlsx-worksheets';

/**
 * One data row: its Excel row number and its cells in the order of the spec's columns —
 * `cells[i]` is `spec.columns[i]`'s value, `undefined` when blank or not in the file.
 */
export interface SheetRow {
  row: number;
  cells: CellValue[];
}

/**
 * A cell as the reader hands it over, reduced to a plain value: dates as YYYY-MM-DD (a
 * date-time cut to its date); an error value (#N/A) or a formula saved without its value as
 * an UnreadableCell, never as text or blank — the column parsers refuse it, naming the cell.
 */
export function plainCell(value: XlsxCell | undefined): CellValue {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value !== 'object') return value;
  if ('date' in value) return value.date.slice(0, 10);
  if ('error' in value) return { unreadable: 'error', error: value.error };
  return { unreadable: 'noSavedValue' };
}

const isBlank = (value: CellValue) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/** What a caller does with the rows as they are read. */
export interface SheetRowHandlers {
  /** Each data row, in file order, as soon as it is read (check it and keep only the result). */
  onRow: (row: SheetRow) => void;
  /** Rows read so far: every `every` rows, and once at the end. */
  onRows: (read: number) => Promise<void>;
  /** What the user should be told about rows read (hidden rows imported, a total row left out). */
  onNotice?: (notice: StoredNotice) => void;
  /** Once the header row is found, before any row: the spec's columns the file has (indexes). */
  onColumns?: (found: ReadonlySet<number>) => void;
}

/**
 * Reads the data sheet of an Excel workbook (parsed in a worker thread) or a CSV (csvRows),
 * told by content (uploadSheets), row by row: the data sheet is the first visible tab whose
 * header row is found among its first rows (findDataSheet); every non-blank row under the
 * header is data and is handed to `onRow` as it
 * arrives — the sheet is never held whole, so a caller that keeps
 * only what it checked holds that and no more. File-level problems (not an .xlsx, damaged,
 * past a limit, a required column missing, no rows, too many) are thrown as 400s with a
 * message key as soon as they are seen; row problems are the caller's. Hidden rows are
 * read as any other and told through `onNotice`; so is a total row under the data (when the
 * spec says how to tell one), which is left out. Answers the number of data rows.
 */
export async function readSheet<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  file: Buffer,
  limits: ImportLimits,
  { onRow, onRows, onNotice, onColumns }: SheetRowHandlers,
  every = 500,
): Promise<number> {
  const maxRows = spec.maxRows ?? IMPORT_MAX_ROWS;
  const noRowsKey = spec.noRowsKey ?? 'import.noRows';
  let read = 0;
  const looksLikeTotal = spec.totalRow ? totalRowTest(spec.columns, spec.totalRow) : () => false;
  /** A row that looks like a total row, held back: data after all when another row follows. */
  let held: { row: SheetRow; hidden?: true } | undefined;
  let hiddenRows = 0;
  let reported = 0;
  const take = (sheetRow: SheetRow, hidden: true | undefined) => {
    read += 1;
    // Stopping here ends the worker: the rest of the file is never read.
    if (read > maxRows) throw new BadRequest('import.tooManyRows', { max: maxRows });
    if (hidden) hiddenRows += 1;
    onRow(sheetRow);
  };
  const sheet = await findDataSheet(spec, uploadSheets(file, limits), plainCell);
  if (!sheet) throw new BadRequest(noRowsKey);
  const { indexes, facts } = sheet;
  onColumns?.(new Set(indexes.filter((index) => index >= 0)));
  try {
    for await (const batch of sheet.rows) {
      for (const { row, values, hidden } of batch) {
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
        if (held) take(held.row, held.hidden);
        held = undefined;
        if (looksLikeTotal(cells)) held = { row: { row, cells }, ...(hidden ? { hidden } : {}) };
        else take({ row, cells }, hidden);
        if (read >= reported + every) {
          reported = read;
          await onRows(read);
        }
      }
    }
  } finally {
    await sheet.close();
  }
  if (read === 0) throw new BadRequest(noRowsKey);
  if (held) onNotice?.({ key: 'importNotice.totalRow', params: { row: held.row.row } });
  if (hiddenRows > 0) onNotice?.(hiddenRowsNotice(hiddenRows, facts.autoFilter));
  await onRows(read);
  return read;
}

/** Hidden rows are imported as any other, and told: by a filter when the sheet has one. */
const hiddenRowsNotice = (rows: number, byFilter: boolean): StoredNotice => ({
  key: byFilter
    ? rows === 1
      ? 'importNotice.filteredRow'
      : 'importNotice.filteredRows'
    : rows === 1
      ? 'importNotice.hiddenRow'
      : 'importNotice.hiddenRows',
  params: { rows },
});
