import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { worksheetsOf, type StreamedRow } from './xlsx-worksheets';

/** A workbook as exceljs writes it: worksheets stored before workbook.xml. */
async function twoSheets(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Data');
  data.addRow(['productId', 'name', 'qty']);
  for (let i = 1; i <= rows; i += 1) data.addRow([`P${i}`, `产品 ${i % 7}`, i]);
  workbook.addWorksheet('Instructions').addRow(['read me']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readAll(file: Buffer, pause: boolean) {
  const sheets: unknown[][][] = [];
  for await (const sheet of worksheetsOf(file)) {
    const values: unknown[][] = [];
    for await (const row of sheet as AsyncIterable<StreamedRow>) {
      values.push((row.values as unknown[]).slice(1));
      // a consumer that awaits between rows (the import writes progress) — what made
      // exceljs's single streamed pass drop zip entries
      if (pause && row.number % 100 === 0) await sleep(1);
    }
    sheets.push(values);
  }
  return sheets;
}

describe('worksheetsOf', () => {
  it('reads every sheet and every row, shared strings resolved, in sheet order', async () => {
    const [data, instructions] = await readAll(await twoSheets(1_200), true);
    expect(data).toHaveLength(1_201);
    expect(data![0]).toEqual(['productId', 'name', 'qty']);
    expect(data![1_200]).toEqual(['P1200', '产品 3', 1200]);
    expect(instructions).toEqual([['read me']]);
  });

  it('gives the same answer on every one of many concurrent reads', async () => {
    const file = await twoSheets(300);
    const reads = await Promise.all(
      Array.from({ length: 40 }, (_, i) => readAll(file, i % 2 === 0)),
    );
    for (const sheets of reads) {
      expect(sheets.map((rows) => rows.length)).toEqual([301, 1]);
    }
  });

  it('refuses bytes that are not a zip', async () => {
    await expect(readAll(Buffer.from('not a workbook'), false)).rejects.toThrow();
  });
});
