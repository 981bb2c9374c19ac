import type { AnyOperation } from '../http/operation';
import { groupOperations } from '../admin/group.operations';
import { menuOperations } from '../admin/menu.operations';
import { resourceOperations } from '../admin/resource.operations';
import { sessionOperations } from '../admin/session.operations';
import { userOperations } from '../admin/user.operations';
import { masterDataAuditOperations } from '../audit/master-data-audit.operations';
import { dashboardOperations } from '../dashboard/dashboard.operations';
import { healthOperations } from '../health/health.operations';
import {
  poImportOperations,
  productImportOperations,
  soImportOperations,
} from '../import/import.operations';
import { stationMessageOperations } from '../messages/station-message.operations';
import { kitOperations } from '../kits/kit.operations';
import { containerTypeOperations } from '../reference/container-type.operations';
import { delayReasonOperations } from '../reference/delay-reason.operations';
import { leadTimeOperations } from '../lead-times/lead-time.operations';
import { loadingLimitOperations } from '../reference/loading-limit.operations';
import { loadingPointOperations } from '../reference/loading-point.operations';
import { packagingOperations } from '../packaging/packaging.operations';
import { planningOperations } from '../planning/planning.operations';
import { poLineContainerOperations } from '../planning/po-line-containers.operations';
import { purchaseOrderOperations } from '../orders/purchase-order.operations';
import { readyDateOperations } from '../ready-dates/ready-date.operations';
import { amountReportOperations } from '../reports/amount-reports.operations';
import { transitReportOperations } from '../reports/transit-reports.operations';
import { otdReportOperations } from '../reports/otd-reports.operations';
import { reportSettingOperations } from '../reports/report-settings.operations';
import { reportPackOperations } from '../reports/report-packs.operations';
import { salesOrderOperations } from '../orders/sales-order.operations';
import { productOperations } from '../products/product.operations';
import { shippingLineOperations } from '../reference/shipping-line.operations';
import { supplierAccountOperations } from '../suppliers/supplier-account.operations';
import { supplierOperations } from '../suppliers/supplier.operations';
import { supplierOwnerOperations } from '../suppliers/supplier-owner.operations';
import { transitTimeOperations } from '../reference/transit-time.operations';
import { trackingOperations } from '../tracking/tracking.operations';
import { trackingImportOperations } from '../tracking/tracking-import.operations';
import { deliveryNoteOperations } from '../stock/delivery-note.operations';
import { ledgerOperations } from '../stock/ledger.operations';
import { loadingOperations } from '../stock/loading.operations';
import { scrapOrderOperations } from '../stock/scrap-order.operations';
import { warehouseOperations } from '../stock/warehouse.operations';
import { fileOperations } from '../files/file.operations';
import { supplierFileOperations } from '../due-diligence/supplier-file.operations';
import { avlOperations } from '../due-diligence/avl.operations';
import { ddReportOperations } from '../due-diligence/dd-report.operations';
import { codeTemplateOperations } from '../serials/template.operations';
import { bindingOperations } from '../serials/binding.operations';
import { codeDataOperations } from '../serials/code-data.operations';
import { containerDataOperations } from '../serials/container-data.operations';
import { bindingImportOperations, exportTaskOperations } from '../serials/export-task.operations';

/**
 * Every operation of the API by module: the server registers a handler for each one (the
 * route census holds the two in step), the web calls them by descriptor.
 */
export const OPERATIONS = {
  health: healthOperations,
  session: sessionOperations,
  users: userOperations,
  groups: groupOperations,
  menus: menuOperations,
  resources: resourceOperations,
  stationMessages: stationMessageOperations,
  masterDataAudit: masterDataAuditOperations,
  productImport: productImportOperations,
  poImport: poImportOperations,
  soImport: soImportOperations,
  kits: kitOperations,
  products: productOperations,
  packaging: packagingOperations,
  leadTimes: leadTimeOperations,
  containerTypes: containerTypeOperations,
  delayReasons: delayReasonOperations,
  loadingLimits: loadingLimitOperations,
  loadingPoints: loadingPointOperations,
  shippingLines: shippingLineOperations,
  transitTimes: transitTimeOperations,
  suppliers: supplierOperations,
  supplierOwners: supplierOwnerOperations,
  supplierAccounts: supplierAccountOperations,
  purchaseOrders: purchaseOrderOperations,
  salesOrders: salesOrderOperations,
  planning: planningOperations,
  poLineContainers: poLineContainerOperations,
  readyDates: readyDateOperations,
  amountReports: amountReportOperations,
  tracking: trackingOperations,
  trackingImport: trackingImportOperations,
  transitReports: transitReportOperations,
  dashboard: dashboardOperations,
  otdReports: otdReportOperations,
  reportSettings: reportSettingOperations,
  reportPacks: reportPackOperations,
  warehouses: warehouseOperations,
  stockLedger: ledgerOperations,
  deliveryNotes: deliveryNoteOperations,
  stockLoading: loadingOperations,
  scrapOrders: scrapOrderOperations,
  files: fileOperations,
  supplierFiles: supplierFileOperations,
  avlRequests: avlOperations,
  ddReports: ddReportOperations,
  codeTemplates: codeTemplateOperations,
  serialBinding: bindingOperations,
  serialCodeData: codeDataOperations,
  containerData: containerDataOperations,
  serialExportTasks: exportTaskOperations,
  serialBindingImport: bindingImportOperations,
} as const satisfies Record<string, Record<string, AnyOperation>>;

export const ALL_OPERATIONS: readonly AnyOperation[] = Object.values(OPERATIONS).flatMap(
  (module) => Object.values(module) as AnyOperation[],
);
