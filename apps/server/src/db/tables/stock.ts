import type { Generated } from 'kysely';

/* Stock (issue 16, migration 0027-stock). Part of db/schema.ts's Database. */

export interface WarehouseTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** a WarehouseType: loading, scrap, rework */
  type: string;
  /** a loading warehouse's loading point; null for the others */
  loading_point_id: number | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The last number given per document prefix and day (DN20261128-0001). */
export interface DocumentCounterTable {
  prefix: string;
  /** YYYYMMDD */
  day: string;
  last_no: number;
}

/** On hand per warehouse × product × PO line (0: none) — Σ of its moves, never negative. */
export interface StockBalanceTable {
  id: Generated<number>;
  warehouse_id: number;
  product_id: number;
  po_line_id: Generated<number>;
  supplier_id: number | null;
  qty: number;
  updated_at: string;
}

/** A movement document without a life of its own: stock-in, transfer, rework, loading… */
export interface StockDocumentTable {
  id: Generated<number>;
  doc_no: string;
  /** a StockDocumentType */
  doc_type: string;
  from_warehouse_id: number | null;
  to_warehouse_id: number | null;
  reason: Generated<string>;
  /** what it was posted for: 'deliveryNote', 'container', 'scrapOrder' and its id */
  source_type: string | null;
  source_id: number | null;
  user_id: number | null;
  username: string;
  created_at: string;
}

/** The ledger: one row per quantity change, never updated nor deleted. */
export interface StockMoveTable {
  id: Generated<number>;
  warehouse_id: number;
  product_id: number;
  po_line_id: Generated<number>;
  supplier_id: number | null;
  /** signed: + into the warehouse, − out of it */
  qty: number;
  /** a StockMoveKind */
  kind: string;
  doc_type: string;
  doc_id: number;
  doc_no: string;
  reason: Generated<string>;
  user_id: number | null;
  username: string;
  moved_at: string;
}

export interface DeliveryNoteTable {
  id: Generated<number>;
  note_no: string;
  supplier_id: number;
  warehouse_id: number;
  /** a DeliveryNoteStatus */
  status: string;
  packages: Generated<number>;
  gross_weight_g: Generated<number>;
  expected_arrival: string | null;
  remark: Generated<string>;
  created_by_user_id: number | null;
  submitted_at: string | null;
  received_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryNoteLineTable {
  id: Generated<number>;
  delivery_note_id: number;
  line_no: number;
  po_line_id: number;
  product_id: number;
  qty: number;
  received_qty: Generated<number>;
  damaged_qty: Generated<number>;
  short_qty: Generated<number>;
  /** the stock-in document that took the line in; null while pending */
  stock_document_id: number | null;
  stocked_in_at: string | null;
}

export interface LoadingRecordTable {
  id: Generated<number>;
  stock_document_id: number;
  container_id: number;
  container_line_id: number;
  po_line_id: number;
  product_id: number;
  warehouse_id: number;
  planned_qty: number;
  loaded_qty: number;
  shortfall_reason: Generated<string>;
  loaded_at: string;
}

export interface ScrapOrderTable {
  id: Generated<number>;
  scrap_no: string;
  warehouse_id: number;
  /** a ScrapOrderStatus */
  status: string;
  reason: string;
  /** the approver's comment when rejected */
  reject_comment: Generated<string>;
  created_by_user_id: number | null;
  approved_by_user_id: number | null;
  approved_at: string | null;
  done_at: string | null;
  stock_document_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ScrapOrderLineTable {
  id: Generated<number>;
  scrap_order_id: number;
  line_no: number;
  product_id: number;
  po_line_id: Generated<number>;
  qty: number;
}
