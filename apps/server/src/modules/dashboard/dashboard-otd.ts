import type { Queryable } from '../../db/database';
import type { Scope } from '../../platform/permissions/scope';
import { otdSummary } from '../otd-reports/otd.service';

/** OTD over this many months: the current one and the two before it. */
export const OTD_MONTHS = 3;

/** The first day of the month `months` before the month of `day`. */
export const firstOfMonthBefore = (day: string, months: number) => {
  const at = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString().slice(0, 10);
};

/**
 * OTD of the PO lines received in the last three months (the current month and the two
 * before, up to `today`) as the OTD report counts them, with the company's tolerance (the
 * report's default, so the card's link shows the same figure).
 */
export async function otdOfLastMonths(db: Queryable, scope: Scope, today: string) {
  const from = firstOfMonthBefore(today, OTD_MONTHS - 1);
  const otd = await otdSummary(db, scope, from, today);
  return { from, to: today, received: otd.delivered, onTime: otd.onTime, rate: otd.rate };
}
