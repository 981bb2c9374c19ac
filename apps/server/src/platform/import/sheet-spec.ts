import type { ErrorMessageKey } from '@lading/shared';
import type { UnreadableCell } from './cell-text';
import type { ImportColumnBase } from './import-columns';
import type { TotalRowSpec } from './total-row';

/**
 * What the sheet reader is asked to read and what a cell comes out as: shared by the reader
 * (sheet-reader.ts) and the header search it runs first (header-search.ts).
 */

export type CellValue = string | number | boolean | UnreadableCell | undefined;

/** The columns of one kind of import and how they are found in a sheet. */
export interface SheetSpec<C extends ImportColumnBase> {
  columns: readonly C[];
  /** The column a header names; `null` = known but not read; `undefined` = unknown. */
  columnForHeader: (text: string) => C | null | undefined;
  /** The refusal when there are no data rows (worded for what the file holds). */
  noRowsKey?: ErrorMessageKey;
  maxRows?: number;
  /** How a total row under the data is told (it is then left out, and told); none: never. */
  totalRow?: TotalRowSpec<C>;
}
