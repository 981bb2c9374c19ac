import type { ReadyDateWarning } from './ready-date-constants';

/**
 * The submission warnings (spec §5 "Ready-date submission"; DOMAIN "Shipment planning and
 * ready dates"), one function for the server (which decides) and the screens (which warn
 * as the date is picked). Days are ISO `YYYY-MM-DD`; they compare as strings.
 */

/** `day` plus `days` calendar days (UTC, so no daylight-saving drift). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The latest ready dates a line can take without a warning; null: no rule applies. */
export interface ReadyDateLimits {
  /** PO RDD − standard transit days: later cannot meet the RDD */
  rddReadyBy: string | null;
  /** PO date + standard lead time days: later is longer than the lead time */
  leadTimeReadyBy: string | null;
}

/**
 * Limits of one line. Without a standard transit time the line still must be ready by the
 * RDD itself (0 days). Lead time: the supplier's own for the product, else the product's
 * standard; none (or 0, the product's "not entered") means no lead-time warning.
 */
export function readyDateLimits(line: {
  rdd: string;
  transitDays: number | null;
  poDate: string;
  leadTimeDays: number | null;
}): ReadyDateLimits {
  return {
    rddReadyBy: addDays(line.rdd, -(line.transitDays ?? 0)),
    leadTimeReadyBy:
      line.leadTimeDays && line.leadTimeDays > 0 ? addDays(line.poDate, line.leadTimeDays) : null,
  };
}

/** Which warnings `readyDate` raises against the limits, in the spec's order. */
export function readyDateWarnings(readyDate: string, limits: ReadyDateLimits): ReadyDateWarning[] {
  const warnings: ReadyDateWarning[] = [];
  if (limits.rddReadyBy !== null && readyDate > limits.rddReadyBy) warnings.push('cannotMeetRdd');
  if (limits.leadTimeReadyBy !== null && readyDate > limits.leadTimeReadyBy) {
    warnings.push('longerThanLeadTime');
  }
  return warnings;
}
