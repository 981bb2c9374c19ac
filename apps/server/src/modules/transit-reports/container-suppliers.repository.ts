import type { Queryable } from '../../db/database';
import { selectInChunks } from '../../db/chunks';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

export interface ContainerSupplierRow {
  container_id: number;
  id: number;
  code: string;
  name: string;
}

/** The suppliers whose lines each container holds (within the scope), by container then code. */
export function containerSuppliers(
  db: Queryable,
  scope: Scope,
  containerIds: readonly number[],
): Promise<ContainerSupplierRow[]> {
  const ids = supplierIdsOf(scope);
  return selectInChunks(containerIds, (chunk) =>
    db
      .selectFrom('container_lines as cl')
      .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
      .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
      .select(['cl.container_id', 's.id', 's.code', 's.name'])
      .distinct()
      .where('cl.container_id', 'in', chunk)
      .$if(ids !== null, (query) => query.where('pl.supplier_id', 'in', ids!))
      .orderBy('cl.container_id')
      .orderBy('s.code')
      .execute(),
  );
}

/** The suppliers of each container, as the reports list them. */
export async function suppliersByContainer(
  db: Queryable,
  scope: Scope,
  containerIds: readonly number[],
) {
  const byContainer = new Map<number, { id: number; code: string; name: string }[]>();
  for (const row of await containerSuppliers(db, scope, containerIds)) {
    const list = byContainer.get(row.container_id) ?? [];
    list.push({ id: row.id, code: row.code, name: row.name });
    byContainer.set(row.container_id, list);
  }
  return (containerId: number) => byContainer.get(containerId) ?? [];
}
