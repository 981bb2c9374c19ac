import type { ErrorMessageKey } from '@lading/shared';
import {
  cleanText,
  isUnreadable,
  normalText,
  readNumberText,
  unreadableRefusal,
} from '../../../platform/import/cell-text';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { parseDay } from '../../../platform/import/cell-day';
import type { TrackingColumn } from './tracking-import-columns';

/**
 * A tracking file's cell read as its column's type, the way every import reads cells
 * (platform/import/cell-text; dates as the order import reads them: an Excel date, a serial,
 * or a text naming the month unambiguously). The lifecycle rules (ATA not before ATD, no
 * actual date in the future…) are the tracking service's, applied to the whole row.
 */

export type TrackingCell =
  | { ok: true; value: string | number }
  | { ok: false; key: ErrorMessageKey; params: Record<string, string | number> };

const ok = (value: string | number): TrackingCell => ({ ok: true, value });
const no = (key: ErrorMessageKey, params: Record<string, string | number> = {}): TrackingCell => ({
  ok: false,
  key,
  params,
});

/** Codes: letters, digits and . _ / - (as shipment numbers are written). */
const CODE = /^[A-Za-z0-9._/-]+$/;
const MAX_ID = 2_147_483_647;

/** A whole number ≥ `min`, from a number cell or a number typed as text. */
function wholeNumber(cell: CellValue, min: number): TrackingCell {
  const read =
    typeof cell === 'number'
      ? { value: cell }
      : typeof cell === 'string'
        ? readNumberText(cell)
        : null;
  if (read && 'refused' in read) return no(read.refused.key, read.refused.params);
  const value = read?.value;
  if (value === undefined || !Number.isInteger(value)) return no('trackingImport.wholeNumber');
  if (value < min) return no('validation.tooSmall', { min });
  if (value > MAX_ID) return no('validation.tooBig', { max: MAX_ID });
  return ok(value);
}

/** A present cell as its column's type (blank cells never get here). */
export function parseTrackingCell(column: TrackingColumn, cell: CellValue): TrackingCell {
  if (isUnreadable(cell)) {
    const { key, params } = unreadableRefusal(cell);
    return no(key, params);
  }
  switch (column.kind) {
    case 'id':
      return wholeNumber(cell, 1);
    case 'version':
      return wholeNumber(cell, 0);
    case 'estimate':
    case 'actual': {
      const day = parseDay(cell);
      return day ? ok(day) : no('order.invalidDate');
    }
    case 'code':
    case 'text': {
      if (typeof cell === 'number' && !Number.isInteger(cell)) return no('validation.pattern');
      // names keep their characters; codes are read folded (NFKC)
      const text =
        typeof cell !== 'string'
          ? String(cell)
          : column.kind === 'text'
            ? cleanText(cell)
            : normalText(cell);
      if (column.max && text.length > column.max)
        return no('validation.tooLong', { max: column.max });
      if (column.kind === 'code' && !CODE.test(text)) return no('validation.pattern');
      return ok(text);
    }
  }
}
