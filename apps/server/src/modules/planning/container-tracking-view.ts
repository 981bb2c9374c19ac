import {
  actualTransitDays,
  containerDeltaDays,
  DELTA_NUMBERS,
  kgOfGrams,
  standardTransitDays,
  type TransitTimeRow,
  cbmOfMilli,
  type ContainerDeltaItem,
  type DeltaNo,
  type DestinationCountry,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { containerTrackingRefs } from './container-tracking.repository';
import type { ContainerRecord } from './container.repository';

/**
 * A container's tracking record as answers show it (issue 15): ports, vessel, BL, actual
 * weights and CBM, standard and actual transit times, and Δ1–Δ5 computed from its dates
 * (shared tracking/deltas.ts) with the reason and note given for each.
 */

type DelayReason = Awaited<ReturnType<typeof containerTrackingRefs.delayReasons>>[number];

export interface TrackingRefs {
  transitTimes: readonly TransitTimeRow[];
  reasons: ReadonlyMap<number, DelayReason>;
}

const reasonIdOf = (row: ContainerRecord, no: DeltaNo) => row[`delta${no}_reason_id`];
const noteOf = (row: ContainerRecord, no: DeltaNo) => row[`delta${no}_note`];

/** The transit times and the delay reasons the rows name, read once for a page. */
export async function trackingRefsOf(
  db: Queryable,
  rows: readonly ContainerRecord[],
): Promise<TrackingRefs> {
  const reasonIds = rows.flatMap((row) =>
    DELTA_NUMBERS.map((no) => reasonIdOf(row, no)).filter((id): id is number => id !== null),
  );
  const [transitTimes, reasons] = await Promise.all([
    containerTrackingRefs.transitTimes(db),
    containerTrackingRefs.delayReasons(db, reasonIds),
  ]);
  return { transitTimes, reasons: new Map(reasons.map((reason) => [reason.id, reason])) };
}

/**
 * `earliestRdd`: the earliest PO RDD of the container's lines, which Δ5 is measured
 * against (the container is late once its most urgent line is; docs/decisions.md).
 */
export function trackingOf(row: ContainerRecord, earliestRdd: string | null, refs: TrackingRefs) {
  const days = containerDeltaDays({
    readyDate: row.ready_date,
    originalReadyDate: row.original_ready_date,
    loadingDate: row.loading_date,
    firstEtd: row.first_etd,
    atd: row.atd,
    firstEta: row.first_eta,
    ata: row.ata,
    receivingDate: row.receiving_date,
    rdd: earliestRdd,
  });
  const deltas: ContainerDeltaItem[] = DELTA_NUMBERS.map((no) => {
    const reasonId = reasonIdOf(row, no);
    const reason = reasonId === null ? undefined : refs.reasons.get(reasonId);
    return {
      no,
      days: days[no],
      reasonId,
      reasonCode: reason?.code ?? null,
      reasonNameEn: reason?.name_en ?? null,
      reasonNameZh: reason?.name_zh ?? null,
      note: noteOf(row, no),
    };
  });
  return {
    pol: row.pol,
    pod: row.pod,
    transshipmentPort: row.transshipment_port,
    vessel: row.vessel,
    voyage: row.voyage,
    hblNo: row.hbl_no,
    mblNo: row.mbl_no,
    trackingNo: row.tracking_no,
    blExpressDate: row.bl_express_date,
    receivingDate: row.receiving_date,
    firstEtd: row.first_etd,
    firstEta: row.first_eta,
    actualGrossKg: row.actual_gross_g === null ? null : kgOfGrams(Number(row.actual_gross_g)),
    actualNetKg: row.actual_net_g === null ? null : kgOfGrams(Number(row.actual_net_g)),
    actualCbm: row.actual_cbm_milli === null ? null : cbmOfMilli(Number(row.actual_cbm_milli)),
    standardTransitDays: standardTransitDays(refs.transitTimes, {
      loadingPointName: row.loading_point_name,
      loadingPointShortName: row.loading_point_short_name,
      destinationCountry: row.destination_country as DestinationCountry,
      shippingLineId: row.shipping_line_id,
    }),
    actualTransitDays: actualTransitDays(row.atd, row.ata),
    deltas,
  };
}
