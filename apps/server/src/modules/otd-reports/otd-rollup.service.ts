import { addDays } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { hasDirtyMonths, recountDirtyMonths } from '../../db/report-dirty-months';
import type { OtdSelection } from './otd.repository';
import { otdRollupRepository as repo, type OtdRollupFilter } from './otd-rollup.repository';
import { lastDayOf } from './report-range';
import { companyOtdToleranceDays } from './report-settings.service';

/**
 * When the OTD report reads its roll-up (migration 0023) rather than its lines: every
 * supplier (a supplier's view reads its own lines, already fast), the company's tolerance,
 * and a range (or the one month asked for) of whole months — or one whose cut-off days at either end hold no received
 * container (the default range ends today: later days of this month hold none). The roll-up
 * is brought up to date first: its dirty months recounted, all of them after a tolerance
 * change.
 */
export async function otdRollupFor(
  db: Queryable,
  scope: Scope,
  s: OtdSelection,
): Promise<OtdRollupFilter | null> {
  if (supplierIdsOf(scope) !== null || s.supplierId) return null;
  const tolerance = await companyOtdToleranceDays(db);
  if (s.toleranceDays !== tolerance) return null;
  // one month of the range (a drill-down) or the whole range
  const from = s.month && `${s.month}-01` > s.from ? `${s.month}-01` : s.from;
  const to = s.month && lastDayOf(s.month) < s.to ? lastDayOf(s.month) : s.to;
  const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
  if (await repo.receivedBetween(db, `${fromMonth}-01`, addDays(from, -1))) return null;
  if (await repo.receivedBetween(db, addDays(to, 1), lastDayOf(toMonth))) return null;
  await refreshOtdRollup(db, tolerance);
  return { fromMonth, toMonth, destination: s.destination, category: s.category };
}

/** Recounts the dirty months (every month when the tolerance changed), in one transaction. */
export async function refreshOtdRollup(db: Queryable, tolerance: number): Promise<void> {
  if ((await repo.tolerance(db)) === tolerance && !(await hasDirtyMonths(db, 'otd'))) return;
  await recountDirtyMonths(
    db,
    'otd',
    (trx, month) => repo.recount(trx, month, tolerance),
    async (trx) => {
      if ((await repo.tolerance(trx)) !== tolerance) await repo.markEveryMonth(trx, tolerance);
    },
  );
}
