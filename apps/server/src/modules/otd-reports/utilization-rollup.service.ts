import { addDays } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { hasDirtyMonths, recountDirtyMonths } from '../../db/report-dirty-months';
import { lastDayOf } from './report-range';
import {
  utilizationRollupRepository as repo,
  type UtilizationRollupFilter,
} from './utilization-rollup.repository';
import type { UtilizationSelection } from './utilization.repository';

/**
 * When the utilization report reads its roll-up (migration 0024) rather than its
 * containers: every supplier (a supplier's view reads its own containers), over a range (or
 * the one month asked for) of whole months of ETD — or one whose cut-off days at either end
 * hold none of the report's containers. The default range is whole months. The roll-up is
 * brought up to date first.
 */
export async function utilizationRollupFor(
  db: Queryable,
  scope: Scope,
  s: UtilizationSelection,
): Promise<UtilizationRollupFilter | null> {
  if (supplierIdsOf(scope) !== null || s.supplierId) return null;
  // one month of the range (a drill-down) or the whole range
  const from = s.month && `${s.month}-01` > s.etdFrom ? `${s.month}-01` : s.etdFrom;
  const to = s.month && lastDayOf(s.month) < s.etdTo ? lastDayOf(s.month) : s.etdTo;
  const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
  if (await repo.containerBetween(db, `${fromMonth}-01`, addDays(from, -1))) return null;
  if (await repo.containerBetween(db, addDays(to, 1), lastDayOf(toMonth))) return null;
  await refreshUtilizationRollup(db);
  return {
    fromMonth,
    toMonth,
    loadingPointId: s.loadingPointId,
    destination: s.destination,
    containerType: s.containerType,
  };
}

/** Recounts the dirty months, in one transaction. */
export async function refreshUtilizationRollup(db: Queryable): Promise<void> {
  if (await hasDirtyMonths(db, 'utilization')) {
    await recountDirtyMonths(db, 'utilization', repo.recount);
  }
}
