import {
  ALL_OPERATIONS,
  RESOURCE_KEYS,
  routeKeyOf,
  seededText,
  type ResourceKey,
} from '@lading/shared';

/**
 * The census of permission resources: every non-public operation declares one of these keys
 * (or `signedIn`); each resource's routes are read off the operations that declare it. The
 * seed writes them to the resources table.
 */
export const RESOURCE_CATEGORIES = {
  users: { name: seededText('admin:builtIn.categories.users'), sort: 100 },
  menus: { name: seededText('admin:builtIn.categories.menus'), sort: 90 },
  suppliers: { name: seededText('admin:builtIn.categories.suppliers'), sort: 80 },
  reference: { name: seededText('admin:builtIn.categories.reference'), sort: 70 },
  products: { name: seededText('admin:builtIn.categories.products'), sort: 60 },
  audit: { name: seededText('admin:builtIn.categories.audit'), sort: 50 },
  orders: { name: seededText('admin:builtIn.categories.orders'), sort: 40 },
  planning: { name: seededText('admin:builtIn.categories.planning'), sort: 30 },
  stock: { name: seededText('admin:builtIn.categories.stock'), sort: 20 },
  serials: { name: seededText('admin:builtIn.categories.serials'), sort: 10 },
} as const;

type CategoryKey = keyof typeof RESOURCE_CATEGORIES;

interface ResourceDefinition {
  name: string;
  category: CategoryKey;
  /** Read resources are what read-only groups (2-View) may be given. */
  access: 'read' | 'write';
}

const DEFINITIONS = {
  'admin.user.read': {
    name: seededText('admin:builtIn.resources.admin.user.read'),
    category: 'users',
    access: 'read',
  },
  'admin.user.write': {
    name: seededText('admin:builtIn.resources.admin.user.write'),
    category: 'users',
    access: 'write',
  },
  'admin.group.read': {
    name: seededText('admin:builtIn.resources.admin.group.read'),
    category: 'users',
    access: 'read',
  },
  'admin.group.write': {
    name: seededText('admin:builtIn.resources.admin.group.write'),
    category: 'users',
    access: 'write',
  },
  'admin.menu.read': {
    name: seededText('admin:builtIn.resources.admin.menu.read'),
    category: 'menus',
    access: 'read',
  },
  'admin.menu.write': {
    name: seededText('admin:builtIn.resources.admin.menu.write'),
    category: 'menus',
    access: 'write',
  },
  'admin.resource.read': {
    name: seededText('admin:builtIn.resources.admin.resource.read'),
    category: 'menus',
    access: 'read',
  },
  'admin.resource.write': {
    name: seededText('admin:builtIn.resources.admin.resource.write'),
    category: 'menus',
    access: 'write',
  },
  'suppliers.read': {
    name: seededText('admin:builtIn.resources.suppliers.read'),
    category: 'suppliers',
    access: 'read',
  },
  'suppliers.write': {
    name: seededText('admin:builtIn.resources.suppliers.write'),
    category: 'suppliers',
    access: 'write',
  },
  'reference.read': {
    name: seededText('admin:builtIn.resources.reference.read'),
    category: 'reference',
    access: 'read',
  },
  'reference.write': {
    name: seededText('admin:builtIn.resources.reference.write'),
    category: 'reference',
    access: 'write',
  },
  'products.read': {
    name: seededText('admin:builtIn.resources.products.read'),
    category: 'products',
    access: 'read',
  },
  'products.write': {
    name: seededText('admin:builtIn.resources.products.write'),
    category: 'products',
    access: 'write',
  },
  'products.import': {
    name: seededText('admin:builtIn.resources.products.import'),
    category: 'products',
    access: 'write',
  },
  'products.delete': {
    name: seededText('admin:builtIn.resources.products.delete'),
    category: 'products',
    access: 'write',
  },
  'kits.read': {
    name: seededText('admin:builtIn.resources.kits.read'),
    category: 'products',
    access: 'read',
  },
  'kits.write': {
    name: seededText('admin:builtIn.resources.kits.write'),
    category: 'products',
    access: 'write',
  },
  'packaging.read': {
    name: seededText('admin:builtIn.resources.packaging.read'),
    category: 'products',
    access: 'read',
  },
  'packaging.write': {
    name: seededText('admin:builtIn.resources.packaging.write'),
    category: 'products',
    access: 'write',
  },
  'leadTimes.read': {
    name: seededText('admin:builtIn.resources.leadTimes.read'),
    category: 'products',
    access: 'read',
  },
  'leadTimes.write': {
    name: seededText('admin:builtIn.resources.leadTimes.write'),
    category: 'products',
    access: 'write',
  },
  'suppliers.owner.read': {
    name: seededText('admin:builtIn.resources.suppliers.owner.read'),
    category: 'suppliers',
    access: 'read',
  },
  'suppliers.owner.write': {
    name: seededText('admin:builtIn.resources.suppliers.owner.write'),
    category: 'suppliers',
    access: 'write',
  },
  'suppliers.account.read': {
    name: seededText('admin:builtIn.resources.suppliers.account.read'),
    category: 'suppliers',
    access: 'read',
  },
  'suppliers.account.write': {
    name: seededText('admin:builtIn.resources.suppliers.account.write'),
    category: 'suppliers',
    access: 'write',
  },
  'audit.masterData.read': {
    name: seededText('admin:builtIn.resources.audit.masterData.read'),
    category: 'audit',
    access: 'read',
  },
  'orders.po.read': {
    name: seededText('admin:builtIn.resources.orders.po.read'),
    category: 'orders',
    access: 'read',
  },
  'orders.po.write': {
    name: seededText('admin:builtIn.resources.orders.po.write'),
    category: 'orders',
    access: 'write',
  },
  'orders.so.read': {
    name: seededText('admin:builtIn.resources.orders.so.read'),
    category: 'orders',
    access: 'read',
  },
  'orders.so.write': {
    name: seededText('admin:builtIn.resources.orders.so.write'),
    category: 'orders',
    access: 'write',
  },
  'orders.import': {
    name: seededText('admin:builtIn.resources.orders.import'),
    category: 'orders',
    access: 'write',
  },
  'planning.read': {
    name: seededText('admin:builtIn.resources.planning.read'),
    category: 'planning',
    access: 'read',
  },
  'planning.write': {
    name: seededText('admin:builtIn.resources.planning.write'),
    category: 'planning',
    access: 'write',
  },
  'readyDates.read': {
    name: seededText('admin:builtIn.resources.readyDates.read'),
    category: 'planning',
    access: 'read',
  },
  'tracking.write': {
    name: seededText('admin:builtIn.resources.tracking.write'),
    category: 'planning',
    access: 'write',
  },
  'reports.read': {
    name: seededText('admin:builtIn.resources.reports.read'),
    category: 'planning',
    access: 'read',
  },
  'readyDates.submit': {
    name: seededText('admin:builtIn.resources.readyDates.submit'),
    category: 'planning',
    access: 'write',
  },
  'readyDates.approve': {
    name: seededText('admin:builtIn.resources.readyDates.approve'),
    category: 'planning',
    access: 'write',
  },
  'stock.read': {
    name: seededText('admin:builtIn.resources.stock.read'),
    category: 'stock',
    access: 'read',
  },
  'stock.write': {
    name: seededText('admin:builtIn.resources.stock.write'),
    category: 'stock',
    access: 'write',
  },
  'stock.deliveryNote.read': {
    name: seededText('admin:builtIn.resources.stock.deliveryNote.read'),
    category: 'stock',
    access: 'read',
  },
  'stock.deliveryNote.write': {
    name: seededText('admin:builtIn.resources.stock.deliveryNote.write'),
    category: 'stock',
    access: 'write',
  },
  'stock.scrap.approve': {
    name: seededText('admin:builtIn.resources.stock.scrap.approve'),
    category: 'stock',
    access: 'write',
  },
  'suppliers.dd.upload': {
    name: seededText('admin:builtIn.resources.suppliers.dd.upload'),
    category: 'suppliers',
    access: 'write',
  },
  'suppliers.dd.review': {
    name: seededText('admin:builtIn.resources.suppliers.dd.review'),
    category: 'suppliers',
    access: 'write',
  },
  'suppliers.avl.request': {
    name: seededText('admin:builtIn.resources.suppliers.avl.request'),
    category: 'suppliers',
    access: 'write',
  },
  'suppliers.avl.approve': {
    name: seededText('admin:builtIn.resources.suppliers.avl.approve'),
    category: 'suppliers',
    access: 'write',
  },
  'serials.read': {
    name: seededText('admin:builtIn.resources.serials.read'),
    category: 'serials',
    access: 'read',
  },
  'serials.template.write': {
    name: seededText('admin:builtIn.resources.serials.template.write'),
    category: 'serials',
    access: 'write',
  },
  'serials.bind': {
    name: seededText('admin:builtIn.resources.serials.bind'),
    category: 'serials',
    access: 'write',
  },
  'serials.container.bind': {
    name: seededText('admin:builtIn.resources.serials.container.bind'),
    category: 'serials',
    access: 'write',
  },
} as const satisfies Record<ResourceKey, ResourceDefinition>;

/** The routes of the operations that declare `key` (packages/shared `*.operations.ts`). */
const routesOf = (key: ResourceKey): readonly string[] =>
  ALL_OPERATIONS.filter((op) => typeof op.access === 'object' && op.access.resource === key).map(
    routeKeyOf,
  );

/** Each resource with the routes it opens, read off the shared operation descriptors. */
export const RESOURCES = Object.fromEntries(
  RESOURCE_KEYS.map((key) => [key, { ...DEFINITIONS[key], routes: routesOf(key) }]),
) as {
  [K in ResourceKey]: (typeof DEFINITIONS)[K] & { routes: readonly string[] };
};

export { RESOURCE_KEYS, type ResourceKey };
