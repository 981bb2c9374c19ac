import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { queryList } from '../http/query-list';
import { refuseRepeats } from '../http/repeats';
import { isoDay } from '../orders/po.contract';
import { DELIVERY_NOTE_STATUSES, MAX_DOCUMENT_LINES } from './stock-constants';

/**
 * Delivery notes (issue 16; spec §2 /stock deliveryNote, addDeliveryNote, editDeliveryNote,
 * deliveryNoteDetails, pendingWarehousing): a supplier (or SCM on its behalf) announces
 * goods for a loading warehouse against its open PO lines; the warehouse stocks them in.
 */

const id = z.number().int().positive();

export const deliveryNoteItem = z.object({
  id: z.number().int(),
  noteNo: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  status: z.enum(DELIVERY_NOTE_STATUSES),
  packages: z.number().int(),
  grossWeightKg: z.number(),
  expectedArrival: z.string().nullable(),
  remark: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  receivedQty: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeliveryNoteItem = z.infer<typeof deliveryNoteItem>;

export const deliveryNoteLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  poLineId: z.number().int(),
  poNumber: z.string(),
  poLineNo: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  qty: z.number().int(),
  receivedQty: z.number().int(),
  damagedQty: z.number().int(),
  shortQty: z.number().int(),
  stockedInAt: z.string().nullable(),
  /** the stock-in document's number, once stocked in */
  stockInNo: z.string().nullable(),
});
export type DeliveryNoteLine = z.infer<typeof deliveryNoteLine>;

/** One step of a note's life, as its history lists it. */
export const deliveryNoteEvent = z.object({
  at: z.string(),
  username: z.string(),
  /** create, update, submit, cancel, stockIn, delete */
  action: z.string(),
  detail: z.string(),
});

export const deliveryNoteDetails = deliveryNoteItem.extend({
  lines: z.array(deliveryNoteLine),
  history: z.array(deliveryNoteEvent),
});
export type DeliveryNoteDetails = z.infer<typeof deliveryNoteDetails>;

export const deliveryNoteLineInput = z.strictObject({
  poLineId: id,
  qty: z.number().int().min(1, { message: 'stock.qtyPositive' }).max(10_000_000),
});

/** POST /api/delivery-notes and PUT /api/delivery-notes/:id (a Draft only). */
export const saveDeliveryNoteRequest = z
  .strictObject({
    supplierId: id,
    warehouseId: id,
    packages: z.number().int().min(0).max(1_000_000).default(0),
    grossWeightKg: z.number().min(0).max(1_000_000).multipleOf(0.001).default(0),
    expectedArrival: isoDay.nullable().default(null),
    remark: z.string().trim().max(500).default(''),
    lines: z.array(deliveryNoteLineInput).min(1).max(MAX_DOCUMENT_LINES),
    /** submit at once (Draft → Submitted) */
    submit: z.boolean().default(false),
  })
  .superRefine((body, ctx) =>
    refuseRepeats(ctx, body.lines, { list: 'lines', field: 'poLineId' }, 'stock.duplicatePoLine'),
  );
export type SaveDeliveryNoteRequest = z.input<typeof saveDeliveryNoteRequest>;
export type SaveDeliveryNoteBody = z.output<typeof saveDeliveryNoteRequest>;

export const DELIVERY_NOTE_SORT_FIELDS = [
  'noteNo',
  'supplierName',
  'warehouseCode',
  'status',
  'expectedArrival',
  'createdAt',
  'updatedAt',
] as const;
export type DeliveryNoteSortField = (typeof DELIVERY_NOTE_SORT_FIELDS)[number];

export const listDeliveryNotesQuery = pageQuery.extend({
  /** the note number, or its start */
  noteNo: z.string().trim().max(30).optional(),
  supplierId: z.coerce.number().int().positive().optional(),
  warehouseId: z.coerce.number().int().positive().optional(),
  status: queryList(z.enum(DELIVERY_NOTE_STATUSES)),
  /** created on these days (inclusive) */
  from: isoDay.optional(),
  to: isoDay.optional(),
  sortBy: z.enum(DELIVERY_NOTE_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListDeliveryNotesQuery = z.infer<typeof listDeliveryNotesQuery>;
export const listDeliveryNotesResponse = pageOf(deliveryNoteItem);

/** A PO line a note may name: the supplier's, open, at the warehouse's loading point. */
export const deliverablePoLine = z.object({
  poLineId: z.number().int(),
  poNumber: z.string(),
  poLineNo: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  rdd: z.string(),
  orderQty: z.number().int(),
  shippedQty: z.number().int(),
  /** what may still be put on a note: open, less what notes, stock and loading already hold */
  deliverableQty: z.number().int(),
});
export type DeliverablePoLine = z.infer<typeof deliverablePoLine>;
export const deliverablePoLinesQuery = z.object({
  supplierId: z.coerce.number().int().positive(),
  warehouseId: z.coerce.number().int().positive(),
  /** the note being edited: its own lines do not count against it */
  noteId: z.coerce.number().int().positive().optional(),
  /** PO number or product */
  keyword: z.string().trim().max(50).optional(),
});
export type DeliverablePoLinesQuery = z.infer<typeof deliverablePoLinesQuery>;
export const deliverablePoLinesResponse = z.array(deliverablePoLine);

export const noteNoParams = z.strictObject({ noteNo: z.string().trim().min(1).max(30) });

/** A submitted line waiting for stock-in (pendingWarehousing). */
export const pendingLineItem = deliveryNoteLine.extend({
  deliveryNoteId: z.number().int(),
  noteNo: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  expectedArrival: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type PendingLineItem = z.infer<typeof pendingLineItem>;
export const listPendingLinesQuery = pageQuery.extend({
  noteNo: z.string().trim().max(30).optional(),
  supplierId: z.coerce.number().int().positive().optional(),
  warehouseId: z.coerce.number().int().positive().optional(),
  product: z.string().trim().max(50).optional(),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListPendingLinesQuery = z.infer<typeof listPendingLinesQuery>;
export const listPendingLinesResponse = pageOf(pendingLineItem);

/**
 * POST /api/delivery-notes/stock-in — what arrived, per line: received (into stock) and
 * damaged; the rest of the line is short. One transaction for every line.
 */
export const stockInRequest = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          lineId: id,
          receivedQty: z.number().int().min(0).max(10_000_000),
          damagedQty: z.number().int().min(0).max(10_000_000).default(0),
        }),
      )
      .min(1)
      .max(MAX_DOCUMENT_LINES),
  })
  .superRefine((body, ctx) =>
    refuseRepeats(ctx, body.lines, { list: 'lines', field: 'lineId' }, 'stock.duplicateLine'),
  );
export type StockInRequest = z.input<typeof stockInRequest>;
export const stockInResult = z.object({
  docNo: z.string(),
  lines: z.number().int(),
  receivedQty: z.number().int(),
  /** the notes the stock-in touched, with their status after it */
  notes: z.array(z.object({ noteNo: z.string(), status: z.enum(DELIVERY_NOTE_STATUSES) })),
});
export type StockInResult = z.infer<typeof stockInResult>;
