import { z } from 'zod';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { recordId } from '../http/record-id';
import { isoDay } from '../orders/po.contract';
import { CONTAINER_STATUSES } from '../planning/planning-constants';
import { PRODUCT_CATEGORIES } from '../products/product.contract';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';

/**
 * Two reports of /reportForms (issue 15): OTD — on-time delivery of PO lines, counted per
 * received container line (DOMAIN "Deltas": on time when receiving date ≤ RDD + tolerance)
 * — and utilization — released containers in the spec §9 bands by CBM and by weight.
 */

const int = z.number().int();
const day = z.string().nullable();
/** YYYY-MM */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.pattern' });
/** A share in percent with one decimal; null when nothing was counted ("no data"). */
const rate = z.number().nullable();

// ---------- OTD ----------

/** Largest tolerance the filter and the company setting take, in days. */
export const MAX_OTD_TOLERANCE_DAYS = 90;

export const otdFilters = z.object({
  /** receiving-date range; none given: the last 12 months (whole months up to today) */
  receivedFrom: isoDay.optional(),
  receivedTo: isoDay.optional(),
  supplierId: recordId.optional(),
  destination: z.enum(DESTINATION_COUNTRIES).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  /**
   * days after the RDD a receipt still counts as on time (DP13: configurable); none given:
   * the company's setting (GET /api/reports/settings, default 0)
   */
  toleranceDays: z.coerce.number().int().min(0).max(MAX_OTD_TOLERANCE_DAYS).optional(),
});
export type OtdFilters = z.infer<typeof otdFilters>;

/** GET /api/reports/otd */
export const otdReportQuery = otdFilters;
export type OtdReportRequest = z.input<typeof otdReportQuery>;

/** The counts behind a rate: received lines and their pieces, on time and late. */
export const otdFigures = z.object({
  delivered: int,
  onTime: int,
  deliveredQty: int,
  onTimeQty: int,
  /** onTime / delivered in %, one decimal; null: nothing received */
  rate,
  /** onTimeQty / deliveredQty in %, one decimal; null: nothing received */
  qtyRate: rate,
  /** mean days after RDD of the late lines; null: none late */
  avgDaysLate: z.number().nullable(),
});
export type OtdFigures = z.infer<typeof otdFigures>;

export const otdReasonRow = z.object({
  reasonId: int,
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  /** late lines whose container names the reason (on any delta) */
  lines: int,
  /** days of the deltas citing it, summed over those lines; null: no dates to measure */
  days: int.nullable(),
});
export type OtdReasonRow = z.infer<typeof otdReasonRow>;

export const otdReportResponse = z.object({
  /** the receiving-date range and tolerance counted (defaults and the setting applied) */
  receivedFrom: z.string(),
  receivedTo: z.string(),
  toleranceDays: int,
  totals: otdFigures,
  /** every month of the range, empty ones too (rate null) */
  byMonth: z.array(otdFigures.extend({ month: z.string() })),
  bySupplier: z.array(
    otdFigures.extend({ supplierId: int, supplierCode: z.string(), supplierName: z.string() }),
  ),
  byDestination: z.array(otdFigures.extend({ destination: z.enum(DESTINATION_COUNTRIES) })),
  byCategory: z.array(otdFigures.extend({ category: z.enum(PRODUCT_CATEGORIES) })),
  /** the most cited delay reasons of the late lines, most first (at most 10) */
  reasons: z.array(otdReasonRow),
});
export type OtdReport = z.infer<typeof otdReportResponse>;

export const OTD_LINE_SORT_FIELDS = [
  'daysLate',
  'receivingDate',
  'rdd',
  'poNumber',
  'supplierCode',
] as const;
export type OtdLineSortField = (typeof OTD_LINE_SORT_FIELDS)[number];

/** GET /api/reports/otd/lines (and its export): received lines; `late=1` the late ones. */
export const otdLinesQuery = pageQuery.extend(otdFilters.shape).extend({
  late: flag01.optional(),
  /** one month of receiving dates (a chart's or table's month) */
  month: month.optional(),
  sortBy: z.enum(OTD_LINE_SORT_FIELDS).default('daysLate'),
  sortOrder: sortOrderParam.default('desc'),
});
export type OtdLinesQuery = z.infer<typeof otdLinesQuery>;
export type OtdLinesRequest = z.input<typeof otdLinesQuery>;

export const otdLineReason = z.object({
  /** Δ1–Δ5 */
  delta: int,
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  note: z.string(),
});

/** A PO line's quantity received in one container. */
export const otdLineItem = z.object({
  /** the container line */
  id: int,
  containerId: int,
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  poNumber: z.string(),
  lineNo: int,
  supplierId: int,
  supplierCode: z.string(),
  supplierName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  qty: int,
  rdd: z.string(),
  receivingDate: z.string(),
  /** receiving date − RDD (Δ5), negative when early */
  daysLate: int,
  onTime: z.boolean(),
  reasons: z.array(otdLineReason),
});
export type OtdLineItem = z.infer<typeof otdLineItem>;
export const otdLinesResponse = pageOf(otdLineItem);

// ---------- utilization ----------

/** spec §9 utilization bands: above 95 %, 90–95 %, below 90 %. */
export const UTILIZATION_BANDS = ['above95', 'from90to95', 'below90'] as const;
export type UtilizationBand = (typeof UTILIZATION_BANDS)[number];
export const UTILIZATION_MEASURES = ['cbm', 'weight'] as const;
export type UtilizationMeasure = (typeof UTILIZATION_MEASURES)[number];

/** The band of a utilization in percent (one decimal, as shown): > 95, 90–95, < 90. */
export const bandOf = (pct: number): UtilizationBand =>
  pct > 95 ? 'above95' : pct >= 90 ? 'from90to95' : 'below90';

/** Shipped and planned containers: released, not cancelled (spec §9). */
export const UTILIZATION_STATUSES = [
  'Unshipped',
  'Loading',
  'Shipped',
  'Arrived',
  'Received',
] as const satisfies readonly (typeof CONTAINER_STATUSES)[number][];

export const utilizationFilters = z.object({
  /** ETD range; none given: 12 months back to 3 months ahead (whole months) */
  etdFrom: isoDay.optional(),
  etdTo: isoDay.optional(),
  loadingPointId: recordId.optional(),
  destination: z.enum(DESTINATION_COUNTRIES).optional(),
  containerType: z.enum(CONTAINER_TYPES).optional(),
  /** containers holding a line of this supplier */
  supplierId: recordId.optional(),
});
export type UtilizationFilters = z.infer<typeof utilizationFilters>;

/** GET /api/reports/utilization */
export const utilizationReportQuery = utilizationFilters;
export type UtilizationReportRequest = z.input<typeof utilizationReportQuery>;

export const bandCounts = z.object({ above95: int, from90to95: int, below90: int });
export type BandCounts = z.infer<typeof bandCounts>;

/** Containers of a group in each band, by CBM and by weight, and the mean utilizations. */
export const utilizationFigures = z.object({
  containers: int,
  cbm: bandCounts,
  weight: bandCounts,
  /** mean CBM / weight utilization in %, one decimal; null: no container */
  avgCbmPct: z.number().nullable(),
  avgWeightPct: z.number().nullable(),
});
export type UtilizationFigures = z.infer<typeof utilizationFigures>;

export const utilizationReportResponse = z.object({
  etdFrom: z.string(),
  etdTo: z.string(),
  totals: utilizationFigures,
  /** every month of the range (by ETD), empty ones too */
  byMonth: z.array(utilizationFigures.extend({ month: z.string() })),
  byLoadingPoint: z.array(
    utilizationFigures.extend({ loadingPointId: int, loadingPointName: z.string() }),
  ),
  byDestination: z.array(utilizationFigures.extend({ destination: z.enum(DESTINATION_COUNTRIES) })),
  byContainerType: z.array(utilizationFigures.extend({ containerType: z.enum(CONTAINER_TYPES) })),
});
export type UtilizationReport = z.infer<typeof utilizationReportResponse>;

export const UTILIZATION_SORT_FIELDS = [
  'etd',
  'shipmentNo',
  'cbmPct',
  'weightPct',
  'loadingPoint',
] as const;
export type UtilizationSortField = (typeof UTILIZATION_SORT_FIELDS)[number];

/** GET /api/reports/utilization/containers (and its export): the containers behind a band. */
export const utilizationContainersQuery = pageQuery.extend(utilizationFilters.shape).extend({
  /** only the containers in this band of `measure` */
  band: z.enum(UTILIZATION_BANDS).optional(),
  measure: z.enum(UTILIZATION_MEASURES).default('cbm'),
  /** one month of ETDs */
  month: month.optional(),
  sortBy: z.enum(UTILIZATION_SORT_FIELDS).default('etd'),
  sortOrder: sortOrderParam.default('asc'),
});
export type UtilizationContainersQuery = z.infer<typeof utilizationContainersQuery>;
export type UtilizationContainersRequest = z.input<typeof utilizationContainersQuery>;

export const utilizationContainerItem = z.object({
  id: int,
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  status: z.enum(CONTAINER_STATUSES),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  etd: day,
  loadingDate: day,
  /** actual figures as loaded when given, else the planned ones (sum of lines) */
  actual: z.boolean(),
  cbm: z.number(),
  usableCbm: z.number(),
  cbmPct: z.number(),
  cbmBand: z.enum(UTILIZATION_BANDS),
  grossKg: z.number(),
  payloadKg: z.number(),
  weightPct: z.number(),
  weightBand: z.enum(UTILIZATION_BANDS),
});
export type UtilizationContainerItem = z.infer<typeof utilizationContainerItem>;
export const utilizationContainersResponse = pageOf(utilizationContainerItem);
