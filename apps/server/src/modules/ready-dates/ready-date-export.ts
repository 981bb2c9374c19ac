import {
  CONFIRM_READY_DATE_NAMES,
  CONTAINER_CHANGE_FIELD_NAMES,
  DESTINATION_NAMES,
  type ConfirmReadyDate,
  type ContainerChangeField,
  type ContainerChangeHistoryItem,
  type Language,
  type PlanLineItem,
  type ReadyDateWarning,
} from '@lading/shared';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = {
  shipmentNo: { en: 'Shipment no.', zh: '货运编号' },
  containerNo: { en: 'Container / AWB no.', zh: '柜号 / 空运单号' },
  containerType: { en: 'Type', zh: '柜型' },
  containerStatus: { en: 'Container status', zh: '集装箱状态' },
  loadingPoint: { en: 'Loading point', zh: '装货地' },
  destination: { en: 'Destination', zh: '目的国' },
  etd: { en: 'ETD', zh: 'ETD' },
  poNumber: { en: 'PO number', zh: '采购订单号' },
  lineNo: { en: 'Line', zh: '行号' },
  supplierCode: { en: 'Supplier code', zh: '供应商代码' },
  supplierName: { en: 'Supplier', zh: '供应商' },
  productCode: { en: 'Product ID', zh: '产品 ID' },
  productName: { en: 'Product', zh: '产品' },
  qty: { en: 'Qty', zh: '数量' },
  cbm: { en: 'CBM', zh: '体积 (CBM)' },
  rdd: { en: 'PO RDD', zh: 'PO RDD' },
  readyDate: { en: 'Ready date', zh: '货好日期' },
  originalReadyDate: { en: 'Original ready date', zh: '原始货好日期' },
  confirmReadyDate: { en: 'Approval', zh: '审批状态' },
  warnings: { en: 'Warnings', zh: '提醒' },
  containerReadyDate: { en: 'Container ready date', zh: '集装箱货好日期' },
  at: { en: 'Changed at', zh: '修改时间' },
  actor: { en: 'Changed by', zh: '修改人' },
  field: { en: 'Field', zh: '字段' },
  before: { en: 'Before', zh: '修改前' },
  after: { en: 'After', zh: '修改后' },
  reason: { en: 'Line / reason', zh: '订单行 / 原因' },
} as const satisfies Record<string, Record<Language, string>>;

const WARNING_NAMES: Record<ReadyDateWarning, Record<Language, string>> = {
  cannotMeetRdd: { en: 'Cannot meet PO RDD', zh: '无法满足 PO RDD' },
  longerThanLeadTime: { en: 'Longer than standard lead time', zh: '超过标准生产周期' },
};

const confirmName = (value: number, lang: Language) =>
  CONFIRM_READY_DATE_NAMES[value as ConfirmReadyDate]?.[lang] ?? String(value);

export const EXPORT_NAMES = {
  myShippingPlan: { en: 'My shipping plan', zh: '我的装柜计划' },
  shippingDetails: { en: 'Shipping plan details', zh: '出货计划明细' },
  containerChanges: { en: 'Container change history', zh: '集装箱变更记录' },
} as const;

export const planLineColumns = (lang: Language): ExportColumn<PlanLineItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.containerStatus[lang], width: 12, value: (r) => r.containerStatus },
  { header: HEADERS.loadingPoint[lang], width: 20, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.poNumber },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.lineNo },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.supplierCode },
  { header: HEADERS.supplierName[lang], width: 28, value: (r) => r.supplierName },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.productCode },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.productName },
  { header: HEADERS.qty[lang], width: 8, value: (r) => r.qty },
  { header: HEADERS.cbm[lang], width: 8, value: (r) => r.cbm },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.rdd },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  { header: HEADERS.originalReadyDate[lang], width: 12, value: (r) => r.originalReadyDate ?? '' },
  {
    header: HEADERS.confirmReadyDate[lang],
    width: 14,
    value: (r) => confirmName(r.confirmReadyDate, lang),
  },
  {
    header: HEADERS.warnings[lang],
    width: 30,
    value: (r) => r.warnings.map((code) => WARNING_NAMES[code][lang]).join('; '),
  },
  { header: HEADERS.containerReadyDate[lang], width: 12, value: (r) => r.containerReadyDate ?? '' },
];

const fieldName = (field: string, lang: Language) =>
  CONTAINER_CHANGE_FIELD_NAMES[field as ContainerChangeField]?.[lang] ?? field;

/** Approval states read as names; other values as stored. */
const valueOf = (field: string, value: string | null, lang: Language) =>
  value === null ? '' : field === 'lineConfirmReadyDate' ? confirmName(Number(value), lang) : value;

export const containerChangeColumns = (
  lang: Language,
): ExportColumn<ContainerChangeHistoryItem>[] => [
  { header: HEADERS.at[lang], width: 22, value: (r) => r.at },
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.field[lang], width: 20, value: (r) => fieldName(r.field, lang) },
  { header: HEADERS.before[lang], width: 14, value: (r) => valueOf(r.field, r.before, lang) },
  { header: HEADERS.after[lang], width: 14, value: (r) => valueOf(r.field, r.after, lang) },
  { header: HEADERS.reason[lang], width: 36, value: (r) => r.reason },
  { header: HEADERS.actor[lang], width: 14, value: (r) => r.actorName },
];
