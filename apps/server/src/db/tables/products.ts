import type { Generated, Insertable, Selectable } from 'kysely';

/* Product and kit master data, packaging, lead times. Part of db/schema.ts's Database. */

/** Product master data: grams, millimetres, 0/1 flags; country short names as JSON text. */
export interface ProductTable {
  id: Generated<number>;
  product_id: string;
  item_number: string;
  short_name: string;
  model_number: string;
  model_name: string;
  /** An Activeness value. */
  activeness: string;
  brand: string;
  /** A ProductCategory code. */
  category: string;
  net_weight_g: number;
  gross_weight_g: number;
  country_short_names_json: string;
  package_type: string;
  qty_per_package: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  serialized: number;
  moq: number;
  msq: number;
  standard_lead_time_days: number;
  safety_stock_qty: number;
  safety_lead_time_days: number;
  related_main_product_model: string;
  parent_sn: string;
  created_at: string;
  updated_at: string;
}

/** A kit (KIT list): code and name unique; life cycle a KitLifeCycle, activeness an Activeness. */
export interface KitTable {
  id: Generated<number>;
  kit_code: string;
  name: string;
  life_cycle: string;
  activeness: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/** One component line of a kit; a product appears once per kit. */
export interface KitComponentTable {
  id: Generated<number>;
  kit_id: number;
  product_id: number;
  qty: number;
  sort: number;
}

/** A product's packaging: carton, and the pallet columns all null when shipped loose. */
export interface ProductPackagingTable {
  product_id: number;
  carton_length_mm: number;
  carton_width_mm: number;
  carton_height_mm: number;
  pieces_per_carton: number;
  carton_gross_g: number;
  carton_net_g: number;
  cartons_per_pallet: number | null;
  pallet_length_mm: number | null;
  pallet_width_mm: number | null;
  pallet_height_mm: number | null;
  pallet_gross_g: number | null;
  pallets_per_40hq: number | null;
  pallets_per_20gp: number | null;
  created_at: string;
  updated_at: string;
}

/** Production lead time of one product from one supplier (unique per pair). */
export interface LeadTimeTable {
  id: Generated<number>;
  product_id: number;
  supplier_id: number;
  days: number;
  note: string;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductTable>;

export type NewProduct = Insertable<ProductTable>;
