import type { ContainerChangeFilters } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { startsWithText } from '../../db/text-search';
import { allowsSupplier, type Scope } from '../../platform/permissions/scope';
import { CHANGE_COLUMNS, scopedChanges } from '../planning/container-change-scope';

/** The container holds at least one line of this supplier. */
const holdsLinesOf = (supplierId: number) =>
  sql<boolean>`exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = c.id and pl.supplier_id = ${supplierId})`;

/**
 * SQL for the change history of every container (spec §2 containerChangeHistory), newest
 * first. Each row is scoped on its own (issue 12 §5, planning/container-change-scope
 * scopedChanges): a supplier user reads the rows about its own lines and the own rows of
 * containers holding them. A planner's Draft containers have no history yet (rows start
 * at release).
 */
export const containerHistoryRepository = {
  page(
    db: Queryable,
    scope: Scope,
    filter: ContainerChangeFilters,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = scopedChanges(db, scope, filter.actor).innerJoin(
      'containers as c',
      'c.id',
      'h.container_id',
    );
    if (filter.supplierId) {
      // a supplier user asking for another supplier's containers learns nothing of them
      query = allowsSupplier(scope, filter.supplierId)
        ? query.where(holdsLinesOf(filter.supplierId))
        : query.where(sql<boolean>`1 = 0`);
    }
    if (filter.shipmentNo) query = query.where(startsWithText('c.shipment_no', filter.shipmentNo));
    if (filter.containerNo)
      query = query.where(startsWithText('c.container_no', filter.containerNo));
    if (filter.field) query = query.where('h.field', '=', filter.field);
    // `at` is a UTC ISO instant: a day's rows sort between its 'T' and the next day
    if (filter.from) query = query.where('h.at', '>=', filter.from);
    if (filter.to) query = query.where('h.at', '<', `${filter.to}T99`);
    return fetchPage(
      query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')),
      query
        .select([...CHANGE_COLUMNS, 'c.shipment_no', 'c.container_no', 'c.status'])
        .orderBy('h.id', 'desc'),
      page,
    );
  },
};
