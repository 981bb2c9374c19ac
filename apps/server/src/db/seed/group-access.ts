import type { BuiltInGroup } from '@lading/shared';
import type { ResourceKey } from '../../platform/permissions/resource-catalog';

/**
 * What each built-in group may open (menus) and do (resources) on a fresh database.
 * Administrators can change both afterwards on the group screens. A menu name grants the
 * menu, everything under it and the groups above it. The spec leaves exact screens per
 * role unshown (§6); these follow each group's job as DOMAIN.md describes it.
 */
export const GROUP_MENUS: Record<BuiltInGroup, 'all' | readonly string[]> = {
  超级管理员: 'all',
  '10-Administrator': 'all',
  '1-SCM': [
    'home',
    'production',
    'stock',
    'factory',
    'datas',
    'arrange',
    'reportForms',
    'information',
  ],
  '2-View': [
    'home',
    'production',
    'stock',
    'factory',
    'datas',
    'arrange',
    'reportForms',
    'information',
  ],
  '3-Logistic': ['home', 'production', 'stock', 'arrange', 'reportForms', 'information'],
  '4-MQ': ['home', 'production', 'factory', 'scanCode', 'datas', 'verification', 'reportForms'],
  '5-OPM': ['home', 'production', 'stock', 'factory', 'arrange', 'reportForms', 'information'],
  '6-DDC': ['home', 'factory'],
  '7-Supplier': [
    'home',
    'myOrder',
    'scanCode',
    'datas',
    'deliveryNote',
    'addDeliveryNote',
    'editDeliveryNote',
    'deliveryNoteDetails',
    'shippingDetails',
    'containerChangeHistory',
  ],
  '8-African OPS': ['home', 'production', 'stock', 'reportForms'],
  '9-Country&B2B': ['home', 'production', 'stock', 'reportForms'],
  '11-Supplier QRC': [
    'home',
    'scanCode',
    'datas',
    'verification',
    // they are told of ready dates (type 1, 3, 4, 5) and may answer them
    'MyshippingPlan',
    'shippingDetails',
    'containerChangeHistory',
  ],
  '12-Loading Warehouse': ['home', 'stock', 'scanCode', 'datas', 'reportForms'],
  '13-SOU': ['home', 'production', 'stock', 'arrange', 'reportForms'],
};

/** What every group may do, the supplier-side ones included. */
const EVERY_GROUP: readonly ResourceKey[] = ['suppliers.read'];
/** Buyer-side staff: also read the logistics references and products (suppliers do not). */
const STAFF: readonly ResourceKey[] = [
  ...EVERY_GROUP,
  'reference.read',
  'products.read',
  'kits.read',
  'packaging.read',
  'leadTimes.read',
];
/** Supply chain and logistics keep the logistics references. */
const LOGISTICS: readonly ResourceKey[] = [...STAFF, 'reference.write'];
/** Supply chain (1-SCM) and 5-OPM keep the product master data: kits, packaging, lead times too. */
const PRODUCT_OWNERS: readonly ResourceKey[] = [
  'products.write',
  'products.import',
  'kits.write',
  'packaging.write',
  'leadTimes.write',
];
/** Supply chain (1-SCM) and due diligence (6-DDC) keep the supplier database. */
const SUPPLIER_KEEPERS: readonly ResourceKey[] = ['suppliers.write'];

/** Revision history of master data: whoever reads it on the production screens. */
const REVISION_READERS: readonly ResourceKey[] = ['audit.masterData.read'];
/** Internal staff with the /production order reports (PO report, SO report, risk-buy). */
const ORDER_READERS: readonly ResourceKey[] = ['orders.po.read', 'orders.so.read'];
/** Who keys, changes and imports orders: supply chain (1-SCM) and 5-OPM. */
const ORDER_KEEPERS: readonly ResourceKey[] = [
  ...ORDER_READERS,
  'orders.po.write',
  'orders.so.write',
  'orders.import',
];
/**
 * Internal staff who follow shipment plans (the /arrange menu) read containers and the
 * drafts' open lines; those who key orders (1-SCM, 5-OPM) also plan and release them.
 * Suppliers get nothing here: their view of plans (MyshippingPlan) comes with ready dates.
 */
const PLAN_READERS: readonly ResourceKey[] = ['planning.read'];
const PLANNERS: readonly ResourceKey[] = [...PLAN_READERS, 'planning.write'];
/**
 * Ready dates: internal staff who follow shipments (the /reportForms groups) read the
 * shipping plan and the container change history; the planners (1-SCM, 5-OPM) also submit
 * for a supplier and approve or reject as owners of their suppliers.
 */
const READY_DATE_READERS: readonly ResourceKey[] = ['readyDates.read'];
const READY_DATE_KEEPERS: readonly ResourceKey[] = [
  ...READY_DATE_READERS,
  'readyDates.submit',
  'readyDates.approve',
];
/**
 * Supplier users read their own PO lines (/myOrder/orderList), and their own plan lines
 * (MyshippingPlan, shippingDetails, change history) and submit ready dates — all scoped by
 * the server.
 */
const SUPPLIER_ORDERS: readonly ResourceKey[] = [
  ...EVERY_GROUP,
  'orders.po.read',
  'readyDates.read',
  'readyDates.submit',
];
/** Supplier owners (/factory/owner) and supplier accounts (/factory/manufacturer). */
const SUPPLIER_ACCESS_KEEPERS: readonly ResourceKey[] = [
  'suppliers.owner.read',
  'suppliers.owner.write',
  'suppliers.account.read',
  'suppliers.account.write',
];

export const GROUP_RESOURCES: Record<BuiltInGroup, 'all' | readonly ResourceKey[]> = {
  超级管理员: 'all',
  '10-Administrator': 'all',
  '1-SCM': [
    ...LOGISTICS,
    ...PRODUCT_OWNERS,
    ...SUPPLIER_KEEPERS,
    ...SUPPLIER_ACCESS_KEEPERS,
    ...REVISION_READERS,
    ...ORDER_KEEPERS,
    ...PLANNERS,
    ...READY_DATE_KEEPERS,
  ],
  '2-View': [
    ...STAFF,
    'suppliers.owner.read',
    ...REVISION_READERS,
    ...ORDER_READERS,
    ...PLAN_READERS,
    ...READY_DATE_READERS,
  ],
  '3-Logistic': [...LOGISTICS, ...ORDER_READERS, ...PLAN_READERS, ...READY_DATE_READERS],
  '4-MQ': [...STAFF, ...REVISION_READERS, ...ORDER_READERS, ...READY_DATE_READERS],
  '5-OPM': [
    ...STAFF,
    ...PRODUCT_OWNERS,
    ...REVISION_READERS,
    ...ORDER_KEEPERS,
    ...PLANNERS,
    ...READY_DATE_KEEPERS,
  ],
  '6-DDC': [
    ...STAFF,
    ...SUPPLIER_KEEPERS,
    'suppliers.owner.read',
    'suppliers.account.read',
    ...REVISION_READERS,
  ],
  '7-Supplier': SUPPLIER_ORDERS,
  '8-African OPS': [...STAFF, ...ORDER_READERS, ...READY_DATE_READERS],
  '9-Country&B2B': [...STAFF, ...ORDER_READERS, ...READY_DATE_READERS],
  '11-Supplier QRC': SUPPLIER_ORDERS,
  '12-Loading Warehouse': [...STAFF, 'orders.po.read', ...READY_DATE_READERS],
  '13-SOU': [...STAFF, ...ORDER_READERS, ...PLAN_READERS, ...READY_DATE_READERS],
};
