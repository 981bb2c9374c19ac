import { SUPPLIER_GROUPS } from '@lading/shared';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';

/**
 * What ready dates read besides the lines: the standard transit times, the containers'
 * approved dates, and who is concerned (supplier users, owners).
 */
export const readyDateRefs = {
  /** The whole (small) reference table of standard transit times. */
  transitTimes(db: Queryable) {
    return db
      .selectFrom('transit_times')
      .select(['pol', 'pod', 'shipping_line_id', 'days'])
      .orderBy('id')
      .execute();
  },

  /** Each container's ready date now and the latest approved line ready date. */
  containerReadyDates(db: Queryable, containerIds: readonly number[]) {
    return selectInChunks(containerIds, (chunk) =>
      db
        .selectFrom('containers as c')
        .select((eb) => [
          'c.id',
          'c.ready_date',
          eb
            .selectFrom('container_lines as cl')
            .select((inner) => inner.fn.max('cl.ready_date').as('latest'))
            .whereRef('cl.container_id', '=', 'c.id')
            .where('cl.confirm_ready_date', '=', 1)
            .as('latest_approved'),
        ])
        .where('c.id', 'in', chunk)
        .orderBy('c.id')
        .execute(),
    );
  },

  /** spec: a container's ready date = its latest approved line ready date (first one kept as original). */
  async setContainerReadyDate(db: Queryable, id: number, readyDate: string | null, at: string) {
    await db
      .updateTable('containers')
      .set((eb) => ({
        ready_date: readyDate,
        original_ready_date: eb.fn.coalesce('original_ready_date', eb.val(readyDate)),
        version: eb('version', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', id)
      .execute();
  },

  /** Enabled users bound to these suppliers: supplier users, and internal users (owners). */
  boundUsers(db: Queryable, supplierIds: readonly number[]) {
    return selectInChunks(supplierIds, (chunk) =>
      db
        .selectFrom('user_suppliers as us')
        .innerJoin('users as u', 'u.id', 'us.user_id')
        .innerJoin('user_groups as g', 'g.id', 'u.group_id')
        .select(['us.supplier_id', 'u.id as user_id', 'g.name as group_name'])
        .where('us.supplier_id', 'in', chunk)
        .where('u.enabled', '=', 1)
        .orderBy('u.id')
        .execute(),
    ).then((rows) =>
      rows.map((row) => ({
        supplierId: row.supplier_id,
        userId: row.user_id,
        supplierUser: (SUPPLIER_GROUPS as readonly string[]).includes(row.group_name),
      })),
    );
  },

  /** The suppliers this user is bound to (for an internal user: the ones they own). */
  async suppliersOf(db: Queryable, userId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('user_suppliers')
      .select('supplier_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.supplier_id);
  },
};
