/**
 * The census of permission resources: every non-public route declares one of these keys
 * (or `signedIn`), and each resource lists exactly the routes that declare it — a test
 * holds the two in step. The seed writes this list to the resources table.
 */
export const RESOURCE_CATEGORIES = {
  users: { name: 'Users & groups · 用户与用户组', sort: 100 },
  menus: { name: 'Menus & resources · 菜单与资源', sort: 90 },
  suppliers: { name: 'Suppliers · 供应商', sort: 80 },
  reference: { name: 'Logistics references · 物流基础数据', sort: 70 },
  products: { name: 'Products · 产品', sort: 60 },
  audit: { name: 'Revision history · 修改记录', sort: 50 },
  orders: { name: 'Orders · 订单', sort: 40 },
  planning: { name: 'Shipment planning · 装柜安排', sort: 30 },
} as const;

type CategoryKey = keyof typeof RESOURCE_CATEGORIES;

interface ResourceDefinition {
  name: string;
  category: CategoryKey;
  /** Read resources are what read-only groups (2-View) may be given. */
  access: 'read' | 'write';
  routes: readonly string[];
}

export const RESOURCES = {
  'admin.user.read': {
    name: 'View users · 查看用户',
    category: 'users',
    access: 'read',
    routes: ['GET /api/admin/list', 'GET /api/admin/role/:id'],
  },
  'admin.user.write': {
    name: 'Manage users · 管理用户',
    category: 'users',
    access: 'write',
    routes: [
      'POST /api/admin/register',
      'POST /api/admin/update/:id',
      'POST /api/admin/updateStatus/:id',
      'POST /api/admin/delete/:id',
      'POST /api/admin/role/update',
    ],
  },
  'admin.group.read': {
    name: 'View groups · 查看用户组',
    category: 'users',
    access: 'read',
    routes: [
      'GET /api/role/list',
      'GET /api/role/listAll',
      'GET /api/role/listMenu/:roleId',
      'GET /api/role/listResource/:roleId',
    ],
  },
  'admin.group.write': {
    name: 'Manage groups and their permissions · 管理用户组及权限',
    category: 'users',
    access: 'write',
    routes: [
      'POST /api/role/create',
      'POST /api/role/update/:id',
      'POST /api/role/delete/:id',
      'POST /api/role/allocMenu',
      'POST /api/role/allocResource',
    ],
  },
  'admin.menu.read': {
    name: 'View menus · 查看菜单',
    category: 'menus',
    access: 'read',
    routes: ['GET /api/menu/list/:parentId', 'GET /api/menu/treeList', 'GET /api/menu/:id'],
  },
  'admin.menu.write': {
    name: 'Manage menus · 管理菜单',
    category: 'menus',
    access: 'write',
    routes: [
      'POST /api/menu/create',
      'POST /api/menu/update/:id',
      'POST /api/menu/delete/:id',
      'POST /api/menu/updateHidden/:id',
    ],
  },
  'admin.resource.read': {
    name: 'View permission resources · 查看资源',
    category: 'menus',
    access: 'read',
    routes: [
      'GET /api/resource/list',
      'GET /api/resource/listAll',
      'GET /api/resource/:id',
      'GET /api/resourceCategory/listAll',
    ],
  },
  'admin.resource.write': {
    name: 'Manage permission resources · 管理资源',
    category: 'menus',
    access: 'write',
    routes: [
      'POST /api/resource/create',
      'POST /api/resource/update/:id',
      'POST /api/resource/delete/:id',
      'POST /api/resourceCategory/create',
      'POST /api/resourceCategory/update/:id',
      'POST /api/resourceCategory/delete/:id',
    ],
  },
  'suppliers.read': {
    name: 'View suppliers · 查看供应商',
    category: 'suppliers',
    access: 'read',
    routes: [
      'GET /api/suppliers',
      'GET /api/suppliers/export',
      'GET /api/suppliers/payment-terms',
      'GET /api/suppliers/payment-terms/export',
      'GET /api/suppliers/:id',
      'GET /api/suppliers/:id/revisions',
    ],
  },
  'suppliers.write': {
    name: 'Manage supplier profiles · 管理供应商资料',
    category: 'suppliers',
    access: 'write',
    routes: ['POST /api/suppliers', 'PUT /api/suppliers/:id'],
  },
  'reference.read': {
    name: 'View logistics references · 查看物流基础数据',
    category: 'reference',
    access: 'read',
    routes: [
      'GET /api/loading-points',
      'GET /api/loading-points/export',
      'GET /api/shipping-lines',
      'GET /api/shipping-lines/export',
      'GET /api/transit-times',
      'GET /api/transit-times/export',
      'GET /api/loading-limits',
      'GET /api/loading-limits/export',
      'GET /api/container-types',
    ],
  },
  'reference.write': {
    name: 'Manage logistics references · 管理物流基础数据',
    category: 'reference',
    access: 'write',
    routes: [
      'POST /api/loading-points',
      'PUT /api/loading-points/:id',
      'DELETE /api/loading-points/:id',
      'POST /api/shipping-lines',
      'PUT /api/shipping-lines/:id',
      'DELETE /api/shipping-lines/:id',
      'POST /api/transit-times',
      'PUT /api/transit-times/:id',
      'DELETE /api/transit-times/:id',
      'POST /api/loading-limits',
      'PUT /api/loading-limits/:id',
      'DELETE /api/loading-limits/:id',
      'PUT /api/container-types/:code',
    ],
  },
  'products.read': {
    name: 'View products · 查看产品',
    category: 'products',
    access: 'read',
    routes: [
      'GET /api/products',
      'GET /api/products/export',
      'GET /api/products/:id',
      'GET /api/products/:id/revisions',
      'GET /api/products/:id/revisions/export',
    ],
  },
  'products.write': {
    name: 'Manage products · 管理产品',
    category: 'products',
    access: 'write',
    routes: ['POST /api/products', 'PUT /api/products/:id', 'POST /api/products/:id/copy'],
  },
  'products.import': {
    name: 'Import products from Excel · 从 Excel 导入产品',
    category: 'products',
    access: 'write',
    routes: [
      'GET /api/products/import/template',
      'POST /api/products/import',
      'GET /api/products/import/:jobId',
      'GET /api/products/import/:jobId/report',
    ],
  },
  'kits.read': {
    name: 'View kits · 查看套件',
    category: 'products',
    access: 'read',
    routes: [
      'GET /api/kits',
      'GET /api/kits/export',
      'GET /api/kits/:id',
      'GET /api/kits/:id/revisions',
    ],
  },
  'kits.write': {
    name: 'Manage kits · 管理套件',
    category: 'products',
    access: 'write',
    routes: ['POST /api/kits', 'PUT /api/kits/:id', 'DELETE /api/kits/:id'],
  },
  'packaging.read': {
    name: 'View packaging information · 查看包装信息',
    category: 'products',
    access: 'read',
    routes: ['GET /api/packaging', 'GET /api/packaging/export', 'GET /api/packaging/:product'],
  },
  'packaging.write': {
    name: 'Manage packaging information · 管理包装信息',
    category: 'products',
    access: 'write',
    routes: ['PUT /api/packaging/:product'],
  },
  'leadTimes.read': {
    name: 'View production lead times · 查看生产周期',
    category: 'products',
    access: 'read',
    routes: [
      'GET /api/lead-times',
      'GET /api/lead-times/export',
      'GET /api/lead-times/by-product',
      'GET /api/lead-times/by-product/export',
    ],
  },
  'leadTimes.write': {
    name: 'Manage production lead times · 管理生产周期',
    category: 'products',
    access: 'write',
    routes: ['POST /api/lead-times', 'PUT /api/lead-times/:id', 'DELETE /api/lead-times/:id'],
  },
  'suppliers.owner.read': {
    name: 'View supplier owners · 查看供应商负责人',
    category: 'suppliers',
    access: 'read',
    routes: [
      'GET /api/supplier-owners',
      'GET /api/supplier-owners/export',
      'GET /api/supplier-owners/candidates',
    ],
  },
  'suppliers.owner.write': {
    name: 'Assign supplier owners · 分配供应商负责人',
    category: 'suppliers',
    access: 'write',
    routes: ['PUT /api/supplier-owners/:supplierId'],
  },
  'suppliers.account.read': {
    name: 'View supplier accounts · 查看供应商账号',
    category: 'suppliers',
    access: 'read',
    routes: ['GET /api/supplier-accounts', 'GET /api/supplier-accounts/export'],
  },
  'suppliers.account.write': {
    name: 'Manage supplier accounts · 管理供应商账号',
    category: 'suppliers',
    access: 'write',
    routes: [
      'POST /api/supplier-accounts',
      'PUT /api/supplier-accounts/:id',
      'POST /api/supplier-accounts/:id/password',
    ],
  },
  'audit.masterData.read': {
    name: 'View master-data revision history · 查看主数据修改记录',
    category: 'audit',
    access: 'read',
    routes: ['GET /api/audit/master-data', 'GET /api/audit/master-data/export'],
  },
  'orders.po.read': {
    name: 'View purchase orders · 查看采购订单',
    category: 'orders',
    access: 'read',
    routes: [
      'GET /api/purchase-orders/:id',
      'GET /api/purchase-orders/:id/revisions',
      'GET /api/po-lines',
      'GET /api/po-lines/totals',
      'GET /api/po-lines/export',
      'GET /api/po-lines/risk-buy',
      'GET /api/po-lines/risk-buy/export',
      'GET /api/po-lines/:id',
      'GET /api/po-lines/:id/containers',
    ],
  },
  'orders.po.write': {
    name: 'Key and change purchase orders · 录入和修改采购订单',
    category: 'orders',
    access: 'write',
    routes: [
      'POST /api/purchase-orders',
      'PUT /api/purchase-orders/:id',
      'POST /api/purchase-orders/:id/lines',
      'PUT /api/po-lines/:id',
      'POST /api/po-lines/:id/close',
      'POST /api/po-lines/:id/cancel',
      'PUT /api/po-lines/:id/so-line',
    ],
  },
  'orders.so.read': {
    name: 'View sales orders · 查看销售订单',
    category: 'orders',
    access: 'read',
    routes: [
      'GET /api/sales-orders/:id',
      'GET /api/sales-orders/:id/revisions',
      'GET /api/so-lines',
      'GET /api/so-lines/totals',
      'GET /api/so-lines/export',
    ],
  },
  'orders.so.write': {
    name: 'Key and change sales orders · 录入和修改销售订单',
    category: 'orders',
    access: 'write',
    routes: ['POST /api/sales-orders', 'PUT /api/sales-orders/:id'],
  },
  'orders.import': {
    name: 'Import purchase and sales orders from Excel · 从 Excel 导入采购和销售订单',
    category: 'orders',
    access: 'write',
    routes: [
      'GET /api/purchase-orders/import/template',
      'POST /api/purchase-orders/import',
      'GET /api/purchase-orders/import/:jobId',
      'GET /api/purchase-orders/import/:jobId/report',
      'GET /api/sales-orders/import/template',
      'POST /api/sales-orders/import',
      'GET /api/sales-orders/import/:jobId',
      'GET /api/sales-orders/import/:jobId/report',
    ],
  },
  'planning.read': {
    name: 'View shipment plans and containers · 查看装柜计划和集装箱',
    category: 'planning',
    access: 'read',
    routes: [
      'GET /api/planning/open-lines',
      'GET /api/planning/draft',
      'GET /api/planning/draft/export',
      'GET /api/containers',
      'GET /api/containers/export',
      'GET /api/containers/:id',
      'GET /api/containers/:id/changes',
    ],
  },
  'planning.write': {
    name: 'Plan and release containers · 排柜和发布装柜计划',
    category: 'planning',
    access: 'write',
    routes: ['PUT /api/planning/draft', 'DELETE /api/planning/draft', 'POST /api/planning/release'],
  },
  'readyDates.read': {
    name: 'View shipping plans, ready dates and container changes · 查看出货计划、货好日期和集装箱变更',
    category: 'planning',
    access: 'read',
    routes: [
      'GET /api/my-shipping-plan',
      'GET /api/my-shipping-plan/export',
      'GET /api/shipping-details',
      'GET /api/shipping-details/export',
      'GET /api/container-changes',
      'GET /api/container-changes/export',
    ],
  },
  'readyDates.submit': {
    name: 'Submit ready dates · 提交货好日期',
    category: 'planning',
    access: 'write',
    routes: ['POST /api/ready-dates/submit'],
  },
  'readyDates.approve': {
    name: 'Approve or reject ready dates (own suppliers) · 审批货好日期（负责的供应商）',
    category: 'planning',
    access: 'write',
    routes: ['POST /api/ready-dates/approve', 'POST /api/ready-dates/reject'],
  },
} as const satisfies Record<string, ResourceDefinition>;

export type ResourceKey = keyof typeof RESOURCES;
export const RESOURCE_KEYS = Object.keys(RESOURCES) as ResourceKey[];
