import {
  readResourcesOfScreens,
  screensGranted,
  type BuiltInGroup,
  type MenuEntryName,
} from '@lading/shared';
import type { ResourceKey } from '../../platform/permissions/resource-catalog';

/**
 * What each built-in group may open (menus) and do (resources) on a fresh database.
 * Administrators can change both afterwards on the group screens. A menu name is a folder
 * or a screen of the shared screen tree (packages/shared/src/screens): a folder grants its
 * screens, a screen its folder. The spec leaves exact screens per role unshown (§6); these
 * follow each group's job as DOMAIN.md describes it. A group's resources always include
 * the read resources of its screens (GROUP_RESOURCES below adds them).
 */
/** The scan stations of suppliers (issue 18): every level up to the pallet, not containers. */
const SUPPLIER_STATIONS: readonly MenuEntryName[] = [
  'scanProduct',
  'scanGiftBox',
  'scanCartonBox',
  'scanPack',
  'scanPallet',
  'bindCode',
];

export const GROUP_MENUS: Record<BuiltInGroup, 'all' | readonly MenuEntryName[]> = {
  超级管理员: 'all',
  '10-Administrator': 'all',
  '1-SCM': [
    'home',
    'apiReference',
    'production',
    'stock',
    'factory',
    'arrange',
    'reportForms',
    'information',
    // code data, traceability, container comparison, export tasks (issue 19)
    'datas',
  ],
  '2-View': [
    'home',
    'apiReference',
    'production',
    'stock',
    'factory',
    'arrange',
    'reportForms',
    'information',
    'datas',
  ],
  '3-Logistic': [
    'home',
    'apiReference',
    'production',
    'stock',
    'arrange',
    'reportForms',
    'information',
    'datas',
  ],
  // they keep the code templates (issue 18)
  '4-MQ': ['home', 'apiReference', 'production', 'factory', 'reportForms', 'verification', 'datas'],
  '5-OPM': [
    'home',
    'apiReference',
    'production',
    'stock',
    'factory',
    'arrange',
    'reportForms',
    'information',
    'datas',
  ],
  '6-DDC': ['home', 'apiReference', 'factory'],
  '7-Supplier': [
    'home',
    'apiReference',
    'myOrder',
    'shippingDetails',
    'containerChangeHistory',
    // they announce their deliveries (issue 16)
    'deliveryNote',
    'addDeliveryNote',
    'editDeliveryNote',
    'deliveryNoteDetails',
    // they keep their own due-diligence files (issue 17)
    'supplier',
    'supplierDetails',
    'supplierStage',
    'stageRecord',
    // they scan and bind their products' codes (issue 18), and find and export them (19)
    ...SUPPLIER_STATIONS,
    'datas',
  ],
  '8-African OPS': ['home', 'apiReference', 'production', 'stock', 'reportForms'],
  '9-Country&B2B': ['home', 'apiReference', 'production', 'stock', 'reportForms'],
  '11-Supplier QRC': [
    'home',
    'apiReference',
    // they are told of ready dates (type 1, 3, 4, 5) and may answer them
    'MyshippingPlan',
    'shippingDetails',
    'containerChangeHistory',
    ...SUPPLIER_STATIONS,
    'datas',
  ],
  // they bind pallets and cartons into containers (issue 18)
  '12-Loading Warehouse': [
    'home',
    'apiReference',
    'stock',
    'reportForms',
    'scanPallet',
    'scanContainer',
    'bindCode',
    'datas',
  ],
  '13-SOU': ['home', 'apiReference', 'production', 'stock', 'arrange', 'reportForms'],
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
  'products.delete',
  'kits.write',
  'packaging.write',
  'leadTimes.write',
];
/** Supply chain (1-SCM) and due diligence (6-DDC) keep the supplier database. */
const SUPPLIER_KEEPERS: readonly ResourceKey[] = ['suppliers.write'];
/**
 * Due diligence (issue 17): suppliers' owners (1-SCM, 5-OPM) upload their files and ask for
 * status changes; the reviewing groups (6-DDC, 4-MQ) review files and record checks; 6-DDC
 * approves status changes (AVL). Suppliers upload their own files.
 */
const FILE_UPLOADERS: readonly ResourceKey[] = ['suppliers.dd.upload'];
const OWNER_DUE_DILIGENCE: readonly ResourceKey[] = [...FILE_UPLOADERS, 'suppliers.avl.request'];
const FILE_REVIEWERS: readonly ResourceKey[] = ['suppliers.dd.review'];

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
 * Who moves containers through their lifecycle after release and keeps their tracking
 * (issue 15): logistics, and the planners who released them.
 */
const TRACKERS: readonly ResourceKey[] = ['tracking.write'];
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

/**
 * Stock (issue 16): the loading warehouse stocks in, loads, transfers and sends to rework;
 * suppliers (and supply chain on their behalf) write their delivery notes; supply chain and
 * 5-OPM approve scrap.
 */
const STOCK_KEEPERS: readonly ResourceKey[] = ['stock.read', 'stock.write'];
const DELIVERY_NOTE_WRITERS: readonly ResourceKey[] = [
  'stock.deliveryNote.read',
  'stock.deliveryNote.write',
];
const SCRAP_APPROVERS: readonly ResourceKey[] = ['stock.read', 'stock.scrap.approve'];

/**
 * Serial numbers (issue 18): quality (4-MQ) keeps the code templates; suppliers scan and
 * bind their own products' codes; the loading warehouse binds into containers.
 */
const SERIAL_TEMPLATE_KEEPERS: readonly ResourceKey[] = ['serials.read', 'serials.template.write'];
const SERIAL_BINDERS: readonly ResourceKey[] = ['serials.read', 'serials.bind'];
const CONTAINER_BINDERS: readonly ResourceKey[] = [...SERIAL_BINDERS, 'serials.container.bind'];

/** What each group may do beyond reading its screens (write resources, mostly). */
const GROUP_ACTIONS: Record<BuiltInGroup, 'all' | readonly ResourceKey[]> = {
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
    ...TRACKERS,
    ...READY_DATE_KEEPERS,
    ...DELIVERY_NOTE_WRITERS,
    ...SCRAP_APPROVERS,
    ...OWNER_DUE_DILIGENCE,
  ],
  '2-View': [
    ...STAFF,
    'suppliers.owner.read',
    ...REVISION_READERS,
    ...ORDER_READERS,
    ...PLAN_READERS,
    ...READY_DATE_READERS,
  ],
  '3-Logistic': [
    ...LOGISTICS,
    ...ORDER_READERS,
    ...PLAN_READERS,
    ...TRACKERS,
    ...READY_DATE_READERS,
  ],
  '4-MQ': [
    ...STAFF,
    ...REVISION_READERS,
    ...ORDER_READERS,
    ...READY_DATE_READERS,
    ...FILE_REVIEWERS,
    ...SERIAL_TEMPLATE_KEEPERS,
  ],
  '5-OPM': [
    ...STAFF,
    ...PRODUCT_OWNERS,
    ...REVISION_READERS,
    ...ORDER_KEEPERS,
    ...PLANNERS,
    ...TRACKERS,
    ...READY_DATE_KEEPERS,
    ...SCRAP_APPROVERS,
    ...OWNER_DUE_DILIGENCE,
  ],
  '6-DDC': [
    ...STAFF,
    ...SUPPLIER_KEEPERS,
    'suppliers.owner.read',
    'suppliers.account.read',
    ...REVISION_READERS,
    ...FILE_UPLOADERS,
    ...FILE_REVIEWERS,
    'suppliers.avl.approve',
  ],
  '7-Supplier': [
    ...SUPPLIER_ORDERS,
    ...DELIVERY_NOTE_WRITERS,
    ...FILE_UPLOADERS,
    ...SERIAL_BINDERS,
  ],
  '8-African OPS': [...STAFF, ...ORDER_READERS, ...READY_DATE_READERS],
  '9-Country&B2B': [...STAFF, ...ORDER_READERS, ...READY_DATE_READERS],
  '11-Supplier QRC': [...SUPPLIER_ORDERS, ...SERIAL_BINDERS],
  '12-Loading Warehouse': [
    ...STAFF,
    'orders.po.read',
    ...READY_DATE_READERS,
    ...STOCK_KEEPERS,
    'stock.deliveryNote.read',
    ...CONTAINER_BINDERS,
  ],
  '13-SOU': [...STAFF, ...ORDER_READERS, ...PLAN_READERS, ...READY_DATE_READERS],
};

/**
 * The resources each built-in group is seeded with: its actions and the read resources
 * of the screens its menus hold (so every screen of its menu loads).
 */
export const GROUP_RESOURCES = Object.fromEntries(
  (Object.entries(GROUP_ACTIONS) as [BuiltInGroup, 'all' | readonly ResourceKey[]][]).map(
    ([group, actions]) => {
      const menus = GROUP_MENUS[group];
      if (actions === 'all' || menus === 'all') return [group, 'all'];
      const reads = readResourcesOfScreens(screensGranted(menus).map((entry) => entry.name));
      return [group, [...new Set([...actions, ...reads])]];
    },
  ),
) as Record<BuiltInGroup, 'all' | readonly ResourceKey[]>;
