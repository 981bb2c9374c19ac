import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defaultImportLimits, type ImportLimits } from '../../../config';
import { AppError } from '../../http/errors';
import { dataSheet, openWorkbook, type XlsxRow } from '../xlsx-worksheets';
import {
  inlineCell,
  partOffsets,
  repeatedPart,
  sheetXml,
  workbookParts,
  xlsxOf,
  zipOf,
} from './xlsx-files.test-support';

const MB = 1024 * 1024;

async function readAll(file: Buffer, limits: ImportLimits = defaultImportLimits) {
  const rows: XlsxRow[] = [];
  for await (const batch of dataSheet(await openWorkbook(file, limits))!.rows())
    rows.push(...batch);
  return rows;
}

/** The refusal a read ends in: its message key and params (it must be a 4xx AppError). */
async function refusal(file: Buffer, limits?: ImportLimits) {
  try {
    await readAll(file, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { status, key, params } = error as AppError;
    expect(status).toBe(400);
    return { key, params };
  }
  throw new Error('the file was read without refusal');
}

const rowsXml = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<row r="${i + 1}">${inlineCell(`A${i + 1}`, `PO-${i}`)}<c r="B${i + 1}"><v>${i * 7}</v></c></row>`,
  ).join('');

const goodParts = () => workbookParts({ sheets: [{ name: 'Data', rows: rowsXml(300) }] });

const SHEET = 'xl/worksheets/sheet1.xml';

/** What exceljs writes: the kind of 9 KB workbook the issue damaged. */
async function exceljsWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PO lines');
  sheet.addRow(['PO Number', 'Qty']);
  for (let i = 0; i < 200; i += 1) sheet.addRow([`PO-${i}`, i]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('files that are not a workbook', () => {
  it('refuses an empty file, a CSV, an old .xls and plain text as unreadable', async () => {
    const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
    for (const file of [
      Buffer.alloc(0),
      fixture('po-v84-utf8bom.csv'),
      fixture('po-v83-renamed.xlsx'),
      Buffer.from('PK not really a zip'),
    ]) {
      expect(await refusal(file)).toEqual({ key: 'import.unreadable', params: {} });
    }
  });

  it('refuses a zip without workbook parts, or whose workbook names a missing sheet', async () => {
    const noWorkbook = zipOf([{ name: 'hello.txt', data: 'hello' }]);
    const sheetsOnly = zipOf(goodParts().filter((part) => part.name.startsWith('xl/worksheets/')));
    const missingSheet = zipOf(
      goodParts().filter((part) => part.name !== 'xl/worksheets/sheet1.xml'),
    );
    for (const file of [noWorkbook, sheetsOnly, missingSheet]) {
      expect((await refusal(file)).key).toBe('import.unreadable');
    }
  });

  it('refuses broken XML and bytes that are not UTF-8 in a sheet', async () => {
    const broken = xlsxOf({
      sheets: [{ name: 'S', rows: '' }],
      omit: ['xl/worksheets/sheet1.xml'],
      extra: [{ name: 'xl/worksheets/sheet1.xml', data: sheetXml('<row><c><v>1</v></row>') }],
    });
    const notUtf8 = xlsxOf({
      sheets: [{ name: 'S', rows: '' }],
      omit: ['xl/worksheets/sheet1.xml'],
      extra: [
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.concat([
            Buffer.from(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>').slice(0, -30)),
            Buffer.from([0xe5, 0x9e]), // a 3-byte character cut short
            Buffer.from('</t></is></c></row></sheetData></worksheet>'),
          ]),
        },
      ],
    });
    for (const file of [broken, notUtf8]) {
      expect((await refusal(file)).key).toBe('import.unreadable');
    }
  });
});

describe('damaged zips', () => {
  it('reads the intact file (the baseline for the damage below)', async () => {
    const rows = await readAll(zipOf(goodParts()));
    expect(rows).toHaveLength(300);
    expect(rows[299]).toEqual({ row: 300, values: ['PO-299', 2093] });
  });

  it('refuses a zip cut short anywhere', async () => {
    const zip = zipOf(goodParts());
    for (const length of [10, zip.length / 4, zip.length / 2, zip.length - 30, zip.length - 1]) {
      expect((await refusal(zip.subarray(0, Math.floor(length)))).key).toBe('import.unreadable');
    }
  });

  it('refuses a wrong size in the central directory', async () => {
    const zip = zipOf(goodParts());
    const intact = await readAll(zip);
    const { central } = partOffsets(zip, SHEET);
    const withField = (field: number, delta: number) => {
      const damaged = Buffer.from(zip);
      damaged.writeUInt32LE(damaged.readUInt32LE(central + field) + delta, central + field);
      return damaged;
    };
    // inflated size (+24) up or down, packed size (+20) cut short
    for (const damaged of [withField(24, 1), withField(24, -1), withField(20, -7)]) {
      expect((await refusal(damaged)).key).toBe('import.unreadable');
    }
    // a packed size too large only lets zlib see bytes after the stream's end, which it
    // ignores: the inflated size and CRC still prove the part whole
    expect(await readAll(withField(20, 100))).toEqual(intact);
  });

  it('reads through a wrong size in a local header: the central directory is the authority', async () => {
    const zip = zipOf(goodParts());
    const intact = await readAll(zip);
    const { local } = partOffsets(zip, SHEET);
    for (const field of [18, 22]) {
      const damaged = Buffer.from(zip);
      damaged.writeUInt32LE(damaged.readUInt32LE(local + field) + 1, local + field);
      expect(await readAll(damaged)).toEqual(intact);
    }
  });

  it('refuses flipped bytes anywhere in the packed sheet', async () => {
    const zip = zipOf(goodParts());
    const { start, packedSize } = partOffsets(zip, SHEET);
    for (let step = 1; step < 20; step += 1) {
      const damaged = Buffer.from(zip);
      const at = start + Math.floor((packedSize * step) / 20);
      damaged[at] = damaged[at]! ^ 0x5a;
      expect((await refusal(damaged)).key).toBe('import.unreadable');
    }
  });

  it('refuses an exceljs workbook with one size field changed or deflate bytes flipped', async () => {
    const file = await exceljsWorkbook();
    expect(await readAll(file)).toHaveLength(201);
    const { central, start } = partOffsets(file, SHEET);
    const sized = Buffer.from(file);
    sized.writeUInt32LE(sized.readUInt32LE(central + 24) + 3, central + 24);
    expect((await refusal(sized)).key).toBe('import.unreadable');

    const flipped = Buffer.from(file);
    for (let i = 40; i < 48; i += 1) flipped[start + i] = flipped[start + i]! ^ 0xff;
    expect((await refusal(flipped)).key).toBe('import.unreadable');
  });
});

describe('limits', () => {
  const bombParts = (times: number, declaredSize?: number) =>
    workbookParts({
      sheets: [{ name: 'S', rows: '' }],
      omit: ['xl/worksheets/sheet1.xml'],
      extra: [
        {
          ...repeatedPart('xl/worksheets/sheet1.xml', {
            head: sheetXml('').replace('</sheetData></worksheet>', ''),
            // 1 MB of the same row, over and over
            repeated:
              `<row>${inlineCell('A1', 'x'.repeat(1_000)).replace(' r="A1"', '')}</row>`.repeat(
                Math.floor(MB / 1_036),
              ),
            times,
            tail: '</sheetData></worksheet>',
          }),
          declaredSize,
        },
      ],
    });

  it('refuses a zip bomb (≈ 400 MB inflated) from its declared size, before inflating it', async () => {
    const zip = zipOf(bombParts(400));
    expect(zip.length).toBeLessThan(1.5 * MB);
    expect(await refusal(zip)).toEqual({ key: 'import.inflatedTooLarge', params: { max: 200 } });
  });

  it('refuses a bomb whose headers lie about its size, at the declared size, not its real one', async () => {
    const lying = zipOf(bombParts(400, 512 * 1024));
    expect((await refusal(lying)).key).toBe('import.unreadable');
  });

  it('refuses a part that inflates over 100 times its packed size', async () => {
    const zip = zipOf(bombParts(20));
    expect(await refusal(zip)).toEqual({ key: 'import.compressionRatio', params: { max: 100 } });
    // under the floor (1 MB) a high ratio is allowed: the rows of a small repetitive sheet
    const small = xlsxOf({
      sheets: [{ name: 'S', rows: `<row r="1">${inlineCell('A1', 'y'.repeat(30_000))}</row>` }],
    });
    expect(await readAll(small)).toHaveLength(1);
  });

  it('refuses a zip with too many entries', async () => {
    const parts = [
      ...goodParts(),
      ...Array.from({ length: 30 }, (_, i) => ({ name: `xl/media/image${i}.png`, data: 'x' })),
    ];
    expect(await refusal(zipOf(parts), { ...defaultImportLimits, maxZipEntries: 20 })).toEqual({
      key: 'import.tooManyParts',
      params: { max: 20 },
    });
    expect(await readAll(zipOf(parts))).toHaveLength(300);
  });

  it('refuses a cell over 32,767 characters, naming it, and reads one of exactly 32,767', async () => {
    const inline = (length: number) =>
      xlsxOf({
        sheets: [
          {
            name: 'S',
            rows: `<row r="1">${inlineCell('A1', 'h')}</row><row r="2">${inlineCell('B2', 'z'.repeat(length))}</row>`,
          },
        ],
      });
    expect(await refusal(inline(32_768))).toEqual({
      key: 'import.cellTooLong',
      params: { cell: 'B2', max: 32_767 },
    });
    expect((await readAll(inline(32_767)))[1]!.values[1]).toHaveLength(32_767);

    const shared = xlsxOf({
      sharedStrings: ['<t>ok</t>', `<t>${'长'.repeat(40_000)}</t>`],
      sheets: [
        {
          name: 'S',
          rows: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>',
        },
      ],
    });
    expect(await refusal(shared)).toEqual({
      key: 'import.cellTooLong',
      params: { cell: 'C1', max: 32_767 },
    });
    const number = xlsxOf({
      sheets: [{ name: 'S', rows: `<row r="1"><c r="D1"><v>${'9'.repeat(40_000)}</v></c></row>` }],
    });
    expect(await refusal(number)).toEqual({
      key: 'import.cellTooLong',
      params: { cell: 'D1', max: 32_767 },
    });
  });

  it('refuses cell and row positions past the sheet edge', async () => {
    for (const rows of [
      '<row r="1048577"><c><v>1</v></c></row>',
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
    ]) {
      expect((await refusal(xlsxOf({ sheets: [{ name: 'S', rows }] }))).key).toBe(
        'import.unreadable',
      );
    }
  });
});
