import {
  formatDateTime,
  listColumnTitle,
  type Language,
  type ListColumn,
  type ListColumnKind,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS, type ExportColumn } from './xlsx-stream';

/** The Excel number format of a kind of column (General where none). */
const NUMBER_FORMATS: Partial<Record<ListColumnKind, string>> = {
  qty: EXCEL_NUMBER_FORMATS.qty,
  cbm: EXCEL_NUMBER_FORMATS.cbm,
};

/**
 * A list's shared column definitions (packages/shared, `ListColumn`) as export columns in
 * `lang`: the header from the labels catalog, the width, the value, the number format of
 * the kind. Values stay what they are (numbers stay numbers), except instants: text
 * `YYYY-MM-DD HH:mm` in `timeZone` (the server's display zone), as every export writes them.
 */
export const exportColumns = <Row>(
  columns: readonly ListColumn<Row>[],
  lang: Language,
  timeZone?: string,
): ExportColumn<Row>[] =>
  columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    const value =
      column.kind === 'dateTime'
        ? (row: Row) => formatDateTime(column.value(row, lang), timeZone)
        : (row: Row) => column.value(row, lang);
    return {
      header: listColumnTitle(column, lang),
      width: column.width,
      value,
      ...(numFmt ? { numFmt } : {}),
    };
  });
