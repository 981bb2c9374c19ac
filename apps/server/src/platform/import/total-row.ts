import type { ImportColumnBase } from './import-columns';

/** A cell as the sheet reader hands it to the test (sheet-spec's CellValue, or more). */
type Cell = unknown;

/** Which columns tell a total row: its key columns, and the columns that may hold numbers. */
export interface TotalRowSpec<C extends ImportColumnBase> {
  /** The fields that name a row (order number, product ID): blank or "Total" on a total row. */
  keys: readonly string[];
  /** Whether a column holds numbers (quantities, prices): the only place a total row has any. */
  numeric: (column: C) => boolean;
}

/** "Total", "Grand total", "Subtotal:", "Sum", "合计", "总计：", "小计", "總計", "合計", "汇总". */
const TOTAL_WORD =
  /^(?:(?:(?:grand|sub)[\s-]?)?totals?|sum|合计|总计|小计|總計|合計|小計|汇总|匯總|共计)\s*[:：]?$/i;
const isTotalWord = (value: Cell) => typeof value === 'string' && TOTAL_WORD.test(value.trim());

/** A number as a cell holds it: a number, or text with digits, separators, a sign, a %. */
const isNumber = (value: Cell) =>
  typeof value === 'number' ||
  (typeof value === 'string' && /\d/.test(value) && /^[-+]?[\d\s,.'’]*%?$/.test(value.trim()));

const isBlank = (value: Cell) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The test for a total row, told conservatively (docs/decisions, issue 24 — content): every
 * key column blank or a word like Total/合计; every other filled cell a number in a numeric
 * column or such a word; and something there (a number or the word). The sheet reader asks
 * it only of a row after which no row follows — a row like it above more data is data.
 * `cells[i]` is `columns[i]`'s value.
 */
export function totalRowTest<C extends ImportColumnBase>(
  columns: readonly C[],
  spec: TotalRowSpec<C>,
): (cells: readonly Cell[]) => boolean {
  const keys = new Set(spec.keys);
  const roles = columns.map((column) =>
    keys.has(column.field) ? 'key' : spec.numeric(column) ? 'number' : 'other',
  );
  return (cells) => {
    let something = false;
    for (let index = 0; index < roles.length; index++) {
      const value = cells[index];
      if (isBlank(value)) continue;
      if (isTotalWord(value)) something = true;
      else if (roles[index] === 'number' && isNumber(value)) something = true;
      else return false;
    }
    return something;
  };
}
