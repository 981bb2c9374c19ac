import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { queryList } from '../http/query-list';
import { recordId } from '../http/record-id';
import { isoDay } from '../orders/po.contract';
import { CONTAINER_STATUSES } from '../planning/planning-constants';
import { PRODUCT_CATEGORIES } from '../products/product.contract';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';

/**
 * The two capacity-and-value reports of issue 15 (spec §2 /reportForms/shippingAmountReport,
 * /reportForms/spareReport): shipped value in USD by month of ATD, destination, supplier and
 * product category; and spare capacity of containers not yet shipped with the open PO lines
 * that would top them up.
 */

/** A shipped container (its value counts): at sea, arrived or received. */
export const SHIPPED_AMOUNT_STATUSES = ['Shipped', 'Arrived', 'Received'] as const;
/** A container that can still take lines: released, not yet shipped. */
export const SPARE_CONTAINER_STATUSES = ['Unshipped', 'Loading'] as const;

const day = z.string().nullable();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'order.invalidDate' });

/**
 * The default ATD range: the last 12 months as whole months — from the first day of the
 * month 11 months back to today, so the chart has 12 full bars (the current one so far).
 */
export function defaultAtdRange(today: string): { atdFrom: string; atdTo: string } {
  const [year, mon] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - 11;
  const from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return { atdFrom: from, atdTo: today };
}

// ---------- shippingAmountReport ----------

export const SHIPPED_AMOUNT_SORT_FIELDS = [
  'month',
  'destination',
  'supplierCode',
  'category',
  'containers',
  'qty',
  'amount',
] as const;
export type ShippedAmountSortField = (typeof SHIPPED_AMOUNT_SORT_FIELDS)[number];

/** How the chart's stacked bars are split. */
export const SHIPPED_AMOUNT_SPLITS = ['destination', 'supplier'] as const;
export type ShippedAmountSplit = (typeof SHIPPED_AMOUNT_SPLITS)[number];

/** Filters of the report, its summary, its drill-down and its export. */
export const shippedAmountFilters = z.object({
  /** ATD range; none given: the last 12 months (defaultAtdRange) */
  atdFrom: isoDay.optional(),
  atdTo: isoDay.optional(),
  supplierId: recordId.optional(),
  destinationCountry: queryList(z.enum(DESTINATION_COUNTRIES)),
  category: queryList(z.enum(PRODUCT_CATEGORIES)),
});
export type ShippedAmountFilters = z.infer<typeof shippedAmountFilters>;

/** GET /api/reports/shipping-amounts — one row per month × destination × supplier × category. */
export const listShippedAmountsQuery = pageQuery.extend({
  ...shippedAmountFilters.shape,
  sortBy: z.enum(SHIPPED_AMOUNT_SORT_FIELDS).default('month'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListShippedAmountsQuery = z.infer<typeof listShippedAmountsQuery>;
export type ListShippedAmountsRequest = z.input<typeof listShippedAmountsQuery>;

export const shippedAmountRow = z.object({
  /** month · destination · supplier · category, the row's key */
  id: z.string(),
  /** YYYY-MM of the ATD */
  month: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  containers: z.number().int(),
  lines: z.number().int(),
  qty: z.number().int(),
  /** USD cents: Σ line qty ÷ PO line order qty × PO line row total, each line rounded */
  amountCents: z.number().int(),
});
export type ShippedAmountRow = z.infer<typeof shippedAmountRow>;
export const listShippedAmountsResponse = pageOf(shippedAmountRow);

/** GET /api/reports/shipping-amounts/summary — totals and the chart's figures. */
export const shippedAmountSummaryQuery = shippedAmountFilters.extend({
  splitBy: z.enum(SHIPPED_AMOUNT_SPLITS).default('destination'),
});
export type ShippedAmountSummaryQuery = z.infer<typeof shippedAmountSummaryQuery>;

/** The chart splits by at most this many suppliers; the rest are one "others" series. */
export const MAX_AMOUNT_SERIES = 8;

export const shippedAmountSummary = z.object({
  atdFrom: z.string(),
  atdTo: z.string(),
  totals: z.object({
    containers: z.number().int(),
    lines: z.number().int(),
    qty: z.number().int(),
    amountCents: z.number().int(),
  }),
  /** every month of the range, oldest first */
  months: z.array(z.string()),
  /** one per destination or supplier (key 'others': the remaining suppliers), largest first */
  series: z.array(
    z.object({
      key: z.string(),
      /** the destination code, or the supplier's code and name */
      label: z.string(),
      /** USD cents per month, in the order of `months` */
      amountCents: z.array(z.number().int()),
    }),
  ),
});
export type ShippedAmountSummary = z.infer<typeof shippedAmountSummary>;

/** GET /api/reports/shipping-amounts/lines — the container lines behind a figure. */
export const listShippedAmountLinesQuery = pageQuery.extend({
  ...shippedAmountFilters.shape,
  month: month.optional(),
});
export type ListShippedAmountLinesQuery = z.infer<typeof listShippedAmountLinesQuery>;
export type ListShippedAmountLinesRequest = z.input<typeof listShippedAmountLinesQuery>;

export const shippedAmountLine = z.object({
  /** the container line */
  id: z.number().int(),
  containerId: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  status: z.enum(CONTAINER_STATUSES),
  atd: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  poNumber: z.string(),
  lineNo: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  qty: z.number().int(),
  orderQty: z.number().int(),
  rowTotalCents: z.number().int(),
  amountCents: z.number().int(),
});
export type ShippedAmountLine = z.infer<typeof shippedAmountLine>;
export const listShippedAmountLinesResponse = pageOf(shippedAmountLine);

// ---------- spareReport ----------

export const SPARE_SORT_FIELDS = [
  'freeCbm',
  'freeKg',
  'utilization',
  'readyDate',
  'etd',
  'shipmentNo',
] as const;
export type SpareSortField = (typeof SPARE_SORT_FIELDS)[number];

export const spareContainerFilters = z.object({
  status: queryList(z.enum(SPARE_CONTAINER_STATUSES)),
  loadingPointId: recordId.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  containerType: z.enum(CONTAINER_TYPES).optional(),
  /** containers holding a line of this supplier */
  supplierId: recordId.optional(),
  /** at least this much free CBM (m³) */
  minFreeCbm: z.coerce.number().min(0).max(1000).optional(),
});

/** GET /api/reports/spare-containers */
export const listSpareContainersQuery = pageQuery.extend({
  ...spareContainerFilters.shape,
  sortBy: z.enum(SPARE_SORT_FIELDS).default('freeCbm'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListSpareContainersQuery = z.infer<typeof listSpareContainersQuery>;
export type ListSpareContainersRequest = z.input<typeof listSpareContainersQuery>;

export const spareContainer = z.object({
  id: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  status: z.enum(SPARE_CONTAINER_STATUSES),
  containerType: z.enum(CONTAINER_TYPES),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  etd: day,
  readyDate: day,
  lineCount: z.number().int(),
  usableCbm: z.number(),
  payloadKg: z.number(),
  loadedCbm: z.number(),
  loadedKg: z.number(),
  /** usable CBM − loaded (negative: overloaded) */
  freeCbm: z.number(),
  /** payload − loaded kg */
  freeKg: z.number(),
  /** loaded ÷ usable CBM, in % with one decimal */
  utilizationPct: z.number(),
});
export type SpareContainer = z.infer<typeof spareContainer>;
export const listSpareContainersResponse = pageOf(spareContainer).extend({
  /** over every container of the filters */
  totals: z.object({
    containers: z.number().int(),
    freeCbm: z.number(),
    freeKg: z.number(),
  }),
});
export type SpareContainersPage = z.infer<typeof listSpareContainersResponse>;

/** GET /api/reports/spare-containers/:id/candidates — open lines that would fit, by RDD. */
export const listSpareCandidatesQuery = pageQuery;
export type ListSpareCandidatesQuery = z.infer<typeof listSpareCandidatesQuery>;

export const spareCandidate = z.object({
  /** the PO line */
  id: z.number().int(),
  poNumber: z.string(),
  lineNo: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  rdd: z.string(),
  /** order − shipped − planned */
  plannableQty: z.number().int(),
  /** m³, gross kg and pieces of one package */
  packageCbm: z.number(),
  packageGrossKg: z.number(),
  piecesPerPackage: z.number().int(),
  /** what fits of the plannable quantity, alone in the free space, in whole packages */
  fitQty: z.number().int(),
  fitCbm: z.number(),
  fitKg: z.number(),
  /** the whole plannable quantity fits */
  wholeLineFits: z.boolean(),
});
export type SpareCandidate = z.infer<typeof spareCandidate>;
export const listSpareCandidatesResponse = pageOf(spareCandidate).extend({
  container: spareContainer,
});
export type SpareCandidatesPage = z.infer<typeof listSpareCandidatesResponse>;
