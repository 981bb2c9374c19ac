import type { ImportLimits } from '../../../config';
import {
  readSheet,
  type CellValue,
  type SheetRow as Row,
} from '../../../platform/import/sheet-reader';
import { IMPORT_COLUMNS, columnForHeader, type ImportColumn } from './import-columns';

export type { CellValue };
export type SheetRow = Row<ImportColumn>;

/**
 * Reads the products sheet (the platform's streamed sheet reader with the product
 * columns): file-level problems are thrown as 400s with a message key; row problems are
 * the validator's.
 */
export function readProductSheet(
  file: Buffer,
  limits: ImportLimits,
  onRows: (read: number) => Promise<void>,
  every = 500,
): Promise<SheetRow[]> {
  return readSheet(
    { columns: IMPORT_COLUMNS, columnForHeader, noRowsKey: 'productImport.noRows' },
    file,
    limits,
    onRows,
    every,
  );
}
