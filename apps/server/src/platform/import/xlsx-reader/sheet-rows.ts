import { serialToIso, shownPercent, type NumberStyle } from './cell-formats';
import { cellTooLong, unescapeXstring, type SharedString } from './workbook-parts';
import { xmlParser } from './xml-part';
import type { ZipArchive } from './zip-archive';

/** A date cell (a date-formatted number, or t="d"): `2026-11-26` or `2026-11-26T14:30:00`. */
export interface XlsxDate {
  date: string;
}
/** An error value (#N/A, #DIV/0!…), typed or a formula's saved result. */
export interface XlsxError {
  error: string;
}
/** A formula the writer saved without its value (openpyxl does). */
export interface XlsxUncachedFormula {
  formula: true;
}
/** One cell as the file holds it; plain values and plain objects only (posted between threads). */
export type XlsxCell = string | number | boolean | XlsxDate | XlsxError | XlsxUncachedFormula;

/**
 * A row that has at least one cell with a value; `values[0]` is column A. `hidden`: Excel
 * does not show it (`<row hidden="1">`: hidden by hand or by a filter).
 */
export interface XlsxRow {
  row: number;
  values: (XlsxCell | undefined)[];
  hidden?: true;
}

/** What a sheet says about itself, known once its rows are read (it comes after them). */
export interface SheetFacts {
  /** The sheet has an AutoFilter: its hidden rows are rows the filter leaves out. */
  autoFilter: boolean;
}

/** What a sheet's cells are read with: the workbook-wide parts. */
export interface SheetContext {
  sharedStrings: readonly SharedString[];
  /** Each cell style's number format: a date or a percent (shown ×100), else the number. */
  numberStyles: readonly NumberStyle[];
  date1904: boolean;
  maxCellChars: number;
}

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;
const UNCACHED: XlsxUncachedFormula = { formula: true };

/** `AB12` → 28 (column letters only; the row part is the <row>'s). */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0) & ~0x20; // either case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** 28, 12 → `AB12`, for messages. (Not import-columns' columnLetter: the worker stays small.) */
function address(column: number, row: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${row}`;
}

const hasValue = (value: XlsxCell | undefined) => value !== undefined && value !== '';

/**
 * The rows of one worksheet part, streamed: each inflated chunk is parsed as it comes and
 * the rows it completed are yielded, so a sheet is never held whole. Rows and cells
 * without `r=` take the next position; rows with no value are not yielded. A cell longer
 * than `maxCellChars` is refused as soon as its text passes the limit. Answers (as the
 * generator's return value) what the sheet says after its rows: whether it has an AutoFilter.
 */
export async function* sheetRows(
  zip: ZipArchive,
  partPath: string,
  context: SheetContext,
): AsyncGenerator<XlsxRow[], SheetFacts> {
  const { sharedStrings, numberStyles, date1904, maxCellChars } = context;
  const finished: XlsxRow[] = [];
  let rowNumber = 0;
  let current: XlsxRow | undefined;
  let column = 0;
  let type = 'n';
  let style = 0;
  let hasFormula = false;
  let saved: string | undefined;
  let inline: string | undefined;
  let capture: 'v' | 't' | undefined;
  let phonetic = 0;
  let autoFilter = false;

  const value = (): XlsxCell | undefined => {
    const noValue = hasFormula ? UNCACHED : undefined;
    switch (type) {
      case 's': {
        if (saved === undefined) return noValue;
        const entry = sharedStrings[Number(saved)];
        if (entry === undefined) throw new Error(`no shared string ${saved}`);
        if (typeof entry !== 'string') throw cellTooLong(address(column, rowNumber), maxCellChars);
        return entry;
      }
      case 'inlineStr':
        return inline !== undefined ? unescapeXstring(inline) : (saved ?? noValue);
      case 'str':
        return saved === undefined ? noValue : unescapeXstring(saved);
      case 'b':
        if (saved === undefined) return noValue;
        if (saved === '1' || saved === 'true') return true;
        if (saved === '0' || saved === 'false') return false;
        throw new Error(`not a boolean: ${saved}`);
      case 'e':
        return { error: saved ?? '#VALUE!' };
      case 'd':
        return saved === undefined ? noValue : { date: saved.trim() };
      default: {
        if (saved === undefined || saved.trim() === '') return noValue;
        const number = Number(saved);
        if (!Number.isFinite(number)) throw new Error(`not a number: ${saved}`);
        const numberStyle = numberStyles[style];
        // A percent cell is read as the percent Excel shows: 0.05 shown as 5% → 5.
        if (numberStyle === 'percent') return shownPercent(number);
        const date = numberStyle === 'date' ? serialToIso(number, date1904) : undefined;
        return date !== undefined ? { date } : number;
      }
    }
  };

  const parser = xmlParser({
    open(name, attributes) {
      switch (name) {
        case 'row': {
          rowNumber = attributes.r !== undefined ? Number(attributes.r) : rowNumber + 1;
          if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > MAX_ROW) {
            throw new Error(`bad row number ${attributes.r}`);
          }
          current = { row: rowNumber, values: [] };
          if (attributes.hidden === '1' || attributes.hidden === 'true') current.hidden = true;
          column = 0;
          break;
        }
        case 'autoFilter':
          // the sheet's own filter (a table's filter is in its table part, not here)
          if (!current) autoFilter = true;
          break;
        case 'c': {
          column = attributes.r !== undefined ? columnOf(attributes.r) : column + 1;
          if (!current || column < 1 || column > MAX_COLUMN) {
            throw new Error(`bad cell ${attributes.r ?? column}`);
          }
          type = attributes.t ?? 'n';
          style = attributes.s !== undefined ? Number(attributes.s) : 0;
          hasFormula = false;
          saved = undefined;
          inline = undefined;
          break;
        }
        case 'v':
          capture = 'v';
          saved = '';
          break;
        case 'f':
          hasFormula = true;
          break;
        case 'is':
          inline = '';
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (inline !== undefined && phonetic === 0) capture = 't';
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = undefined;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c': {
          const cell = value();
          if (cell !== undefined) current!.values[column - 1] = cell;
          break;
        }
        case 'row':
          if (current?.values.some(hasValue)) finished.push(current);
          current = undefined;
          break;
      }
    },
    text(text) {
      if (capture === 'v') saved += text;
      else if (capture === 't') inline += text;
      else return;
      if ((capture === 'v' ? saved! : inline!).length > maxCellChars) {
        throw cellTooLong(address(column, rowNumber), maxCellChars);
      }
    },
  });

  for await (const text of zip.text(partPath)) {
    parser.write(text);
    if (finished.length > 0) yield finished.splice(0);
  }
  parser.close();
  if (finished.length > 0) yield finished.splice(0);
  return { autoFilter };
}
