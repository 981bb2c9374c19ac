import {
  DESTINATION_NAMES,
  type ContainerDetail,
  type ContainerItem,
  type ContainerLineItem,
  type ContainerStatus,
  type Language,
} from '@lading/shared';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

/**
 * Excel columns of planning: the planner's draft (one row per container line, the
 * container's fields repeated, spec §2 "export plan") and the shipping plan's container
 * list (one row per container).
 */
const HEADERS = {
  container: { en: 'Container', zh: '集装箱' },
  containerType: { en: 'Type', zh: '柜型' },
  status: { en: 'Status', zh: '状态' },
  shipmentNo: { en: 'Shipment no.', zh: '货运编号' },
  containerNo: { en: 'Container / AWB no.', zh: '柜号 / 运单号' },
  loadingPoint: { en: 'Loading point', zh: '装货地' },
  destination: { en: 'Destination', zh: '目的国' },
  etd: { en: 'ETD', zh: 'ETD' },
  eta: { en: 'ETA', zh: 'ETA' },
  readyDate: { en: 'Ready date', zh: '货好日期' },
  promisedDeliveryDate: { en: 'Promised delivery date', zh: '承诺交货日期' },
  shippingLine: { en: 'Shipping line', zh: '船公司' },
  owner: { en: 'Owner', zh: '负责人' },
  createdBy: { en: 'Planned by', zh: '排柜人' },
  createdAt: { en: 'Created', zh: '创建时间' },
  notes: { en: 'Notes', zh: '备注' },
  suppliers: { en: 'Suppliers', zh: '供应商' },
  lineCount: { en: 'Lines', zh: '行数' },
  containerQty: { en: 'Container qty', zh: '集装箱数量' },
  containerCbm: { en: 'Container CBM', zh: '集装箱体积 (CBM)' },
  containerKg: { en: 'Container gross kg', zh: '集装箱毛重 (kg)' },
  usableCbm: { en: 'Usable CBM', zh: '可用体积 (CBM)' },
  maxPayloadKg: { en: 'Max payload kg', zh: '最大载重 (kg)' },
  utilization: { en: 'Utilization (%)', zh: '利用率 (%)' },
  overloaded: { en: 'Overloaded', zh: '超载' },
  poNumber: { en: 'PO number', zh: '采购订单号' },
  lineNo: { en: 'Line', zh: '行号' },
  supplierCode: { en: 'Supplier code', zh: '供应商代码' },
  supplierName: { en: 'Supplier', zh: '供应商' },
  productCode: { en: 'Product ID', zh: '产品 ID' },
  productName: { en: 'Product', zh: '产品' },
  rdd: { en: 'PO RDD', zh: 'PO RDD' },
  qty: { en: 'Qty', zh: '数量' },
  cbm: { en: 'CBM', zh: '体积 (CBM)' },
  grossKg: { en: 'Gross kg', zh: '毛重 (kg)' },
} as const satisfies Record<string, Record<Language, string>>;

const STATUS_NAMES: Record<ContainerStatus, Record<Language, string>> = {
  Draft: { en: 'Draft', zh: '草稿' },
  Unshipped: { en: 'Unshipped', zh: '未发运' },
  Loading: { en: 'Loading', zh: '装货中' },
  Shipped: { en: 'Shipped', zh: '已发运' },
  Arrived: { en: 'Arrived', zh: '已到港' },
  Received: { en: 'Received', zh: '已收货' },
  Cancelled: { en: 'Cancelled', zh: '已取消' },
};

const yes = (lang: Language, value: boolean) =>
  value ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';

/** A line of the draft with its container and the container's place in the draft (1, 2…). */
export interface DraftExportRow {
  n: number;
  container: ContainerDetail;
  line: ContainerLineItem | null;
}

export const draftColumns = (lang: Language): ExportColumn<DraftExportRow>[] => [
  { header: HEADERS.container[lang], width: 10, value: (r) => `#${r.n}` },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.container.containerType },
  { header: HEADERS.loadingPoint[lang], width: 16, value: (r) => r.container.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.container.destinationCountry][lang],
  },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.container.etd ?? '' },
  {
    header: HEADERS.shippingLine[lang],
    width: 16,
    value: (r) => r.container.shippingLineName ?? '',
  },
  { header: HEADERS.owner[lang], width: 12, value: (r) => r.container.ownerName ?? '' },
  { header: HEADERS.containerCbm[lang], width: 12, value: (r) => r.container.cbm },
  { header: HEADERS.containerKg[lang], width: 12, value: (r) => r.container.grossKg },
  { header: HEADERS.utilization[lang], width: 10, value: (r) => r.container.utilizationPct },
  { header: HEADERS.overloaded[lang], width: 9, value: (r) => yes(lang, r.container.overloaded) },
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.line?.poNumber ?? '' },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.line?.lineNo ?? '' },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.line?.supplierCode ?? '' },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.line?.productCode ?? '' },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.line?.productName ?? '' },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.line?.rdd ?? '' },
  { header: HEADERS.qty[lang], width: 10, value: (r) => r.line?.qty ?? '' },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.line?.cbm ?? '' },
  { header: HEADERS.grossKg[lang], width: 10, value: (r) => r.line?.grossKg ?? '' },
  { header: HEADERS.notes[lang], width: 24, value: (r) => r.container.notes },
];

/** Every line of the draft, an empty container as one row without a line. */
export function* draftRows(containers: readonly ContainerDetail[]): Generator<DraftExportRow> {
  for (const [index, container] of containers.entries()) {
    if (!container.lines.length) yield { n: index + 1, container, line: null };
    for (const line of container.lines) yield { n: index + 1, container, line };
  }
}

export const containerColumns = (lang: Language): ExportColumn<ContainerItem>[] => [
  { header: HEADERS.shipmentNo[lang], width: 16, value: (r) => r.shipmentNo ?? '' },
  { header: HEADERS.containerNo[lang], width: 16, value: (r) => r.containerNo ?? '' },
  { header: HEADERS.containerType[lang], width: 8, value: (r) => r.containerType },
  { header: HEADERS.status[lang], width: 10, value: (r) => STATUS_NAMES[r.status][lang] },
  { header: HEADERS.loadingPoint[lang], width: 16, value: (r) => r.loadingPointName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.suppliers[lang], width: 20, value: (r) => r.suppliers.join(', ') },
  { header: HEADERS.lineCount[lang], width: 6, value: (r) => r.lineCount },
  { header: HEADERS.containerQty[lang], width: 10, value: (r) => r.qty },
  { header: HEADERS.cbm[lang], width: 10, value: (r) => r.cbm },
  { header: HEADERS.usableCbm[lang], width: 10, value: (r) => r.usableCbm },
  { header: HEADERS.grossKg[lang], width: 12, value: (r) => r.grossKg },
  { header: HEADERS.maxPayloadKg[lang], width: 12, value: (r) => r.maxPayloadKg },
  { header: HEADERS.utilization[lang], width: 10, value: (r) => r.utilizationPct },
  { header: HEADERS.overloaded[lang], width: 9, value: (r) => yes(lang, r.overloaded) },
  { header: HEADERS.etd[lang], width: 12, value: (r) => r.etd ?? '' },
  { header: HEADERS.eta[lang], width: 12, value: (r) => r.eta ?? '' },
  { header: HEADERS.readyDate[lang], width: 12, value: (r) => r.readyDate ?? '' },
  {
    header: HEADERS.promisedDeliveryDate[lang],
    width: 14,
    value: (r) => r.promisedDeliveryDate ?? '',
  },
  { header: HEADERS.shippingLine[lang], width: 16, value: (r) => r.shippingLineName ?? '' },
  { header: HEADERS.owner[lang], width: 12, value: (r) => r.ownerName ?? '' },
  { header: HEADERS.createdBy[lang], width: 12, value: (r) => r.createdByName ?? '' },
  { header: HEADERS.createdAt[lang], width: 20, value: (r) => r.createdAt },
  { header: HEADERS.notes[lang], width: 24, value: (r) => r.notes },
];

export const PLANNING_EXPORT_NAMES = {
  draft: { en: 'Shipment plan draft', zh: '排柜草稿' },
  containers: { en: 'Shipping plan', zh: '装柜计划' },
} as const;
