import { addDays, zoneOffsetMinutes } from '@lading/shared';

/**
 * Day ranges of the code lists (issue 19): a `YYYY-MM-DD` typed on a screen is a day of the
 * company's time zone (LADING_TIME_ZONE), so "scanned from 03-01 to 03-02" in Shanghai runs
 * from 02-28T16:00Z to 03-02T16:00Z. Codes store their instants as UTC ISO text, which
 * compares in time order: the range becomes two text comparisons on `created_at`.
 */

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
const offsetAt = (at: number, zone: string) => zoneOffsetMinutes(new Date(at), zone) * 60_000;

/** The instant `day` begins in `zone` (its 00:00, or the first moment after a DST gap). */
export function dayStartIn(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  let at = midnight - offsetAt(midnight, zone);
  // the offset at the guess may differ from the offset at the answer (a DST change that day)
  const again = midnight - offsetAt(at, zone);
  if (again !== at && offsetAt(again, zone) === midnight - again) at = again;
  return new Date(at).toISOString();
}

/**
 * The instants of an inclusive day range in `zone`: `start` inclusive, `end` exclusive (the
 * start of the day after `to`); either is absent when its day is.
 */
export function scanDayRange(
  range: { from?: string | undefined; to?: string | undefined },
  zone: string,
): { start?: string; end?: string } {
  return {
    ...(range.from ? { start: dayStartIn(range.from, zone) } : {}),
    ...(range.to ? { end: dayStartIn(addDays(range.to, 1), zone) } : {}),
  };
}
