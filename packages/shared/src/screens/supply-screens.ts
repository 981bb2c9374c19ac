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
import { productOperations as product } from '../products/product.operations';
import { readyDateOperations as readyDate } from '../ready-dates/ready-date.operations';
import { containerTypeOperations as containerType } from '../reference/container-type.operations';
import { loadingPointOperations as loadingPoint } from '../reference/loading-point.operations';
import { supplierAccountOperations as account } from '../suppliers/supplier-account.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import { supplierOwnerOperations as owner } from '../suppliers/supplier-owner.operations';
import { avlOperations as avl } from '../due-diligence/avl.operations';
import { ddReportOperations as ddReport } from '../due-diligence/dd-report.operations';
import { supplierFileOperations as dd } from '../due-diligence/supplier-file.operations';
import { fileOperations as file } from '../files/file.operations';
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
      name: 'supplierStage',
      path: '/factory/supplierStage',
      titleKey: 'supplierStage',
      icon: 'AuditOutlined',
      hidden: true,
      operations: [dd.stage, dd.versions, dd.fileTypes, file.get, ddReport.dossier],
      gated: [
        dd.upload,
        dd.moveStage,
        dd.saveCheck,
        dd.createFileType,
        dd.updateFileType,
        avl.create,
      ],
    },
    {
      name: 'stageRecord',
      path: '/factory/stageRecord',
      titleKey: 'stageRecord',
      icon: 'HistoryOutlined',
      hidden: true,
      operations: [dd.stage, dd.stageRecords, dd.stageRecordsExport],
    },
    {
      name: 'paymentTerm',
      path: '/factory/paymentTerm',
      titleKey: 'paymentTerm',
      icon: 'DollarOutlined',
      operations: [supplier.paymentTerms, supplier.paymentTermsExport],
    },
    {
      name: 'NDAContract',
      path: '/factory/NDAContract',
      titleKey: 'NDAContract',
      icon: 'SafetyCertificateOutlined',
      operations: [ddReport.ndaContracts, ddReport.ndaContractsExport],
    },
    {
      name: 'DDreport',
      path: '/factory/DDreport',
      titleKey: 'DDreport',
      icon: 'FileProtectOutlined',
      operations: [ddReport.dueDiligence, ddReport.dueDiligenceExport, ddReport.dossier],
    },
    {
      name: 'documentApproval',
      path: '/factory/documentApproval',
      titleKey: 'documentApproval',
      icon: 'FileDoneOutlined',
      operations: [dd.approvals, dd.approvalsExport, file.get],
      gated: [dd.startReview, dd.review, dd.runExpiry],
    },
    {
      name: 'avlApproval',
      path: '/factory/avlApproval',
      titleKey: 'avlApproval',
      icon: 'CheckSquareOutlined',
      operations: [avl.list, avl.export, supplier.list],
      gated: [avl.create, avl.approve, avl.reject],
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
