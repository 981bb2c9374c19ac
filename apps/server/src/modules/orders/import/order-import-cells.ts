import type { ErrorMessageKey } from '@lading/shared';
import {
  cleanText,
  isUnreadable,
  normalText,
  readNumberText,
  unreadableRefusal,
  type CellRefusal,
  type NumberRead,
} from '../../../platform/import/cell-text';
import { parseDay } from '../../../platform/import/cell-day';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { COUNTRIES, CURRENCY_CODES, type OrderColumn } from './order-import-columns';

/** A cell read as its column's type, or why it cannot be. */
export type Parsed =
  | { ok: true; value: string | number }
  | { ok: false; key: ErrorMessageKey; params: Record<string, string | number> };

const ok = (value: string | number): Parsed => ({ ok: true, value });
const no = (key: ErrorMessageKey, params: Record<string, string | number> = {}): Parsed => ({
  ok: false,
  key,
  params,
});
const refused = ({ key, params }: CellRefusal): Parsed => no(key, params);

/** Codes: letters, digits and . _ / - (an ERP's numeric document numbers arrive as numbers). */
const CODE = /^[A-Za-z0-9._/-]+$/;

/** Largest quantity or line number a cell may hold. */
const MAX_INT = 100_000_000;
/** Largest money amount (in units, not cents). */
const MAX_MONEY = 1_000_000_000;

/** A number cell, or a number typed as text (the percent column's text may end in %). */
function number(cell: CellValue, column: OrderColumn): NumberRead {
  if (typeof cell === 'number') return { value: cell };
  if (typeof cell !== 'string') return null;
  return readNumberText(cell, { percentSign: column.kind === 'percent' });
}

/** Whole hundredths (cents, basis points) of a number that has at most 2 decimals. */
function hundredths(value: number): number | undefined {
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : undefined;
}

/** A present cell as its column's type (blank cells never get here). */
export function parseCell(column: OrderColumn, cell: CellValue): Parsed {
  if (isUnreadable(cell)) return refused(unreadableRefusal(cell));
  // Names keep their characters; codes and listed words are read folded (NFKC).
  const text =
    typeof cell !== 'string'
      ? String(cell)
      : column.kind === 'text'
        ? cleanText(cell)
        : normalText(cell);
  switch (column.kind) {
    case 'code':
    case 'text': {
      if (typeof cell === 'number' && !Number.isInteger(cell)) return no('validation.pattern');
      if (column.max && text.length > column.max)
        return no('validation.tooLong', { max: column.max });
      if (column.kind === 'code' && !CODE.test(text)) return no('validation.pattern');
      return ok(text);
    }
    case 'int':
    case 'qty': {
      const read = number(cell, column);
      if (read && 'refused' in read) return refused(read.refused);
      const value = read?.value;
      if (value === undefined || !Number.isInteger(value)) return no('orderImport.wholeNumber');
      if (column.kind === 'int' && value < 1) return no('validation.tooSmall', { min: 1 });
      if (value > MAX_INT) return no('validation.tooBig', { max: MAX_INT });
      return ok(value);
    }
    case 'money': {
      const read = number(cell, column);
      if (read === null) return no('orderImport.number');
      if ('refused' in read) return refused(read.refused);
      const { value } = read;
      if (value < 0) return no('validation.tooSmall', { min: 0 });
      if (value > MAX_MONEY) return no('validation.tooBig', { max: MAX_MONEY });
      const cents = hundredths(value);
      return cents === undefined ? no('orderImport.decimals', { max: 2 }) : ok(cents);
    }
    case 'percent': {
      const read = number(cell, column);
      if (read === null) return no('orderImport.number');
      if ('refused' in read) return refused(read.refused);
      const { value } = read;
      if (value < 0) return no('validation.tooSmall', { min: 0 });
      if (value > 100) return no('validation.tooBig', { max: 100 });
      return hundredths(value) === undefined ? no('orderImport.decimals', { max: 2 }) : ok(value);
    }
    case 'date': {
      const day = parseDay(cell);
      return day ? ok(day) : no('order.invalidDate');
    }
    case 'country':
    case 'currency': {
      const match = (column.kind === 'country' ? COUNTRIES : CURRENCY_CODES).find(text);
      return 'found' in match ? ok(match.found) : refused(match.refused);
    }
  }
}
