import { LANGUAGES, type Language } from '@lading/shared';

/** A column of an import file: the field it feeds and its header in either language. */
export interface ImportColumnBase {
  field: string;
  required: boolean;
  title: (lang: Language) => string;
  width: number;
  /**
   * A column read only when the file lacks the column of this (required) field: it names the
   * same thing another way (the supplier's name for its code). When both are there, it is not
   * read.
   */
  standsInFor?: string;
}

/** How a kind of import names its columns in messages. */
export type ColumnTitle = (field: string, lang: Language) => string;

/** The header as the template writes it: required columns marked `*`. */
export const templateHeader = (column: ImportColumnBase, lang: Language) =>
  `${column.title(lang)}${column.required ? ' *' : ''}`;

/** Characters a cell can carry that nobody sees: zero-width spaces and joiners, BOM, soft hyphen, direction marks. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
/** A unit in brackets at the end: "Order Qty (pcs)", "Unit Price (USD)", "折扣 (%)". */
const TRAILING_UNIT = /\s*\([^()]*\)$/;

/**
 * A header as people write it, reduced to what names the column: NFKC (full-width ＊ （）／,
 * letters and digits, the ideographic space → ASCII), invisible characters dropped, line
 * breaks and runs of spaces (NBSP included) as one space, the required marker `*` and a unit in
 * brackets at the end dropped, case ignored.
 */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(TRAILING_UNIT, '')
    .trim()
    .toLowerCase();

/**
 * The halves of a header that names a column in two languages: "PO Number / 采购订单号",
 * "订单数量\nOrder Qty", "单价／Unit Price" — split on line breaks, on a slash with a space on
 * either side, and on a slash that touches a CJK character ("Net weight/pc" stays whole).
 */
const headerHalves = (text: string) =>
  text
    .normalize('NFKC')
    .split(/[\r\n]+|\s+\/\s*|\s*\/\s+|(?<=[\u3000-\u9fff])\/|\/(?=[\u3000-\u9fff])/)
    .map(normalizeHeader)
    .filter((half) => half !== '');

/**
 * The header lookup of a column set: `lookup(text)` is the column a header names — English,
 * Chinese, an alias, or both languages joined (either half) — `null` for a header that is
 * recognized but never read (an export's computed or descriptive column; it wins over an alias),
 * `undefined` for one not known. Two columns claiming one header is a mistake in the column
 * set, thrown when the lookup is built.
 */
export function headerLookup<C extends ImportColumnBase>(
  columns: readonly C[],
  options: { ignored?: readonly string[]; aliases?: (column: C) => readonly string[] } = {},
): (text: string) => C | null | undefined {
  const byHeader = new Map<string, C>();
  const claim = (header: string, column: C) => {
    const key = normalizeHeader(header);
    const owner = byHeader.get(key);
    if (owner && owner !== column) {
      throw new Error(`header "${header}" names both ${owner.field} and ${column.field}`);
    }
    byHeader.set(key, column);
  };
  for (const column of columns) {
    for (const lang of LANGUAGES) claim(column.title(lang), column);
    for (const alias of options.aliases?.(column) ?? []) claim(alias, column);
  }
  const ignored = new Set((options.ignored ?? []).map(normalizeHeader));
  const named = (key: string) => (ignored.has(key) ? null : byHeader.get(key));
  return (text) => {
    const whole = normalizeHeader(text);
    if (!whole) return undefined;
    const direct = named(whole);
    if (direct !== undefined) return direct;
    let known: null | undefined;
    for (const half of headerHalves(text)) {
      const column = named(half);
      if (column) return column;
      if (column === null) known = null;
    }
    return known;
  };
}

/** An .xlsx column letter (0 → A, 26 → AA). */
export const columnLetter = (index: number) => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};
