import type { Queryable } from './database';

/**
 * The months a write touched since a report's roll-up counted them (`report_dirty_months`,
 * marked by the triggers of migrations 0023–0025): 'otd' by month of receiving date,
 * 'utilization' by month of ETD, 'amount' by month of ATD.
 */
export type RollupReport = 'otd' | 'utilization' | 'amount';

export async function hasDirtyMonths(db: Queryable, report: RollupReport): Promise<boolean> {
  const row = await db
    .selectFrom('report_dirty_months')
    .select('month')
    .where('report', '=', report)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Recounts a report's dirty months with `recount`, in one transaction (`prepare` first, in
 * it). The months are taken off the list with `DELETE … RETURNING` in that transaction, so
 * two processes never both recount a month, and a failed recount leaves them marked.
 */
export async function recountDirtyMonths(
  db: Queryable,
  report: RollupReport,
  recount: (trx: Queryable, month: string) => Promise<void>,
  prepare?: (trx: Queryable) => Promise<void>,
): Promise<void> {
  const run = async (trx: Queryable) => {
    await prepare?.(trx);
    const taken = await trx
      .deleteFrom('report_dirty_months')
      .where('report', '=', report)
      .returning('month')
      .execute();
    for (const { month } of taken) await recount(trx, month);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
