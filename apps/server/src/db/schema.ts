import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables as Kysely sees them. Portable types only: integer ids, integer 0/1 flags,
 * instants as UTC ISO strings, JSON as text — identical on SQLite and PostgreSQL.
 */
export interface Database {
  user_groups: UserGroupTable;
  users: UserTable;
  suppliers: SupplierTable;
  user_suppliers: UserSupplierTable;
  menus: MenuTable;
  resource_categories: ResourceCategoryTable;
  resources: ResourceTable;
  group_menus: GroupMenuTable;
  group_resources: GroupResourceTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  station_messages: StationMessageTable;
  station_message_recipients: StationMessageRecipientTable;
  audit_log: AuditLogTable;
  loading_points: LoadingPointTable;
  shipping_lines: ShippingLineTable;
  transit_times: TransitTimeTable;
  loading_limits: LoadingLimitTable;
  container_types: ContainerTypeTable;
  products: ProductTable;
  kits: KitTable;
  kit_components: KitComponentTable;
  product_packaging: ProductPackagingTable;
  lead_times: LeadTimeTable;
  jobs: JobTable;
  purchase_orders: PurchaseOrderTable;
  po_lines: PoLineTable;
  sales_orders: SalesOrderTable;
  so_lines: SoLineTable;
  containers: ContainerTable;
  container_lines: ContainerLineTable;
  container_changes: ContainerChangeTable;
}

export interface UserGroupTable {
  id: Generated<number>;
  name: string;
  description: string;
  builtin: number;
  sort: number;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  email: string;
  icon: string;
  group_id: number;
  enabled: number;
  locked: number;
  failed_login_count: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

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

export interface UserSupplierTable {
  user_id: number;
  supplier_id: number;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  title: string;
  entitle: string;
  icon: string;
  hidden: number;
  sort: number;
  keep_alive: number;
  level: number;
  created_at: string;
}

export interface ResourceCategoryTable {
  id: Generated<number>;
  name: string;
  sort: number;
  created_at: string;
}

export interface ResourceTable {
  id: Generated<number>;
  category_id: number;
  resource_key: string;
  name: string;
  url: string;
  description: string;
  builtin: number;
  created_at: string;
}

export interface GroupMenuTable {
  group_id: number;
  menu_id: number;
}

export interface GroupResourceTable {
  group_id: number;
  resource_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  client_address: string;
  user_agent: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  username: string;
  client_address: string;
  succeeded: number;
  attempted_at: string;
}

export interface StationMessageTable {
  id: Generated<number>;
  type: number;
  title: string;
  title_cn: string;
  content: string;
  created_at: string;
}

export interface StationMessageRecipientTable {
  id: Generated<number>;
  message_id: number;
  user_id: number;
  read_status: number;
  receive_time: string;
  read_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string;
  client_address: string;
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

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type MenuRow = Selectable<MenuTable>;
export type ResourceRow = Selectable<ResourceTable>;
export type LoadingLimitRow = Selectable<LoadingLimitTable>;
export type ContainerTypeRow = Selectable<ContainerTypeTable>;
export type ProductRow = Selectable<ProductTable>;
export type SupplierRow = Selectable<SupplierTable>;
export type NewProduct = Insertable<ProductTable>;

/** 0007-import-jobs: the DB-backed job queue (platform/jobs). */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  status: string;
  stage: string;
  progress_done: number;
  progress_total: number;
  created_by: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  heartbeat_at: string | null;
  worker_id: string | null;
  input_name: string;
  input_json: string;
  input_file: Buffer | null;
  result_json: string | null;
  error_json: string | null;
}

/** 0008-orders: purchase orders (header) and their lines. */
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

/** 0010-containers: containers (Draft → Unshipped → …), their lines and change history. */
export interface ContainerTable {
  id: Generated<number>;
  /** required from release on; null in a Draft */
  shipment_no: string | null;
  /** container or AWB no. */
  container_no: string | null;
  /** a ContainerTypeCode (container_types.code) */
  container_type: string;
  /** a ContainerStatus */
  status: string;
  loading_point_id: number;
  /** a DestinationCountry */
  destination_country: string;
  owner_user_id: number | null;
  /** the planner whose draft it is / was */
  created_by_user_id: number;
  shipping_line_id: number | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  ready_date: string | null;
  original_ready_date: string | null;
  loading_date: string | null;
  promised_delivery_date: string | null;
  notes: Generated<string>;
  /** optimistic lock: +1 on every change */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContainerLineTable {
  id: Generated<number>;
  container_id: number;
  po_line_id: number;
  /** whole pieces */
  qty: number;
  /** CBM as planned, m³ × 1000 */
  cbm_milli: number;
  /** gross weight as planned, grams */
  gross_g: number;
  ready_date: string | null;
  original_ready_date: string | null;
  /** a ConfirmReadyDate: -1 not submitted, 0 pending, 1 approved, 2 rejected, 3 system */
  confirm_ready_date: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContainerChangeTable {
  id: Generated<number>;
  container_id: number;
  at: string;
  actor_user_id: number | null;
  actor_name: string;
  field: string;
  before_value: string | null;
  after_value: string | null;
  reason: Generated<string>;
}

export type ContainerRow = Selectable<ContainerTable>;
export type ContainerLineRow = Selectable<ContainerLineTable>;
export type ContainerChangeRow = Selectable<ContainerChangeTable>;
