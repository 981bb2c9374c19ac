import { z } from 'zod';
import { queryList } from '../http/query-list';
import { recordId } from '../http/record-id';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { DESTINATION_COUNTRIES } from '../reference/destinations';
import { isIsoDay } from '../suppliers/supplier.contract';
import { orderRevision } from './order-revision.contract';
import { CURRENCIES, MODIFICATION_PURPOSES, PO_LINE_STATUSES } from './order-constants';

/** Purchase orders and their lines (spec §2 /production/order, /myOrder/orderList, /stock/riskbuyPo). */

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** Order numbers: letters, digits and . _ / - only, so they survive Excel and URLs. */
export const orderNumber = required(40).regex(/^[A-Za-z0-9._/-]*$/);
/** A real calendar day written YYYY-MM-DD. */
export const isoDay = z.string().trim().refine(isIsoDay, { message: 'order.invalidDate' });
const id = z.number().int().positive();
/** spec §5: order quantity required and not 0. */
export const orderQty = z
  .number({ message: 'order.qtyRequired' })
  .int()
  .max(10_000_000)
  .refine((v) => v !== 0, { message: 'order.qtyZero' })
  .refine((v) => v >= 0, { message: 'order.qtyNegative' });
export const unitPriceCents = z.number().int().min(0).max(10_000_000_000);
/** Discount in percent, 0–100, at most two decimals. */
export const discountPct = z.number().min(0).max(100).multipleOf(0.01);
export const modificationReason = text(300);

// ---------- writes ----------

/** One line as keyed (or imported). Row total USD is computed by the server. */
export const poLineInput = z.strictObject({
  lineNo: z.number().int().min(1).max(99_999),
  productId: id,
  orderQty,
  unitPriceCents,
  discountPct: discountPct.default(0),
  rdd: isoDay,
  loadingPointId: id,
  soLineId: id.nullable().default(null),
});
export type PoLineInput = z.input<typeof poLineInput>;
export type PoLineInputBody = z.output<typeof poLineInput>;

export const createPurchaseOrderRequest = z.strictObject({
  poNumber: orderNumber,
  supplierId: id,
  originator: required(60),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  currency: z.enum(CURRENCIES),
  lines: z.array(poLineInput).min(1).max(500),
});
export type CreatePurchaseOrderRequest = z.input<typeof createPurchaseOrderRequest>;
export type CreatePurchaseOrderBody = z.output<typeof createPurchaseOrderRequest>;

/** Header edit; PO number is the business key and does not change. */
export const updatePurchaseOrderRequest = z.strictObject({
  supplierId: id,
  originator: required(60),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  currency: z.enum(CURRENCIES),
});
export type UpdatePurchaseOrderRequest = z.infer<typeof updatePurchaseOrderRequest>;

/** POST /api/purchase-orders/:id/lines */
export const addPoLineRequest = poLineInput;
export type AddPoLineRequest = PoLineInput;

/**
 * PUT /api/po-lines/:id — any subset of fields. When the order quantity or the RDD really
 * changes, modificationReason and modificationPurpose are required (server rule, 422 on the
 * field). Quantity cannot go below planned + shipped.
 */
export const changePoLineRequest = z.strictObject({
  orderQty: orderQty.optional(),
  rdd: isoDay.optional(),
  unitPriceCents: unitPriceCents.optional(),
  discountPct: discountPct.optional(),
  loadingPointId: id.optional(),
  soLineId: id.nullable().optional(),
  modificationReason: modificationReason.default(''),
  modificationPurpose: z.enum(MODIFICATION_PURPOSES).nullable().default(null),
});
export type ChangePoLineRequest = z.input<typeof changePoLineRequest>;
export type ChangePoLineBody = z.output<typeof changePoLineRequest>;

/** POST /api/po-lines/:id/close and /cancel. */
export const closePoLineRequest = z.strictObject({ reason: required(300) });
export type ClosePoLineRequest = z.infer<typeof closePoLineRequest>;

/** PUT /api/po-lines/:id/so-line — link (same product) or unlink (null). */
export const linkPoLineRequest = z.strictObject({ soLineId: id.nullable() });
export type LinkPoLineRequest = z.infer<typeof linkPoLineRequest>;

// ---------- reads ----------

/**
 * One PO line as the report, its export, the PO drawer and the line actions use it: no field
 * no screen or export shows (item number, created/updated times) — the report is paged
 * thousands of times a minute and every field costs a column read and JSON (issue 5).
 */
export const poLineItem = z.object({
  id: z.number().int(),
  poId: z.number().int(),
  poNumber: z.string(),
  lineNo: z.number().int(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  originator: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  currency: z.enum(CURRENCIES),
  /** products.id */
  productId: z.number().int(),
  /** products.product_id, the business code */
  productCode: z.string(),
  productName: z.string(),
  orderQty: z.number().int(),
  unitPriceCents: z.number().int(),
  discountPct: z.number(),
  rowTotalUsdCents: z.number().int(),
  rdd: z.string(),
  originalRdd: z.string(),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  openQty: z.number().int(),
  plannedQty: z.number().int(),
  shippedQty: z.number().int(),
  plannableQty: z.number().int(),
  status: z.enum(PO_LINE_STATUSES),
  closed: z.boolean(),
  cancelled: z.boolean(),
  soLineId: z.number().int().nullable(),
  soNumber: z.string().nullable(),
  soLineNo: z.number().int().nullable(),
  /** no SO line covers this PO line */
  riskBuy: z.boolean(),
});
export type PoLineItem = z.infer<typeof poLineItem>;

export const PO_LINE_SORT_FIELDS = [
  'poNumber',
  'lineNo',
  'supplier',
  'product',
  'orderQty',
  'rowTotalUsdCents',
  'rdd',
  'destinationCountry',
  'originator',
  'createdAt',
] as const;
export type PoLineSortField = (typeof PO_LINE_SORT_FIELDS)[number];

/** Filters shared by the report, its totals, its export and the risk-buy list. */
export const poLineFilters = z.object({
  /** prefix of the PO number */
  poNumber: text(40).optional(),
  supplierId: recordId.optional(),
  productId: recordId.optional(),
  status: queryList(z.enum(PO_LINE_STATUSES)),
  rddFrom: isoDay.optional(),
  rddTo: isoDay.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  originator: text(60).optional(),
  /** 1 = only lines without an SO line; 0 = only covered lines */
  riskBuy: flag01.optional(),
  sortBy: z.enum(PO_LINE_SORT_FIELDS).default('rdd'),
  sortOrder: sortOrderParam.default('asc'),
});
export type PoLineFilters = z.infer<typeof poLineFilters>;

/** GET /api/po-lines (also the supplier's /myOrder/orderList, scoped by the server). */
export const listPoLinesQuery = pageQuery.extend(poLineFilters.shape);
export type ListPoLinesQuery = z.infer<typeof listPoLinesQuery>;
export type ListPoLinesRequest = z.input<typeof listPoLinesQuery>;

export const poLineTotals = z.object({
  lineCount: z.number().int(),
  orderQty: z.number().int(),
  openQty: z.number().int(),
  plannedQty: z.number().int(),
  shippedQty: z.number().int(),
  plannableQty: z.number().int(),
  rowTotalUsdCents: z.number().int(),
});
export type PoLineTotals = z.infer<typeof poLineTotals>;

export const listPoLinesResponse = pageOf(poLineItem);
/** GET /api/po-lines/totals — same filters (paging ignored). */
export const poLineTotalsResponse = poLineTotals;

/** GET /api/po-lines/risk-buy — open lines without an SO line, with what is on hand of them. */
export const riskBuyItem = poLineItem.extend({
  /** on hand in the loading warehouses and the rework area (issue 16; scrapped goods not) */
  stockQty: z.number().int(),
});
export type RiskBuyItem = z.infer<typeof riskBuyItem>;
export const listRiskBuyQuery = listPoLinesQuery.omit({ riskBuy: true });
export type ListRiskBuyQuery = z.infer<typeof listRiskBuyQuery>;
export const listRiskBuyResponse = pageOf(riskBuyItem);

export const purchaseOrderItem = z.object({
  id: z.number().int(),
  poNumber: z.string(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  originator: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItem>;

/** GET /api/purchase-orders/:id */
export const purchaseOrderDetail = purchaseOrderItem.extend({
  lines: z.array(poLineItem),
  totals: poLineTotals,
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

/** One changed field of one save, header or line (GET /api/purchase-orders/:id/revisions). */
export const poRevision = orderRevision(['purchaseOrder', 'poLine'] as const);
export type PoRevision = z.infer<typeof poRevision>;
export const listPoRevisionsResponse = z.array(poRevision);

/** Route params of /api/po-lines/:id. */
export const poLineIdParams = z.strictObject({ id: recordId });
