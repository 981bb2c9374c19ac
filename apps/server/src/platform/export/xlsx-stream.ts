import { PassThrough, type Writable } from 'node:stream';
import { DISPLAY_DIGITS } from '@lading/shared';
import ExcelJS from 'exceljs';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | null | undefined;
  /** Excel number format of the column's number cells (EXCEL_NUMBER_FORMATS); General if none. */
  numFmt?: string;
}

const fixed = (digits: number, thousands = true) =>
  `${thousands ? '#,##0' : '0'}${digits ? `.${'0'.repeat(digits)}` : ''}`;

/**
 * Number cells show the decimals the screens show (DISPLAY_DIGITS) and keep their exact value
 * (docs/decisions "One way to show time and numbers").
 */
export const EXCEL_NUMBER_FORMATS = {
  qty: fixed(DISPLAY_DIGITS.qty),
  cbm: fixed(DISPLAY_DIGITS.cbm),
  packageCbm: fixed(DISPLAY_DIGITS.packageCbm, false),
  kg: fixed(DISPLAY_DIGITS.kg),
  loadKg: fixed(DISPLAY_DIGITS.loadKg),
} as const;

/**
 * A cell a spreadsheet would run as a formula (= + - @, also tab/CR) gets a leading
 * apostrophe: exports never carry live formulas (QUALITY "exports escape cells").
 */
export function escapeCell(value: string | number | boolean | null | undefined) {
  if (typeof value !== 'string') return value ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows into an .xlsx written to `out` as they come (exceljs streaming writer, no
 * shared strings): memory stays flat however many rows (STACK.md).
 */
export async function writeXlsx<Row>(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? Math.min(40, Math.max(10, column.header.length + 4)),
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => escapeCell(column.value(row)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** The same, into a buffer (tests and small files). */
export async function xlsxBuffer<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(out, sheetName, columns, rows);
  return Buffer.concat(chunks);
}
