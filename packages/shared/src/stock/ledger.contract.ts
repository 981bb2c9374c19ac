import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { queryList } from '../http/query-list';
import { isoDay } from '../orders/po.contract';
import {
  MAX_DOCUMENT_LINES,
  STOCK_DOCUMENT_TYPES,
  STOCK_MOVE_KINDS,
  WAREHOUSE_TYPES,
} from './stock-constants';

/**
 * The stock ledger (issue 16; DOMAIN.md "Stock"): inventory — on hand per warehouse ×
 * product × PO line, derived from the moves — and the history of moves (historyRecord,
 * scrapRecord), transfers between warehouses, rework out and back, the ledger check.
 */

const id = z.number().int().positive();
const reason = z.string().trim().min(1, { message: 'stock.reasonRequired' }).max(500);

/** One balance row: what a warehouse holds of a product (for a PO line, when tied to one). */
export const inventoryItem = z.object({
  /** warehouse-product-poLine: a stable row key */
  key: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseType: z.enum(WAREHOUSE_TYPES),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  /** null: goods tied to no PO line */
  poLineId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  qty: z.number().int(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const INVENTORY_SORT_FIELDS = [
  'warehouseCode',
  'productCode',
  'supplierName',
  'poNumber',
  'qty',
  'updatedAt',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

const ids = queryList(z.coerce.number().int().positive());

export const inventoryFilter = z.object({
  /** warehouse ids (several: `1,2`) */
  warehouseIds: ids,
  warehouseType: z.enum(WAREHOUSE_TYPES).optional(),
  productId: id.optional(),
  /** product ID, item no. or short name */
  product: z.string().trim().max(50).optional(),
  supplierId: z.coerce.number().int().positive().optional(),
  poNumber: z.string().trim().max(40).optional(),
  /** 1: also rows at 0 (what was there and left) */
  withEmpty: z.coerce.number().int().min(0).max(1).default(0),
});
export const listInventoryQuery = pageQuery.extend({
  ...inventoryFilter.shape,
  sortBy: z.enum(INVENTORY_SORT_FIELDS).default('warehouseCode'),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListInventoryQuery = z.infer<typeof listInventoryQuery>;
export type InventoryFilter = z.infer<typeof inventoryFilter>;
export const listInventoryResponse = pageOf(inventoryItem);
export const inventoryTotalsQuery = inventoryFilter;
export const inventoryTotals = z.object({ rows: z.number().int(), qty: z.number().int() });
export type InventoryTotals = z.infer<typeof inventoryTotals>;

/** One ledger move, as historyRecord and scrapRecord list it. */
export const stockMoveItem = z.object({
  id: z.number().int(),
  movedAt: z.string(),
  kind: z.enum(STOCK_MOVE_KINDS),
  docType: z.string(),
  docNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  poLineId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  qty: z.number().int(),
  reason: z.string(),
  username: z.string(),
});
export type StockMoveItem = z.infer<typeof stockMoveItem>;

export const listStockMovesQuery = pageQuery.extend({
  /** the day range, inclusive (YYYY-MM-DD, in the company's time zone) */
  from: isoDay.optional(),
  to: isoDay.optional(),
  warehouseIds: ids,
  warehouseType: z.enum(WAREHOUSE_TYPES).optional(),
  productId: id.optional(),
  product: z.string().trim().max(50).optional(),
  supplierId: z.coerce.number().int().positive().optional(),
  kinds: queryList(z.enum(STOCK_MOVE_KINDS)),
  /** the moves of these documents' types only (the rework stock-in records: reworkBack) */
  docTypes: queryList(z.enum(STOCK_DOCUMENT_TYPES)),
  /** the document number, or its start */
  docNo: z.string().trim().max(30).optional(),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListStockMovesQuery = z.infer<typeof listStockMovesQuery>;
export const listStockMovesResponse = pageOf(stockMoveItem);

/** One quantity of a balance row to move: the row's warehouse, product and PO line. */
export const stockLineInput = z.strictObject({
  productId: id,
  /** null: goods tied to no PO line */
  poLineId: id.nullable().default(null),
  qty: z.number().int().min(1).max(10_000_000),
});
export type StockLineInput = z.input<typeof stockLineInput>;

/** POST /api/stock/transfers — from one warehouse to another, every line or none. */
export const transferRequest = z
  .strictObject({
    fromWarehouseId: id,
    toWarehouseId: id,
    reason,
    lines: z.array(stockLineInput).min(1).max(MAX_DOCUMENT_LINES),
  })
  .refine((body) => body.fromWarehouseId !== body.toWarehouseId, {
    path: ['toWarehouseId'],
    message: 'stock.sameWarehouse',
  });
export type TransferRequest = z.input<typeof transferRequest>;
export type TransferBody = z.output<typeof transferRequest>;

/** POST /api/stock/rework — goods leave a loading warehouse for the rework area. */
export const sendToReworkRequest = z.strictObject({
  fromWarehouseId: id,
  reason,
  lines: z.array(stockLineInput).min(1).max(MAX_DOCUMENT_LINES),
});
export type SendToReworkRequest = z.input<typeof sendToReworkRequest>;
export type SendToReworkBody = z.output<typeof sendToReworkRequest>;

/** POST /api/stock/rework/back — reworked goods come back (passed) or go to scrap. */
export const reworkBackRequest = z
  .strictObject({
    /** the rework area they are in */
    reworkWarehouseId: id,
    /** passed: back into `toWarehouseId`, a loading warehouse; scrapped: into the scrap warehouse */
    result: z.enum(['passed', 'scrapped']),
    toWarehouseId: id.optional(),
    reason,
    lines: z.array(stockLineInput).min(1).max(MAX_DOCUMENT_LINES),
  })
  .refine((body) => body.result === 'scrapped' || body.toWarehouseId !== undefined, {
    path: ['toWarehouseId'],
    message: 'validation.required',
  });
export type ReworkBackRequest = z.input<typeof reworkBackRequest>;
export type ReworkBackBody = z.output<typeof reworkBackRequest>;

/** What a posted document answers: its number and the moves it wrote. */
export const postedDocument = z.object({
  id: z.number().int(),
  docNo: z.string(),
  moves: z.number().int(),
});
export type PostedDocument = z.infer<typeof postedDocument>;

/** The ledger check: every balance equals the sum of its moves, none below 0. */
export const ledgerCheckResult = z.object({
  balances: z.number().int(),
  moves: z.number().int(),
  /** the balance rows whose quantity differs from the sum of their moves */
  mismatches: z.array(
    z.object({
      warehouseId: z.number().int(),
      productId: z.number().int(),
      poLineId: z.number().int().nullable(),
      balance: z.number().int(),
      sumOfMoves: z.number().int(),
    }),
  ),
  checkedAt: z.string(),
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;
