import type {
  BandCounts,
  ContainerStatus,
  ContainerTypeCode,
  DestinationCountry,
  Page,
  UtilizationBand,
  UtilizationContainerItem,
  UtilizationContainersQuery,
  UtilizationFigures,
  UtilizationFilters,
  UtilizationReport,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { defaultEtdRange, monthsOf } from './report-range';
import { utilizationRollupRepository } from './utilization-rollup.repository';
import { utilizationRollupFor } from './utilization-rollup.service';
import { utilizationRepository, type UtilizationSelection } from './utilization.repository';

/**
 * /reportForms/utilization (issue 15, spec §9): shipped and planned containers (Unshipped …
 * Received) in the bands > 95 %, 90–95 %, < 90 % by CBM and by weight, by month of ETD,
 * loading point, destination and container type, and the containers behind a band.
 */

interface Counts {
  containers: number;
  cbm: BandCounts;
  weight: BandCounts;
  cbmPct10: number;
  weightPct10: number;
}

type GroupRow =
  | Awaited<ReturnType<typeof utilizationRepository.groups>>[number]
  | Awaited<ReturnType<typeof utilizationRollupRepository.groups>>[number];

const bands = (): BandCounts => ({ above95: 0, from90to95: 0, below90: 0 });
const zero = (): Counts => ({
  containers: 0,
  cbm: bands(),
  weight: bands(),
  cbmPct10: 0,
  weightPct10: 0,
});

function add(into: Counts, row: GroupRow) {
  into.containers += Number(row.containers);
  into.cbm.above95 += Number(row.cbm_above95);
  into.cbm.from90to95 += Number(row.cbm_from90to95);
  into.cbm.below90 += Number(row.cbm_below90);
  into.weight.above95 += Number(row.weight_above95);
  into.weight.from90to95 += Number(row.weight_from90to95);
  into.weight.below90 += Number(row.weight_below90);
  into.cbmPct10 += Number(row.cbm_pct10_sum);
  into.weightPct10 += Number(row.weight_pct10_sum);
}

const mean = (sum10: number, n: number) => (n > 0 ? Math.round(sum10 / n) / 10 : null);

const figuresOf = (c: Counts): UtilizationFigures => ({
  containers: c.containers,
  cbm: c.cbm,
  weight: c.weight,
  avgCbmPct: mean(c.cbmPct10, c.containers),
  avgWeightPct: mean(c.weightPct10, c.containers),
});

/** The filters as counted: the ETD range defaults to 12 months back and 3 ahead. */
export function utilizationSelectionOf(
  filter: UtilizationFilters,
  today: string,
): UtilizationSelection {
  const range = defaultEtdRange(today);
  return { ...filter, etdFrom: filter.etdFrom ?? range.from, etdTo: filter.etdTo ?? range.to };
}

/** GET /api/reports/utilization */
export async function utilizationReport(
  db: Queryable,
  scope: Scope,
  filter: UtilizationFilters,
  today: string,
): Promise<UtilizationReport> {
  const s = utilizationSelectionOf(filter, today);
  // every supplier's view over whole months reads the roll-up, kept by the database
  const rollup = await utilizationRollupFor(db, scope, s);
  const groups: GroupRow[] = rollup
    ? await utilizationRollupRepository.groups(db, rollup)
    : await utilizationRepository.groups(db, scope, s);
  const totals = zero();
  const months = new Map(monthsOf(s.etdFrom, s.etdTo).map((month) => [month, zero()]));
  const points = new Map<number, Counts>();
  const destinations = new Map<DestinationCountry, Counts>();
  const types = new Map<ContainerTypeCode, Counts>();
  const into = <K>(map: Map<K, Counts>, key: K) => {
    if (!map.has(key)) map.set(key, zero());
    return map.get(key)!;
  };
  for (const row of groups) {
    add(totals, row);
    add(into(months, row.month), row);
    add(into(points, row.loading_point_id), row);
    add(into(destinations, row.destination_country as DestinationCountry), row);
    add(into(types, row.container_type as ContainerTypeCode), row);
  }
  const names = new Map(
    points.size
      ? (await utilizationRepository.loadingPoints(db)).map((row) => [row.id, row.name])
      : [],
  );
  const byVolume = <K>(map: Map<K, Counts>) =>
    [...map].sort(([, a], [, b]) => b.containers - a.containers);
  return {
    etdFrom: s.etdFrom,
    etdTo: s.etdTo,
    totals: figuresOf(totals),
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, c]) => ({ month, ...figuresOf(c) })),
    byLoadingPoint: byVolume(points).map(([loadingPointId, c]) => ({
      loadingPointId,
      loadingPointName: names.get(loadingPointId) ?? '',
      ...figuresOf(c),
    })),
    byDestination: byVolume(destinations).map(([destination, c]) => ({
      destination,
      ...figuresOf(c),
    })),
    byContainerType: byVolume(types).map(([containerType, c]) => ({
      containerType,
      ...figuresOf(c),
    })),
  };
}

/** GET /api/reports/utilization/containers: the containers of a band (or all), a page. */
export async function listUtilizationContainers(
  db: Queryable,
  scope: Scope,
  query: UtilizationContainersQuery,
  today: string,
): Promise<Page<UtilizationContainerItem>> {
  const s = { ...utilizationSelectionOf(query, today), month: query.month };
  const rollup = await utilizationRollupFor(db, scope, s);
  const band = query.band && { band: query.band, measure: query.measure };
  const known = rollup ? await utilizationRollupRepository.count(db, rollup, band) : undefined;
  const { total, list } = await utilizationRepository.page(
    db,
    scope,
    { ...s, band: query.band, measure: query.measure },
    query,
    query,
    known,
  );
  return pageAnswer(
    list.map((row) => ({
      id: row.id,
      shipmentNo: row.shipment_no,
      containerNo: row.container_no,
      containerType: row.container_type as ContainerTypeCode,
      status: row.status as ContainerStatus,
      loadingPointName: row.loading_point_name,
      destinationCountry: row.destination_country as DestinationCountry,
      etd: row.etd,
      loadingDate: row.loading_date,
      actual: Number(row.actual) === 1,
      cbm: Number(row.cbm_milli) / 1000,
      usableCbm: Number(row.usable_milli) / 1000,
      cbmPct: Number(row.cbm_pct10) / 10,
      cbmBand: row.cbm_band as UtilizationBand,
      grossKg: Number(row.gross_g) / 1000,
      payloadKg: Number(row.payload_g) / 1000,
      weightPct: Number(row.weight_pct10) / 10,
      weightBand: row.weight_band as UtilizationBand,
    })),
    total,
    query,
  );
}
