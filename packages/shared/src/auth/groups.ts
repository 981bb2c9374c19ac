/** The 14 built-in groups of spec §6 (a user has exactly one group; the spec also says "role"). */
export const BUILT_IN_GROUPS = [
  '超级管理员',
  '1-SCM',
  '2-View',
  '3-Logistic',
  '4-MQ',
  '5-OPM',
  '6-DDC',
  '7-Supplier',
  '8-African OPS',
  '9-Country&B2B',
  '10-Administrator',
  '11-Supplier QRC',
  '12-Loading Warehouse',
  '13-SOU',
] as const;

export type BuiltInGroup = (typeof BUILT_IN_GROUPS)[number];

export const SUPER_ADMIN_GROUP = '超级管理员' satisfies BuiltInGroup;
export const ADMINISTRATOR_GROUP = '10-Administrator' satisfies BuiltInGroup;

/** Groups whose users are suppliers: every supplier-owned row they see is scoped. */
export const SUPPLIER_GROUPS: readonly BuiltInGroup[] = ['7-Supplier', '11-Supplier QRC'];

export const GROUP_DESCRIPTIONS: Record<BuiltInGroup, { zh: string; en: string }> = {
  超级管理员: { zh: '拥有全部权限', en: 'Super administrator: every permission' },
  '1-SCM': { zh: '供应链管理', en: 'Supply chain management' },
  '2-View': { zh: '只读查看', en: 'Read-only viewer' },
  '3-Logistic': { zh: '物流', en: 'Logistics' },
  '4-MQ': { zh: '质量管理', en: 'Manufacturing quality' },
  '5-OPM': { zh: '订单与计划管理', en: 'Order and planning management' },
  '6-DDC': { zh: '供应商尽职调查', en: 'Supplier due diligence' },
  '7-Supplier': { zh: '供应商', en: 'Supplier' },
  '8-African OPS': { zh: '非洲运营', en: 'African operations' },
  '9-Country&B2B': { zh: '国家与 B2B', en: 'Country & B2B' },
  '10-Administrator': { zh: '系统管理员', en: 'Administrator' },
  '11-Supplier QRC': { zh: '供应商质检/扫码', en: 'Supplier QRC (scanning)' },
  '12-Loading Warehouse': { zh: '装货仓库', en: 'Loading warehouse' },
  '13-SOU': { zh: 'SOU', en: 'SOU' },
};
