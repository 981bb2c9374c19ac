import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Helpers the product and order import tests share (not a test file itself). */

/** The worksheets of a downloaded workbook (a template or a refused-rows report). */
export async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets;
}
