import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defaultImportLimits } from '../../config';
import { inlineCell, xlsxOf } from './xlsx-reader/xlsx-files.test-support';
import { dataSheet, openWorkbook, type XlsxRow, type XlsxSheet } from './xlsx-worksheets';

const fixture = (name: string) =>
  readFileSync(new URL(`./xlsx-reader/fixtures/${name}`, import.meta.url));

async function rowsOf(sheet: XlsxSheet | undefined, pause = false): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const batch of sheet!.rows()) {
    rows.push(...batch);
    // a consumer that awaits between batches (the import writes progress)
    if (pause) await sleep(1);
  }
  return rows;
}

const dataRows = async (file: Buffer) =>
  rowsOf(dataSheet(await openWorkbook(file, defaultImportLimits)));

/** A workbook as exceljs writes it: worksheets stored before workbook.xml. */
async function twoSheets(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Data');
  data.addRow(['productId', 'name', 'qty', 'due']);
  for (let i = 1; i <= rows; i += 1) {
    data.addRow([`P${i}`, `产品 ${i % 7}`, i, new Date(Date.UTC(2026, 10, 26))]);
  }
  workbook.addWorksheet('Instructions').addRow(['read me']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('openWorkbook on what exceljs writes', () => {
  it('reads every tab and every row, shared strings and dates resolved', async () => {
    const workbook = await openWorkbook(await twoSheets(1_200), defaultImportLimits);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Data', 'Instructions']);
    const data = await rowsOf(workbook.sheets[0], true);
    expect(data).toHaveLength(1_201);
    expect(data[0]).toEqual({ row: 1, values: ['productId', 'name', 'qty', 'due'] });
    expect(data[1_200]).toEqual({
      row: 1_201,
      values: ['P1200', '产品 3', 1200, { date: '2026-11-26' }],
    });
    expect(await rowsOf(workbook.sheets[1])).toEqual([{ row: 1, values: ['read me'] }]);
  });

  it('gives the same answer on every one of many concurrent reads', async () => {
    const file = await twoSheets(300);
    const reads = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        rowsOf(dataSheet(await openWorkbook(file, defaultImportLimits)), i % 2 === 0),
      ),
    );
    for (const rows of reads) expect(rows).toHaveLength(301);
  });
});

describe('tabs', () => {
  it('takes the tabs in the order the workbook lists them, not by part number', async () => {
    const file = xlsxOf({
      sheets: [
        { name: 'New', part: 'sheet2.xml', rows: `<row r="1">${inlineCell('A1', 'new')}</row>` },
        { name: 'Old', part: 'sheet1.xml', rows: `<row r="1">${inlineCell('A1', 'old')}</row>` },
      ],
    });
    const workbook = await openWorkbook(file, defaultImportLimits);
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.path])).toEqual([
      ['New', 'xl/worksheets/sheet2.xml'],
      ['Old', 'xl/worksheets/sheet1.xml'],
    ]);
    expect(await rowsOf(dataSheet(workbook))).toEqual([{ row: 1, values: ['new'] }]);
  });

  it('skips a hidden first tab: the data sheet is the first visible one', async () => {
    const file = xlsxOf({
      sheets: [
        { name: 'Lists', hidden: true, rows: `<row r="1">${inlineCell('A1', 'lookup')}</row>` },
        { name: 'Data', rows: `<row r="1">${inlineCell('A1', 'data')}</row>` },
      ],
    });
    const workbook = await openWorkbook(file, defaultImportLimits);
    expect(workbook.sheets.map((sheet) => sheet.hidden)).toEqual([true, false]);
    expect(dataSheet(workbook)?.name).toBe('Data');
  });

  it('reads the first tab of a workbook whose tabs were re-ordered (sheet2.xml first)', async () => {
    const workbook = await openWorkbook(fixture('po-v59-reordered-tabs.xlsx'), defaultImportLimits);
    expect(workbook.sheets.map((sheet) => sheet.path)).toEqual([
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const rows = await rowsOf(dataSheet(workbook));
    // the first tab's line: qty 1200, RDD 2026-11-26 (sheet1.xml holds 1201 and a week earlier)
    expect(rows[1]!.values.slice(0, 2)).toEqual(['XL-V59-A', 10]);
    expect(rows[1]!.values[8]).toBe(1200);
    expect(rows[1]!.values[12]).toEqual({ date: '2026-11-26' });
  });

  it('reads the first visible tab after a hidden lookup sheet (po-v58)', async () => {
    const workbook = await openWorkbook(fixture('po-v58-hidden-first.xlsx'), defaultImportLimits);
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.hidden])).toEqual([
      ['Lists', true],
      ['PO lines', false],
    ]);
    expect((await rowsOf(dataSheet(workbook)))[1]!.values[0]).toBe('XL-V58-A');
  });
});

describe('cell values', () => {
  const styles =
    '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/>' +
    '<numFmt numFmtId="165" formatCode="&quot;day&quot; 0.00;[Red]\\-0.00"/></numFmts>' +
    '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/>' +
    '<xf numFmtId="165"/><xf numFmtId="22"/></cellXfs>';

  it('reads a date-formatted number (built-in and custom formats) as a date', async () => {
    const rows = await dataRows(
      xlsxOf({
        styles,
        sheets: [
          {
            name: 'S',
            rows:
              '<row r="1"><c r="A1" s="1"><v>46352</v></c><c r="B1" s="2"><v>46352</v></c>' +
              '<c r="C1" s="3"><v>46352</v></c><c r="D1" s="0"><v>46352</v></c>' +
              '<c r="E1" s="4"><v>46352.604166666664</v></c></row>',
          },
        ],
      }),
    );
    expect(rows[0]!.values).toEqual([
      { date: '2026-11-26' },
      { date: '2026-11-26' },
      46352, // "day" 0.00: the d is quoted text, not a date
      46352,
      { date: '2026-11-26T14:30:00' },
    ]);
  });

  it('reads a percent-formatted number as the percent Excel shows (built-in and custom formats)', async () => {
    const percentStyles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="0.0%"/>' +
      '<numFmt numFmtId="165" formatCode="0.00&quot;%&quot;"/></numFmts>' +
      '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="9"/><xf numFmtId="10"/>' +
      '<xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const rows = await dataRows(
      xlsxOf({
        styles: percentStyles,
        sheets: [
          {
            name: 'S',
            rows:
              '<row r="1"><c r="A1" s="1"><v>0.05</v></c><c r="B1" s="2"><v>0.025</v></c>' +
              '<c r="C1" s="3"><v>0.07</v></c><c r="D1" s="4"><v>5</v></c>' +
              '<c r="E1" s="0"><v>0.05</v></c></row>',
          },
        ],
      }),
    );
    // 0.00"%": the % is quoted text, the number is shown as it is
    expect(rows[0]!.values).toEqual([5, 2.5, 7, 5, 0.05]);
  });

  it('counts serials from 1904-01-01 in a 1904 workbook', async () => {
    const file = (date1904: boolean) =>
      xlsxOf({
        date1904,
        styles,
        sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" s="1"><v>44890</v></c></row>' }],
      });
    expect((await dataRows(file(true)))[0]!.values).toEqual([{ date: '2026-11-26' }]);
    expect((await dataRows(file(false)))[0]!.values).toEqual([{ date: '2022-11-25' }]);
    const workbook = await openWorkbook(fixture('po-v23-1904.xlsx'), defaultImportLimits);
    expect(workbook.date1904).toBe(true);
    expect((await rowsOf(dataSheet(workbook)))[1]!.values[12]).toEqual({ date: '2026-11-26' });
  });

  it('reads booleans, formula strings, errors, ISO dates and formulas with and without values', async () => {
    const rows = await dataRows(
      xlsxOf({
        sheets: [
          {
            name: 'S',
            rows:
              '<row r="1"><c r="A1" t="b"><v>1</v></c><c r="B1" t="b"><v>0</v></c>' +
              '<c r="C1" t="str"><f>A2&amp;"x"</f><v>POx</v></c><c r="D1" t="e"><v>#N/A</v></c>' +
              '<c r="E1" t="e"><f>VLOOKUP(A1,B:B,2,0)</f><v>#N/A</v></c>' +
              '<c r="F1" t="d"><v>2026-11-26T00:00:00</v></c>' +
              '<c r="G1"><f>2*3</f><v>6</v></c><c r="H1"><f>B2*C2</f></c>' +
              '<c r="I1"><f t="shared" si="0"/></c></row>',
          },
        ],
      }),
    );
    expect(rows[0]!.values).toEqual([
      true,
      false,
      'POx',
      { error: '#N/A' },
      { error: '#N/A' },
      { date: '2026-11-26T00:00:00' },
      6,
      { formula: true },
      { formula: true },
    ]);
  });

  it('joins rich text runs, leaves phonetic runs out, and decodes _xHHHH_', async () => {
    const rows = await dataRows(
      xlsxOf({
        sharedStrings: [
          '<r><rPr><b/></rPr><t>PO</t></r><r><t xml:space="preserve"> Number</t></r><r><rPr><color rgb="FFFF0000"/></rPr><t> *</t></r>',
          '<t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
          '<t>a_x000D_b</t>',
        ],
        sheets: [
          {
            name: 'S',
            rows:
              '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
              '<c r="C1" t="s"><v>2</v></c>' +
              '<c r="D1" t="inlineStr"><is><r><rPr><b/></rPr><t>Li</t></r><r><t xml:space="preserve"> Wei</t></r></is></c></row>',
          },
        ],
      }),
    );
    expect(rows[0]!.values).toEqual(['PO Number *', '東京', 'a\rb', 'Li Wei']);
  });

  it('places rows and cells without r= by counting, and skips rows with no value', async () => {
    const rows = await dataRows(
      xlsxOf({
        sheets: [
          {
            name: 'S',
            rows:
              `<row>${inlineCell('A1', 'h1').replace(' r="A1"', '')}<c t="inlineStr"><is><t>h2</t></is></c></row>` +
              '<row><c><v>1</v></c><c r="D2"><v>4</v></c><c><v>5</v></c></row>' +
              '<row r="7" s="1" customFormat="1"/>' +
              '<row><c><v>8</v></c></row>',
          },
        ],
      }),
    );
    expect(rows).toEqual([
      { row: 1, values: ['h1', 'h2'] },
      { row: 2, values: [1, undefined, undefined, 4, 5] },
      { row: 8, values: [8] },
    ]);
  });

  it('keeps a Chinese character whole where an inflated chunk boundary splits it', async () => {
    // 3-byte characters in a part far larger than one inflated chunk (16 KB): every
    // boundary that falls inside a character must still decode it whole.
    const names = Array.from({ length: 4_000 }, (_, i) => `型号规格说明书第${i}号产品名称`);
    const rows = await dataRows(
      xlsxOf({
        sharedStrings: names.map((name) => `<t>${name}</t>`),
        sheets: [
          {
            name: 'S',
            rows: names
              .map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`)
              .join(''),
          },
        ],
      }),
    );
    expect(rows.map((row) => row.values[0])).toEqual(names);
  });

  it('reads 1,500 Chinese model names in shared strings exactly (pr-v92)', async () => {
    const rows = await dataRows(fixture('pr-v92-chinese-1500.xlsx'));
    expect(rows).toHaveLength(1_501);
    const n = Array.from({ length: 1_500 }, (_, i) => i + 1);
    expect(rows.slice(1).map((row) => row.values[2])).toEqual(n.map((i) => `太阳能家用套件${i}号`));
    expect(rows.slice(1).map((row) => row.values[4])).toEqual(
      n.map((i) => `光伏组件 ${i} 型 · 双面发电（华东仓）`),
    );
  });

  it('reads what openpyxl, xlsxwriter and LibreOffice write', async () => {
    const [richText, naValues, formulas, withTime, constantMemory, libreOffice] = await Promise.all(
      [
        'po-v51-richtext-data.xlsx',
        'po-v66-NA-values.xlsx',
        'po-v60-openpyxl-formulas.xlsx',
        'po-v19-date.xlsx',
        'po-v73-xw-constant-memory.xlsx',
        'po-v80-filled.xlsx',
      ].map((name) => dataRows(fixture(name))),
    );
    expect(richText!.slice(1).every((row) => typeof row.values[3] === 'string')).toBe(true);
    expect(richText![1]!.values[3]).toBe('Li Wei');
    expect(
      naValues!.flatMap((row) => row.values).filter((value) => typeof value === 'object'),
    ).toContainEqual({ error: '#N/A' });
    expect(formulas![1]!.values[8]).toEqual({ formula: true });
    expect(withTime![1]!.values[12]).toEqual({ date: '2026-11-26T14:30:00' });
    for (const rows of [constantMemory!, libreOffice!]) {
      expect(rows[0]!.values[0]).toMatch(/^PO Number/);
      expect(rows.length).toBeGreaterThan(10);
    }
  });
});
