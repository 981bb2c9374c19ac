import { formatDate } from '@lading/shared';
import type { AppDeps } from '../../app-deps';

/** Today as YYYY-MM-DD in the company's zone (LADING_TIME_ZONE): validity days are wall days. */
export const todayOf = (deps: Pick<AppDeps, 'clock' | 'config'>) =>
  formatDate(deps.clock(), deps.config.timeZone);

/** What an approved version is on `day`: not yet in effect, in effect, or past its end. */
export function statusOnDay(
  version: { valid_from: string | null; valid_until: string | null },
  day: string,
): 'approved' | 'executed' | 'expired' {
  if (version.valid_until !== null && version.valid_until < day) return 'expired';
  if (version.valid_from === null || version.valid_from <= day) return 'executed';
  return 'approved';
}

/** Whole days from `day` to `until` (negative when past). */
export const daysBetween = (day: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);

/** `day` + n days, as YYYY-MM-DD. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
