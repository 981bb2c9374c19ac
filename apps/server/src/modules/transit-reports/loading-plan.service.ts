import {
  isoWeekOf,
  type ContainerTypeCode,
  type DestinationCountry,
  type LoadingPlan,
  type LoadingPlanFilters,
  type LoadingPlanItem,
  type LoadingPlanQuery,
  type LoadingPlanWeekCell,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../platform/permissions/scope';
import { suppliersByContainer } from './container-suppliers.repository';
import { loadingPlanRepository, type LoadingPlanRow } from './loading-plan.repository';

type PlanStatus = LoadingPlanItem['status'];

function itemOf(
  row: LoadingPlanRow,
  filter: LoadingPlanFilters,
  suppliers: LoadingPlanItem['suppliers'],
): LoadingPlanItem {
  const planDate = filter.basis === 'readyDate' ? row.ready_date : row.loading_date;
  const lines = Number(row.lines);
  const approvedLines = Number(row.approved_lines);
  return {
    id: row.id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    containerType: row.container_type as ContainerTypeCode,
    status: row.status as PlanStatus,
    suppliers,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    destinationCountry: row.destination_country as DestinationCountry,
    readyDate: row.ready_date,
    loadingDate: row.loading_date,
    etd: row.etd,
    planDate,
    week: planDate ? isoWeekOf(planDate) : null,
    cbm: Number(row.cbm_milli) / 1000,
    grossKg: Number(row.gross_g) / 1000,
    lines,
    approvedLines,
    pendingLines: Number(row.pending_lines),
    rejectedLines: Number(row.rejected_lines),
    ready: lines > 0 && approvedLines === lines,
  };
}

/** One page of the plan, its suppliers named (within the scope). */
async function pageOf(
  db: Queryable,
  scope: Scope,
  filter: LoadingPlanFilters,
  page: { pageNum: number; pageSize: number },
) {
  const { list, total } = await loadingPlanRepository.page(db, scope, filter, page);
  const suppliers = await suppliersByContainer(
    db,
    scope,
    list.map((row) => row.id),
  );
  return { total, list: list.map((row) => itemOf(row, filter, suppliers(row.id))) };
}

/** The per-day figures rolled up into ISO weeks per loading point (undated: week null). */
function weekCellsOf(
  days: Awaited<ReturnType<typeof loadingPlanRepository.byDay>>,
): LoadingPlanWeekCell[] {
  const cells = new Map<string, LoadingPlanWeekCell & { cbmMilli: number; grams: number }>();
  for (const day of days) {
    const week = day.day ? isoWeekOf(day.day) : null;
    const key = `${week}\u0000${day.loading_point_id}`;
    const cell = cells.get(key) ?? {
      week,
      loadingPointId: day.loading_point_id,
      containers: 0,
      ready: 0,
      cbm: 0,
      grossKg: 0,
      cbmMilli: 0,
      grams: 0,
    };
    cell.containers += Number(day.containers);
    cell.ready += Number(day.ready);
    cell.cbmMilli += Number(day.cbm_milli);
    cell.grams += Number(day.gross_g);
    cells.set(key, cell);
  }
  return [...cells.values()]
    .map(({ cbmMilli, grams, ...cell }) => ({
      ...cell,
      cbm: cbmMilli / 1000,
      grossKg: grams / 1000,
    }))
    .sort(
      (a, b) =>
        (a.week === null ? 1 : b.week === null ? -1 : a.week.localeCompare(b.week)) ||
        a.loadingPointId - b.loadingPointId,
    );
}

/** loadingPlan: one page of the containers to load, the totals and the week-by-week view. */
export async function loadingPlan(
  db: Queryable,
  scope: Scope,
  query: LoadingPlanQuery,
): Promise<LoadingPlan> {
  const [page, days] = await Promise.all([
    pageOf(db, scope, query, query),
    loadingPlanRepository.byDay(db, scope, query),
  ]);
  const weeks = weekCellsOf(days);
  const loadingPoints = await loadingPlanRepository.loadingPointNames(db, [
    ...new Set(weeks.map((cell) => cell.loadingPointId)),
  ]);
  const sum = (of: (cell: LoadingPlanWeekCell) => number) =>
    weeks.reduce((total, cell) => total + of(cell), 0);
  return {
    ...page,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totals: {
      containers: sum((cell) => cell.containers),
      ready: sum((cell) => cell.ready),
      cbm: Math.round(sum((cell) => cell.cbm) * 1000) / 1000,
      grossKg: Math.round(sum((cell) => cell.grossKg) * 1000) / 1000,
    },
    loadingPoints,
    weeks,
  };
}

/** A page of the export (the list's rows and order, no week view). */
export const loadingPlanExportPage = pageOf;
