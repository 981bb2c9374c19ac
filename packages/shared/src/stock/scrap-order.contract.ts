import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { queryList } from '../http/query-list';
import { isoDay } from '../orders/po.contract';
import { MAX_DOCUMENT_LINES, SCRAP_ORDER_STATUSES } from './stock-constants';

/**
 * Scrap orders (issue 16; spec §2 /stock scrap, addScrap, editScrap, scrapDetails): goods of
 * a loading warehouse or the rework area to be scrapped — Draft → Approved (by an approver)
 * → Done (the goods move into the scrap warehouse); Draft → Rejected; Draft or Approved →
 * Cancelled.
 */

const id = z.number().int().positive();

export const scrapOrderItem = z.object({
  id: z.number().int(),
  scrapNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: z.enum(SCRAP_ORDER_STATUSES),
  reason: z.string(),
  /** the approver's comment when rejected */
  rejectComment: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  createdBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** the scrap stock document's number, once done */
  docNo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScrapOrderItem = z.infer<typeof scrapOrderItem>;

export const scrapOrderLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  /** null: goods tied to no PO line */
  poLineId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  qty: z.number().int(),
});
export type ScrapOrderLine = z.infer<typeof scrapOrderLine>;

/** One step of an order's life, as its history lists it. */
export const scrapOrderEvent = z.object({
  at: z.string(),
  username: z.string(),
  /** create, update, approve, reject, done, cancel */
  action: z.string(),
  detail: z.string(),
});

export const scrapOrderDetails = scrapOrderItem.extend({
  lines: z.array(scrapOrderLine),
  history: z.array(scrapOrderEvent),
});
export type ScrapOrderDetails = z.infer<typeof scrapOrderDetails>;

export const scrapOrderLineInput = z.strictObject({
  productId: id,
  poLineId: id.nullable().default(null),
  qty: z.number().int().min(1, { message: 'stock.qtyPositive' }).max(10_000_000),
});

/** POST /api/scrap-orders and PUT /api/scrap-orders/:id (a Draft only). */
export const saveScrapOrderRequest = z
  .strictObject({
    warehouseId: id,
    reason: z.string().trim().min(1, { message: 'stock.reasonRequired' }).max(500),
    lines: z.array(scrapOrderLineInput).min(1).max(MAX_DOCUMENT_LINES),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.productId}:${line.poLineId ?? 0}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'productId'],
          message: 'stock.duplicateLine',
        });
      seen.add(key);
    });
  });
export type SaveScrapOrderRequest = z.input<typeof saveScrapOrderRequest>;
export type SaveScrapOrderBody = z.output<typeof saveScrapOrderRequest>;

/** POST /api/scrap-orders/:id/reject: the approver says why. */
export const rejectScrapOrderRequest = z.strictObject({
  comment: z.string().trim().min(1, { message: 'stock.reasonRequired' }).max(500),
});
export type RejectScrapOrderRequest = z.input<typeof rejectScrapOrderRequest>;

export const SCRAP_ORDER_SORT_FIELDS = [
  'scrapNo',
  'warehouseCode',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type ScrapOrderSortField = (typeof SCRAP_ORDER_SORT_FIELDS)[number];

export const listScrapOrdersQuery = pageQuery.extend({
  /** the scrap number, or its start */
  scrapNo: z.string().trim().max(30).optional(),
  status: queryList(z.enum(SCRAP_ORDER_STATUSES)),
  warehouseId: z.coerce.number().int().positive().optional(),
  /** created on these days (inclusive) */
  from: isoDay.optional(),
  to: isoDay.optional(),
  sortBy: z.enum(SCRAP_ORDER_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListScrapOrdersQuery = z.infer<typeof listScrapOrdersQuery>;
export const listScrapOrdersResponse = pageOf(scrapOrderItem);
