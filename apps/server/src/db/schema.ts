import type {
  UserGroupTable,
  UserTable,
  UserSupplierTable,
  MenuTable,
  ResourceCategoryTable,
  ResourceTable,
  GroupMenuTable,
  GroupResourceTable,
  SessionTable,
  LoginAttemptTable,
  StationMessageTable,
  StationMessageRecipientTable,
  AuditLogTable,
} from './tables/access';
import type {
  SupplierTable,
  LoadingPointTable,
  ShippingLineTable,
  TransitTimeTable,
  LoadingLimitTable,
  ContainerTypeTable,
} from './tables/reference';
import type {
  ProductTable,
  KitTable,
  KitComponentTable,
  ProductPackagingTable,
  LeadTimeTable,
} from './tables/products';
import type { JobTable } from './tables/jobs';
import type {
  AvlRequestTable,
  FileExpiryWarningTable,
  StoredFileTable,
  SupplierCheckTable,
  SupplierFileTable,
  SupplierFileTypeTable,
  SupplierFileVersionTable,
  SupplierStageRecordTable,
} from './tables/due-diligence';
import type { CodeTemplateTable, SerialBindEventTable, SerialCodeTable } from './tables/serials';
import type { SerialExportTaskTable } from './tables/serial-export-tasks';
import type {
  PurchaseOrderTable,
  PoLineTable,
  SalesOrderTable,
  SoLineTable,
} from './tables/orders';
import type {
  ContainerTable,
  ContainerLineTable,
  ContainerChangeTable,
  DelayReasonTable,
} from './tables/planning';
import type { ChangeStampTable } from './tables/change-stamps';
import type { ImportHeaderMappingTable } from './tables/import-header-mappings';
import type { CompanySettingTable } from './tables/company-settings';
import type {
  AmountMonthTable,
  OtdMonthMemberTable,
  OtdMonthReasonTable,
  OtdMonthTable,
  ReportDirtyMonthTable,
  ReportRollupTable,
  UtilizationMonthTable,
} from './tables/report-rollups';
import type {
  DeliveryNoteLineTable,
  DeliveryNoteTable,
  DocumentCounterTable,
  LoadingRecordTable,
  ScrapOrderLineTable,
  ScrapOrderTable,
  StockBalanceTable,
  StockDocumentTable,
  StockMoveTable,
  WarehouseTable,
} from './tables/stock';

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
  delay_reasons: DelayReasonTable;
  change_stamps: ChangeStampTable;
  import_header_mappings: ImportHeaderMappingTable;
  company_settings: CompanySettingTable;
  otd_months: OtdMonthTable;
  otd_month_members: OtdMonthMemberTable;
  otd_month_reasons: OtdMonthReasonTable;
  report_dirty_months: ReportDirtyMonthTable;
  report_rollups: ReportRollupTable;
  utilization_months: UtilizationMonthTable;
  amount_months: AmountMonthTable;
  warehouses: WarehouseTable;
  document_counters: DocumentCounterTable;
  stock_balances: StockBalanceTable;
  stock_documents: StockDocumentTable;
  stock_moves: StockMoveTable;
  stored_files: StoredFileTable;
  supplier_file_types: SupplierFileTypeTable;
  supplier_files: SupplierFileTable;
  supplier_file_versions: SupplierFileVersionTable;
  supplier_checks: SupplierCheckTable;
  supplier_stage_records: SupplierStageRecordTable;
  avl_requests: AvlRequestTable;
  file_expiry_warnings: FileExpiryWarningTable;
  delivery_notes: DeliveryNoteTable;
  delivery_note_lines: DeliveryNoteLineTable;
  loading_records: LoadingRecordTable;
  scrap_orders: ScrapOrderTable;
  scrap_order_lines: ScrapOrderLineTable;
  code_templates: CodeTemplateTable;
  serial_codes: SerialCodeTable;
  serial_bind_events: SerialBindEventTable;
  serial_export_tasks: SerialExportTaskTable;
}

export type * from './tables/access';
export type * from './tables/reference';
export type * from './tables/products';
export type * from './tables/jobs';
export type * from './tables/orders';
export type * from './tables/planning';
export type * from './tables/stock';
export type * from './tables/due-diligence';
export type * from './tables/serials';
export type * from './tables/serial-export-tasks';
