import type { Language } from './languages';

/**
 * The server's answer messages, by key, in both languages. `{name}` placeholders are
 * filled from the error's params. Texts quoted in spec §8 are kept word for word.
 */
export const errorMessages = {
  'common.ok': { en: 'Success', zh: '操作成功' },
  'common.internal': { en: 'Something went wrong, please try again', zh: '系统繁忙，请稍后重试' },
  'common.notFound': { en: 'The record does not exist', zh: '记录不存在' },
  'common.routeNotFound': { en: 'No such API: {method} {url}', zh: '接口不存在：{method} {url}' },
  'common.nameExists': { en: 'Name already exists', zh: '名称已存在' },
  'common.badJson': { en: 'Data Parsing Failed', zh: '数据解析失败' },
  'common.tooManyRequests': {
    en: 'Too many attempts, please try again in {minutes} minutes',
    zh: '尝试次数过多，请 {minutes} 分钟后再试',
  },

  'auth.signInRequired': {
    en: 'You have been logged out, you can cancel staying on this page or login again',
    zh: '您已被登出，可以取消继续留在该页面，或者重新登录',
  },
  'auth.sessionExpired': {
    en: 'Session Timeout, You have been logged out due to inactivity, please login again',
    zh: '会话超时，您因长时间未操作已被登出，请重新登录',
  },
  'auth.incorrectCredentials': { en: 'Incorrect user ID or password', zh: '用户名或密码错误' },
  'auth.accountLocked': {
    en: 'This account is locked after too many failed sign-ins; ask an administrator to unlock it',
    zh: '该账号因多次登录失败已被锁定，请联系管理员解锁',
  },
  'auth.accountDisabled': {
    en: 'This account is disabled; ask an administrator to enable it',
    zh: '该账号已被禁用，请联系管理员启用',
  },
  'auth.oldPasswordIncorrect': { en: 'The old password is incorrect', zh: '原密码错误' },
  'auth.passwordsDiffer': { en: 'Two new passwords do not match', zh: '两次输入的新密码不一致' },
  'auth.passwordUnchanged': {
    en: 'The new password must differ from the old one',
    zh: '新密码不能与原密码相同',
  },
  'auth.noRoles': {
    en: 'getInfo: roles must be a non-null array !',
    zh: 'getInfo: roles must be a non-null array !',
  },

  'permission.denied': {
    en: 'Access denied: you lack the permission "{resource}"',
    zh: '无权访问：缺少权限“{resource}”',
  },

  'admin.usernameExists': {
    en: 'User ID {username} already exists',
    zh: '用户名 {username} 已存在',
  },
  'admin.cannotDeleteSelf': {
    en: 'You cannot delete your own account',
    zh: '不能删除自己的账号',
  },
  'admin.cannotDisableSelf': {
    en: 'You cannot disable or lock your own account',
    zh: '不能禁用或锁定自己的账号',
  },
  'admin.lastSuperAdmin': {
    en: 'At least one enabled super administrator must remain',
    zh: '至少需要保留一个启用的超级管理员',
  },
  'admin.oneGroup': { en: 'A user has exactly one group', zh: '一个用户只能属于一个用户组' },
  'admin.unknownGroup': { en: 'The group does not exist', zh: '用户组不存在' },
  'admin.unknownSupplier': {
    en: 'Supplier {ids} does not exist',
    zh: '供应商 {ids} 不存在',
  },
  'admin.supplierRequired': {
    en: 'A supplier user needs at least one supplier',
    zh: '供应商用户至少需要添加一个供应商',
  },
  'group.builtin': {
    en: 'Built-in group "{name}" cannot be renamed or deleted',
    zh: '内置用户组“{name}”不能改名或删除',
  },
  'group.hasUsers': {
    en: 'Group "{name}" still has {count} users; move them first',
    zh: '用户组“{name}”下还有 {count} 个用户，请先调整这些用户',
  },
  'menu.hasChildren': {
    en: 'Menu "{name}" has sub-menus; delete them first',
    zh: '菜单“{name}”下还有子菜单，请先删除子菜单',
  },
  'menu.tooDeep': { en: 'Menus go at most three levels deep', zh: '菜单最多三级' },
  'menu.parentIsSelf': {
    en: 'A menu cannot be its own parent or sit under its own sub-menu',
    zh: '菜单不能以自己或自己的子菜单为上级',
  },
  'menu.unknownParent': { en: 'The parent menu does not exist', zh: '上级菜单不存在' },
  'menu.unknownIds': { en: 'Menu {ids} does not exist', zh: '菜单 {ids} 不存在' },
  'resource.builtin': {
    en: 'Resource "{key}" is checked by the server; it cannot be deleted or re-keyed',
    zh: '资源“{key}”由服务器校验，不能删除或修改标识',
  },
  'resource.unknownIds': { en: 'Resource {ids} does not exist', zh: '资源 {ids} 不存在' },
  'resource.unknownCategory': { en: 'The resource category does not exist', zh: '资源分类不存在' },
  'resourceCategory.hasResources': {
    en: 'Category "{name}" still holds {count} resources',
    zh: '分类“{name}”下还有 {count} 个资源',
  },
  'message.dateRange': {
    en: 'The end date cannot be before the start date',
    zh: '结束日期不能早于开始日期',
  },
  'shippingLine.inUse': {
    en: 'Shipping line "{name}" is used by {count} standard transit times; change or delete them first',
    zh: '船公司“{name}”已被 {count} 条标准航程使用，请先修改或删除这些航程',
  },
  'transitTime.unknownShippingLine': {
    en: 'The shipping line does not exist',
    zh: '船公司不存在',
  },
  'transitTime.exists': {
    en: 'A standard transit time from {pol} to {pod} for this shipping line already exists',
    zh: '该船公司从 {pol} 到 {pod} 的标准航程已存在',
  },
  'loadingLimit.exists': {
    en: 'Loading information for {country} {containerType} already exists',
    zh: '{country} {containerType} 的装载信息已存在',
  },
  'product.productIdExists': {
    en: 'Product ID {productId} already exists',
    zh: '产品 ID {productId} 已存在',
  },
  'product.itemNumberExists': {
    en: 'Item number {itemNumber} already exists',
    zh: '物料编号 {itemNumber} 已存在',
  },
  'product.grossBelowNet': {
    en: 'cannot be less than the net weight',
    zh: '不能小于净重',
  },

  'validation.failed': { en: '{field}: {problem}', zh: '{field}：{problem}' },
  'validation.required': { en: 'cannot be empty', zh: '不能为空' },
  'validation.lengthBetween': {
    en: 'must be {min} to {max} characters',
    zh: '长度须为 {min} 到 {max} 个字符',
  },
  'validation.tooShort': { en: 'must be at least {min} characters', zh: '至少 {min} 个字符' },
  'validation.tooLong': { en: 'must be at most {max} characters', zh: '最多 {max} 个字符' },
  'validation.tooSmall': { en: 'must be at least {min}', zh: '不能小于 {min}' },
  'validation.tooBig': { en: 'must be at most {max}', zh: '不能大于 {max}' },
  'validation.tooFewItems': { en: 'needs at least {min} items', zh: '至少选择 {min} 项' },
  'validation.tooManyItems': { en: 'allows at most {max} items', zh: '最多选择 {max} 项' },
  'validation.invalidType': { en: 'must be {expected}', zh: '类型应为 {expected}' },
  'validation.invalidValue': { en: 'must be one of {values}', zh: '必须是以下之一：{values}' },
  'validation.invalidFormat': { en: 'is not a valid {format}', zh: '不是有效的{format}' },
  'validation.pattern': { en: 'is not in the accepted format', zh: '格式不正确' },
  'validation.menuName': {
    en: 'must start with a letter and use only letters, digits, _ and -',
    zh: '须以字母开头，只能包含字母、数字、_ 和 -',
  },
  'validation.resourceKey': {
    en: 'must be dot-separated words starting with a lowercase letter, like admin.user.read',
    zh: '须为以小写字母开头、用点分隔的单词，例如 admin.user.read',
  },
  'validation.unknownField': { en: 'is not an accepted field', zh: '不是可接受的字段' },
  'validation.invalid': { en: 'is not valid', zh: '无效' },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorMessageKey = keyof typeof errorMessages;

export const isErrorMessageKey = (value: string): value is ErrorMessageKey =>
  Object.hasOwn(errorMessages, value);

/** Field labels used in validation messages; unknown fields show their path as is. */
export const fieldLabels: Record<string, Record<Language, string>> = {
  username: { en: 'User ID', zh: '用户名' },
  password: { en: 'Password', zh: '密码' },
  oldPassword: { en: 'Old password', zh: '原密码' },
  newPassword: { en: 'New password', zh: '新密码' },
  retypeNewPassword: { en: 'Retype new password', zh: '确认新密码' },
  nickname: { en: 'Nickname', zh: '昵称' },
  email: { en: 'Email', zh: '邮箱' },
  icon: { en: 'Avatar', zh: '头像' },
  groupId: { en: 'Group', zh: '用户组' },
  roleIds: { en: 'Group', zh: '用户组' },
  adminId: { en: 'User', zh: '用户' },
  supplierIds: { en: 'Suppliers', zh: '供应商' },
  status: { en: 'Status', zh: '状态' },
  locked: { en: 'Locked', zh: '锁定' },
  name: { en: 'Name', zh: '名称' },
  title: { en: 'Chinese title', zh: '中文标题' },
  entitle: { en: 'English title', zh: '英文标题' },
  description: { en: 'Description', zh: '描述' },
  parentId: { en: 'Parent menu', zh: '上级菜单' },
  sort: { en: 'Order', zh: '排序' },
  hidden: { en: 'Hidden', zh: '隐藏' },
  keepAlive: { en: 'Keep alive', zh: '页面缓存' },
  key: { en: 'Resource key', zh: '资源标识' },
  url: { en: 'Resource URL', zh: '资源路径' },
  categoryId: { en: 'Category', zh: '分类' },
  menuIds: { en: 'Menus', zh: '菜单' },
  resourceIds: { en: 'Resources', zh: '资源' },
  roleId: { en: 'Group', zh: '用户组' },
  pageNum: { en: 'Page', zh: '页码' },
  pageSize: { en: 'Page size', zh: '每页条数' },
  keyword: { en: 'Keyword', zh: '关键字' },
  startTime: { en: 'Start date', zh: '开始日期' },
  endTime: { en: 'End date', zh: '结束日期' },
  id: { en: 'ID', zh: 'ID' },
  ids: { en: 'IDs', zh: 'ID' },
  shortName: { en: 'Short name', zh: '简称' },
  address: { en: 'Address', zh: '地址' },
  code: { en: 'Code', zh: '代码' },
  note: { en: 'Note', zh: '备注' },
  pol: { en: 'POL', zh: '起运港' },
  pod: { en: 'POD', zh: '目的港' },
  shippingLineId: { en: 'Shipping line', zh: '船公司' },
  days: { en: 'Transit days', zh: '航程天数' },
  country: { en: 'Destination country', zh: '目的国' },
  containerType: { en: 'Container type', zh: '柜型' },
  maxPayloadKg: { en: 'Max payload (kg)', zh: '最大载重（kg）' },
  innerLengthCm: { en: 'Inner length (cm)', zh: '内长（cm）' },
  innerWidthCm: { en: 'Inner width (cm)', zh: '内宽（cm）' },
  innerHeightCm: { en: 'Inner height (cm)', zh: '内高（cm）' },
  usableCbm: { en: 'Usable CBM', zh: '可用体积（CBM）' },
  pallets: { en: 'Pallets', zh: '托盘数' },
  utilizationTargetPct: { en: 'Utilization target (%)', zh: '装载率目标（%）' },
  productId: { en: 'Product ID', zh: '产品 ID' },
  itemNumber: { en: 'Item number', zh: '物料编号' },
  modelNumber: { en: 'Model number', zh: '型号' },
  modelName: { en: 'Model name', zh: '型号名称' },
  activeness: { en: 'Activeness', zh: '状态' },
  brand: { en: 'Brand', zh: '品牌' },
  category: { en: 'Category', zh: '类别' },
  netWeightKg: { en: 'Net weight per piece (kg)', zh: '单件净重（kg）' },
  grossWeightKg: { en: 'Gross weight per piece (kg)', zh: '单件毛重（kg）' },
  countryShortNames: { en: 'Country short names', zh: '国家简称' },
  packageType: { en: 'Package type', zh: '包装类型' },
  qtyPerPackage: { en: 'Qty per package', zh: '每包装数量' },
  lengthCm: { en: 'Length (cm)', zh: '长（cm）' },
  widthCm: { en: 'Width (cm)', zh: '宽（cm）' },
  heightCm: { en: 'Height (cm)', zh: '高（cm）' },
  serialized: { en: 'Serialized', zh: '序列号管理' },
  moq: { en: 'MOQ', zh: '最小订购量' },
  msq: { en: 'MSQ', zh: '最小发货量' },
  standardLeadTimeDays: { en: 'Standard lead time (days)', zh: '标准交期（天）' },
  safetyStockQty: { en: 'Safety stock qty', zh: '安全库存' },
  safetyLeadTimeDays: { en: 'Safety lead time (days)', zh: '安全交期（天）' },
  relatedMainProductModel: { en: 'Related main product model', zh: '关联主产品型号' },
  parentSn: { en: 'Parent SN', zh: '父级 SN' },
};

export const formatMessage = (
  template: string,
  params: Record<string, string | number> = {},
): string => template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

export const translateError = (
  lang: Language,
  key: ErrorMessageKey,
  params?: Record<string, string | number>,
): string => formatMessage(errorMessages[key][lang], params);
