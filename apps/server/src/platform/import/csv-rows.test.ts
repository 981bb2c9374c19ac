import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { csvRecords, csvRows, csvSeparator, decodeCsv } from './csv-rows';
import type { XlsxRow } from './xlsx-worksheets';

const variant = (name: string) =>
  readFileSync(
    new URL(`../../../../../test-fixtures/xlsx-variants/files/${name}`, import.meta.url),
  );

const fields = (text: string, max = 32_767) =>
  [...csvRecords(text, max)].map((record) => record.fields);

function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { status, key, params } = error as AppError;
    return { status, key, params };
  }
  throw new Error('not refused');
}

async function rowsOf(file: Buffer, maxCellChars = 32_767) {
  const rows: XlsxRow[] = [];
  for await (const batch of csvRows(file, { maxCellChars })) rows.push(...batch);
  return rows;
}

describe('csvRecords: RFC 4180 and what spreadsheets write', () => {
  const cases: [string, string, string[][]][] = [
    [
      'plain fields, LF',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CR alone (old Mac)',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no line break at the end',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty fields',
      'a,,c\n,,\n',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    ['a trailing separator', 'a,b,\n', [['a', 'b', '']]],
    ['a quoted separator', '"a,b",c\n', [['a,b', 'c']]],
    ['a doubled quote', '"say ""hi""",x\n', [['say "hi"', 'x']]],
    [
      'a quoted CRLF',
      '"line 1\r\nline 2",x\r\ny,z\r\n',
      [
        ['line 1\r\nline 2', 'x'],
        ['y', 'z'],
      ],
    ],
    ['an empty quoted field', '"",b\n', [['', 'b']]],
    ['text after a closing quote kept (as Excel does)', '"12"kg,b\n', [['12kg', 'b']]],
    ['a quote inside an unquoted field is text', 'a"b,c\n', [['a"b', 'c']]],
    ['spaces kept as they are', ' a , b \n', [[' a ', ' b ']]],
    [
      'semicolons when the first line has no comma',
      'a;b\n1,5;2\n',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    [
      'tabs when the first line has no comma',
      'a\tb\n1\t2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['commas win when the first line has one', 'a,b;c\n', [['a', 'b;c']]],
    [
      'an Excel sep= line',
      'sep=;\r\na;b\r\n1;2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a blank line is an empty record', 'a\n\nb\n', [['a'], [''], ['b']]],
  ];
  it.each(cases)('%s', (_what, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('numbers rows as Excel shows them: a quoted line break does not start a row', () => {
    const rows = [...csvRecords('h,i\n"a\nb",c\nd,e\n', 100)].map((record) => record.row);
    expect(rows).toEqual([1, 2, 3]);
  });

  it('refuses a quoted cell never closed, naming its row', () => {
    expect(refusal(() => fields('a,b\n1,"2\n3,4\n'))).toEqual({
      status: 400,
      key: 'import.csvOpenQuote',
      params: { row: 2 },
    });
  });

  it('refuses a cell past the cell limit, naming it as Excel would (column letter and row)', () => {
    expect(refusal(() => fields(`a,b\n1,${'x'.repeat(11)}\n`, 10))).toEqual({
      status: 400,
      key: 'import.cellTooLong',
      params: { cell: 'B2', max: 10 },
    });
    expect(refusal(() => fields(`a,b\n"${'x'.repeat(6)}""${'y'.repeat(6)}",b\n`, 10))).toEqual({
      status: 400,
      key: 'import.cellTooLong',
      params: { cell: 'A2', max: 10 },
    });
  });
});

describe('csvSeparator', () => {
  const cases: [string, string][] = [
    ['a,b,c', ','],
    ['a;b;c', ';'],
    ['a\tb\tc', '\t'],
    ['a;b\tc;d', ';'],
    ['a\tb\tc;d', '\t'],
    ['a', ','],
  ];
  it.each(cases)('%j → %j', (line, separator) => {
    expect(csvSeparator(line)).toBe(separator);
  });
});

describe('decodeCsv', () => {
  const cases: [string, Buffer, string][] = [
    ['UTF-8 without a BOM', Buffer.from('采购订单号,行号'), '采购订单号,行号'],
    ['UTF-8 with a BOM (dropped)', Buffer.from('\uFEFF采购订单号,行号'), '采购订单号,行号'],
    ['GBK', Buffer.from('b2c9b9bab6a9b5a5bac52cd0d0bac5', 'hex'), '采购订单号,行号'],
  ];
  it.each(cases)('%s', (_what, bytes, text) => {
    expect(decodeCsv(bytes)).toBe(text);
  });

  it('reads the same header from the UTF-8 (BOM) and the GBK files of the set', () => {
    const header = (file: string) => decodeCsv(variant(file)).split(/\r?\n/, 1)[0];
    expect(header('po-v85-gbk.csv')).toBe(header('po-v84-utf8bom.csv'));
    expect(header('po-v85-gbk.csv')).toMatch(/^采购订单号 \*,行号 \*,供应商代码 \*/);
  });
});

describe('csvRows: the rows the xlsx reader would hand over', () => {
  it('gives each row its number and its cells as text, empty cells and blank rows left out', async () => {
    const rows = await rowsOf(
      Buffer.from('\uFEFFPO,Qty,Note\r\nPO-1,3,\r\n,,\r\n\r\nPO-2,0012,"a, b"\r\n'),
    );
    expect(rows).toEqual([
      { row: 1, values: ['PO', 'Qty', 'Note'] },
      { row: 2, values: ['PO-1', '3', undefined] },
      { row: 5, values: ['PO-2', '0012', 'a, b'] },
    ]);
  });

  it('reads the UTF-8 and the GBK file of the set to the same rows', async () => {
    const utf8 = await rowsOf(variant('po-v84-utf8bom.csv'));
    const gbk = await rowsOf(variant('po-v85-gbk.csv'));
    expect(utf8).toHaveLength(31);
    const asV84 = (rows: XlsxRow[]) => JSON.stringify(rows).replaceAll('XL-V85', 'XL-V84');
    expect(asV84(gbk)).toBe(JSON.stringify(utf8));
  });

  it('hands a big file over in batches', async () => {
    const lines = ['PO,Qty', ...Array.from({ length: 2_500 }, (_, i) => `PO-${i},${i}`)];
    const batches: number[] = [];
    for await (const batch of csvRows(Buffer.from(lines.join('\n')), { maxCellChars: 100 })) {
      batches.push(batch.length);
    }
    expect(batches).toEqual([1_000, 1_000, 501]);
  });
});
