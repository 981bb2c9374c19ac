import { BadRequest } from '../http/errors';
import { MissingColumns } from './header-mappings';
import type { ImportColumnBase } from './import-columns';
import type { CellValue, SheetSpec } from './sheet-spec';
import type { UploadSheet } from './xlsx-reader/worker-rows';
import type { SheetFacts, XlsxCell, XlsxRow } from './xlsx-worksheets';

/**
 * Where the data is (docs/decisions, issue 24 — headers): the header row is looked for in the
 * first HEADER_SEARCH_ROWS rows of a sheet — a title row or a row of merged group cells may sit
 * above it — and the data sheet is the first visible tab where one is found (a README or a
 * lookup tab before it is passed over).
 */
export const HEADER_SEARCH_ROWS = 10;

/** The columns a row names (a header that is known but not read names none). */
function namedColumns<C extends ImportColumnBase>(spec: SheetSpec<C>, values: CellValue[]) {
  const named = new Set<C>();
  for (const value of values) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const column = spec.columnForHeader(String(value));
    if (column) named.add(column);
  }
  return named;
}

/**
 * The header row among a sheet's first rows: of the rows that name every required column, the
 * one that names the most columns (the first on a tie) — so a title row, a group row, or a
 * data row that happens to hold a header word is never taken. `undefined`: no row names them.
 */
export function findHeaderRow<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  rows: readonly CellValue[][],
): number | undefined {
  let header: number | undefined;
  let most = 0;
  rows.forEach((values, at) => {
    const named = namedColumns(spec, values);
    if (missingColumns(spec.columns, named).length > 0) return;
    if (named.size > most) {
      header = at;
      most = named.size;
    }
  });
  return header;
}

/**
 * The header row: each position's index in spec.columns (-1: a column not read); every
 * required column must be there, once.
 */
export function headerColumns<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  values: CellValue[],
): number[] {
  const columns = values.map((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? spec.columnForHeader(String(value))
      : undefined,
  );
  const seen = new Set<C>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column)) throw new BadRequest('import.duplicateColumn', { columns: column.field });
    seen.add(column);
  }
  const missing = missingColumns(spec.columns, seen);
  if (missing.length > 0) {
    throw new MissingColumns(
      missing.map((column) => column.field),
      headerTexts(values),
      spec.columns,
    );
  }
  // a stand-in is not read when the column it stands in for is there
  const read = (column: C) =>
    !column.standsInFor || ![...seen].some((c) => c.field === column.standsInFor);
  return columns.map((column) => (column && read(column) ? spec.columns.indexOf(column) : -1));
}

/** A header row's texts, in order (blank cells left out): what a user can map a column from. */
const headerTexts = (values: CellValue[]) =>
  values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).trim())
    .filter((text) => text !== '');

/** The required columns a header row lacks (one whose stand-in is there is not lacking). */
function missingColumns<C extends ImportColumnBase>(columns: readonly C[], named: Set<C>) {
  return columns.filter(
    (column) =>
      column.required &&
      !named.has(column) &&
      ![...named].some((other) => other.standsInFor === column.field),
  );
}

/** The data sheet of an upload, positioned after its header row. */
export interface DataSheet {
  /** For each position in the file, the index of its column in spec.columns (-1: not read). */
  indexes: number[];
  /** The rows under the header, in batches, as the sheet streams them. */
  rows: AsyncIterable<XlsxRow[]>;
  /** What the sheet says after its rows, once they are all read. */
  facts: SheetFacts;
  /** Ends the reading (the sheets after this one are never read). */
  close: () => Promise<void>;
}

/**
 * The first sheet whose header row is found (findHeaderRow), reading each sheet only as far as
 * its first HEADER_SEARCH_ROWS rows before passing on to the next. `undefined` when no sheet
 * has a row at all. When no sheet has a header row, the refusal is the one of the first
 * sheet's likeliest header row (the row naming the most columns): the required columns it
 * misses, or a column named twice.
 */
export async function findDataSheet<C extends ImportColumnBase>(
  spec: SheetSpec<C>,
  sheets: AsyncIterable<UploadSheet>,
  plainCell: (value: XlsxCell | undefined) => CellValue,
): Promise<DataSheet | undefined> {
  const tabs = sheets[Symbol.asyncIterator]();
  const close = async () => {
    await tabs.return?.();
  };
  let firstHead: CellValue[][] | undefined;
  try {
    for (let tab = await tabs.next(); !tab.done; tab = await tabs.next()) {
      const sheet = tab.value;
      const batches = sheet.rows[Symbol.asyncIterator]();
      const head: XlsxRow[] = [];
      let rest: XlsxRow[] = [];
      let ended = false;
      while (head.length < HEADER_SEARCH_ROWS) {
        const next = await batches.next();
        if (next.done) {
          ended = true;
          break;
        }
        const room = HEADER_SEARCH_ROWS - head.length;
        head.push(...next.value.slice(0, room));
        rest = next.value.slice(room);
      }
      if (head.length === 0) continue;
      const cells = head.map((row) => row.values.map(plainCell));
      firstHead ??= cells;
      const at = findHeaderRow(spec, cells);
      if (at === undefined) continue;
      const indexes = headerColumns(spec, cells[at]!);
      const under = [...head.slice(at + 1), ...rest];
      return {
        indexes,
        facts: sheet.facts,
        close,
        rows: (async function* () {
          if (under.length > 0) yield under;
          if (ended) return;
          for (let next = await batches.next(); !next.done; next = await batches.next()) {
            yield next.value;
          }
        })(),
      };
    }
  } catch (error) {
    await close();
    throw error;
  }
  await close();
  if (!firstHead) return undefined;
  const likeliest = firstHead.reduce((best, values) =>
    namedColumns(spec, values).size > namedColumns(spec, best).size ? values : best,
  );
  headerColumns(spec, likeliest);
  throw new MissingColumns(
    spec.columns.filter((column) => column.required).map((column) => column.field),
    headerTexts(likeliest),
    spec.columns,
  );
}
