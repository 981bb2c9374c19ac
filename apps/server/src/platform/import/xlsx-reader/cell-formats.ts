/**
 * Which number formats show a date, and what date a serial number is. ECMA-376 §18.8.30
 * lists the built-in formats: 14–22 and 45–47 are dates and times in every locale; 27–36
 * and 50–58 are the East Asian locales' date formats (年/月/日, eras) — a zh-CN Excel writes
 * them, so they count too.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * A format code shows a date when its first section has a d, m, y or h outside quoted
 * text, escaped characters, padding/fill pairs and bracketed parts ([Red], [$-804],
 * [>100]). `m` alone is a month or a minute — either way a date-time.
 */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '');
  const first = bare.split(';')[0] ?? '';
  return /[dmyh]/i.test(first);
}

/**
 * A format code shows a percent (the value ×100 with a % sign) when its first section has a
 * % outside quoted text, escaped characters and bracketed parts: `0%`, `0.00%`, `#,##0.0%`.
 */
export function isPercentFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return (bare.split(';')[0] ?? '').includes('%');
}

/** The built-in percent formats: 9 `0%` and 10 `0.00%` (ECMA-376 §18.8.30). */
const BUILT_IN_PERCENT_FORMATS = new Set([9, 10]);

/** What a number format makes of a number: a date, a percent, or the number itself. */
export type NumberStyle = 'date' | 'percent' | undefined;

/** The NumberStyle of a number format id (and the workbook's own codes). */
export function numberStyle(
  numFmtId: number,
  customCodes: ReadonlyMap<number, string>,
): NumberStyle {
  if (isDateFormat(numFmtId, customCodes)) return 'date';
  const code = customCodes.get(numFmtId);
  const percent =
    code !== undefined ? isPercentFormatCode(code) : BUILT_IN_PERCENT_FORMATS.has(numFmtId);
  return percent ? 'percent' : undefined;
}

/**
 * The number Excel shows for a percent-formatted value, without its % sign: 0.05 → 5,
 * rounded to 15 significant digits so that 0.07 shows 7, not 7.000000000000001.
 */
export const shownPercent = (value: number): number => Number((value * 100).toPrecision(15));

/** Whether a cell with this number format id (and the workbook's own codes) is a date. */
export function isDateFormat(numFmtId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const code = customCodes.get(numFmtId);
  return code !== undefined ? isDateFormatCode(code) : BUILT_IN_DATE_FORMATS.has(numFmtId);
}

const DAY_MS = 86_400_000;
/** Serial 0 of the 1904 system. */
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Serial 0 for serials from 61 on in the 1900 system (the phantom 1900-02-29 is serial 60). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
/** The last day Excel shows: 9999-12-31. */
const MAX_SERIAL = 2_958_465;

/**
 * The date (and time, when it has one) a serial number means: `2026-11-26` or
 * `2026-11-26T14:30:00`; `undefined` for a number no date can be.
 */
export function serialToIso(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= MAX_SERIAL + 1) return undefined;
  // Lotus 1-2-3's leap day 1900-02-29 shifts serials 1–60 by one day.
  const epoch = date1904 ? EPOCH_1904 : serial < 61 ? EPOCH_1900 + DAY_MS : EPOCH_1900;
  const iso = new Date(epoch + Math.round(serial * 86_400) * 1000).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}
