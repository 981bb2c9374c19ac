import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** One row as exceljs's streaming worksheet reader hands it over. */
export interface StreamedRow {
  number: number;
  values: unknown;
}

/** The parts of exceljs's WorkbookReader used here (not in its published types). */
interface WorkbookReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<StreamedRow> }>;
}

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The worksheets of an .xlsx held in memory, in sheet order, each read row by row.
 *
 * exceljs's own streaming reader takes the zip entries in stored order from one streamed
 * pass (unzipper `Parse`), which drops entries while the consumer awaits — exceljs#3064,
 * unzipper#234: a workbook exceljs wrote (worksheets before `workbook.xml`) then fails at
 * random, or a sheet goes missing. Here the archive is opened through its central
 * directory (JSZip): relationships, the workbook and the shared strings are parsed first,
 * then each worksheet is inflated as a stream and handed to exceljs's row reader, so the
 * rows are still never held as a workbook model.
 */
export async function* worksheetsOf(file: Buffer): AsyncGenerator<AsyncIterable<StreamedRow>> {
  const zip = await JSZip.loadAsync(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  // Through a core PassThrough: JSZip's stream is readable-stream's, not always async-iterable.
  const part = (path: string): Readable | undefined =>
    zip.file(path)?.nodeStream().pipe(new PassThrough());

  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new Error('not an xlsx workbook: no workbook part');
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings)
    for await (const _event of reader._parseSharedStrings(sharedStrings)) void _event;

  const sheets = Object.keys(zip.files)
    .map((path) => ({ path, match: SHEET_PATH.exec(path) }))
    .filter((sheet) => sheet.match)
    .map((sheet) => ({ path: sheet.path, no: sheet.match![1]! }))
    .sort((a, b) => Number(a.no) - Number(b.no));
  for (const sheet of sheets) {
    for (const { eventType, value } of reader._parseWorksheet(part(sheet.path)!, sheet.no)) {
      if (eventType === 'worksheet') yield value;
    }
  }
}
