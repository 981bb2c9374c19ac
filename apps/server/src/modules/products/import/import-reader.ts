import { Readable } from 'node:stream';
import { PRODUCT_IMPORT_MAX_ROWS } from '@lading/shared';
import ExcelJS from 'exceljs';
import { BadRequest } from '../../../platform/http/errors';
import { IMPORT_COLUMNS, columnForHeader, type ImportColumn } from './import-columns';

export type CellValue = string | number | boolean | undefined;

/** One data row: its Excel row number and its cells by column. */
export interface SheetRow {
  row: number;
  cells: Map<ImportColumn, CellValue>;
}

/** What exceljs hands back for a cell, reduced to a plain value. */
function plain(value: unknown): CellValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return plain((cell.richText as { text?: string }[]).map((part) => part.text ?? '').join(''));
    }
    if ('result' in cell) return plain(cell.result);
    if ('formula' in cell || 'sharedFormula' in cell) return undefined;
    if ('text' in cell) return plain(cell.text);
    if ('error' in cell) return String(cell.error);
  }
  return String(value);
}

const isBlank = (value: CellValue) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Reads the first worksheet of an .xlsx as it streams (exceljs WorkbookReader: rows are
 * never held as a workbook model): row 1 names the columns, every later non-blank row is
 * data. File-level problems (not an .xlsx, a required column missing, no rows, too many)
 * are thrown as 400s with a message key; row problems are the validator's.
 */
export async function readProductSheet(
  file: Buffer,
  onRows: (read: number) => Promise<void>,
  every = 500,
): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let columns: (ImportColumn | null | undefined)[] | undefined;
  let first = true;
  try {
    for await (const worksheet of reader) {
      if (!first) {
        // Later sheets (the template's instructions) are read through and ignored.
        for await (const _row of worksheet) void _row;
        continue;
      }
      first = false;
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).map(plain);
        if (!columns) {
          columns = headerColumns(values);
          continue;
        }
        const cells = new Map<ImportColumn, CellValue>();
        values.forEach((value, index) => {
          const column = columns?.[index];
          if (column && !isBlank(value)) cells.set(column, value);
        });
        if (cells.size === 0) continue;
        rows.push({ row: row.number, cells });
        if (rows.length > PRODUCT_IMPORT_MAX_ROWS) {
          throw new BadRequest('productImport.tooManyRows', { max: PRODUCT_IMPORT_MAX_ROWS });
        }
        if (rows.length % every === 0) await onRows(rows.length);
      }
    }
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('productImport.unreadable');
  }
  if (!columns) throw new BadRequest('productImport.noRows');
  if (rows.length === 0) throw new BadRequest('productImport.noRows');
  await onRows(rows.length);
  return rows;
}

/** The header row: each position's column; every required column must be there, once. */
function headerColumns(values: CellValue[]): (ImportColumn | null | undefined)[] {
  const columns = values.map((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? columnForHeader(String(value))
      : undefined,
  );
  const seen = new Set<ImportColumn>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column)) {
      throw new BadRequest('productImport.duplicateColumn', { columns: column.field });
    }
    seen.add(column);
  }
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !seen.has(column));
  if (missing.length > 0) {
    throw new BadRequest('productImport.missingColumns', {
      columns: missing.map((column) => column.field).join(','),
    });
  }
  return columns;
}
