import {
  addDays,
  daysBetween,
  type DestinationCountry,
  type SeaReport,
  type SeaReportFilters,
  type SeaReportGroup,
  type SeaReportItem,
  type SeaReportQuery,
  type ContainerTypeCode,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../platform/permissions/scope';
import { standardTransitDays, type TransitTimeRow } from '../ready-dates/standard-transit';
import { suppliersByContainer } from './container-suppliers.repository';
import { compareRows, pageOfRows } from './report-rows';
import { seaReportRepository, type InTransitRow } from './sea-report.repository';

/** A container at sea with its figures, before its suppliers are read. */
type SeaRow = Omit<SeaReportItem, 'suppliers'>;

/**
 * Expected arrival = ATD + standard transit days. Late (issue 15 "Δ4 so far, late flagged"):
 * the latest ETA is after the expected arrival, or today is past the ETA; without an ETA,
 * today past the expected arrival. Without a standard transit time only the ETA can tell.
 */
function seaRowOf(row: InTransitRow, transitDays: number | null, today: string): SeaRow {
  const atd = row.atd!;
  const expectedArrival = transitDays === null ? null : addDays(atd, transitDays);
  const late =
    row.eta !== null
      ? (expectedArrival !== null && row.eta > expectedArrival) || today > row.eta
      : expectedArrival !== null && today > expectedArrival;
  return {
    id: row.id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    containerType: row.container_type as ContainerTypeCode,
    loadingPointName: row.loading_point_name,
    pol: row.pol,
    pod: row.pod,
    destinationCountry: row.destination_country as DestinationCountry,
    shippingLineId: row.shipping_line_id,
    shippingLineName: row.shipping_line_name,
    vessel: row.vessel,
    voyage: row.voyage,
    etd: row.etd,
    firstEtd: row.first_etd,
    atd,
    eta: row.eta,
    firstEta: row.first_eta,
    daysAtSea: daysBetween(atd, today) ?? 0,
    transitDays,
    expectedArrival,
    delta4: daysBetween(row.first_eta, row.eta),
    late,
    cbm: Number(row.actual_cbm_milli ?? row.planned_cbm_milli ?? 0) / 1000,
  };
}

/** The standard transit days of each route, looked up once per route. */
function transitDaysOf(rows: readonly TransitTimeRow[]) {
  const known = new Map<string, number | null>();
  return (row: InTransitRow) => {
    const key = `${row.loading_point_name}\u0000${row.destination_country}\u0000${row.shipping_line_id}`;
    if (!known.has(key)) {
      known.set(
        key,
        standardTransitDays(rows, {
          loadingPointName: row.loading_point_name,
          loadingPointShortName: row.loading_point_short_name,
          destinationCountry: row.destination_country as DestinationCountry,
          shippingLineId: row.shipping_line_id,
        }),
      );
    }
    return known.get(key)!;
  };
}

const SORT_VALUES: Record<SeaReportFilters['sortBy'], (row: SeaRow) => string | number | null> = {
  shipmentNo: (row) => row.shipmentNo,
  containerNo: (row) => row.containerNo,
  atd: (row) => row.atd,
  eta: (row) => row.eta,
  daysAtSea: (row) => row.daysAtSea,
  expectedArrival: (row) => row.expectedArrival,
  delta4: (row) => row.delta4,
};

/** Every container at sea the filters keep, with its figures, in the order asked. */
async function seaRows(
  db: Queryable,
  scope: Scope,
  filter: SeaReportFilters,
  today: string,
): Promise<SeaRow[]> {
  const [containers, transitTimes] = await Promise.all([
    seaReportRepository.inTransit(db, scope, filter),
    seaReportRepository.transitTimes(db),
  ]);
  const transitDays = transitDaysOf(transitTimes);
  const rows = containers
    .map((row) => seaRowOf(row, transitDays(row), today))
    .filter((row) => filter.late !== 1 || row.late);
  return rows.sort(compareRows(SORT_VALUES[filter.sortBy], filter.sortOrder));
}

/** Late and on-time counts per key, biggest first. */
function groupsOf(
  rows: readonly SeaRow[],
  keyOf: (row: SeaRow) => string,
  nameOf: (row: SeaRow) => string,
): SeaReportGroup[] {
  const groups = new Map<string, SeaReportGroup>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, name: nameOf(row), late: 0, onTime: 0 };
    if (row.late) group.late++;
    else group.onTime++;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.late + b.onTime - (a.late + a.onTime) || a.name.localeCompare(b.name),
  );
}

/** seaReport: one page of the containers at sea, the totals and the chart's counts. */
export async function seaReport(
  db: Queryable,
  scope: Scope,
  query: SeaReportQuery,
  today: string,
): Promise<SeaReport> {
  const rows = await seaRows(db, scope, query, today);
  const page = pageOfRows(rows, query);
  const suppliers = await suppliersByContainer(
    db,
    scope,
    page.list.map((row) => row.id),
  );
  const cbmMilli = rows.reduce((sum, row) => sum + Math.round(row.cbm * 1000), 0);
  return {
    ...page,
    list: page.list.map((row) => ({ ...row, suppliers: suppliers(row.id) })),
    today,
    totals: {
      containers: rows.length,
      cbm: cbmMilli / 1000,
      late: rows.filter((row) => row.late).length,
    },
    byPod: groupsOf(
      rows,
      (row) => row.pod,
      (row) => row.pod,
    ),
    byShippingLine: groupsOf(
      rows,
      (row) => (row.shippingLineId === null ? '' : String(row.shippingLineId)),
      (row) => row.shippingLineName ?? '',
    ),
  };
}

/** The export's rows: every container the filters keep, in the list's order, suppliers named. */
export async function* seaReportExportRows(
  db: Queryable,
  scope: Scope,
  filter: SeaReportFilters,
  today: string,
): AsyncGenerator<SeaReportItem> {
  const rows = await seaRows(db, scope, filter, today);
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const suppliers = await suppliersByContainer(
      db,
      scope,
      chunk.map((row) => row.id),
    );
    for (const row of chunk) yield { ...row, suppliers: suppliers(row.id) };
  }
}
