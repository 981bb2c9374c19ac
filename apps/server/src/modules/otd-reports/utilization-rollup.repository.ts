import {
  UTILIZATION_STATUSES,
  type ContainerTypeCode,
  type DestinationCountry,
  type UtilizationBand,
  type UtilizationMeasure,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { lastDayOf } from './report-range';
import { groupsQuery } from './utilization.repository';

/**
 * SQL of the utilization roll-up (migration 0024): recounting a month of ETD from its
 * containers, and reading the counted months. A month's rows are always replaced whole, by
 * the query the report runs on the containers, so the roll-up and the containers cannot
 * disagree.
 */

/** The filters the roll-up can answer (never a supplier: that view reads its containers). */
export interface UtilizationRollupFilter {
  fromMonth: string;
  toMonth: string;
  loadingPointId?: number | undefined;
  destination?: DestinationCountry | undefined;
  containerType?: ContainerTypeCode | undefined;
}

function rows(db: Queryable, f: UtilizationRollupFilter) {
  let query = db
    .selectFrom('utilization_months')
    .where('month', '>=', f.fromMonth)
    .where('month', '<=', f.toMonth);
  if (f.loadingPointId) query = query.where('loading_point_id', '=', f.loadingPointId);
  if (f.destination) query = query.where('destination_country', '=', f.destination);
  if (f.containerType) query = query.where('container_type', '=', f.containerType);
  return query;
}

export const utilizationRollupRepository = {
  /** A month's rows, counted again from its containers. */
  async recount(db: Queryable, month: string) {
    await db.deleteFrom('utilization_months').where('month', '=', month).execute();
    await db
      .insertInto('utilization_months')
      .columns([
        'month',
        'loading_point_id',
        'destination_country',
        'container_type',
        'containers',
        'cbm_above95',
        'cbm_from90to95',
        'cbm_below90',
        'weight_above95',
        'weight_from90to95',
        'weight_below90',
        'cbm_pct10_sum',
        'weight_pct10_sum',
      ])
      .expression(
        groupsQuery(db, ALL_SUPPLIERS, { etdFrom: `${month}-01`, etdTo: lastDayOf(month) }),
      )
      .execute();
  },

  /** The counted rows, as `utilizationRepository.groups` answers them. */
  groups(db: Queryable, f: UtilizationRollupFilter) {
    return rows(db, f).selectAll().execute();
  },

  /** How many containers the rows count, or those in one band of one measure. */
  async count(
    db: Queryable,
    f: UtilizationRollupFilter,
    band?: { band: UtilizationBand; measure: UtilizationMeasure },
  ): Promise<number> {
    const column = band ? (`${band.measure}_${band.band}` as const) : 'containers';
    const { total } = await rows(db, f)
      .select((eb) => eb.fn.sum<number | string | null>(column).as('total'))
      .executeTakeFirstOrThrow();
    return Number(total ?? 0);
  },

  /**
   * Whether a container of the report has its ETD in `from`…`to` (an uncounted part of a
   * month at the range's edge): when none does, the whole month is the range's.
   */
  async containerBetween(db: Queryable, from: string, to: string): Promise<boolean> {
    if (from > to) return false;
    const row = await db
      .selectFrom('containers')
      .select('id')
      .where('status', 'in', [...UTILIZATION_STATUSES])
      .where('etd', '>=', from)
      .where('etd', '<=', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
