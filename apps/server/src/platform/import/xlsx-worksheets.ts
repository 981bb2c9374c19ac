import type { ImportLimits } from '../../config';
import { AppError, BadRequest } from '../http/errors';
import { sheetRows, type SheetFacts, type XlsxRow } from './xlsx-reader/sheet-rows';
import {
  readNumberStyles,
  readSharedStrings,
  readWorkbookParts,
  type SharedString,
  type SheetPart,
} from './xlsx-reader/workbook-parts';
import { ZipArchive } from './xlsx-reader/zip-archive';

export type { SheetFacts, XlsxCell, XlsxDate, XlsxError, XlsxRow } from './xlsx-reader/sheet-rows';

export type ReaderLimits = Omit<ImportLimits, 'workerHeapMb'>;

/** A tab of an open workbook; `rows()` streams its rows in batches, then answers its facts. */
export interface XlsxSheet extends SheetPart {
  rows(): AsyncGenerator<XlsxRow[], SheetFacts>;
}

export interface XlsxWorkbook {
  /** In tab order, hidden ones included (flagged). */
  sheets: XlsxSheet[];
  date1904: boolean;
}

/**
 * Opens an .xlsx held in memory — our own small reader on yauzl (zip, central directory)
 * and saxes (streaming XML); no library's private API. Nothing but the workbook's list of
 * tabs, its styles and (when a sheet is read) its shared strings is read up front; a sheet's
 * rows are inflated and parsed as they are asked for.
 *
 * Any failure is a 400: a limit names its own message; a damaged zip, bad XML, bad UTF-8 or
 * a missing part is `import.unreadable`.
 */
export async function openWorkbook(file: Buffer, limits: ReaderLimits): Promise<XlsxWorkbook> {
  return refusedAs400(async () => {
    const zip = await ZipArchive.open(file, limits);
    const parts = await readWorkbookParts(zip);
    const numberStyles = parts.stylesPath ? await readNumberStyles(zip, parts.stylesPath) : [];
    let sharedStrings: Promise<SharedString[]> | undefined;
    const loadSharedStrings = () =>
      (sharedStrings ??= parts.sharedStringsPath
        ? readSharedStrings(zip, parts.sharedStringsPath, limits.maxCellChars)
        : Promise.resolve([]));
    return {
      date1904: parts.date1904,
      sheets: parts.sheets.map((sheet) => ({
        ...sheet,
        async *rows() {
          try {
            const context = {
              sharedStrings: await loadSharedStrings(),
              numberStyles,
              date1904: parts.date1904,
              maxCellChars: limits.maxCellChars,
            };
            return yield* sheetRows(zip, sheet.path, context);
          } catch (error) {
            throw as400(error);
          }
        },
      })),
    };
  });
}

/** The sheet an import reads: the first tab the user can see. */
export const dataSheet = (workbook: XlsxWorkbook): XlsxSheet | undefined =>
  workbook.sheets.find((sheet) => !sheet.hidden);

const as400 = (error: unknown): AppError =>
  error instanceof AppError ? error : new BadRequest('import.unreadable');

async function refusedAs400<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw as400(error);
  }
}
