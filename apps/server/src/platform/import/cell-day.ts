import { dayOfText } from './cell-text';
import type { CellValue } from './sheet-spec';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD of a real calendar day in 2000–2099, or undefined. */
function isoDay(year: number, month: number, day: number): string | undefined {
  if (year < 2000 || year > 2099 || month < 1 || month > 12) return undefined;
  const leap = year % 4 === 0;
  if (day < 1 || day > DAYS_IN_MONTH[month - 1]! || (month === 2 && day === 29 && !leap)) {
    return undefined;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date cell: an Excel date (read as YYYY-MM-DD), an Excel serial day number, or a text
 * cell-text's dayOfText reads (year first, 年月日, month names; a time after it left out).
 * Day-first and month-first all-digit texts are ambiguous and refused.
 */
export function parseDay(cell: CellValue): string | undefined {
  if (typeof cell === 'number') {
    if (Number.isInteger(cell) && cell >= 20_000_000 && cell <= 20_991_231) {
      return isoDay(Math.floor(cell / 10_000), Math.floor(cell / 100) % 100, cell % 100);
    }
    if (!Number.isInteger(cell) || cell < 36_526 || cell > 73_050) return undefined;
    // Excel's day 1 is 1900-01-01 with the 1900 leap-year bug: serial 25569 = 1970-01-01.
    return new Date((cell - 25_569) * 86_400_000).toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return undefined;
  const day = dayOfText(cell);
  return day && isoDay(...day);
}
