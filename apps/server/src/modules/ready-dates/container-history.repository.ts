import type { ContainerChangeFilters } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { containsText } from '../../db/text-search';
import type { Scope } from '../../platform/permissions/scope';

/** The container holds at least one line of these suppliers. */
const holdsLinesOf = (supplierIds: readonly number[]) =>
  sql<boolean>`exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = c.id and pl.supplier_id in (${sql.join([...supplierIds])}))`;

const likePrefix = (value: string) => `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startsWith = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePrefix(value)} escape '\\'`;

/**
 * SQL for the change history of every container (spec §2 containerChangeHistory), newest
 * first. A supplier user reads only containers holding its suppliers' lines; a planner's
 * Draft containers have no history yet (rows start at release).
 */
export const containerHistoryRepository = {
  page(
    db: Queryable,
    scope: Scope,
    filter: ContainerChangeFilters,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db
      .selectFrom('container_changes as h')
      .innerJoin('containers as c', 'c.id', 'h.container_id');
    if (scope.kind === 'ownSuppliers') {
      query = query.where(holdsLinesOf([...scope.supplierIds, -1]));
    }
    if (filter.supplierId) query = query.where(holdsLinesOf([filter.supplierId]));
    if (filter.shipmentNo) query = query.where(startsWith('c.shipment_no', filter.shipmentNo));
    if (filter.containerNo) query = query.where(startsWith('c.container_no', filter.containerNo));
    if (filter.field) query = query.where('h.field', '=', filter.field);
    if (filter.actor) query = query.where(containsText('h.actor_name', filter.actor));
    // `at` is a UTC ISO instant: a day's rows sort between its 'T' and the next day
    if (filter.from) query = query.where('h.at', '>=', filter.from);
    if (filter.to) query = query.where('h.at', '<', `${filter.to}T99`);
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query
        .select([
          'h.id',
          'h.container_id',
          'h.at',
          'h.actor_user_id',
          'h.actor_name',
          'h.field',
          'h.before_value',
          'h.after_value',
          'h.reason',
          'c.shipment_no',
          'c.container_no',
          'c.status',
        ])
        .orderBy('h.id', 'desc'),
      page,
    );
  },
};
