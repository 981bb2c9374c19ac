import type { Generated, Selectable } from 'kysely';

/** 0008-orders: purchase orders (header) and their lines; sales orders and theirs. */
export interface PurchaseOrderTable {
  id: Generated<number>;
  po_number: string;
  supplier_id: number;
  originator: string;
  destination_country: string;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface PoLineTable {
  id: Generated<number>;
  po_id: number;
  /** = the PO's supplier_id, kept in step by the service (report index + scope) */
  supplier_id: number;
  line_no: number;
  product_id: number;
  order_qty: number;
  unit_price_cents: number;
  /** discount in basis points (hundredths of a percent) */
  discount_bp: number;
  row_total_usd_cents: number;
  rdd: string;
  original_rdd: string;
  loading_point_id: number;
  so_line_id: number | null;
  /** maintained by planning (issue 6) */
  planned_qty: Generated<number>;
  /** maintained by shipping */
  shipped_qty: Generated<number>;
  closed: Generated<number>;
  cancelled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SalesOrderTable {
  id: Generated<number>;
  so_number: string;
  posting_date: string;
  rdd: string;
  original_rdd: string;
  bp_reference_no: string;
  country: string;
  created_at: string;
  updated_at: string;
}

export interface SoLineTable {
  id: Generated<number>;
  so_id: number;
  line_no: number;
  product_id: number;
  qty: number;
  row_total_usd_cents: number;
  created_at: string;
  updated_at: string;
}

export type PoLineRow = Selectable<PoLineTable>;

export type PurchaseOrderRow = Selectable<PurchaseOrderTable>;

export type SalesOrderRow = Selectable<SalesOrderTable>;

export type SoLineRow = Selectable<SoLineTable>;
