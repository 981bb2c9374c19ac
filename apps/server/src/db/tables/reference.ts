import type { Generated, Selectable } from 'kysely';

/* Suppliers and the reference data of loading and shipping. Part of db/schema.ts's Database. */

/** Columns after `code`/`name` come from 0005-supplier-profiles (all defaulted). */
export interface SupplierTable {
  id: Generated<number>;
  code: string;
  /** The full name. */
  name: string;
  created_at: string;
  short_name: Generated<string>;
  status: Generated<string>;
  source: Generated<string>;
  recommended_by: Generated<string>;
  company_type: Generated<string>;
  product_categories_json: Generated<string>;
  payment_terms: Generated<string>;
  incoterm: Generated<string>;
  headquarters: Generated<string>;
  manufacturer_company: Generated<string>;
  manufacturer_address: Generated<string>;
  contracted_company: Generated<string>;
  contracted_address: Generated<string>;
  country: Generated<string>;
  registration_number: Generated<string>;
  licence_valid_from: Generated<string>;
  licence_valid_until: Generated<string>;
  website: Generated<string>;
  founded_year: number | null;
  yearly_revenue_usd: number | null;
  certifications: Generated<string>;
  employee_count: number | null;
  contact1_name: Generated<string>;
  contact1_title: Generated<string>;
  contact1_email: Generated<string>;
  contact1_phone: Generated<string>;
  contact2_name: Generated<string>;
  contact2_title: Generated<string>;
  contact2_email: Generated<string>;
  contact2_phone: Generated<string>;
  contact3_name: Generated<string>;
  contact3_title: Generated<string>;
  contact3_email: Generated<string>;
  contact3_phone: Generated<string>;
  escalation_window: Generated<string>;
  activeness: Generated<string>;
  supply_stage: Generated<string>;
  updated_at: Generated<string>;
}

export interface LoadingPointTable {
  id: Generated<number>;
  name: string;
  short_name: string;
  address: string;
  created_at: string;
  updated_at: string;
}

export interface ShippingLineTable {
  id: Generated<number>;
  name: string;
  code: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface TransitTimeTable {
  id: Generated<number>;
  pol: string;
  pod: string;
  shipping_line_id: number | null;
  days: number;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface LoadingLimitTable {
  id: Generated<number>;
  /** A DestinationCountry code. */
  country: string;
  /** A ContainerTypeCode. */
  container_type: string;
  max_payload_g: number;
  note: string;
  created_at: string;
  updated_at: string;
}

/** Keyed by its code (40HQ, 20GP): a fixed set, seeded on every start when missing. */
export interface ContainerTypeTable {
  code: string;
  inner_length_cm: number;
  inner_width_cm: number;
  inner_height_cm: number;
  usable_cm3: number;
  pallets: number;
  max_payload_g: number;
  utilization_target_pct: number;
  updated_at: string;
}

export type LoadingLimitRow = Selectable<LoadingLimitTable>;

export type ContainerTypeRow = Selectable<ContainerTypeTable>;

export type SupplierRow = Selectable<SupplierTable>;
