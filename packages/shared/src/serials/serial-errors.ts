/**
 * The refusals of serial templates, scan stations and binding (issues 18, 19), in both
 * languages; spread into the one catalog (i18n/error-messages.ts). spec §8 gives two of them
 * word for word: "Product S/N has been bound" and "Duplicate serial number".
 */
export const serialErrorMessages = {
  // templates (spec §5 "Serial-number templates": the fields that must be chosen)
  'serials.nameRequired': { en: 'Enter the template name', zh: '请输入模板名称' },
  'serials.levelRequired': {
    en: 'Choose the S/N type (code level)',
    zh: '请选择序列号类型（码级别）',
  },
  'serials.segmentsRequired': {
    en: 'Add at least one segment (product ID, version no., supplier ID, serial no.)',
    zh: '请至少添加一个分段（产品ID、版本号、供应商ID、序列号）',
  },
  'serials.segmentKindRequired': { en: 'Choose the parameter type', zh: '请选择参数类型' },
  'serials.matchTypeRequired': { en: 'Choose the matching type', zh: '请选择匹配类型' },
  'serials.charTypeRequired': { en: 'Choose the character type', zh: '请选择字符类型' },
  'serials.lengthRequired': { en: 'Enter the parameter length', zh: '请输入参数长度' },
  'serials.lengthRange': { en: 'The length is 1 to 40 characters', zh: '长度为 1 到 40 个字符' },
  'serials.staticValueLength': {
    en: 'The static value must be exactly as long as the segment',
    zh: '静态值的长度必须等于分段长度',
  },
  'serials.companyPrefixFormat': {
    en: 'A GS1 company prefix is 6 to 12 digits',
    zh: 'GS1 厂商识别代码为 6 到 12 位数字',
  },
  'serials.templateNotFound': { en: 'This template does not exist', zh: '模板不存在' },
  'serials.templateOldVersion': {
    en: 'This is version {version}; a newer version {latest} exists. Open the latest version to edit it',
    zh: '这是第 {version} 版，已有更新的第 {latest} 版，请打开最新版本再编辑',
  },
  'serials.templateScopeChanged': {
    en: 'A new version keeps the level, product and supplier of its template',
    zh: '新版本须保持模板的级别、产品和供应商不变',
  },
  'serials.templateProductLevel': {
    en: 'Container templates are universal: they take no product or supplier',
    zh: '集装箱模板为通用模板，不能指定产品或供应商',
  },
  'serials.templateDuplicate': {
    en: 'An active template for this level, product and supplier already exists: {name}',
    zh: '该级别、产品和供应商已有启用的模板：{name}',
  },

  // a code against its template (the segment is named, counted from 1)
  'serials.codeRequired': { en: 'Scan or type a code', zh: '请扫描或输入条码' },
  'serials.codeTooLong': { en: 'A code has at most 80 characters', zh: '条码最多 80 个字符' },
  'serials.codeLength': {
    en: 'The code has {actual} characters; the template {template} expects {expected}',
    zh: '条码为 {actual} 位，模板 {template} 要求 {expected} 位',
  },
  'serials.segmentCharType': {
    en: 'Segment {segment} ({kind}) "{value}" must be {charType}',
    zh: '第 {segment} 段（{kind}）“{value}”必须为{charType}',
  },
  'serials.segmentStatic': {
    en: 'Segment {segment} ({kind}) must be "{expected}", the code has "{value}"',
    zh: '第 {segment} 段（{kind}）必须为“{expected}”，条码中为“{value}”',
  },
  'serials.segmentContext': {
    en: 'Segment {segment} ({kind}) must be "{expected}" for this scan, the code has "{value}"',
    zh: '第 {segment} 段（{kind}）在本次扫描中应为“{expected}”，条码中为“{value}”',
  },
  'serials.segmentMustContain': {
    en: 'Segment {segment} ({kind}) "{value}" must contain "{chars}"',
    zh: '第 {segment} 段（{kind}）“{value}”必须包含“{chars}”',
  },
  'serials.segmentMustNotContain': {
    en: 'Segment {segment} ({kind}) "{value}" must not contain "{chars}"',
    zh: '第 {segment} 段（{kind}）“{value}”不能包含“{chars}”',
  },
  'serials.checkDigit': {
    en: 'Check digit wrong: {actual}, expected {expected}',
    zh: '校验位错误：为 {actual}，应为 {expected}',
  },
  'serials.containerNonConforming': {
    en: 'Container code must conform to ISO 6346 (4 letters ending in U, J or Z, 6 digits, a check digit): {reason}',
    zh: '集装箱号须符合 ISO 6346（4 个字母且以 U、J 或 Z 结尾，6 位数字，1 位校验位）：{reason}',
  },
  'serials.noTemplate': {
    en: 'No active template for {level} codes of this product and supplier. Quality (4-MQ) sets templates up under Verification',
    zh: '该产品和供应商的{level}没有启用的模板，请质量人员（4-MQ）在“规则校验”中设置',
  },

  // binding (spec §5 "Binding", §8)
  'serials.alreadyBound': {
    en: 'Product S/N has been bound: {code} is in {parent}',
    zh: '产品序列号已绑定：{code} 已在 {parent} 中',
  },
  'serials.duplicate': {
    en: 'Duplicate serial number: {code} was scanned already',
    zh: '序列号重复：{code} 已扫描',
  },
  'serials.boxAddedTwice': {
    en: 'Box serial cannot be added twice: {code} is already in this {parentLevel}',
    zh: '箱码不能重复添加：{code} 已在本{parentLevel}中',
  },
  'serials.countExceeded': {
    en: 'Serial count cannot exceed its maximum: {parent} holds at most {max}',
    zh: '序列号数量不能超过上限：{parent} 最多 {max} 个',
  },
  'serials.expectedAboveMax': {
    en: 'The expected count {expected} is above the packaging maximum {max}',
    zh: '预期数量 {expected} 超过包装上限 {max}',
  },
  'serials.wrongChildLevel': {
    en: 'A {parentLevel} cannot hold a {childLevel}',
    zh: '{parentLevel}不能装入{childLevel}',
  },
  'serials.levelMismatch': {
    en: '{code} is a {actual} code, not a {expected} code',
    zh: '{code} 是{actual}码，不是{expected}码',
  },
  'serials.parentClosed': {
    en: '{code} is closed as full. Reopen it to add more',
    zh: '{code} 已装满关闭，如需继续添加请重新打开',
  },
  'serials.contextRequired': {
    en: 'Choose the product (or a PO line) these codes belong to',
    zh: '请先选择这些条码所属的产品（或 PO 行）',
  },
  'serials.containerRequired': {
    en: 'Choose the planned container this container number belongs to',
    zh: '请选择该集装箱号对应的计划柜',
  },
  'serials.containerNoMismatch': {
    en: 'The planned container carries number {planned}; the scanned number is {code}',
    zh: '计划柜的集装箱号为 {planned}，扫描的为 {code}',
  },
  'serials.contextMismatch': {
    en: 'PO line {poLine} is of another product or supplier than the one chosen',
    zh: 'PO 行 {poLine} 的产品或供应商与所选的不一致',
  },
  'serials.productMismatch': {
    en: '{code} is product {actual}; {parent} packs product {expected}',
    zh: '{code} 属于产品 {actual}，{parent} 装的是产品 {expected}',
  },
  'serials.supplierMismatch': {
    en: '{code} belongs to supplier {actual}; {parent} to supplier {expected}',
    zh: '{code} 属于供应商 {actual}，{parent} 属于供应商 {expected}',
  },
  'serials.notKitComponent': {
    en: 'Product {product} is not a component of kit {kit}',
    zh: '产品 {product} 不是套件 {kit} 的组件',
  },
  'serials.kitComponentFull': {
    en: 'Kit {kit} takes {qty} of product {product}; all are bound',
    zh: '套件 {kit} 需要 {qty} 个产品 {product}，已全部绑定',
  },
  'serials.notAKit': {
    en: 'A pack code needs a kit: choose a product that is a kit main product or a PO line of a kit',
    zh: '套件包装码需要套件：请选择套件的产品或套件的 PO 行',
  },
  'serials.cycle': {
    en: '{code} cannot go into {parent}: {parent} is inside {code}',
    zh: '{code} 不能装入 {parent}：{parent} 在 {code} 之内',
  },
  'serials.notBound': { en: '{code} is not bound to any parent', zh: '{code} 未绑定到任何上级' },
  'serials.sameParent': { en: '{code} is already in {parent}', zh: '{code} 已在 {parent} 中' },
  'serials.codeNotFound': { en: 'No {level} code {code}', zh: '没有{level}码 {code}' },
  'serials.reasonRequired': { en: 'Enter the reason', zh: '请输入原因' },
  'serials.notAParent': { en: '{code} cannot hold other codes', zh: '{code} 不能装入其他条码' },
  'serials.useContainerStation': {
    en: 'Containers are bound at the container station',
    zh: '集装箱请在集装箱扫码页面绑定',
  },
} as const;

/** The key of a serial-number refusal (a key of the one error catalog). */
export type SerialErrorKey = keyof typeof serialErrorMessages;
