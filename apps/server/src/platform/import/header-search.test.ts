import { describe, expect, it } from 'vitest';
import { defaultImportLimits } from '../../config';
import { AppError } from '../http/errors';
import { findDataSheet, findHeaderRow, HEADER_SEARCH_ROWS } from './header-search';
import { headerLookup, type ImportColumnBase } from './import-columns';
import { plainCell, readSheet, type SheetRow } from './sheet-reader';
import type { CellValue, SheetSpec } from './sheet-spec';
import { inlineCell, xlsxOf } from './xlsx-reader/xlsx-files.test-support';
import { sheetsInWorker, type UploadSheet } from './xlsx-reader/worker-rows';
import type { XlsxRow } from './xlsx-worksheets';

const column = (field: string, required = false): ImportColumnBase => ({
  field,
  required,
  title: () => field,
  width: 10,
});
const COLUMNS = [column('po', true), column('qty', true), column('due'), column('note')];
const spec: SheetSpec<ImportColumnBase> = {
  columns: COLUMNS,
  columnForHeader: headerLookup(COLUMNS, { ignored: ['supplier'] }),
};

describe('findHeaderRow', () => {
  const rows = (...values: CellValue[][]) => values;

  it('takes row 1 when it names the columns', () => {
    expect(findHeaderRow(spec, rows(['po', 'qty', 'due'], ['PO-1', 3, '2026-11-26']))).toBe(0);
  });

  it('passes over a title row and a row of group cells above the header', () => {
    const found = findHeaderRow(
      spec,
      rows(['Purchase orders, November'], ['po', undefined, 'Dates'], ['po', 'qty', 'due', 'note']),
    );
    expect(found).toBe(2);
  });

  it('of the rows naming every required column, takes the one naming the most', () => {
    expect(findHeaderRow(spec, rows(['po', 'qty'], ['po', 'qty', 'due', 'note']))).toBe(1);
    expect(findHeaderRow(spec, rows(['po', 'qty', 'due'], ['po', 'qty', 'note']))).toBe(0);
  });

  it('finds none when no row names every required column (known-but-ignored ones count for nothing)', () => {
    expect(findHeaderRow(spec, rows(['po', 'due', 'note'], ['qty', 'supplier']))).toBeUndefined();
    expect(findHeaderRow(spec, rows())).toBeUndefined();
  });
});

/** A sheet as the reader hands it over, from rows of plain values. */
const sheet = (name: string, rows: CellValue[][], batch = 2): UploadSheet => {
  const all: XlsxRow[] = rows.map((values, i) => ({
    row: i + 1,
    values: values.map((value) => (typeof value === 'object' ? undefined : value)),
  }));
  return {
    name,
    facts: { autoFilter: false },
    rows: (async function* () {
      for (let i = 0; i < all.length; i += batch) yield all.slice(i, i + batch);
    })(),
  };
};
async function* sheetsOf(...sheets: UploadSheet[]) {
  yield* sheets;
}
async function rowsUnder(found: Awaited<ReturnType<typeof findDataSheet>>) {
  const rows: XlsxRow[] = [];
  for await (const batch of found!.rows) rows.push(...batch);
  await found!.close();
  return rows.map((row) => row.row);
}

describe('findDataSheet', () => {
  it('is the first sheet with a header row; the rows under it follow, none lost', async () => {
    const readme = sheet('README', [['How to fill this file'], ['po = the PO number']]);
    const data = sheet('Lines', [['Title'], ['po', 'qty'], ['A', 1], ['B', 2], ['C', 3]]);
    const found = await findDataSheet(spec, sheetsOf(readme, data), plainCell);
    expect(found!.indexes).toEqual([0, 1]);
    expect(await rowsUnder(found)).toEqual([3, 4, 5]);
  });

  it('reads past the search window in the sheet it chose', async () => {
    const rows: CellValue[][] = [['po', 'qty']];
    for (let i = 0; i < HEADER_SEARCH_ROWS * 3; i += 1) rows.push([`PO-${i}`, i]);
    const found = await findDataSheet(spec, sheetsOf(sheet('S', rows, 7)), plainCell);
    expect(await rowsUnder(found)).toHaveLength(HEADER_SEARCH_ROWS * 3);
  });

  it('does not look for a header under the first rows', async () => {
    const rows: CellValue[][] = [];
    for (let i = 0; i < HEADER_SEARCH_ROWS; i += 1) rows.push([`note ${i}`]);
    rows.push(['po', 'qty'], ['A', 1]);
    const refused = await findDataSheet(spec, sheetsOf(sheet('S', rows)), plainCell).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).key).toBe('import.missingColumns');
  });

  it('without a header anywhere: the first sheet’s likeliest header row is refused, naming what it misses', async () => {
    const first = sheet('A', [['Title'], ['po', 'due', 'note'], ['A', '2026-11-26']]);
    const second = sheet('B', [['nothing here']]);
    const refused = await findDataSheet(spec, sheetsOf(first, second), plainCell).catch(
      (error: unknown) => error as AppError,
    );
    expect(refused).toMatchObject({ key: 'import.missingColumns', params: { columns: 'qty' } });
  });

  it('refuses a header row naming a column twice', async () => {
    const refused = await findDataSheet(
      spec,
      sheetsOf(sheet('A', [['po', 'qty', 'PO *']])),
      plainCell,
    ).catch((error: unknown) => error as AppError);
    expect(refused).toMatchObject({ key: 'import.duplicateColumn', params: { columns: 'po' } });
  });

  it('is undefined when no sheet has a row', async () => {
    expect(await findDataSheet(spec, sheetsOf(sheet('A', []), sheet('B', [])), plainCell)).toBe(
      undefined,
    );
  });
});

describe('the data sheet of a workbook (worker thread)', () => {
  const row = (r: number, values: string[]) =>
    `<row r="${r}">${values.map((v, i) => inlineCell(`${'ABCD'[i]}${r}`, v)).join('')}</row>`;

  async function read(file: Buffer) {
    const rows: SheetRow[] = [];
    await readSheet(spec, file, defaultImportLimits, {
      onRow: (sheetRow) => rows.push(sheetRow),
      onRows: async () => {},
    });
    return rows;
  }

  it('passes over a README tab and a hidden lookup tab, and never reads the tabs after the data', async () => {
    let readme = row(1, ['How to fill in the purchase-order file']);
    for (let r = 2; r <= 3_000; r += 1) readme += row(r, [`line ${r} of the instructions`]);
    const file = xlsxOf({
      sheets: [
        { name: 'Lookup', hidden: true, rows: row(1, ['po', 'qty']) + row(2, ['HIDDEN', '9']) },
        { name: 'README', rows: readme },
        {
          name: 'Lines',
          rows: row(1, ['PO lines — November']) + row(3, ['po', 'qty']) + row(4, ['PO-1', '3']),
        },
        // damaged: refused if it were read
        { name: 'Notes', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></row>' },
      ],
    });
    const rows = await read(file);
    expect(rows).toEqual([{ row: 4, cells: ['PO-1', '3', undefined, undefined] }]);
  });

  it('streams the sheets lazily: each is asked for after the one before', async () => {
    const file = xlsxOf({
      sheets: [
        { name: 'A', rows: row(1, ['a']) + row(2, ['b']) },
        { name: 'B', rows: row(1, ['c']) },
      ],
    });
    const seen: string[] = [];
    for await (const tab of sheetsInWorker(file, defaultImportLimits)) {
      seen.push(tab.name);
      if (tab.name === 'A') continue; // left unread: the worker drops the rest
      for await (const batch of tab.rows) seen.push(...batch.map((r) => String(r.values[0])));
    }
    expect(seen).toEqual(['A', 'B', 'c']);
  });
});
