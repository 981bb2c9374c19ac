import { addDays } from '../ready-dates/ready-date-warnings';

/**
 * ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday) written
 * `YYYY-Www`, for the loading plan's week-by-week view. Days are `YYYY-MM-DD` (UTC calendar
 * days, so no daylight-saving drift).
 */

export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** 0 Monday … 6 Sunday */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The ISO week `YYYY-Www` a day falls in. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 3 - weekdayOf(day));
  const year = thursday.slice(0, 4);
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week `YYYY-Www`. */
export function mondayOfIsoWeek(week: string): string {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) throw new Error(`not an ISO week: ${week}`);
  const jan4 = `${match[1]}-01-04`;
  return addDays(jan4, (Number(match[2]) - 1) * 7 - weekdayOf(jan4));
}

/** The Sunday of an ISO week `YYYY-Www`. */
export const sundayOfIsoWeek = (week: string): string => addDays(mondayOfIsoWeek(week), 6);

/** Whether `YYYY-Www` names a real ISO week (week 53 only in the years that have one). */
export function isIsoWeek(text: string): boolean {
  return ISO_WEEK_PATTERN.test(text) && isoWeekOf(mondayOfIsoWeek(text)) === text;
}

/** The ISO weeks from the week of `from` to the week of `to`, in order. */
export function isoWeeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let day = mondayOfIsoWeek(isoWeekOf(from)); day <= to; day = addDays(day, 7)) {
    weeks.push(isoWeekOf(day));
  }
  return weeks;
}
