/**
 * The refusals of code data, complement, export tasks and binding files (issue 19), in both
 * languages; spread into the one catalog (i18n/error-messages.ts).
 */
export const serialDataErrorMessages = {
  'serials.complementTooMany': {
    en: 'At most 500 codes can be added at once',
    zh: '一次最多补录 500 个码',
  },
  'serials.exportFormatRequired': {
    en: 'Choose the file format: Excel, CSV or EPCIS',
    zh: '请选择文件格式：Excel、CSV 或 EPCIS',
  },
  'serials.exportNotReady': {
    en: 'This export has no file: it is still running or it failed',
    zh: '该导出任务没有文件：仍在运行或已失败',
  },
  // export tasks and binding files (issue 19; export-task.*, binding-import.*, epcis-document.ts)
  'serials.exportCodeGone': {
    en: 'The main code {code} is no longer there to export',
    zh: '主码 {code} 已不存在，无法导出',
  },
  'serials.importLevelUnknown': {
    en: 'Unknown code level "{value}": use {levels}',
    zh: '未知的码级别“{value}”：请填写 {levels}',
  },
  'serials.importCodeNumber': {
    en: 'Excel stored this code as a number and lost digits of it: format the column as text',
    zh: 'Excel 将此条码存为数字并丢失了位数：请将该列设为文本格式',
  },
  'serials.importUnknownProduct': { en: 'No product {value}', zh: '没有产品 {value}' },
  'serials.importUnknownSupplier': { en: 'No supplier {value}', zh: '没有供应商 {value}' },
  'serials.importContextRequired': {
    en: '{code} is a new code: give its Product ID and Supplier code (its parent does not say them)',
    zh: '{code} 是新码：请填写其产品ID和供应商代码（无法从上级码得知）',
  },
  'serials.importContextDiffers': {
    en: '{code} is stored as product {product} of supplier {supplier}; the row names another',
    zh: '{code} 已保存为供应商 {supplier} 的产品 {product}，与该行填写的不一致',
  },
  'serials.importContainerUnknown': {
    en: 'Container {code} has not been opened: open it at the container station for its planned container first',
    zh: '集装箱 {code} 尚未打开：请先在集装箱扫码页面按计划柜打开',
  },
  'serials.importContainerBind': {
    en: 'Binding into containers needs the container station permission',
    zh: '装入集装箱需要集装箱扫码权限',
  },
  'serials.importRaced': {
    en: 'Codes of this file were stored or bound elsewhere while it was checked: upload it again',
    zh: '校验期间该文件中的条码已在别处保存或绑定：请重新上传',
  },
  'serials.epcisInvalid': {
    en: 'Not an EPCIS 2.0 document that can be read: {reason}',
    zh: '无法读取的 EPCIS 2.0 文档：{reason}',
  },
  'serials.epcisNoEvents': {
    en: 'The EPCIS document holds no AggregationEvent with children to bind',
    zh: '该 EPCIS 文档中没有可绑定的聚合事件（AggregationEvent）',
  },
  'serials.epcisDelete': {
    en: 'An AggregationEvent DELETE (unpacking) is not taken from a file: unbind the codes at a station',
    zh: '文件中的聚合事件 DELETE（拆箱）不予处理：请在扫码工位解绑条码',
  },
  'serials.epcisUnknownId': {
    en: '{value} is neither a Lading code URI (urn:lading:code:<level>:<code>) nor the SSCC of a pallet here',
    zh: '{value} 既不是 Lading 条码标识（urn:lading:code:<级别>:<条码>），也不是本系统托盘的 SSCC',
  },
  'serials.epcisSkipped': {
    en: '{count} EPCIS events other than AggregationEvent were left out',
    zh: '已略过 {count} 个非聚合事件（AggregationEvent）的 EPCIS 事件',
  },
} as const;
