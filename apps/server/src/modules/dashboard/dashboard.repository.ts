import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * The dashboard's container counts that no list counts the same way (issue 15 "Home
 * dashboard"); the other cards count through the lists they link to (ready dates, open
 * lines, the sea report, OTD, the shipping plan).
 */

/**
 * Containers in the scope, counted: a supplier user counts only containers holding a line
 * of its suppliers.
 */
function countContainers(db: Queryable, scope: Scope) {
  const ids = supplierIdsOf(scope);
  return db
    .selectFrom('containers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .$if(ids !== null, (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('container_lines as cl')
            .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
            .select(sql.lit(1).as('one'))
            .whereRef('cl.container_id', '=', 'containers.id')
            .where('pl.supplier_id', 'in', ids!),
        ),
      ),
    );
}

const countOf = async (query: {
  executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }>;
}) => Number((await query.executeTakeFirstOrThrow()).total);

export const dashboardRepository = {
  /**
   * Containers not yet shipped (Unshipped, Loading) loading in `monday`..`sunday`: by their
   * loading date, or their ready date while they have no loading date yet.
   */
  loadingBetween(db: Queryable, scope: Scope, monday: string, sunday: string) {
    const planned = sql<string | null>`coalesce(loading_date, ready_date)`;
    return countOf(
      countContainers(db, scope)
        .where('status', 'in', ['Unshipped', 'Loading'])
        .where(planned, '>=', monday)
        .where(planned, '<=', sunday),
    );
  },
};
