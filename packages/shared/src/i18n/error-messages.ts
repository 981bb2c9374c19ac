import { builtInText } from '../admin/built-in-names';
import { LABELS } from './labels/index';
import type { Language } from './languages';
import { trackingErrorMessages } from '../tracking/tracking-errors';
import { trackingImportErrorMessages } from '../tracking/tracking-import-errors';
import { stockErrorMessages } from '../stock/stock-errors';
import { ddErrorMessages } from '../due-diligence/dd-errors';
import { serialErrorMessages } from '../serials/serial-errors';
import { serialDataErrorMessages } from '../serials/serial-data-errors';

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
  'common.inUse': {
    en: 'The record is used by other records, so this cannot be done; nothing was changed',
    zh: '该记录已被其他记录使用，无法执行此操作，未做任何修改',
  },
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
  'auth.incorrectCredentialsLockHint': {
    en: 'Incorrect user ID or password. After {failures} failed sign-ins an account is locked for {minutes} minutes; an administrator can unlock it sooner',
    zh: '用户名或密码错误。登录失败 {failures} 次后账号将被锁定 {minutes} 分钟，管理员可提前解锁',
  },
  'auth.passwordTooShort': {
    en: 'The password must have at least {min} characters',
    zh: '密码至少需要 {min} 个字符',
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
  'group.screenNeedsResource': {
    en: 'The group keeps the screen "{screenEn}", which needs "{resource}"; take the screen from its menus first',
    zh: '该用户组仍有页面“{screenZh}”，它需要“{resource}”，请先在分配菜单中取消该页面',
  },
  'menu.builtin': {
    en: 'Menu "{name}" is a screen of the app; it cannot be renamed or deleted (hide it instead)',
    zh: '菜单“{name}”是系统页面，不能改名或删除（可设为隐藏）',
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
  'shippingLine.inUseByContainers': {
    en: 'Shipping line "{name}" is used by containers ({containers}) and cannot be deleted',
    zh: '船公司“{name}”已被 {containers} 个集装箱使用，不能删除',
  },
  'loadingPoint.inUse': {
    en: 'Loading point "{name}" is used by PO lines ({poLines}) and containers ({containers}) and cannot be deleted',
    zh: '装货地“{name}”已被 {poLines} 个采购订单行和 {containers} 个集装箱使用，不能删除',
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
  'product.inUse': {
    en: 'Product {productId} cannot be deleted: it is used by {uses}. Nothing was changed',
    zh: '产品 {productId} 不能删除，它正被使用：{uses}。未做任何修改',
  },
  'job.interrupted': {
    en: 'The job was interrupted by a server restart; please start it again',
    zh: '任务因服务器重启而中断，请重新开始',
  },
  'job.stale': {
    en: 'The server running this job stopped responding; nothing of it was applied. Run it again.',
    zh: '运行此任务的服务器已停止响应，任务中的内容均未生效。请重新运行。',
  },
  'job.failed': { en: 'The job failed; please try again', zh: '任务失败，请重试' },
  'reportPack.notReady': {
    en: 'The file is not made yet: wait until the job has succeeded',
    zh: '文件尚未生成：请等待任务成功完成',
  },
  'import.notMultipart': {
    en: 'Choose an Excel file (.xlsx, .xlsm) or a CSV file to upload',
    zh: '请选择要上传的 Excel 文件（.xlsx、.xlsm）或 CSV 文件',
  },
  'import.notXlsx': {
    en: 'The file must be an Excel workbook (.xlsx, .xlsm) or a CSV file',
    zh: '文件必须是 Excel 工作簿（.xlsx、.xlsm）或 CSV 文件',
  },
  'import.oldXls': {
    en: 'This is an old Excel 97–2003 .xls file: open it in Excel or WPS and save it as .xlsx',
    zh: '这是旧版 Excel 97–2003 的 .xls 文件：请用 Excel 或 WPS 打开，另存为 .xlsx 后再导入',
  },
  'import.csvOpenQuote': {
    en: 'Row {row} of the CSV file opens a quoted cell (") that is never closed; add the closing quote or remove the stray one',
    zh: 'CSV 文件第 {row} 行有一个以引号（"）开始的单元格没有结束引号；请补上结束引号或删去多余的引号',
  },
  'importNotice.filteredRow': {
    en: '1 row hidden by a filter was imported',
    zh: '已导入 1 行被筛选隐藏的数据',
  },
  'importNotice.hiddenRow': {
    en: '1 hidden row was imported',
    zh: '已导入 1 行隐藏的数据',
  },
  'importNotice.filteredRows': {
    en: '{rows} rows hidden by a filter were imported',
    zh: '已导入 {rows} 行被筛选隐藏的数据',
  },
  'importNotice.hiddenRows': {
    en: '{rows} hidden rows were imported',
    zh: '已导入 {rows} 行隐藏的数据',
  },
  'importNotice.unchangedRow': {
    en: '1 row matches an existing product and was left unchanged',
    zh: '1 行与现有产品完全相同，未作更改',
  },
  'importNotice.unchangedRows': {
    en: '{rows} rows match existing products and were left unchanged',
    zh: '{rows} 行与现有产品完全相同，未作更改',
  },
  'importNotice.totalRow': {
    en: 'Row {row} looks like a total row and was not imported',
    zh: '第 {row} 行看起来是合计行，未导入',
  },
  'import.emptyFile': { en: 'The file is empty', zh: '文件为空' },
  'import.tooLarge': {
    en: 'The file is larger than {max} MB',
    zh: '文件超过 {max} MB',
  },
  'import.unreadable': {
    en: 'The file is damaged or is not an Excel workbook',
    zh: '文件已损坏或不是 Excel 工作簿',
  },
  'import.cellTooLong': {
    en: 'Cell {cell} holds more than {max} characters, more than Excel allows in a cell',
    zh: '单元格 {cell} 超过 {max} 个字符，超出 Excel 单元格的上限',
  },
  'import.inflatedTooLarge': {
    en: 'The workbook holds more than {max} MB once unpacked; split it into smaller files',
    zh: '工作簿解压后超过 {max} MB，请拆分后再导入',
  },
  'import.compressionRatio': {
    en: 'A part of the workbook unpacks to more than {max} times its packed size; the file is refused as unsafe',
    zh: '工作簿中有部件解压后超过压缩大小的 {max} 倍，文件不安全，已拒绝',
  },
  'import.tooManyParts': {
    en: 'The workbook has more than {max} parts; this is not an ordinary Excel file',
    zh: '工作簿包含超过 {max} 个部件，不是常规的 Excel 文件',
  },
  'import.tooBig': {
    en: 'Reading the workbook needs more memory than the server allows; split it into smaller files',
    zh: '读取该工作簿所需内存超出服务器允许的上限，请拆分后再导入',
  },
  'import.noRows': {
    en: 'The file has no data rows under the header row',
    zh: '文件的标题行下没有数据',
  },
  'productImport.noRows': {
    en: 'The file has no product rows under the header row',
    zh: '文件的标题行下没有产品数据',
  },
  'import.tooManyRows': {
    en: 'The file has more than {max} rows; split it into smaller files',
    zh: '文件超过 {max} 行，请拆分后再导入',
  },
  'import.missingColumns': {
    en: 'Required columns are missing: {columns}',
    zh: '缺少必填列：{columns}',
  },
  'import.badMapping': {
    en: 'The column mapping cannot be read: send a JSON object of header text → column (at most 60 entries)',
    zh: '无法读取列对应关系：请发送“表头文字 → 列”的 JSON 对象（最多 60 项）',
  },
  'import.mappingUnknownColumn': {
    en: 'The column mapping names "{value}", which is not a column of this import',
    zh: '列对应关系中的“{value}”不是此导入的列',
  },
  'import.mappingColumnTwice': {
    en: 'The column mapping gives column {columns} more than one header; choose one',
    zh: '列对应关系为列“{columns}”指定了多个表头，请只选一个',
  },
  'import.duplicateColumn': {
    en: 'Column {columns} appears more than once',
    zh: '列“{columns}”出现了多次',
  },
  'import.rowsRefused': {
    en: 'Refused rows: {rows}. Nothing was imported',
    zh: '{rows} 行未通过校验，未导入任何数据',
  },
  'import.unknownReference': {
    en: '"{value}" is not known. Use one of: {accepted}',
    zh: '无法识别“{value}”。请使用以下之一：{accepted}',
  },
  'import.unknownReferenceMore': {
    en: '"{value}" is not known. Use one of: {accepted} and {more} more',
    zh: '无法识别“{value}”。请使用以下之一：{accepted} 等（另有 {more} 项）',
  },
  'import.ambiguousReference': {
    en: '"{value}" could be any of: {candidates}; write the code',
    zh: '“{value}”可能是以下任一项：{candidates}；请填写代码',
  },
  'import.duplicateInFile': {
    en: '{value} is already on row {first} of the file',
    zh: '{value} 与文件第 {first} 行重复',
  },
  'import.errorValue': {
    en: 'the cell holds the error {value}; put the value itself there (fix the formula or the lookup first)',
    zh: '单元格中是错误值 {value}；请填入实际的值（先修正公式或查找）',
  },
  'import.formulaWithoutValue': {
    en: 'the cell holds a formula without a saved value — open the file in Excel, let it calculate and save it',
    zh: '单元格中的公式没有保存计算结果——请用 Excel 打开文件，让其计算后保存',
  },
  'import.decimalComma': {
    en: '"{value}" has a decimal comma; write {fixed} (a point for decimals)',
    zh: '“{value}”使用了逗号作小数点；请写成 {fixed}（用英文句点表示小数）',
  },
  'import.dotThousands': {
    en: '"{value}" uses points as thousands separators; write {whole} (no separator), or {decimal} if a decimal was meant',
    zh: '“{value}”用句点作千位分隔符；请写成 {whole}（不加分隔符），如指小数请写成 {decimal}',
  },
  'import.currencySign': {
    en: '"{value}" holds a currency sign or code; write the number alone: {fixed}',
    zh: '“{value}”含有货币符号或代码；请只填数字：{fixed}',
  },
  'orderImport.noRows': {
    en: 'The file has no order lines under the header row',
    zh: '文件的标题行下没有订单行',
  },
  'orderImport.wholeNumber': { en: 'must be a whole number', zh: '必须是整数' },
  'orderImport.number': { en: 'must be a number', zh: '必须是数字' },
  'orderImport.decimals': { en: 'at most {max} decimals', zh: '最多 {max} 位小数' },
  'orderImport.productRequired': {
    en: 'give the item number or the product ID',
    zh: '请填写物料编号或产品 ID',
  },
  'orderImport.itemProductMismatch': {
    en: 'item number {itemNumber} is product {productId}, not {given}',
    zh: '物料编号 {itemNumber} 对应产品 {productId}，而不是 {given}',
  },
  'kit.codeExists': { en: 'Kit code {kitCode} already exists', zh: '套件编码 {kitCode} 已存在' },
  'kit.duplicateComponent': {
    en: 'this product is already in the kit; change its quantity instead',
    zh: '该产品已在套件中，请修改其数量',
  },
  'kit.unknownProduct': { en: 'the product does not exist', zh: '产品不存在' },
  'kit.inactiveProduct': {
    en: 'product {productId} is Inactive and cannot be added to a kit',
    zh: '产品 {productId} 已失效，不能加入套件',
  },
  'packaging.grossBelowNet': {
    en: 'cannot be less than the carton net weight',
    zh: '不能小于箱净重',
  },
  'packaging.palletBelowCartons': {
    en: 'cannot be less than the gross weight of its cartons',
    zh: '不能小于托盘上所有箱子的毛重之和',
  },
  'leadTime.exists': {
    en: 'A production lead time of {productId} from {supplier} already exists',
    zh: '{supplier} 的 {productId} 生产周期已存在',
  },
  'leadTime.unknownProduct': { en: 'the product does not exist', zh: '产品不存在' },
  'leadTime.unknownSupplier': { en: 'the supplier does not exist', zh: '供应商不存在' },

  'supplier.codeExists': {
    en: 'Supplier code {code} already exists',
    zh: '供应商代码 {code} 已存在',
  },
  'supplier.shortNameExists': {
    en: 'Short name {shortName} is already used by another supplier',
    zh: '简称 {shortName} 已被其他供应商使用',
  },
  'supplier.fullNameExists': {
    en: 'Full name {fullName} is already used by another supplier',
    zh: '全称 {fullName} 已被其他供应商使用',
  },
  'supplier.alreadyAdded': {
    en: 'This supplier has already been added: {code} {fullName}',
    zh: '该供应商已添加，不能重复添加：{code} {fullName}',
  },
  'supplier.invalidEmail': { en: 'is not a valid email address', zh: '不是有效的邮箱地址' },
  'supplier.invalidUrl': {
    en: 'is not a valid web address (e.g. https://www.example.com)',
    zh: '不是有效的网址（例如 https://www.example.com）',
  },
  'supplier.invalidDate': {
    en: 'is not a valid date (YYYY-MM-DD)',
    zh: '不是有效的日期（YYYY-MM-DD）',
  },
  'supplier.licenceDates': {
    en: 'cannot be before the licence valid-from date',
    zh: '不能早于执照有效期开始日期',
  },

  'supplierOwner.unknownUser': {
    en: 'User {ids} does not exist',
    zh: '用户 {ids} 不存在',
  },
  'supplierOwner.notInternal': {
    en: 'User {username} is a supplier account and cannot own suppliers',
    zh: '用户 {username} 是供应商账号，不能作为供应商负责人',
  },
  'supplierOwner.disabled': {
    en: 'User {username} is disabled and cannot own suppliers',
    zh: '用户 {username} 已被禁用，不能作为供应商负责人',
  },
  'supplierAccount.unknownSupplier': {
    en: 'The supplier does not exist',
    zh: '供应商不存在',
  },

  'order.invalidDate': {
    en: 'is not a valid date (YYYY-MM-DD)',
    zh: '不是有效的日期（YYYY-MM-DD）',
  },
  'order.qtyRequired': { en: 'the order quantity is required', zh: '订单数量不能为空' },
  'order.qtyZero': { en: 'the order quantity cannot be 0', zh: '订单数量不能为 0' },
  'order.qtyNegative': {
    en: 'the order quantity must be greater than 0',
    zh: '订单数量必须大于 0',
  },
  'order.qtyBelowCommitted': {
    en: 'cannot be less than the planned and shipped quantity ({min})',
    zh: '不能小于已计划和已发运的数量（{min}）',
  },
  'order.reasonRequired': {
    en: 'a modification reason is required when the quantity or RDD changes',
    zh: '修改数量或要求交期时必须填写修改原因',
  },
  'order.purposeRequired': {
    en: 'a modification purpose is required when the quantity or RDD changes',
    zh: '修改数量或要求交期时必须选择修改目的',
  },
  'order.duplicateProduct': {
    en: 'product {productId} is already in this order; change its line instead',
    zh: '产品 {productId} 已在该订单中，请修改原有行',
  },
  'order.duplicateLineNo': {
    en: 'line number {lineNo} is already used in this order',
    zh: '行号 {lineNo} 在该订单中已存在',
  },
  'order.unknownSupplier': { en: 'the supplier {code} does not exist', zh: '供应商 {code} 不存在' },
  'order.unknownProduct': {
    en: 'the product {productId} does not exist',
    zh: '产品 {productId} 不存在',
  },
  'order.inactiveProduct': {
    en: 'product {productId} is Inactive and cannot be ordered',
    zh: '产品 {productId} 已失效，不能下单',
  },
  'order.unknownLoadingPoint': {
    en: 'the loading point {name} does not exist',
    zh: '装货地 {name} 不存在',
  },
  'order.unknownSoLine': {
    en: 'SO line {soNumber} / {lineNo} does not exist',
    zh: '销售订单行 {soNumber} / {lineNo} 不存在',
  },
  'order.soLineOtherProduct': {
    en: "the SO line is for product {productId}, not this line's product",
    zh: '该销售订单行的产品是 {productId}，与本行产品不同',
  },
  'order.soRefIncomplete': {
    en: 'give both the SO number and the SO line number, or neither',
    zh: '销售订单号和销售订单行号须同时填写或同时为空',
  },
  'order.headerMismatch': {
    en: 'differs from an earlier row of the same order (there: {value})',
    zh: '与同一订单前面的行不一致（前面为：{value}）',
  },
  'order.plannedChangeRefused': {
    en: 'line {lineNo} is already planned or shipped; its quantity/RDD change was not applied',
    zh: '第 {lineNo} 行已计划或已发运，其数量/要求交期修改未被应用',
  },
  'po.numberExists': {
    en: 'PO number {poNumber} already exists',
    zh: '采购订单号 {poNumber} 已存在',
  },
  'po.supplierLocked': {
    en: 'the supplier cannot change while lines are planned or shipped',
    zh: '订单行已计划或已发运，不能更换供应商',
  },
  'poLine.notEditable': {
    en: 'Line {lineNo} is {status} and can no longer be changed',
    zh: '第 {lineNo} 行状态为 {status}，不能再修改',
  },
  'poLine.cancelCommitted': {
    en: 'Line {lineNo} has planned or shipped quantity and cannot be cancelled; close it instead',
    zh: '第 {lineNo} 行已有计划或发运数量，不能取消，请改为关闭',
  },
  'so.numberExists': {
    en: 'SO number {soNumber} already exists',
    zh: '销售订单号 {soNumber} 已存在',
  },
  'so.lineCovered': {
    en: 'SO line {lineNo} is covered by PO lines and cannot be removed',
    zh: '销售订单行 {lineNo} 已被采购订单行引用，不能删除',
  },

  'planning.qtyRequired': { en: 'the quantity is required', zh: '数量不能为空' },
  'planning.qtyWhole': { en: 'the quantity must be whole pieces', zh: '数量必须为整数件' },
  'planning.qtyPositive': { en: 'the quantity must be greater than 0', zh: '数量必须大于 0' },
  'planning.duplicateLine': {
    en: 'this PO line is already in the container; change its quantity instead',
    zh: '该采购订单行已在此集装箱中，请修改其数量',
  },
  'planning.unknownPoLine': {
    en: 'PO line {id} does not exist',
    zh: '采购订单行 {id} 不存在',
  },
  'planning.unknownLoadingPoint': {
    en: 'the loading point {id} does not exist',
    zh: '装货地 {id} 不存在',
  },
  'planning.unknownShippingLine': {
    en: 'the shipping line {id} does not exist',
    zh: '船公司 {id} 不存在',
  },
  'planning.unknownOwner': {
    en: 'the owner (user {id}) does not exist',
    zh: '负责人（用户 {id}）不存在',
  },

  'planning.destinationMismatch': {
    en: 'PO {poNumber} line {lineNo} goes to {lineDestination}, not to {containerDestination}: one container cannot mix destinations',
    zh: '采购订单 {poNumber} 第 {lineNo} 行的目的国是 {lineDestination}，不是 {containerDestination}：一个集装箱不能混装不同目的国',
  },
  'planning.alreadyPlanned': {
    en: 'PO {poNumber} line {lineNo} is already planned by someone else: {available} left to plan, {wanted} wanted. Nothing was saved',
    zh: '采购订单 {poNumber} 第 {lineNo} 行已被他人排柜：剩余可排 {available}，本次需要 {wanted}。未保存任何内容',
  },
  'planning.lineNotOpen': {
    en: 'PO {poNumber} line {lineNo} is {status} and cannot be planned. Nothing was saved',
    zh: '采购订单 {poNumber} 第 {lineNo} 行状态为 {status}，不能排柜。未保存任何内容',
  },
  'planning.releaseNothing': { en: 'choose at least one container', zh: '请至少选择一个集装箱' },
  'planning.shipmentNoRequired': {
    en: 'the shipment number is required',
    zh: '货运编号不能为空',
  },
  'planning.promisedDateRequired': {
    en: 'the promised delivery date is required',
    zh: '承诺交货日期不能为空',
  },
  'planning.notInDraft': {
    en: 'container {id} is not in your draft; only your own draft containers can be released',
    zh: '集装箱 {id} 不在您的草稿中，只能发布自己草稿中的集装箱',
  },
  'planning.emptyContainer': {
    en: 'container {id} ({containerType}) has no lines and cannot be released',
    zh: '集装箱 {id}（{containerType}）没有任何订单行，不能发布',
  },
  'planning.overloadedCbm': {
    en: 'container {id} ({containerType}) is overloaded: {cbm} CBM is over the usable {usableCbm} CBM',
    zh: '集装箱 {id}（{containerType}）超载：体积 {cbm} CBM 超过可用体积 {usableCbm} CBM',
  },
  'planning.overloadedWeight': {
    en: 'container {id} ({containerType}) is overloaded: {grossKg} kg is over the {maxPayloadKg} kg allowed for {destination}',
    zh: '集装箱 {id}（{containerType}）超载：毛重 {grossKg} kg 超过 {destination} 允许的 {maxPayloadKg} kg',
  },

  'readyDates.readyDateRequired': { en: 'the ready date is required', zh: '货好日期不能为空' },
  'readyDates.nothingChosen': { en: 'choose at least one line', zh: '请至少选择一行' },
  'readyDates.duplicateLine': {
    en: 'the same line is chosen twice',
    zh: '同一订单行被重复选择',
  },
  'readyDates.reasonRequired': {
    en: 'the reason for rejecting is required',
    zh: '驳回原因不能为空',
  },
  'readyDates.unknownConfirmReadyDate': {
    en: 'must be one of -1, 0, 1, 2, 3',
    zh: '必须是 -1、0、1、2、3 之一',
  },
  'readyDates.notEditable': {
    en: 'ready date not editable for shipped containers: PO {poNumber} line {lineNo} is in a {status} container ({shipmentNo}). Nothing was changed',
    zh: '已发运集装箱的货好日期不可修改：采购订单 {poNumber} 第 {lineNo} 行所在集装箱（{shipmentNo}）状态为 {status}。未做任何修改',
  },
  'readyDates.notPending': {
    en: 'PO {poNumber} line {lineNo} is not pending approval (it is {state}). Nothing was changed',
    zh: '采购订单 {poNumber} 第 {lineNo} 行不是待审批状态（当前：{state}）。未做任何修改',
  },
  'readyDates.notOwner': {
    en: 'PO {poNumber} line {lineNo} belongs to supplier {supplier}, which you do not own; only its owners may approve or reject it. Nothing was changed',
    zh: '采购订单 {poNumber} 第 {lineNo} 行属于供应商 {supplier}，您不是其负责人，只有负责人可以审批。未做任何修改',
  },
  'readyDates.changedMeanwhile': {
    en: 'PO {poNumber} line {lineNo} was changed by someone else meanwhile; reload and try again. Nothing was changed',
    zh: '采购订单 {poNumber} 第 {lineNo} 行已被他人修改，请刷新后重试。未做任何修改',
  },

  'delayReason.codeExists': {
    en: 'Delay reason code {code} already exists',
    zh: '延误原因代码 {code} 已存在',
  },
  'delayReason.inUse': {
    en: 'Delay reason {code} is named by {containers} containers and cannot be deleted; deactivate it instead',
    zh: '延误原因 {code} 已被 {containers} 个集装箱使用，不能删除，可改为停用',
  },

  'transitReports.invalidWeek': {
    en: 'must be an ISO week such as 2026-W48',
    zh: '必须是 ISO 周，例如 2026-W48',
  },

  ...trackingErrorMessages,
  ...trackingImportErrorMessages,
  ...stockErrorMessages,
  ...ddErrorMessages,
  ...serialErrorMessages,
  ...serialDataErrorMessages,

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
  'validation.warehouseCode': {
    en: 'must start with a letter or digit and use only capital letters, digits, _ and -',
    zh: '须以字母或数字开头，只能包含大写字母、数字、_ 和 -',
  },
  'validation.warehouseLoadingPoint': {
    en: 'a loading warehouse names its loading point',
    zh: '装柜仓库须选择装货地点',
  },
  'validation.warehouseNoLoadingPoint': {
    en: 'only a loading warehouse has a loading point',
    zh: '只有装柜仓库才有装货地点',
  },
  'validation.delayReasonCode': {
    en: 'must start with a letter and use only capital letters, digits and _ (e.g. PORT_CONGESTION)',
    zh: '须以字母开头，只能包含大写字母、数字和 _（例如 PORT_CONGESTION）',
  },
  'validation.unknownField': { en: 'is not an accepted field', zh: '不是可接受的字段' },
  'validation.invalid': { en: 'is not valid', zh: '无效' },
  'validation.invalidId': {
    en: 'must be an ID written in digits only, such as 42',
    zh: '必须是仅由数字组成的编号，例如 42',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorMessageKey = keyof typeof errorMessages;

export const isErrorMessageKey = (value: string): value is ErrorMessageKey =>
  Object.hasOwn(errorMessages, value);

/**
 * Field labels used in validation messages (the catalog's `common:fieldNames`); unknown
 * fields show their path as is.
 */
export const fieldLabels: Record<string, Record<Language, string>> = Object.fromEntries(
  Object.entries(LABELS.en.common.fieldNames).map(([field, en]) => [
    field,
    { en, zh: LABELS.zh.common.fieldNames[field as keyof typeof LABELS.zh.common.fieldNames] },
  ]),
);

export const formatMessage = (
  template: string,
  params: Record<string, string | number> = {},
): string => template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/**
 * A message in `lang`. A param that is a built-in name still as seeded in both languages
 * ("View users · 查看用户", admin/built-in-names) is given in `lang` only.
 */
export const translateError = (
  lang: Language,
  key: ErrorMessageKey,
  params?: Record<string, string | number>,
): string =>
  formatMessage(
    errorMessages[key][lang],
    params &&
      Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          typeof value === 'string' ? builtInText(lang, value) : value,
        ]),
      ),
  );
