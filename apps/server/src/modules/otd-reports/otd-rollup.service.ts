import { addDays } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import type { OtdSelection } from './otd.repository';
import { otdRollupRepository as repo, type OtdRollupFilter } from './otd-rollup.repository';
import { lastDayOf } from './report-range';
import { companyOtdToleranceDays } from './report-settings.service';

/**
 * When the OTD report reads its roll-up (migration 0023) rather than its lines: every
 * supplier (a supplier's view reads its own lines, already fast), the company's tolerance,
 * and a range of whole months — or one whose cut-off days at either end hold no received
 * container (the default range ends today: later days of this month hold none). The roll-up
 * is brought up to date first: its dirty months recounted, all of them after a tolerance
 * change.
 */
export async function otdRollupFor(
  db: Queryable,
  scope: Scope,
  s: OtdSelection,
): Promise<OtdRollupFilter | null> {
  if (supplierIdsOf(scope) !== null || s.supplierId || s.month || s.lateOnly) return null;
  const tolerance = await companyOtdToleranceDays(db);
  if (s.toleranceDays !== tolerance) return null;
  const [fromMonth, toMonth] = [s.from.slice(0, 7), s.to.slice(0, 7)];
  if (await repo.receivedBetween(db, `${fromMonth}-01`, addDays(s.from, -1))) return null;
  if (await repo.receivedBetween(db, addDays(s.to, 1), lastDayOf(toMonth))) return null;
  await refreshOtdRollup(db, tolerance);
  return { fromMonth, toMonth, destination: s.destination, category: s.category };
}

/** Recounts the dirty months (every month when the tolerance changed), in one transaction. */
export async function refreshOtdRollup(db: Queryable, tolerance: number): Promise<void> {
  if ((await repo.tolerance(db)) === tolerance && !(await repo.hasDirtyMonths(db))) return;
  const recount = async (trx: Queryable) => {
    if ((await repo.tolerance(trx)) !== tolerance) await repo.markEveryMonth(trx, tolerance);
    for (const month of await repo.takeDirtyMonths(trx)) {
      await repo.recount(trx, month, tolerance);
    }
  };
  if (db.isTransaction) await recount(db);
  else await db.transaction().execute(recount);
}
