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
