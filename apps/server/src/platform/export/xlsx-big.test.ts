import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeBigXlsx } from './xlsx-big';
import type { ExportColumn } from './xlsx-stream';

/* The streamed one-sheet .xlsx (issue 19 export tasks): what Excel readers read back. */

type Row = { code: string; qty: number | null; note: string | null };

const columns: ExportColumn<Row>[] = [
  { header: 'Code', width: 20, value: (row) => row.code },
  { header: '数量', value: (row) => row.qty },
  { header: 'Note', value: (row) => row.note },
];

async function written(pages: Row[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBigXlsx(out, 'Codes & more', columns, pages);
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return {
    name: sheet.name,
    rows: sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1)),
  };
}

describe('writeBigXlsx', () => {
  it('writes a sheet that reads back cell for cell: text, numbers, blanks, markup, formulas escaped', async () => {
    const bytes = await written([
      [
        { code: 'CT001', qty: 3, note: '=SUM(A1)' },
        { code: ' lead', qty: null, note: 'a <b> & "c"' },
      ],
      [{ code: '托盘', qty: 1.5, note: 'x\u0001y' }],
    ]);
    expect(await readBack(bytes)).toEqual({
      name: 'Codes & more',
      rows: [
        ['Code', '数量', 'Note'],
        ['CT001', 3, "'=SUM(A1)"],
        [' lead', undefined, 'a <b> & "c"'],
        ['托盘', 1.5, 'xy'],
      ],
    });
  });

  it('streams many rows, each page handed on as it comes', async () => {
    async function* pages() {
      for (let page = 0; page < 30; page++) {
        yield Array.from({ length: 100 }, (_, i) => ({
          code: `P${page * 100 + i}`,
          qty: i,
          note: null,
        }));
      }
    }
    const { rows } = await readBack(
      await (async () => {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on('data', (chunk: Buffer) => chunks.push(chunk));
        await writeBigXlsx(out, 'Many', columns, pages());
        return Buffer.concat(chunks);
      })(),
    );
    expect(rows).toHaveLength(3_001);
    expect(rows[3_000]).toEqual(['P2999', 99]);
  });
});
