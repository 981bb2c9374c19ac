import { SCREEN_TREE, type ScreenName, type TEMPLATE_SCREENS } from '@lading/shared';
import type { CodeDataScreen } from '../features/serials/code-data/code-data-screens';
import { lazyPage } from './lazy-page';
import { buildRouteTable, type LazyPage } from './menu-routes';

/** A template screen's page: the template list of the screen's level (one chunk for all). */
const templatePage = (screen: keyof typeof TEMPLATE_SCREENS) =>
  lazyPage(() =>
    import('../features/serials/templates/TemplateListPage').then((module) => ({
      default: module.templatePageOf(screen),
    })),
  );

/** A code data screen's page: the code list of the screen's level (one chunk for all). */
const codeDataPage = (screen: CodeDataScreen) =>
  lazyPage(() =>
    import('../features/serials/code-data/CodeDataListPage').then((module) => ({
      default: module.codeDataPageOf(screen),
    })),
  );

/**
 * The page of each screen (lazy chunks). Paths, titles, icons and flags are the shared
 * screen tree's (packages/shared/src/screens); a screen without a page is a type error.
 */
const pages: Record<ScreenName, LazyPage> = {
  home: lazyPage(() => import('../features/home/HomePage')),
  // /production
  product: lazyPage(() => import('../features/products/ProductListPage')),
  addProduct: lazyPage(() => import('../features/products/ProductFormPage')),
  editProduct: lazyPage(() => import('../features/products/ProductFormPage')),
  productDetails: lazyPage(() => import('../features/products/ProductDetailsPage')),
  productRecord: lazyPage(() => import('../features/audit/ProductRecordPage')),
  modificationRecord: lazyPage(() => import('../features/audit/ModificationRecordPage')),
  itemLT: lazyPage(() => import('../features/lead-times/ProductLeadTimePage')),
  kit: lazyPage(() => import('../features/kits/KitListPage')),
  order: lazyPage(() => import('../features/orders/PoReportPage')),
  SOorder: lazyPage(() => import('../features/orders/SoReportPage')),
  packList: lazyPage(() => import('../features/packaging/PackagingListPage')),
  // /stock
  deliveryNote: lazyPage(() => import('../features/stock/delivery-notes/DeliveryNoteListPage')),
  addDeliveryNote: lazyPage(() => import('../features/stock/delivery-notes/DeliveryNoteFormPage')),
  editDeliveryNote: lazyPage(() => import('../features/stock/delivery-notes/DeliveryNoteFormPage')),
  deliveryNoteDetails: lazyPage(
    () => import('../features/stock/delivery-notes/DeliveryNoteDetailsPage'),
  ),
  pendingWarehousing: lazyPage(() => import('../features/stock/stock-in/PendingWarehousingPage')),
  inventory: lazyPage(() => import('../features/stock/inventory/InventoryPage')),
  historyRecord: lazyPage(() => import('../features/stock/history/StockHistoryPage')),
  shipmentList: lazyPage(() => import('../features/stock/loading/ShipmentListPage')),
  shipmentDetails: lazyPage(() => import('../features/stock/loading/ShipmentDetailsPage')),
  shipmentRecord: lazyPage(() => import('../features/stock/loading/ShipmentRecordPage')),
  reworkProduct: lazyPage(() => import('../features/stock/rework/ReworkStockPage')),
  backList: lazyPage(() => import('../features/stock/rework/ReworkBackListPage')),
  scrap: lazyPage(() => import('../features/stock/scrap/ScrapListPage')),
  addScrap: lazyPage(() => import('../features/stock/scrap/ScrapFormPage')),
  editScrap: lazyPage(() => import('../features/stock/scrap/ScrapFormPage')),
  scrapDetails: lazyPage(() => import('../features/stock/scrap/ScrapDetailsPage')),
  allScrap: lazyPage(() => import('../features/stock/scrap/AllScrapPage')),
  scrapRecord: lazyPage(() => import('../features/stock/scrap/ScrapRecordPage')),
  riskbuyPo: lazyPage(() => import('../features/orders/RiskBuyPage')),
  // /factory
  supplier: lazyPage(() => import('../features/suppliers/SupplierListPage')),
  supplierDetails: lazyPage(() => import('../features/suppliers/SupplierDetailsPage')),
  addSupplier: lazyPage(() => import('../features/suppliers/SupplierFormPage')),
  editSupplier: lazyPage(() => import('../features/suppliers/SupplierFormPage')),
  supplierRecord: lazyPage(() => import('../features/suppliers/SupplierRecordPage')),
  paymentTerm: lazyPage(() => import('../features/suppliers/PaymentTermPage')),
  supplierStage: lazyPage(() => import('../features/due-diligence/stage/SupplierStagePage')),
  stageRecord: lazyPage(() => import('../features/due-diligence/StageRecordPage')),
  NDAContract: lazyPage(() => import('../features/due-diligence/NdaContractPage')),
  DDreport: lazyPage(() => import('../features/due-diligence/DdReportPage')),
  documentApproval: lazyPage(() => import('../features/due-diligence/DocumentApprovalPage')),
  avlApproval: lazyPage(() => import('../features/due-diligence/AvlApprovalPage')),
  owner: lazyPage(() => import('../features/suppliers/owners/SupplierOwnerPage')),
  manufacturer: lazyPage(() => import('../features/suppliers/accounts/SupplierAccountPage')),
  // /myOrder
  orderList: lazyPage(() => import('../features/orders/SupplierOrderListPage')),
  MyshippingPlan: lazyPage(() => import('../features/ready-dates/MyShippingPlanPage')),
  // /scanCode: one station page, its level from the path
  scanProduct: lazyPage(() => import('../features/serials/stations/StationPage')),
  scanGiftBox: lazyPage(() => import('../features/serials/stations/StationPage')),
  scanCartonBox: lazyPage(() => import('../features/serials/stations/StationPage')),
  scanPack: lazyPage(() => import('../features/serials/stations/StationPage')),
  scanPallet: lazyPage(() => import('../features/serials/stations/StationPage')),
  scanContainer: lazyPage(() => import('../features/serials/stations/StationPage')),
  bindCode: lazyPage(() => import('../features/serials/stations/StationPage')),
  // /datas: one code list page per level (dataList: every level)
  productData: codeDataPage('productData'),
  giftBoxData: codeDataPage('giftBoxData'),
  cartonBoxData: codeDataPage('cartonBoxData'),
  palletData: codeDataPage('palletData'),
  dataList: codeDataPage('dataList'),
  datasDetails: lazyPage(() => import('../features/serials/code-data/CodeDetailsPage')),
  complement: lazyPage(() => import('../features/serials/code-data/ComplementPage')),
  exportTask: lazyPage(() => import('../features/serials/exports/ExportTaskPage')),
  traceability: lazyPage(() => import('../features/serials/trace/TraceabilityPage')),
  containerData: lazyPage(() => import('../features/serials/container-data/ContainerDataPage')),
  // /arrange
  preArrange: lazyPage(() => import('../features/planning/PreArrangePage')),
  rearrangement: lazyPage(() => import('../features/planning/RearrangementPage')),
  shippingPlan: lazyPage(() => import('../features/planning/ShippingPlanPage')),
  // /reportForms
  shippingDetails: lazyPage(() => import('../features/ready-dates/ShippingDetailsPage')),
  containerChangeHistory: lazyPage(
    () => import('../features/ready-dates/ContainerChangeHistoryPage'),
  ),
  seaReport: lazyPage(() => import('../features/transit-reports/SeaReportPage')),
  loadingPlan: lazyPage(() => import('../features/transit-reports/LoadingPlanPage')),
  OTD: lazyPage(() => import('../features/otd-reports/OtdReportPage')),
  utilization: lazyPage(() => import('../features/otd-reports/UtilizationReportPage')),
  spareReport: lazyPage(() => import('../features/amount-reports/SpareReportPage')),
  shippingAmountReport: lazyPage(
    () => import('../features/amount-reports/ShippingAmountReportPage'),
  ),
  // /information
  point: lazyPage(() => import('../features/reference/points/LoadingPointPage')),
  shippingLine: lazyPage(() => import('../features/reference/shipping-lines/ShippingLinePage')),
  standardTransitTime: lazyPage(
    () => import('../features/reference/transit-times/TransitTimePage'),
  ),
  loadingInformation: lazyPage(
    () => import('../features/reference/loading-information/LoadingInformationPage'),
  ),
  leadTime: lazyPage(() => import('../features/lead-times/LeadTimePage')),
  delayReason: lazyPage(() => import('../features/reference/delay-reasons/DelayReasonPage')),
  warehouse: lazyPage(() => import('../features/stock/warehouses/WarehousePage')),
  // /verification: one page per code level (TEMPLATE_SCREENS)
  partTemplate: templatePage('partTemplate'),
  productTemplate: templatePage('productTemplate'),
  giftBox: templatePage('giftBox'),
  cartonBox: templatePage('cartonBox'),
  pallet: templatePage('pallet'),
  packTemplate: templatePage('packTemplate'),
  containerTemplate: templatePage('containerTemplate'),
  // /user
  admin: lazyPage(() => import('../features/admin/users/UserListPage')),
  role: lazyPage(() => import('../features/admin/groups/GroupListPage')),
  allocMenu: lazyPage(() => import('../features/admin/groups/AllocMenuPage')),
  allocResource: lazyPage(() => import('../features/admin/groups/AllocResourcePage')),
  menu: lazyPage(() => import('../features/admin/menus/MenuListPage')),
  addMenu: lazyPage(() => import('../features/admin/menus/MenuFormPage')),
  updateMenu: lazyPage(() => import('../features/admin/menus/MenuFormPage')),
  resource: lazyPage(() => import('../features/admin/resources/ResourceListPage')),
  resourceCategory: lazyPage(() => import('../features/admin/resources/ResourceCategoryPage')),
  apiReference: lazyPage(() => import('../features/api-reference/ApiReferencePage')),
};

/** The one route table; after sign-in the server's menus filter and order it (menu-routes.ts). */
export const routeTable = buildRouteTable(SCREEN_TREE, pages);
