import type { SeaReportFilters } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { TransitTimeRow } from '../ready-dates/standard-transit';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { holdsLinesOf } from './container-scope';

/**
 * SQL of the sea report: the containers at sea (status Shipped, ATD set, no ATA — the
 * containers_status_atd index) within the scope and the filters that are plain columns. The
 * figures that need the standard transit time (expected arrival, late) are the service's.
 */
export const seaReportRepository = {
  inTransit(db: Queryable, scope: Scope, filter: SeaReportFilters) {
    const scoped = supplierIdsOf(scope);
    return db
      .selectFrom('containers as c')
      .innerJoin('loading_points as lp', 'lp.id', 'c.loading_point_id')
      .leftJoin('shipping_lines as sl', 'sl.id', 'c.shipping_line_id')
      .select((eb) => [
        'c.id',
        'c.shipment_no',
        'c.container_no',
        'c.container_type',
        'c.destination_country',
        'c.pol',
        'c.pod',
        'c.shipping_line_id',
        'c.vessel',
        'c.voyage',
        'c.etd',
        'c.first_etd',
        'c.atd',
        'c.eta',
        'c.first_eta',
        'c.actual_cbm_milli',
        'lp.name as loading_point_name',
        'lp.short_name as loading_point_short_name',
        'sl.name as shipping_line_name',
        eb
          .selectFrom('container_lines as cl')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('cl.cbm_milli'), sub.lit(0)).as('n'))
          .whereRef('cl.container_id', '=', 'c.id')
          .as('planned_cbm_milli'),
      ])
      .where('c.status', '=', 'Shipped')
      .where('c.atd', 'is not', null)
      .where('c.ata', 'is', null)
      .$if(scoped !== null, (q) => q.where(holdsLinesOf(scoped!)))
      .$if(filter.supplierId !== undefined, (q) => q.where(holdsLinesOf([filter.supplierId!])))
      .$if(filter.loadingPointId !== undefined, (q) =>
        q.where('c.loading_point_id', '=', filter.loadingPointId!),
      )
      .$if(filter.destinationCountry !== undefined, (q) =>
        q.where('c.destination_country', '=', filter.destinationCountry!),
      )
      .$if(filter.pod !== undefined, (q) => q.where('c.pod', '=', filter.pod!))
      .$if(filter.shippingLineId !== undefined, (q) =>
        q.where('c.shipping_line_id', '=', filter.shippingLineId!),
      )
      .$if(filter.etaFrom !== undefined, (q) => q.where('c.eta', '>=', filter.etaFrom!))
      .$if(filter.etaTo !== undefined, (q) => q.where('c.eta', '<=', filter.etaTo!))
      .orderBy('c.id')
      .execute();
  },

  /** Every standard transit time (a small reference table). */
  transitTimes(db: Queryable): Promise<TransitTimeRow[]> {
    return db
      .selectFrom('transit_times')
      .select(['pol', 'pod', 'shipping_line_id', 'days'])
      .execute();
  },
};

export type InTransitRow = Awaited<ReturnType<typeof seaReportRepository.inTransit>>[number];
