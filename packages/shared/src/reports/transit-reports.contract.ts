import { z } from 'zod';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { recordId } from '../http/record-id';
import { isoDay } from '../orders/po.contract';
import type { ContainerStatus } from '../planning/planning-constants';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';
import { isIsoWeek } from './iso-week';

/**
 * The transit reports (spec §2 /reportForms/seaReport and /reportForms/loadingPlan; issue 15
 * "Reports"): containers at sea, and released containers still to load, week by week.
 */

const day = z.string().nullable();
const text = (max: number) => z.string().trim().max(max);
const isoWeek = z.string().trim().refine(isIsoWeek, { message: 'transitReports.invalidWeek' });

/** A supplier whose lines a container holds (a supplier user sees its own only). */
export const containerSupplier = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});

// ---------- seaReport ----------

export const SEA_REPORT_SORT_FIELDS = [
  'shipmentNo',
  'containerNo',
  'atd',
  'eta',
  'daysAtSea',
  'expectedArrival',
  'delta4',
] as const;
export type SeaReportSortField = (typeof SEA_REPORT_SORT_FIELDS)[number];

/** One container at sea: ATD set, ATA not yet (status Shipped). */
export const seaReportItem = z.object({
  id: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  suppliers: z.array(containerSupplier),
  loadingPointName: z.string(),
  pol: z.string(),
  pod: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  shippingLineId: z.number().int().nullable(),
  shippingLineName: z.string().nullable(),
  vessel: z.string(),
  voyage: z.string(),
  etd: day,
  firstEtd: day,
  atd: z.string(),
  eta: day,
  firstEta: day,
  /** today − ATD */
  daysAtSea: z.number().int(),
  /** standard transit days of its route (POL → POD [→ line]); null when none is on file */
  transitDays: z.number().int().nullable(),
  /** ATD + standard transit days */
  expectedArrival: day,
  /** Δ4 so far: latest ETA − first ETA */
  delta4: z.number().int().nullable(),
  /** ETA after the expected arrival, or today past the ETA (past the expected one without ETA) */
  late: z.boolean(),
  /** m³: as loaded when known, else as planned (its lines) */
  cbm: z.number(),
});
export type SeaReportItem = z.infer<typeof seaReportItem>;

export const seaReportFilters = z.object({
  supplierId: recordId.optional(),
  loadingPointId: recordId.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  /** exact port of discharge, as the chart names it */
  pod: text(100).optional(),
  shippingLineId: recordId.optional(),
  /** 1: late ones only */
  late: flag01.optional(),
  etaFrom: isoDay.optional(),
  etaTo: isoDay.optional(),
  sortBy: z.enum(SEA_REPORT_SORT_FIELDS).default('atd'),
  sortOrder: sortOrderParam.default('asc'),
});
export type SeaReportFilters = z.infer<typeof seaReportFilters>;

/** GET /api/reports/sea (and its export). */
export const seaReportQuery = pageQuery.extend(seaReportFilters.shape);
export type SeaReportQuery = z.infer<typeof seaReportQuery>;
export type SeaReportRequest = z.input<typeof seaReportQuery>;

/** One bar of the chart: containers at sea of one POD or shipping line, late and on time. */
export const seaReportGroup = z.object({
  /** the POD's name, or the shipping line's id as text; '' = none given */
  key: z.string(),
  name: z.string(),
  late: z.number().int(),
  onTime: z.number().int(),
});
export type SeaReportGroup = z.infer<typeof seaReportGroup>;

export const seaReportResponse = pageOf(seaReportItem).extend({
  /** the day the figures are counted on (the server's) */
  today: z.string(),
  totals: z.object({
    containers: z.number().int(),
    cbm: z.number(),
    late: z.number().int(),
  }),
  byPod: z.array(seaReportGroup),
  byShippingLine: z.array(seaReportGroup),
});
export type SeaReport = z.infer<typeof seaReportResponse>;

// ---------- loadingPlan ----------

/** Which date puts a container in a week. */
export const LOADING_PLAN_BASES = ['readyDate', 'loadingDate'] as const;
export type LoadingPlanBasis = (typeof LOADING_PLAN_BASES)[number];

/** ready: every line's ready date approved (confirm_ready_date 1); notReady: any other. */
export const READINESS = ['ready', 'notReady'] as const;
export type Readiness = (typeof READINESS)[number];

/** The released containers not yet shipped. */
export const LOADING_PLAN_STATUSES = [
  'Unshipped',
  'Loading',
] as const satisfies readonly ContainerStatus[];

export const LOADING_PLAN_SORT_FIELDS = [
  'planDate',
  'shipmentNo',
  'containerNo',
  'loadingPoint',
  'etd',
] as const;
export type LoadingPlanSortField = (typeof LOADING_PLAN_SORT_FIELDS)[number];

export const loadingPlanItem = z.object({
  id: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  status: z.enum(LOADING_PLAN_STATUSES),
  suppliers: z.array(containerSupplier),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  readyDate: day,
  loadingDate: day,
  etd: day,
  /** the date of the basis asked for, and its ISO week; null: not dated yet */
  planDate: day,
  week: z.string().nullable(),
  cbm: z.number(),
  grossKg: z.number(),
  lines: z.number().int(),
  approvedLines: z.number().int(),
  pendingLines: z.number().int(),
  rejectedLines: z.number().int(),
  ready: z.boolean(),
});
export type LoadingPlanItem = z.infer<typeof loadingPlanItem>;

export const loadingPlanFilters = z.object({
  basis: z.enum(LOADING_PLAN_BASES).default('readyDate'),
  supplierId: recordId.optional(),
  loadingPointId: recordId.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  /** ISO weeks `YYYY-Www`, both ends included; a week range leaves undated containers out */
  weekFrom: isoWeek.optional(),
  weekTo: isoWeek.optional(),
  readiness: z.enum(READINESS).optional(),
  sortBy: z.enum(LOADING_PLAN_SORT_FIELDS).default('planDate'),
  sortOrder: sortOrderParam.default('asc'),
});
export type LoadingPlanFilters = z.infer<typeof loadingPlanFilters>;

/** GET /api/reports/loading-plan (and its export). */
export const loadingPlanQuery = pageQuery.extend(loadingPlanFilters.shape);
export type LoadingPlanQuery = z.infer<typeof loadingPlanQuery>;
export type LoadingPlanRequest = z.input<typeof loadingPlanQuery>;

/** One cell of the week-by-week view: a loading point's containers in one ISO week. */
export const loadingPlanWeekCell = z.object({
  /** null: containers without the basis date yet */
  week: z.string().nullable(),
  loadingPointId: z.number().int(),
  containers: z.number().int(),
  ready: z.number().int(),
  cbm: z.number(),
  grossKg: z.number(),
});
export type LoadingPlanWeekCell = z.infer<typeof loadingPlanWeekCell>;

export const loadingPlanResponse = pageOf(loadingPlanItem).extend({
  totals: z.object({
    containers: z.number().int(),
    ready: z.number().int(),
    cbm: z.number(),
    grossKg: z.number(),
  }),
  loadingPoints: z.array(z.object({ id: z.number().int(), name: z.string() })),
  weeks: z.array(loadingPlanWeekCell),
});
export type LoadingPlan = z.infer<typeof loadingPlanResponse>;
