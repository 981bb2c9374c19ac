import { addDays } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { hasDirtyMonths, recountDirtyMonths } from '../../db/report-dirty-months';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import {
  amountRollupRepository as repo,
  type AmountRollupFilter,
} from './amount-rollup.repository';
import type { AmountFilter } from './shipped-amount.repository';

/**
 * When the shipped-amount report reads its roll-up (migration 0025) rather than its lines:
 * every supplier (a supplier's view reads its own lines, already fast), over a range of whole
 * months of ATD — or one whose cut-off days at either end hold no shipped container (the
 * default range ends today: later days of this month hold none). The roll-up is brought up
 * to date first.
 */
export async function amountRollupFor(
  db: Queryable,
  scope: Scope,
  filter: AmountFilter,
): Promise<AmountRollupFilter | null> {
  if (supplierIdsOf(scope) !== null || filter.supplierId || filter.month) return null;
  const [fromMonth, toMonth] = [filter.atdFrom.slice(0, 7), filter.atdTo.slice(0, 7)];
  if (await repo.shippedBetween(db, `${fromMonth}-01`, addDays(filter.atdFrom, -1))) return null;
  if (await repo.shippedBetween(db, addDays(filter.atdTo, 1), `${toMonth}-31`)) return null;
  if (await hasDirtyMonths(db, 'amount')) await recountDirtyMonths(db, 'amount', repo.recount);
  return {
    fromMonth,
    toMonth,
    destinationCountry: filter.destinationCountry,
    category: filter.category,
  };
}
