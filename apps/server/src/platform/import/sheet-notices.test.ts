import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultImportLimits } from '../../config';
import { headerLookup, type ImportColumnBase } from './import-columns';
import type { StoredNotice } from './import-issues';
import { readSheet, type SheetRow } from './sheet-reader';
import type { SheetSpec } from './sheet-spec';
import { totalRowTest } from './total-row';
import { inlineCell, xlsxOf } from './xlsx-reader/xlsx-files.test-support';
import { openWorkbook, type SheetFacts, type XlsxRow } from './xlsx-worksheets';

/*
 * Issue 24, "tell, never guess": rows hidden in Excel (by an AutoFilter or by hand) are
 * imported and told; a total row under the data is left out and told.
 */

const variant = (name: string) =>
  readFileSync(
    new URL(`../../../../../test-fixtures/xlsx-variants/files/${name}`, import.meta.url),
  );

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SHEET = 'xl/worksheets/sheet1.xml';

/** A one-sheet workbook whose sheet XML is `sheetData` plus what follows it. */
const workbookWith = (rows: string, after = '') =>
  xlsxOf({
    sheets: [{ name: 'Lines', rows: '' }],
    omit: [SHEET],
    extra: [
      {
        name: SHEET,
        data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData>${after}</worksheet>`,
      },
    ],
  });

const row = (n: number, cells: string, attributes = '') =>
  `<row r="${n}"${attributes}>${cells}</row>`;
const line = (n: number, po: string, qty: number, attributes = '') =>
  row(n, `${inlineCell(`A${n}`, po)}<c r="B${n}"><v>${qty}</v></c>`, attributes);
const HEADER = row(
  1,
  `${inlineCell('A1', 'po')}${inlineCell('B1', 'qty')}${inlineCell('C1', 'note')}`,
);
const FILTER =
  '<autoFilter ref="A1:C9"><filterColumn colId="0"><filters><filter val="PO-1"/></filters></filterColumn></autoFilter>';

async function sheetOf(file: Buffer) {
  const workbook = await openWorkbook(file, defaultImportLimits);
  const reading = workbook.sheets[0]!.rows();
  const rows: XlsxRow[] = [];
  for (;;) {
    const next = await reading.next();
    if (next.done) return { rows, facts: next.value as SheetFacts };
    rows.push(...next.value);
  }
}

describe('the xlsx reader: hidden rows and the AutoFilter', () => {
  it('flags a row Excel hides (hidden="1" or "true") and no other', async () => {
    const { rows, facts } = await sheetOf(
      workbookWith(
        HEADER +
          line(2, 'PO-1', 1) +
          line(3, 'PO-2', 2, ' hidden="1"') +
          line(4, 'PO-3', 3, ' hidden="true"') +
          line(5, 'PO-4', 4, ' hidden="0"'),
      ),
    );
    expect(rows.map((r) => [r.row, r.hidden ?? false])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
    ]);
    expect(facts).toEqual({ autoFilter: false });
  });

  it('tells a sheet with an AutoFilter (written after the rows)', async () => {
    const { facts } = await sheetOf(workbookWith(HEADER + line(2, 'PO-1', 1), FILTER));
    expect(facts).toEqual({ autoFilter: true });
  });

  it('reads po-v125 (a filter showing PO A): rows 12–31 hidden, the filter seen', async () => {
    const { rows, facts } = await sheetOf(variant('po-v125-filtered.xlsx'));
    expect(rows.filter((r) => r.hidden).map((r) => r.row)).toEqual(
      Array.from({ length: 20 }, (_, i) => 12 + i),
    );
    expect(facts).toEqual({ autoFilter: true });
  });
});

const column = (field: string, required = false): ImportColumnBase => ({
  field,
  required,
  title: () => field,
  width: 10,
});
const COLUMNS = [column('po', true), column('qty', true), column('note')];
const spec: SheetSpec<ImportColumnBase> = {
  columns: COLUMNS,
  columnForHeader: headerLookup(COLUMNS),
  totalRow: { keys: ['po'], numeric: (c) => c.field === 'qty' },
};

async function read(file: Buffer, withTotals = true) {
  const rows: SheetRow[] = [];
  const notices: StoredNotice[] = [];
  await readSheet(withTotals ? spec : { ...spec, totalRow: undefined }, file, defaultImportLimits, {
    onRow: (r) => rows.push(r),
    onRows: async () => {},
    onNotice: (notice) => notices.push(notice),
  });
  return { rows: rows.map((r) => r.row), notices };
}

describe('readSheet: hidden rows imported and told', () => {
  it('reads rows hidden by a filter as any other and tells how many', async () => {
    const file = workbookWith(
      HEADER +
        line(2, 'PO-1', 1) +
        line(3, 'PO-2', 2, ' hidden="1"') +
        line(4, 'PO-2', 3, ' hidden="1"') +
        line(5, 'PO-3', 4, ' hidden="1"'),
      FILTER,
    );
    expect(await read(file)).toEqual({
      rows: [2, 3, 4, 5],
      notices: [{ key: 'importNotice.filteredRows', params: { rows: 3 } }],
    });
  });

  it.each([
    [FILTER, 'importNotice.filteredRow'],
    ['', 'importNotice.hiddenRow'],
  ])('says "1 row" (filter %#), and "hidden" when the sheet has no filter', async (after, key) => {
    const file = workbookWith(
      HEADER + line(2, 'PO-1', 1) + line(3, 'PO-2', 2, ' hidden="1"'),
      after,
    );
    expect((await read(file)).notices).toEqual([{ key, params: { rows: 1 } }]);
  });

  it('tells nothing when no data row is hidden (a hidden blank row does not count)', async () => {
    const file = workbookWith(
      HEADER + line(2, 'PO-1', 1) + row(3, '', ' hidden="1"') + line(4, 'PO-2', 2),
      FILTER,
    );
    expect(await read(file)).toEqual({ rows: [2, 4], notices: [] });
  });
});

describe('readSheet: a total row under the data left out and told', () => {
  it('leaves out po-v65’s "Total" row 33 and tells it; the 30 lines are read', async () => {
    const rows: SheetRow[] = [];
    const notices: StoredNotice[] = [];
    const PO = ['PO Number', 'Line No.', 'Order Qty', 'Unit Price'].map((title) => ({
      ...column(title),
      title: () => title,
    }));
    const total = await readSheet(
      {
        columns: PO,
        columnForHeader: (text) => PO.find((c) => text.startsWith(c.field)),
        totalRow: { keys: ['PO Number'], numeric: (c) => c.field !== 'PO Number' },
      },
      variant('po-v65-totalrow.xlsx'),
      defaultImportLimits,
      {
        onRow: (r) => rows.push(r),
        onRows: async () => {},
        onNotice: (n) => notices.push(n),
      },
    );
    expect(total).toBe(30);
    expect(rows.at(-1)!.row).toBe(31);
    expect(notices).toEqual([{ key: 'importNotice.totalRow', params: { row: 33 } }]);
  });

  it.each([
    [
      '"Total" in the key column, a number in a numeric one',
      row(4, `${inlineCell('A4', 'Total')}<c r="B4"><v>3</v></c>`),
    ],
    ['"合计" and a number', row(4, `${inlineCell('A4', '合计')}<c r="B4"><v>3</v></c>`)],
    ['the key blank, a number only', row(4, '<c r="B4"><v>3</v></c>')],
    [
      '"Grand total:" in a text column',
      row(4, `${inlineCell('C4', 'Grand total:')}<c r="B4"><v>3</v></c>`),
    ],
  ])('leaves out the last row with %s', async (_what, totalRow) => {
    const file = workbookWith(HEADER + line(2, 'PO-1', 1) + line(3, 'PO-1', 2) + totalRow);
    expect(await read(file)).toEqual({
      rows: [2, 3],
      notices: [{ key: 'importNotice.totalRow', params: { row: 4 } }],
    });
  });

  it.each([
    [
      'a row like it with data after it',
      row(3, '<c r="B3"><v>3</v></c>') + line(4, 'PO-2', 1),
      [2, 3, 4],
    ],
    ['an order number in the key column', line(3, 'PO-2', 3), [2, 3]],
    [
      'text in a numeric column',
      row(3, `${inlineCell('A3', 'Total')}${inlineCell('B3', 'many')}`),
      [2, 3],
    ],
    [
      'a word that is not a total',
      row(3, `${inlineCell('C3', 'Totally late')}<c r="B3"><v>3</v></c>`),
      [2, 3],
    ],
  ])(
    'reads %s as data (refused or not by the import, never dropped)',
    async (_what, rows, read_) => {
      const file = workbookWith(HEADER + line(2, 'PO-1', 1) + rows);
      expect(await read(file)).toEqual({ rows: read_, notices: [] });
    },
  );

  it('never looks for a total row when the spec does not say how', async () => {
    const file = workbookWith(HEADER + line(2, 'PO-1', 1) + row(3, '<c r="B3"><v>3</v></c>'));
    expect(await read(file, false)).toEqual({ rows: [2, 3], notices: [] });
  });

  it('tells the same for a CSV', async () => {
    const csv = Buffer.from('po,qty,note\r\nPO-1,1,\r\nPO-2,2,\r\nTotal,3,\r\n');
    expect(await read(csv)).toEqual({
      rows: [2, 3],
      notices: [{ key: 'importNotice.totalRow', params: { row: 4 } }],
    });
  });
});

describe('totalRowTest', () => {
  const test = totalRowTest(COLUMNS, { keys: ['po'], numeric: (c) => c.field === 'qty' });
  const cases: [unknown[], boolean][] = [
    [['Total', 12, undefined], true],
    [['TOTAL', '1,200', undefined], true],
    [['总计：', 12, undefined], true],
    [['Subtotal', 12, undefined], true],
    [[undefined, 12, undefined], true],
    [[undefined, undefined, 'Sum'], true],
    [['Total', undefined, undefined], true],
    [[undefined, undefined, undefined], false],
    [['PO-1', 12, undefined], false],
    [['Total', 12, 'late'], false],
    [[undefined, 'twelve', undefined], false],
    [[undefined, 12, 34], false],
    [['Totals for November 2026 and more', 12, undefined], false],
  ];
  it.each(cases)('%j → %s', (cells, expected) => {
    expect(test(cells)).toBe(expected);
  });
});
