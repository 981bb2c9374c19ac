import { SUPPLIER_GROUPS } from '@lading/shared';
import { sql, type Updateable } from 'kysely';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { ContainerTable } from '../../db/schema';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL of container tracking (issue 15): the containers an action names (in the caller's
 * scope: a supplier user only reaches containers holding its suppliers' lines), their lines,
 * the references a tracking record names, who hears of a change, and the guarded update.
 */
export const trackingRepository = {
  /** The containers, whole rows, in the caller's scope. */
  containers(db: Queryable, scope: Scope, ids: readonly number[]) {
    const supplierIds = supplierIdsOf(scope);
    return selectInChunks([...new Set(ids)], (chunk) =>
      db
        .selectFrom('containers as c')
        .selectAll('c')
        .where('c.id', 'in', chunk)
        .$if(supplierIds !== null, (query) =>
          query.where(
            sql<boolean>`exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = c.id and pl.supplier_id in (${sql.join(supplierIds!)}))`,
          ),
        )
        .orderBy('c.id')
        .execute(),
    );
  },

  /** The lines of the containers with their PO line's supplier and RDD. */
  lines(db: Queryable, containerIds: readonly number[]) {
    return selectInChunks([...new Set(containerIds)], (chunk) =>
      db
        .selectFrom('container_lines as cl')
        .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
        .select(['cl.container_id', 'cl.po_line_id', 'cl.qty', 'pl.supplier_id', 'pl.rdd'])
        .where('cl.container_id', 'in', chunk)
        // po line order: two actions moving quantity lock rows alike and cannot deadlock
        .orderBy('cl.po_line_id')
        .orderBy('cl.id')
        .execute(),
    );
  },

  /** Which of these delay reasons exist, by id with their code. */
  delayReasons(db: Queryable, ids: readonly number[]) {
    return selectInChunks([...new Set(ids)], (chunk) =>
      db.selectFrom('delay_reasons').select(['id', 'code']).where('id', 'in', chunk).execute(),
    );
  },

  /** Shipping lines by id with their names (the named ones and the ones on file). */
  shippingLines(db: Queryable, ids: readonly number[]) {
    return selectInChunks([...new Set(ids)], (chunk) =>
      db.selectFrom('shipping_lines').select(['id', 'name']).where('id', 'in', chunk).execute(),
    );
  },

  /** The enabled supplier users bound to these suppliers. */
  supplierUsers(db: Queryable, supplierIds: readonly number[]) {
    return selectInChunks([...new Set(supplierIds)], (chunk) =>
      db
        .selectFrom('user_suppliers as us')
        .innerJoin('users as u', 'u.id', 'us.user_id')
        .innerJoin('user_groups as g', 'g.id', 'u.group_id')
        .select(['us.supplier_id', 'u.id as user_id'])
        .where('us.supplier_id', 'in', chunk)
        .where('u.enabled', '=', 1)
        .where('g.name', 'in', [...SUPPLIER_GROUPS])
        .orderBy('u.id')
        .execute(),
    );
  },

  /**
   * Writes a container's new values if it is still at `version` (optimistic lock); the
   * version goes up by one. False: someone changed it meanwhile.
   */
  async update(
    db: Queryable,
    id: number,
    version: number,
    values: Updateable<ContainerTable>,
    at: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('containers')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

export type TrackedContainerRow = Awaited<ReturnType<typeof trackingRepository.containers>>[number];
export type TrackedLineRow = Awaited<ReturnType<typeof trackingRepository.lines>>[number];
