/**
 * The default date ranges of the OTD and utilization reports and the months a range spans
 * (every month is listed, empty ones too, so a chart's axis has no gaps).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of a month `offset` months from the month of `day` (`YYYY-MM-DD`). */
export function monthFrom(day: string, offset: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The last day of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month}-${pad(days.getUTCDate())}`;
}

/** OTD: the last 12 months — from the first of the month 11 months back to today. */
export const defaultReceivedRange = (today: string) => ({
  from: `${monthFrom(today, -11)}-01`,
  to: today,
});

/** Utilization: shipped and planned — 12 months back to the end of 3 months ahead. */
export const defaultEtdRange = (today: string) => ({
  from: `${monthFrom(today, -11)}-01`,
  to: lastDayOf(monthFrom(today, 3)),
});

/** Every month from the month of `from` to the month of `to`, at most 120. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7) && months.length < 120;) {
    months.push(month);
    month = monthFrom(`${month}-01`, 1);
  }
  return months;
}

/** A share in percent with one decimal; null when there is nothing to count. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;
