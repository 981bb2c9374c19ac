import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | null | undefined;
}

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
