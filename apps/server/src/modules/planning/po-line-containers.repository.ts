import type { ContainerStatus } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';

/** SQL for the PO report's drill-down: one PO line's container lines with their container. */
export const poLineContainerRepository = {
  /** The container lines of the PO line in containers of these statuses. */
  ofPoLine(db: Queryable, poLineId: number, statuses: readonly ContainerStatus[]) {
    return (
      db
        .selectFrom('container_lines as cl')
        .innerJoin('containers as c', 'c.id', 'cl.container_id')
        .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
        .select([
          'cl.id',
          'cl.container_id',
          'cl.qty',
          'cl.cbm_milli',
          'cl.ready_date',
          'cl.confirm_ready_date',
          'c.container_no',
          'c.shipment_no',
          'c.container_type',
          'c.status',
          'c.created_by_user_id',
          'c.loading_point_id',
          'lp.name as loading_point_name',
          'c.destination_country',
          'c.etd',
        ])
        .where('cl.po_line_id', '=', poLineId)
        .where('c.status', 'in', [...statuses])
        // no ETD yet: last, on both databases alike
        .orderBy(sql.ref('c.etd'), (ob) => ob.asc().nullsLast())
        .orderBy('c.id')
        .orderBy('cl.id')
        .execute()
    );
  },
};

export type PoLineContainerRecord = Awaited<
  ReturnType<typeof poLineContainerRepository.ofPoLine>
>[number];
