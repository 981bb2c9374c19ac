import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHEET_PREVIEW_COLUMNS, SHEET_PREVIEW_ROWS, type SheetPreview } from '@lading/shared';
import type { ImportLimits } from '../../config';
import { AppError, Conflict } from '../http/errors';
import { openWorkbook, type XlsxCell } from '../import/xlsx-worksheets';
import type { FileStorage } from './file-storage';

const run = promisify(execFile);

const cellText = (cell: XlsxCell | undefined): string => {
  if (cell === undefined) return '';
  if (typeof cell !== 'object') return String(cell);
  if ('date' in cell) return cell.date.replace('T', ' ').replace(/(:\d\d)(\.\d+)?Z?$/, '$1');
  if ('error' in cell) return cell.error;
  return '';
};

/**
 * An .xlsx read for the preview (issue 17) with the imports' own reader and limits (a zip
 * bomb or a damaged file is refused, never a dead server): each visible sheet's first
 * SHEET_PREVIEW_ROWS rows × SHEET_PREVIEW_COLUMNS columns as text, blank rows kept in place.
 */
export async function sheetPreviewOf(bytes: Buffer, limits: ImportLimits): Promise<SheetPreview> {
  let workbook;
  try {
    workbook = await openWorkbook(bytes, limits);
  } catch {
    throw new Conflict('file.unreadableSheet');
  }
  const sheets: SheetPreview['sheets'] = [];
  for (const sheet of workbook.sheets.filter((each) => !each.hidden)) {
    const rows: string[][] = [];
    let truncated = false;
    try {
      for await (const batch of sheet.rows()) {
        for (const row of batch) {
          if (row.row > SHEET_PREVIEW_ROWS) {
            truncated = true;
            break;
          }
          while (rows.length < row.row - 1) rows.push([]);
          if (row.values.length > SHEET_PREVIEW_COLUMNS) truncated = true;
          rows.push(row.values.slice(0, SHEET_PREVIEW_COLUMNS).map(cellText));
        }
        if (truncated && rows.length >= SHEET_PREVIEW_ROWS) break;
      }
    } catch {
      throw new Conflict('file.unreadableSheet');
    }
    sheets.push({ name: sheet.name, rows, truncated });
  }
  return { sheets };
}

let conversions = Promise.resolve();

/**
 * A PowerPoint file as PDF for the preview (issue 17, docs/decisions "Previews"): converted
 * once by LibreOffice headless (LADING_SOFFICE) and kept beside the stored files by the
 * source's checksum; one conversion at a time per process, each with its own LibreOffice
 * profile, at most a minute. 409 `file.noConverter` when LibreOffice is not there.
 */
export async function pptxAsPdf(
  storage: FileStorage,
  soffice: string | undefined,
  sha256: string,
): Promise<string> {
  const cached = storage.derivedPath(sha256, 'pdf');
  if (fs.existsSync(cached)) return cached;
  if (!soffice) throw new Conflict('file.noConverter');
  const source = await storage.read(sha256);
  if (!source) throw new AppError(404, 'common.notFound');
  const convert = async () => {
    if (fs.existsSync(cached)) return;
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-pptx-'));
    try {
      const input = path.join(work, 'deck.pptx');
      fs.writeFileSync(input, source);
      try {
        await run(
          soffice,
          [
            `-env:UserInstallation=file://${path.join(work, 'profile')}`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            work,
            input,
          ],
          { timeout: 60_000 },
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new Conflict('file.noConverter');
        throw new Conflict('file.convertFailed');
      }
      const output = path.join(work, 'deck.pdf');
      if (!fs.existsSync(output)) throw new Conflict('file.convertFailed');
      fs.mkdirSync(path.dirname(cached), { recursive: true });
      const temp = `${cached}.${process.pid}.part`;
      fs.copyFileSync(output, temp);
      fs.renameSync(temp, cached);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  };
  const turn = conversions.then(convert);
  conversions = turn.catch(() => undefined);
  await turn;
  return cached;
}
