import {
  formatCbm,
  formatDate,
  formatDateTime,
  formatKg,
  formatMoney,
  formatPackageCbm,
  formatPercent,
  formatQty,
} from '../format/format';
import { label, type LabelKey } from '../i18n/labels/label';
import type { Language } from '../i18n/languages';

/**
 * How a column's values read: plain text, a quantity (whole pieces), cubic metres of a load
 * (3 decimals) or of a package (6), a weight as entered (kg, 3 decimals), another number
 * (lengths, days: as it is), a date (YYYY-MM-DD), an instant (YYYY-MM-DD HH:mm in a zone),
 * money (in currency units), a percentage, or a word from a list (in the reader's language).
 */
export type ListColumnKind =
  | 'text'
  | 'qty'
  | 'cbm'
  | 'packageCbm'
  | 'kg'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'percent'
  | 'enum';

/**
 * One column of a list, defined once: its key, label key (`titleSuffix` appended, e.g. a
 * country code), width in characters, kind, the value a row shows in a language, and — when
 * an import reads the column back — the import field it feeds. A column without `importAs`
 * is computed or descriptive (open qty, status, product name…): the import knows its header
 * and ignores it. A money column names its row's currency (`currency`, USD when absent).
 * Screens (apps/web list-table) and exports (server platform/export/list-columns) read it.
 */
export interface ListColumn<Row, K extends string = string> {
  key: K;
  label: LabelKey;
  titleSuffix?: string;
  width: number;
  kind: ListColumnKind;
  value: (row: Row, lang: Language) => string | number;
  importAs?: string;
  currency?: (row: Row) => string;
}

/** A column's title in `lang`: its label, and its suffix when it has one. */
export const listColumnTitle = (column: ListColumn<never>, lang: Language): string =>
  column.titleSuffix
    ? `${label(lang, column.label)} ${column.titleSuffix}`
    : label(lang, column.label);

/**
 * A row's value of a column as a screen shows it, formatted by the column's kind through
 * the one formatter (format.ts); an instant in `timeZone` (default: this runtime's).
 */
export function formatListCell<Row>(
  column: ListColumn<Row>,
  row: Row,
  lang: Language,
  timeZone?: string,
): string {
  const value = column.value(row, lang);
  if (value === '' || value === null || value === undefined) return '';
  const n = typeof value === 'number' ? value : Number.NaN;
  switch (column.kind) {
    case 'qty':
      return formatQty(n);
    case 'cbm':
      return formatCbm(n);
    case 'packageCbm':
      return formatPackageCbm(n);
    case 'kg':
      return formatKg(n);
    case 'number':
      return typeof value === 'number' ? String(value) : value;
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value, timeZone);
    case 'money':
      return formatMoney(n, column.currency?.(row) ?? 'USD', lang);
    case 'percent':
      return formatPercent(n);
    case 'text':
    case 'enum':
      return String(value);
  }
}

/** Kinds whose values are numbers (right-aligned on screens). */
export const NUMERIC_KINDS: ReadonlySet<ListColumnKind> = new Set([
  'qty',
  'cbm',
  'packageCbm',
  'kg',
  'number',
  'money',
  'percent',
]);

/**
 * The column maker of one list whose headers are `<prefix>.<key>` in the labels catalog:
 * `column(key, width, kind, value, importAs?, currency?)`.
 */
export const columnMaker =
  <Row, K extends string>(prefix: string) =>
  (
    key: K,
    width: number,
    kind: ListColumnKind,
    value: ListColumn<Row>['value'],
    importAs?: string,
    currency?: (row: Row) => string,
  ): ListColumn<Row, K> => ({
    key,
    label: `${prefix}.${key}` as LabelKey,
    width,
    kind,
    value,
    ...(importAs ? { importAs } : {}),
    ...(currency ? { currency } : {}),
  });
