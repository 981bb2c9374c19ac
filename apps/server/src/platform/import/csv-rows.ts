import type { ImportLimits } from '../../config';
import { BadRequest } from '../http/errors';
import { csvEncoding, fileKind } from './file-kind';
import { columnLetter } from './import-columns';
import { sheetsInWorker, type UploadSheet } from './xlsx-reader/worker-rows';
import type { XlsxRow } from './xlsx-worksheets';

/**
 * A CSV upload read as the rows the xlsx reader hands over (docs/decisions, issue 24 —
 * content): each record's row number as Excel would show it and its cells as text (the
 * column parsers read text numbers and dates), blank records left out. RFC 4180: fields
 * separated by commas (or `;` or tabs, when the first line has no comma, or as an Excel
 * `sep=;` first line says), quoted fields may hold separators, line breaks and doubled
 * quotes, records end with CRLF, LF or CR. The same limits as a workbook: a cell longer than
 * `maxCellChars` is refused naming it; the row limit is the sheet reader's.
 */
export async function* csvRows(
  file: Buffer,
  limits: Pick<ImportLimits, 'maxCellChars'>,
): AsyncGenerator<XlsxRow[]> {
  let batch: XlsxRow[] = [];
  for (const { row, fields } of csvRecords(decodeCsv(file), limits.maxCellChars)) {
    if (fields.every((field) => field === '')) continue;
    batch.push({ row, values: fields.map((field) => (field === '' ? undefined : field)) });
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
      // a big file is parsed a batch at a time, the server serving in between
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  if (batch.length > 0) yield batch;
}

const BATCH_ROWS = 1_000;

/**
 * The sheets of an upload, whatever it is by content: a CSV is one sheet, parsed here (on the
 * main thread, a batch at a time — text needs no inflating); a workbook's visible sheets are
 * read in the reader's worker thread. A CSV has no AutoFilter and no hidden rows.
 */
export async function* uploadSheets(
  file: Buffer,
  limits: ImportLimits,
): AsyncGenerator<UploadSheet> {
  if (fileKind(file) !== 'csv') {
    yield* sheetsInWorker(file, limits);
    return;
  }
  yield { name: 'CSV', rows: csvRows(file, limits), facts: { autoFilter: false } };
}

/** The text of a CSV: UTF-8 (a BOM or not) when its bytes are valid UTF-8, else GB18030/GBK. */
export function decodeCsv(file: Uint8Array): string {
  return new TextDecoder(csvEncoding(file)).decode(file).replace(/^\uFEFF/, '');
}

export type CsvSeparator = ',' | ';' | '\t';

/**
 * The separator the first line uses: a comma if it has one, else the more frequent of `;`
 * and tab (a European Excel writes `;`, many ERPs write tabs).
 */
export function csvSeparator(firstLine: string): CsvSeparator {
  if (firstLine.includes(',')) return ',';
  const semicolons = firstLine.split(';').length - 1;
  const tabs = firstLine.split('\t').length - 1;
  if (tabs > semicolons) return '\t';
  return semicolons > 0 ? ';' : ',';
}

export interface CsvRecord {
  /** The row Excel shows it on (a quoted line break does not start a new row). */
  row: number;
  fields: string[];
}

/** The records of a CSV text, as they are parsed (see csvRows). */
export function* csvRecords(text: string, maxCellChars: number): Generator<CsvRecord> {
  let at = 0;
  let separator: CsvSeparator;
  const sepLine = /^sep=([,;\t])\r?\n?/i.exec(text);
  if (sepLine) {
    separator = sepLine[1] as CsvSeparator;
    at = sepLine[0].length;
  } else {
    const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
    separator = csvSeparator(firstLine);
  }
  const fieldEnd = new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n]`, 'g');
  const endOf = (from: number) => {
    fieldEnd.lastIndex = from;
    return fieldEnd.exec(text)?.index ?? text.length;
  };
  let row = 0;
  while (at < text.length) {
    row += 1;
    const fields: string[] = [];
    for (;;) {
      let value: string;
      if (text[at] === '"') {
        // a quoted field: "" is one quote; anything after the closing quote up to the
        // separator is kept as it is (as Excel does)
        value = '';
        let from = at + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) throw new BadRequest('import.csvOpenQuote', { row });
          value += text.slice(from, quote);
          if (value.length > maxCellChars) break;
          if (text[quote + 1] === '"') {
            value += '"';
            from = quote + 2;
            continue;
          }
          at = quote + 1;
          break;
        }
        if (value.length <= maxCellChars) {
          const end = endOf(at);
          value += text.slice(at, end);
          at = end;
        }
      } else {
        const end = endOf(at);
        value = text.slice(at, end);
        at = end;
      }
      if (value.length > maxCellChars) {
        throw new BadRequest('import.cellTooLong', {
          cell: `${columnLetter(fields.length)}${row}`,
          max: maxCellChars,
        });
      }
      fields.push(value);
      if (at >= text.length) break;
      const char = text[at];
      at += 1;
      if (char === separator) continue;
      if (char === '\r' && text[at] === '\n') at += 1;
      break;
    }
    yield { row, fields };
  }
}
