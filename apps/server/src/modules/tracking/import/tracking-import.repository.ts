import type { ContainerStatus } from '@lading/shared';
import { sql } from 'kysely';
import { selectInChunks } from '../../../db/chunks';
import type { Queryable } from '../../../db/database';
import { supplierIdsOf, type Scope } from '../../../platform/permissions/scope';

/**
 * SQL of the tracking file import: the containers a file may name — released ones (never a
 * planner's Draft) within the caller's scope — with the values the file compares against.
 */

const TRACKED_COLUMNS = [
  'c.id',
  'c.shipment_no',
  'c.status',
  'c.container_no',
  'c.etd',
  'c.eta',
  'c.atd',
  'c.ata',
  'c.loading_date',
  'c.receiving_date',
  'c.vessel',
  'c.voyage',
  'c.pol',
  'c.pod',
  'c.transshipment_port',
  'c.hbl_no',
  'c.mbl_no',
  'c.bl_express_date',
  'c.tracking_no',
  'c.version',
] as const;

/** Released containers the scope reaches (a supplier user's: holding one of its lines). */
function trackable(db: Queryable, scope: Scope) {
  let query = db
    .selectFrom('containers as c')
    .where('c.status', '<>', 'Draft' satisfies ContainerStatus);
  const ids = supplierIdsOf(scope);
  if (ids) {
    query = query.where(
      sql<boolean>`exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = c.id and pl.supplier_id in (${sql.join(ids)}))`,
    );
  }
  return query.select(TRACKED_COLUMNS);
}

export type TrackedContainer = Awaited<ReturnType<typeof trackingImportRepository.byIds>>[number];

export const trackingImportRepository = {
  /** These containers, as far as the scope reaches them and they are released. */
  byIds(db: Queryable, scope: Scope, ids: readonly number[]) {
    return selectInChunks([...new Set(ids)], (chunk) =>
      trackable(db, scope).where('c.id', 'in', chunk).orderBy('c.id').execute(),
    );
  },

  /** The containers of these shipments (matched ignoring case), as far as the scope reaches. */
  byShipmentNos(db: Queryable, scope: Scope, shipmentNos: readonly string[]) {
    const keys = [...new Set(shipmentNos.map((no) => no.toLowerCase()))];
    return selectInChunks(keys, (chunk) =>
      trackable(db, scope)
        .where(sql<string>`lower(c.shipment_no)`, 'in', chunk)
        .orderBy('c.id')
        .execute(),
    );
  },

  /** The group a user is in (their scope is worked out from it when a job runs). */
  async groupNameOf(db: Queryable, userId: number) {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('user_groups as g', 'g.id', 'u.group_id')
      .select('g.name')
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return row?.name;
  },
};
