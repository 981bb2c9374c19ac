import type { ImportLimits } from '../../../config';
import {
  readSheet,
  type SheetRow,
  type SheetRowHandlers,
} from '../../../platform/import/sheet-reader';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { mappedLookup, type HeaderMapping } from '../../../platform/import/header-mappings';
import { IMPORT_COLUMNS, columnForHeader } from './import-columns';

export type { CellValue, SheetRow };

/**
 * Reads the products sheet (the platform's streamed sheet reader with the product
 * columns), handing each row over as it is read: file-level problems are thrown as 400s
 * with a message key; row problems are the validator's. Headers in `mapping` (the user's,
 * issue 24) name their columns before the known headers do. Answers the number of rows.
 */
export function readProductSheet(
  file: Buffer,
  limits: ImportLimits,
  handlers: SheetRowHandlers,
  { every = 500, mapping }: { every?: number; mapping?: HeaderMapping } = {},
): Promise<number> {
  return readSheet(
    {
      columns: IMPORT_COLUMNS,
      columnForHeader: mappedLookup(IMPORT_COLUMNS, columnForHeader, mapping),
      noRowsKey: 'productImport.noRows',
      totalRow: { keys: ['productId'], numeric: (column) => column.kind === 'number' },
    },
    file,
    limits,
    handlers,
    every,
  );
}
