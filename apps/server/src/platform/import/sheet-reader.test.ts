import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultImportLimits, type ImportLimits } from '../../config';
import { AppError } from '../http/errors';
import { headerLookup, type ImportColumnBase } from './import-columns';
import { readSheet, type SheetRow } from './sheet-reader';
import type { SheetSpec } from './sheet-spec';
import {
  inlineCell,
  partOffsets,
  repeatedPart,
  sheetXml,
  workbookParts,
  xlsxOf,
  zipOf,
} from './xlsx-reader/xlsx-files.test-support';

const column = (field: string, required = false): ImportColumnBase => ({
  field,
  required,
  title: () => field,
  width: 10,
});
const COLUMNS = [column('po', true), column('qty', true), column('due'), column('note')];
const spec: SheetSpec<ImportColumnBase> = {
  columns: COLUMNS,
  columnForHeader: headerLookup(COLUMNS),
};

async function read(file: Buffer, limits: ImportLimits = defaultImportLimits, maxRows?: number) {
  const rows: SheetRow[] = [];
  await readSheet({ ...spec, maxRows }, file, limits, {
    onRow: (row) => rows.push(row),
    onRows: async () => {},
  });
  return rows;
}

async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, key, params } = error as AppError;
  expect(status).toBe(400);
  return { key, params };
}

async function poWorkbook(rows: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PO lines');
  sheet.addRow(['po', 'qty', 'due', 'note']);
  for (let i = 1; i <= rows; i += 1) {
    sheet.addRow([`PO-${i}`, i, new Date(Date.UTC(2026, 10, 26)), i % 5 === 0 ? '备注' : null]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Any error that escaped the reader would land here (and kill a server).
const escaped: unknown[] = [];
const onEscape = (error: unknown) => escaped.push(error);
beforeEach(() => {
  escaped.length = 0;
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
});
afterEach(() => {
  process.off('uncaughtException', onEscape);
  process.off('unhandledRejection', onEscape);
  vi.restoreAllMocks();
});

describe('readSheet (in a worker thread)', () => {
  it('hands each row over as it is read, maps the header row and reports progress', async () => {
    const seen: (SheetRow | number)[] = [];
    const total = await readSheet(spec, await poWorkbook(1_234), defaultImportLimits, {
      onRow: (row) => seen.push(row),
      onRows: async (n) => {
        seen.push(n);
      },
    });
    expect(total).toBe(1_234);
    // rows and progress interleaved: row 501 comes after "500 read", not after the whole sheet
    const rows = seen.filter((item): item is SheetRow => typeof item !== 'number');
    expect(rows).toHaveLength(1_234);
    expect(seen.indexOf(500)).toBe(500);
    expect(seen.indexOf(1_000)).toBe(1_001);
    expect(seen.at(-1)).toBe(1_234);
    // cells in the spec's column order, blank ones undefined
    expect(rows[4]).toEqual({ row: 6, cells: ['PO-5', 5, '2026-11-26', '备注'] });
    expect(rows[5]).toEqual({ row: 7, cells: ['PO-6', 6, '2026-11-26', undefined] });
  });

  it('puts each cell at its column’s place in the spec, whatever the file’s column order', async () => {
    const header = ['note', 'unknown', 'qty', 'po'];
    const file = xlsxOf({
      sheets: [
        {
          name: 'S',
          rows:
            `<row r="1">${header.map((h, i) => inlineCell(`${'ABCD'[i]}1`, h)).join('')}</row>` +
            `<row r="2">${inlineCell('B2', 'ignored')}<c r="C2"><v>7</v></c>${inlineCell('D2', 'PO-7')}</row>` +
            `<row r="3">${inlineCell('B3', 'only an unknown column')}</row>` +
            `<row r="4">${inlineCell('A4', ' note ')}${inlineCell('D4', 'PO-8')}</row>`,
        },
      ],
    });
    expect(await read(file)).toEqual([
      { row: 2, cells: ['PO-7', 7, undefined, undefined] },
      { row: 4, cells: ['PO-8', undefined, undefined, ' note '] },
    ]);
  });

  it('gives an error value and a formula without a saved value as unreadable cells, never text or blank', async () => {
    const file = xlsxOf({
      sheets: [
        {
          name: 'S',
          rows:
            `<row r="1">${['po', 'qty', 'due', 'note'].map((h, i) => inlineCell(`${'ABCD'[i]}1`, h)).join('')}</row>` +
            `<row r="2">${inlineCell('A2', 'PO-1')}<c r="B2"><f>C9*2</f></c><c r="D2" t="e"><v>#N/A</v></c></row>`,
        },
      ],
    });
    const [row] = await read(file);
    expect(row!.cells).toEqual([
      'PO-1',
      { unreadable: 'noSavedValue' },
      undefined,
      { unreadable: 'error', error: '#N/A' },
    ]);
  });

  it('refuses a damaged workbook with a 400, nothing escapes, and the next file reads', async () => {
    const good = await poWorkbook(200);
    const { central, start } = partOffsets(good, 'xl/worksheets/sheet1.xml');
    const sized = Buffer.from(good);
    sized.writeUInt32LE(sized.readUInt32LE(central + 24) + 3, central + 24);
    const flipped = Buffer.from(good);
    for (let i = 40; i < 48; i += 1) flipped[start + i] = flipped[start + i]! ^ 0xff;
    for (const damaged of [
      sized,
      flipped,
      good.subarray(0, good.length / 2),
      Buffer.alloc(0),
      Buffer.from('%PDF-1.7\n\u0000 neither a workbook nor a CSV'),
    ]) {
      expect(await refusal(read(damaged))).toEqual({ key: 'import.unreadable', params: {} });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(escaped).toEqual([]);
    expect(await read(good)).toHaveLength(200);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = xlsxOf({
      sheets: [{ name: 'S', rows: '' }],
      omit: ['xl/worksheets/sheet1.xml'],
      extra: [
        repeatedPart('xl/worksheets/sheet1.xml', {
          head: sheetXml('').replace('</sheetData></worksheet>', ''),
          repeated: `<row><c t="inlineStr"><is><t>${'x'.repeat(1_000)}</t></is></c></row>`.repeat(
            1_000,
          ),
          times: 400,
          tail: '</sheetData></worksheet>',
        }),
      ],
    });
    expect(await refusal(read(bomb))).toEqual({
      key: 'import.inflatedTooLarge',
      params: { max: 200 },
    });
  });

  it('stops at the row limit, and the worker is told to end and has ended with the read', async () => {
    // told, not terminated: terminate() can stop the thread halfway through creating a zlib
    // stream, and Node 20 then aborts the whole process ("close before init")
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    expect(await refusal(read(await poWorkbook(5_000), defaultImportLimits, 100))).toEqual({
      key: 'import.tooManyRows',
      params: { max: 100 },
    });
    const closes = posted.mock.calls.flatMap(([message], call) =>
      (message as { type?: string }).type === 'close' ? [posted.mock.contexts[call] as Worker] : [],
    );
    expect(closes).toHaveLength(1);
    expect(closes[0]!.threadId).toBe(-1); // the thread is gone
    expect(terminate).not.toHaveBeenCalled();
  });

  it('refuses a cell over Excel’s limit, naming it', async () => {
    const file = xlsxOf({
      sheets: [
        {
          name: 'S',
          rows: `<row r="1">${inlineCell('A1', 'po')}${inlineCell('B1', 'qty')}</row><row r="2">${inlineCell('A2', 'P'.repeat(40_000))}</row>`,
        },
      ],
    });
    expect(await refusal(read(file))).toEqual({
      key: 'import.cellTooLong',
      params: { cell: 'A2', max: 32_767 },
    });
  });

  it('a memory blow-up ends the worker, not the server: import.tooBig', async () => {
    // 200 MB of distinct shared strings against a 32 MB worker heap
    const sharedStrings = repeatedPart('xl/sharedStrings.xml', {
      head: '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      repeated: `<si><t>${'s'.repeat(1_000)}</t></si>`.repeat(1_000),
      times: 190,
      tail: '</sst>',
    });
    const parts = workbookParts({
      sharedStrings: [],
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }],
    }).filter((part) => part.name !== 'xl/sharedStrings.xml');
    const limits = { ...defaultImportLimits, maxCompressionRatio: 10_000, workerHeapMb: 32 };
    expect(await refusal(read(zipOf([...parts, sharedStrings]), limits))).toEqual({
      key: 'import.tooBig',
      params: {},
    });
    expect(escaped).toEqual([]);
  });

  it('keeps the event loop free while the worker parses a million rows', async () => {
    const file = xlsxOf({
      sheets: [{ name: 'S', rows: '' }],
      omit: ['xl/worksheets/sheet1.xml'],
      extra: [
        repeatedPart('xl/worksheets/sheet1.xml', {
          head: sheetXml(
            `<row>${inlineCell('A1', 'po')}${inlineCell('B1', 'qty')}</row><row><c t="inlineStr"><is><t>PO-1</t></is></c><c><v>3</v></c></row>`,
          ).replace('</sheetData></worksheet>', ''),
          repeated: '<row s="1" customFormat="1"/>'.repeat(10_000),
          times: 100,
          tail: '</sheetData></worksheet>',
        }),
      ],
    });
    // the main thread's timer keeps firing while the worker parses: a parse on the main
    // thread would let it fire once at most (no time is asserted, only that it ran meanwhile)
    let ticks = 0;
    let reading = true;
    const ticker = setInterval(() => {
      if (reading) ticks += 1;
    }, 1);
    try {
      const rows = await read(file, { ...defaultImportLimits, maxCompressionRatio: 10_000 });
      reading = false;
      expect(rows).toHaveLength(1);
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(10);
  });
});
