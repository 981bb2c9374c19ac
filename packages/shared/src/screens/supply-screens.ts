import { masterDataAuditOperations as audit } from '../audit/master-data-audit.operations';
import {
  poImportOperations as poImport,
  productImportOperations as productImport,
  soImportOperations as soImport,
} from '../import/import.operations';
import { kitOperations as kit } from '../kits/kit.operations';
import { leadTimeOperations as leadTime } from '../lead-times/lead-time.operations';
import { salesOrderOperations as so } from '../orders/sales-order.operations';
import { purchaseOrderOperations as po } from '../orders/purchase-order.operations';
import { packagingOperations as packaging } from '../packaging/packaging.operations';
import { poLineContainerOperations as poLineContainers } from '../planning/po-line-containers.operations';
import { productOperations as product } from '../products/product.operations';
import { readyDateOperations as readyDate } from '../ready-dates/ready-date.operations';
import { containerTypeOperations as containerType } from '../reference/container-type.operations';
import { loadingPointOperations as loadingPoint } from '../reference/loading-point.operations';
import { supplierAccountOperations as account } from '../suppliers/supplier-account.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import { supplierOwnerOperations as owner } from '../suppliers/supplier-owner.operations';
import { deliveryNoteOperations as note } from '../stock/delivery-note.operations';
import { ledgerOperations as ledger } from '../stock/ledger.operations';
import { loadingOperations as loading } from '../stock/loading.operations';
import { scrapOrderOperations as scrap } from '../stock/scrap-order.operations';
import { warehouseOperations as warehouse } from '../stock/warehouse.operations';
import { all, containerReads, poLineReads, poWrites, soLinkReads } from './operation-sets';
import type { ScreenGroup } from './screen';

/** spec §2 route groups, first half: products, stock, suppliers, the supplier's orders. */

export const production = {
  name: 'production',
  path: '/production',
  titleKey: 'production',
  icon: 'ShoppingOutlined',
  children: [
    {
      name: 'product',
      path: '/production/product',
      titleKey: 'product',
      icon: 'AppstoreOutlined',
      keepAlive: true,
      operations: [product.list, product.export],
      gated: [product.create, product.update, product.remove, ...all(productImport)],
    },
    {
      name: 'editProduct',
      path: '/production/editProduct',
      titleKey: 'editProduct',
      icon: 'EditOutlined',
      hidden: true,
      operations: [product.get],
      gated: [product.update],
    },
    {
      name: 'addProduct',
      path: '/production/addProduct',
      titleKey: 'addProduct',
      icon: 'PlusOutlined',
      hidden: true,
      operations: [product.get],
      gated: [product.create],
    },
    {
      name: 'productDetails',
      path: '/production/productDetails',
      titleKey: 'productDetails',
      icon: 'FileSearchOutlined',
      hidden: true,
      operations: [product.get, product.revisions],
      gated: [product.update],
    },
    {
      name: 'itemLT',
      path: '/production/itemLT',
      titleKey: 'itemLT',
      icon: 'FieldTimeOutlined',
      operations: [leadTime.byProduct, leadTime.byProductExport, supplier.list],
    },
    {
      name: 'kit',
      path: '/production/kit',
      titleKey: 'kit',
      icon: 'BlockOutlined',
      operations: [kit.list, kit.export, kit.get, kit.revisions, product.list],
      gated: [kit.create, kit.update, kit.remove],
    },
    {
      name: 'productRecord',
      path: '/production/productRecord',
      titleKey: 'productRecord',
      icon: 'HistoryOutlined',
      hidden: true,
      operations: [product.get, product.revisions, audit.productRevisionsExport],
    },
    {
      name: 'order',
      path: '/production/order',
      titleKey: 'order',
      icon: 'FileTextOutlined',
      operations: [...poLineReads, po.exportLines, product.list],
      gated: [...poWrites, ...all(poImport), ...soLinkReads, loadingPoint.list, ...containerReads],
    },
    {
      name: 'SOorder',
      path: '/production/SOorder',
      titleKey: 'SOorder',
      icon: 'ProfileOutlined',
      operations: [so.listLines, so.lineTotals, so.exportLines, so.get, so.revisions, product.list],
      gated: [so.create, so.update, ...all(soImport)],
    },
    {
      name: 'packList',
      path: '/production/packList',
      titleKey: 'packList',
      icon: 'InboxOutlined',
      operations: [packaging.list, packaging.export],
      gated: [packaging.save, containerType.list],
    },
    {
      name: 'modificationRecord',
      path: '/production/modificationRecord',
      titleKey: 'modificationRecord',
      icon: 'DiffOutlined',
      operations: [audit.list, audit.export],
    },
  ],
} as const satisfies ScreenGroup;

export const stock = {
  name: 'stock',
  path: '/stock',
  titleKey: 'stock',
  icon: 'DatabaseOutlined',
  children: [
    {
      name: 'deliveryNote',
      path: '/stock/deliveryNote',
      titleKey: 'deliveryNote',
      icon: 'FileTextOutlined',
      keepAlive: true,
      operations: [note.list, note.export, note.pdf, supplier.list, warehouse.options],
      gated: [note.submit, note.cancel, note.remove],
    },
    {
      name: 'addDeliveryNote',
      path: '/stock/addDeliveryNote',
      titleKey: 'addDeliveryNote',
      icon: 'FileAddOutlined',
      hidden: true,
      operations: [supplier.list, warehouse.options],
      gated: [note.deliverable, note.create],
    },
    {
      name: 'editDeliveryNote',
      path: '/stock/editDeliveryNote',
      titleKey: 'editDeliveryNote',
      icon: 'EditOutlined',
      hidden: true,
      operations: [note.get, supplier.list, warehouse.options],
      gated: [note.deliverable, note.update],
    },
    {
      name: 'deliveryNoteDetails',
      path: '/stock/deliveryNoteDetails',
      titleKey: 'deliveryNoteDetails',
      icon: 'ProfileOutlined',
      hidden: true,
      operations: [note.get, note.pdf],
      gated: [note.submit, note.cancel],
    },
    {
      name: 'pendingWarehousing',
      path: '/stock/pendingWarehousing',
      titleKey: 'pendingWarehousing',
      icon: 'ImportOutlined',
      operations: [
        note.pendingLines,
        note.exportPendingLines,
        note.byNumber,
        supplier.list,
        warehouse.options,
      ],
      gated: [note.stockIn],
    },
    {
      name: 'inventory',
      path: '/stock/inventory',
      titleKey: 'inventory',
      icon: 'DatabaseOutlined',
      operations: [
        ledger.inventory,
        ledger.inventoryTotals,
        ledger.exportInventory,
        supplier.list,
        warehouse.options,
      ],
      gated: [ledger.transfer, ledger.sendToRework],
    },
    {
      name: 'historyRecord',
      path: '/stock/historyRecord',
      titleKey: 'historyRecord',
      icon: 'HistoryOutlined',
      operations: [ledger.moves, ledger.exportMoves, supplier.list, warehouse.options],
    },
    {
      name: 'shipmentList',
      path: '/stock/shipmentList',
      titleKey: 'shipmentList',
      icon: 'ContainerOutlined',
      operations: [loading.containers, warehouse.options],
    },
    {
      name: 'shipmentDetails',
      path: '/stock/shipmentDetails',
      titleKey: 'shipmentDetails',
      icon: 'ProfileOutlined',
      hidden: true,
      operations: [loading.container],
      gated: [loading.load],
    },
    {
      name: 'shipmentRecord',
      path: '/stock/shipmentRecord',
      titleKey: 'shipmentRecord',
      icon: 'FileDoneOutlined',
      keepAlive: true,
      operations: [loading.records, loading.exportRecords, warehouse.options],
    },
    {
      name: 'riskbuyPo',
      path: '/stock/riskbuyPo',
      titleKey: 'riskbuyPo',
      icon: 'ShoppingCartOutlined',
      operations: [
        po.riskBuy,
        po.exportRiskBuy,
        po.get,
        po.revisions,
        poLineContainers.list,
        supplier.list,
        product.list,
      ],
      gated: [...poWrites, ...soLinkReads, loadingPoint.list, ...containerReads],
    },
    {
      name: 'reworkProduct',
      path: '/stock/reworkProduct',
      titleKey: 'reworkProduct',
      icon: 'ToolOutlined',
      operations: [
        ledger.inventory,
        ledger.inventoryTotals,
        ledger.exportInventory,
        supplier.list,
        warehouse.options,
      ],
      gated: [ledger.reworkBack],
    },
    {
      name: 'backList',
      path: '/stock/backList',
      titleKey: 'backList',
      icon: 'RollbackOutlined',
      operations: [ledger.moves, ledger.exportMoves, supplier.list, warehouse.options],
    },
    {
      name: 'scrap',
      path: '/stock/scrap',
      titleKey: 'scrap',
      icon: 'DeleteOutlined',
      keepAlive: true,
      operations: [scrap.list, scrap.export, scrap.get, warehouse.options],
      gated: [scrap.remove, scrap.approve, scrap.reject, scrap.done, scrap.cancel],
    },
    {
      name: 'addScrap',
      path: '/stock/addScrap',
      titleKey: 'addScrap',
      icon: 'PlusOutlined',
      hidden: true,
      operations: [warehouse.options, ledger.inventory],
      gated: [scrap.create],
    },
    {
      name: 'editScrap',
      path: '/stock/editScrap',
      titleKey: 'editScrap',
      icon: 'EditOutlined',
      hidden: true,
      operations: [scrap.get, warehouse.options, ledger.inventory],
      gated: [scrap.update],
    },
    {
      name: 'scrapDetails',
      path: '/stock/scrapDetails',
      titleKey: 'scrapDetails',
      icon: 'ProfileOutlined',
      hidden: true,
      operations: [scrap.get],
      gated: [scrap.approve, scrap.reject, scrap.done, scrap.cancel],
    },
    {
      name: 'allScrap',
      path: '/stock/allScrap',
      titleKey: 'allScrap',
      icon: 'InboxOutlined',
      operations: [
        ledger.inventory,
        ledger.inventoryTotals,
        ledger.exportInventory,
        supplier.list,
        warehouse.options,
      ],
    },
    {
      name: 'scrapRecord',
      path: '/stock/scrapRecord',
      titleKey: 'scrapRecord',
      icon: 'FileSearchOutlined',
      operations: [ledger.moves, ledger.exportMoves, supplier.list, warehouse.options],
    },
  ],
} as const satisfies ScreenGroup;

export const factory = {
  name: 'factory',
  path: '/factory',
  titleKey: 'factory',
  icon: 'ShopOutlined',
  children: [
    {
      name: 'supplier',
      path: '/factory/supplier',
      titleKey: 'supplier',
      icon: 'DatabaseOutlined',
      keepAlive: true,
      operations: [supplier.list, supplier.export],
    },
    {
      name: 'supplierDetails',
      path: '/factory/supplierDetails',
      titleKey: 'supplierDetails',
      icon: 'ProfileOutlined',
      hidden: true,
      operations: [supplier.get, supplier.revisions],
    },
    {
      name: 'addSupplier',
      path: '/factory/addSupplier',
      titleKey: 'addSupplier',
      icon: 'UserAddOutlined',
      hidden: true,
      operations: [supplier.get],
      gated: [supplier.create],
    },
    {
      name: 'editSupplier',
      path: '/factory/editSupplier',
      titleKey: 'editSupplier',
      icon: 'EditOutlined',
      hidden: true,
      operations: [supplier.get],
      gated: [supplier.update],
    },
    {
      name: 'supplierRecord',
      path: '/factory/supplierRecord',
      titleKey: 'supplierRecord',
      icon: 'HistoryOutlined',
      hidden: true,
      operations: [supplier.get, supplier.revisions],
    },
    {
      name: 'paymentTerm',
      path: '/factory/paymentTerm',
      titleKey: 'paymentTerm',
      icon: 'DollarOutlined',
      operations: [supplier.paymentTerms, supplier.paymentTermsExport],
    },
    {
      name: 'owner',
      path: '/factory/owner',
      titleKey: 'owner',
      icon: 'SolutionOutlined',
      operations: [owner.list, owner.export, owner.candidates],
      gated: [owner.save],
    },
    {
      name: 'manufacturer',
      path: '/factory/manufacturer',
      titleKey: 'manufacturer',
      icon: 'IdcardOutlined',
      operations: [account.list, account.export, supplier.list],
      gated: [account.create, account.update, account.resetPassword],
    },
  ],
} as const satisfies ScreenGroup;

export const myOrder = {
  name: 'myOrder',
  path: '/myOrder',
  titleKey: 'myOrder',
  icon: 'ShoppingCartOutlined',
  children: [
    {
      name: 'orderList',
      path: '/myOrder/orderList',
      titleKey: 'orderList',
      icon: 'UnorderedListOutlined',
      operations: [...poLineReads, po.exportLines],
      gated: [product.list, ...containerReads],
    },
    {
      name: 'MyshippingPlan',
      path: '/myOrder/MyshippingPlan',
      titleKey: 'MyshippingPlan',
      icon: 'ScheduleOutlined',
      operations: [readyDate.myShippingPlan, readyDate.exportMyShippingPlan, supplier.list],
      gated: [readyDate.submit],
    },
  ],
} as const satisfies ScreenGroup;
