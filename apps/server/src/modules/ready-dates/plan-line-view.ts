import {
  cbmOfMilli,
  isReadyDateEditable,
  kgOfGrams,
  readyDateLimits,
  readyDateWarnings,
  type ConfirmReadyDate,
  type ContainerStatus,
  type ContainerTypeCode,
  type DestinationCountry,
  type PlanLineItem,
} from '@lading/shared';
import { poLineRefOf } from '../planning/container-view';
import type { PlanLineRecord } from './plan-line.repository';
import { standardTransitDays, type TransitTimeRow } from './standard-transit';

/** The lead time of a line: the supplier's for the product, else the product's standard. */
const leadTimeDaysOf = (row: PlanLineRecord) =>
  row.supplier_lead_time_days ??
  (row.standard_lead_time_days > 0 ? row.standard_lead_time_days : null);

/** A plan line as the reports show it, with its limits and the warnings its date raises. */
export function toPlanLineItem(
  row: PlanLineRecord,
  transitTimes: readonly TransitTimeRow[],
): PlanLineItem {
  const destinationCountry = row.destination_country as DestinationCountry;
  const transitDays = standardTransitDays(transitTimes, {
    loadingPointName: row.loading_point_name,
    loadingPointShortName: row.loading_point_short_name,
    destinationCountry,
    shippingLineId: row.shipping_line_id,
  });
  const leadTimeDays = leadTimeDaysOf(row);
  const poDate = row.po_created_at.slice(0, 10);
  const limits = readyDateLimits({ rdd: row.rdd, transitDays, poDate, leadTimeDays });
  const status = row.container_status as ContainerStatus;
  return {
    id: row.id,
    containerId: row.container_id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    containerType: row.container_type as ContainerTypeCode,
    containerStatus: status,
    loadingPointName: row.loading_point_name,
    destinationCountry,
    etd: row.etd,
    eta: row.eta,
    atd: row.atd,
    ata: row.ata,
    loadingDate: row.loading_date,
    receivingDate: row.receiving_date,
    vessel: row.vessel,
    voyage: row.voyage,
    pod: row.pod,
    containerReadyDate: row.container_ready_date,
    ...poLineRefOf(row.po_line_id, row),
    poDate,
    qty: row.qty,
    cbm: cbmOfMilli(row.cbm_milli),
    grossKg: kgOfGrams(row.gross_g),
    rdd: row.rdd,
    readyDate: row.ready_date,
    originalReadyDate: row.original_ready_date,
    confirmReadyDate: row.confirm_ready_date as ConfirmReadyDate,
    transitDays,
    leadTimeDays,
    rddReadyBy: limits.rddReadyBy,
    leadTimeReadyBy: limits.leadTimeReadyBy,
    warnings: row.ready_date ? readyDateWarnings(row.ready_date, limits) : [],
    editable: isReadyDateEditable(status),
  };
}
