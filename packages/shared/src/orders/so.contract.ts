import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { DESTINATION_COUNTRIES } from '../reference/destinations';
import { MODIFICATION_PURPOSES } from './order-constants';
import { isoDay, modificationReason, orderNumber, orderQty } from './po.contract';
import { orderRevision } from './order-revision.contract';

/** Sales orders — the demand side (spec §2 /production/SOorder, §3 "SO"). */

const text = (max: number) => z.string().trim().max(max);
const id = z.number().int().positive();
export const rowTotalCents = z.number().int().min(0).max(100_000_000_000);

export const soLineInput = z.strictObject({
  lineNo: z.number().int().min(1).max(99_999),
  productId: id,
  qty: orderQty,
  /** row total in USD cents */
  rowTotalUsdCents: rowTotalCents,
});
export type SoLineInput = z.input<typeof soLineInput>;

export const createSalesOrderRequest = z.strictObject({
  soNumber: orderNumber,
  postingDate: isoDay,
  rdd: isoDay,
  /** defaults to rdd */
  originalRdd: isoDay.optional(),
  bpReferenceNo: text(60).default(''),
  country: z.enum(DESTINATION_COUNTRIES),
  lines: z.array(soLineInput).min(1).max(500),
});
export type CreateSalesOrderRequest = z.input<typeof createSalesOrderRequest>;
export type CreateSalesOrderBody = z.output<typeof createSalesOrderRequest>;

/**
 * PUT /api/sales-orders/:id — header and the full line list (matched by line number; lines
 * left out are removed unless a PO line covers them). A change of RDD or of a line quantity
 * needs modificationReason + modificationPurpose.
 */
export const updateSalesOrderRequest = z.strictObject({
  postingDate: isoDay,
  rdd: isoDay,
  bpReferenceNo: text(60).default(''),
  country: z.enum(DESTINATION_COUNTRIES),
  lines: z.array(soLineInput).min(1).max(500),
  modificationReason: modificationReason.default(''),
  modificationPurpose: z.enum(MODIFICATION_PURPOSES).nullable().default(null),
});
export type UpdateSalesOrderRequest = z.input<typeof updateSalesOrderRequest>;
export type UpdateSalesOrderBody = z.output<typeof updateSalesOrderRequest>;

export const soLineItem = z.object({
  id: z.number().int(),
  soId: z.number().int(),
  soNumber: z.string(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  qty: z.number().int(),
  rowTotalUsdCents: z.number().int(),
  postingDate: z.string(),
  rdd: z.string(),
  originalRdd: z.string(),
  bpReferenceNo: z.string(),
  country: z.enum(DESTINATION_COUNTRIES),
  /** sum of the order qty of the (not cancelled) PO lines that reference this SO line */
  coveredQty: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SoLineItem = z.infer<typeof soLineItem>;

export const salesOrderItem = z.object({
  id: z.number().int(),
  soNumber: z.string(),
  postingDate: z.string(),
  rdd: z.string(),
  originalRdd: z.string(),
  bpReferenceNo: z.string(),
  country: z.enum(DESTINATION_COUNTRIES),
  rowTotalUsdCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesOrderItem = z.infer<typeof salesOrderItem>;

/** GET /api/sales-orders/:id */
export const salesOrderDetail = salesOrderItem.extend({ lines: z.array(soLineItem) });
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

export const SO_LINE_SORT_FIELDS = [
  'soNumber',
  'lineNo',
  'product',
  'qty',
  'rowTotalUsdCents',
  'postingDate',
  'rdd',
  'country',
  'createdAt',
] as const;
export type SoLineSortField = (typeof SO_LINE_SORT_FIELDS)[number];

export const soLineFilters = z.object({
  /** prefix of the SO number */
  soNumber: text(40).optional(),
  productId: recordId.optional(),
  country: z.enum(DESTINATION_COUNTRIES).optional(),
  rddFrom: isoDay.optional(),
  rddTo: isoDay.optional(),
  postingFrom: isoDay.optional(),
  postingTo: isoDay.optional(),
  bpReferenceNo: text(60).optional(),
  sortBy: z.enum(SO_LINE_SORT_FIELDS).default('rdd'),
  sortOrder: sortOrderParam.default('asc'),
});
export type SoLineFilters = z.infer<typeof soLineFilters>;

/** GET /api/so-lines (the SO report), /api/so-lines/export */
export const listSoLinesQuery = pageQuery.extend(soLineFilters.shape);
export type ListSoLinesQuery = z.infer<typeof listSoLinesQuery>;
export type ListSoLinesRequest = z.input<typeof listSoLinesQuery>;
export const soLineTotals = z.object({
  lineCount: z.number().int(),
  qty: z.number().int(),
  rowTotalUsdCents: z.number().int(),
});
export type SoLineTotals = z.infer<typeof soLineTotals>;
export const listSoLinesResponse = pageOf(soLineItem);
/** GET /api/so-lines/totals */
export const soLineTotalsResponse = soLineTotals;

export const soRevision = orderRevision(['salesOrder', 'soLine'] as const);
export type SoRevision = z.infer<typeof soRevision>;
/** GET /api/sales-orders/:id/revisions */
export const listSoRevisionsResponse = z.array(soRevision);
