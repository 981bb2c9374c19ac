import {
  DESTINATION_NAMES,
  PO_LINE_STATUS_NAMES,
  type Language,
  type PoLineItem,
  type RiskBuyItem,
  type SoLineItem,
} from '@lading/shared';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = {
  poNumber: { en: 'PO number', zh: '采购订单号' },
  lineNo: { en: 'Line', zh: '行号' },
  status: { en: 'Line status', zh: '行状态' },
  originator: { en: 'Originator', zh: '下单人' },
  supplierCode: { en: 'Supplier code', zh: '供应商代码' },
  supplierName: { en: 'Supplier', zh: '供应商' },
  destination: { en: 'Destination', zh: '目的国' },
  productCode: { en: 'Product ID', zh: '产品 ID' },
  productName: { en: 'Product', zh: '产品' },
  orderQty: { en: 'Order qty', zh: '订单数量' },
  openQty: { en: 'Open qty', zh: '未发数量' },
  plannedQty: { en: 'Planned qty', zh: '已计划数量' },
  shippedQty: { en: 'Shipped qty', zh: '已发运数量' },
  plannableQty: { en: 'Plannable qty', zh: '可计划数量' },
  currency: { en: 'Currency', zh: '币种' },
  unitPrice: { en: 'Unit price', zh: '单价' },
  discountPct: { en: 'Discount (%)', zh: '折扣 (%)' },
  rowTotalUsd: { en: 'Row total (USD)', zh: '行总额 (美元)' },
  rdd: { en: 'PO RDD', zh: 'PO RDD' },
  soRdd: { en: 'SO RDD', zh: 'SO RDD' },
  originalRdd: { en: 'Original RDD', zh: '原始 RDD' },
  loadingPoint: { en: 'Loading point', zh: '装货地' },
  soNumber: { en: 'SO number', zh: '销售订单号' },
  soLineNo: { en: 'SO line', zh: '销售订单行' },
  riskBuy: { en: 'Risk buy', zh: '风险采购' },
  stock: { en: 'Stock', zh: '库存' },
  postingDate: { en: 'Posting date', zh: '过账日期' },
  bpReferenceNo: { en: 'BP reference no.', zh: 'BP 参考号' },
  qty: { en: 'Qty', zh: '数量' },
  coveredQty: { en: 'Covered by PO qty', zh: '采购覆盖数量' },
} as const satisfies Record<string, Record<Language, string>>;

/** The headers by key, for the order imports to read their own exports back. */
export { HEADERS as ORDER_EXPORT_HEADERS };

const yes = (lang: Language, value: boolean) =>
  value ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
const money = (cents: number) => cents / 100;

export const poLineColumns = (lang: Language): ExportColumn<PoLineItem>[] => [
  { header: HEADERS.poNumber[lang], width: 16, value: (r) => r.poNumber },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.lineNo },
  { header: HEADERS.status[lang], width: 16, value: (r) => PO_LINE_STATUS_NAMES[r.status][lang] },
  { header: HEADERS.originator[lang], width: 14, value: (r) => r.originator },
  { header: HEADERS.supplierCode[lang], width: 12, value: (r) => r.supplierCode },
  { header: HEADERS.supplierName[lang], width: 30, value: (r) => r.supplierName },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.destinationCountry][lang],
  },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.productCode },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.productName },
  { header: HEADERS.orderQty[lang], width: 10, value: (r) => r.orderQty },
  { header: HEADERS.openQty[lang], width: 10, value: (r) => r.openQty },
  { header: HEADERS.plannedQty[lang], width: 10, value: (r) => r.plannedQty },
  { header: HEADERS.shippedQty[lang], width: 10, value: (r) => r.shippedQty },
  { header: HEADERS.plannableQty[lang], width: 10, value: (r) => r.plannableQty },
  { header: HEADERS.currency[lang], width: 8, value: (r) => r.currency },
  { header: HEADERS.unitPrice[lang], width: 10, value: (r) => money(r.unitPriceCents) },
  { header: HEADERS.discountPct[lang], width: 10, value: (r) => r.discountPct },
  { header: HEADERS.rowTotalUsd[lang], width: 14, value: (r) => money(r.rowTotalUsdCents) },
  { header: HEADERS.rdd[lang], width: 12, value: (r) => r.rdd },
  { header: HEADERS.originalRdd[lang], width: 12, value: (r) => r.originalRdd },
  { header: HEADERS.loadingPoint[lang], width: 16, value: (r) => r.loadingPointName },
  { header: HEADERS.soNumber[lang], width: 16, value: (r) => r.soNumber ?? '' },
  { header: HEADERS.soLineNo[lang], width: 8, value: (r) => r.soLineNo ?? '' },
  { header: HEADERS.riskBuy[lang], width: 8, value: (r) => yes(lang, r.riskBuy) },
];

export const riskBuyColumns = (lang: Language): ExportColumn<RiskBuyItem>[] => [
  ...(poLineColumns(lang) as ExportColumn<RiskBuyItem>[]).filter(
    (column) => column.header !== HEADERS.riskBuy[lang],
  ),
  {
    header: HEADERS.stock[lang],
    width: 18,
    value: () => (lang === 'zh' ? '暂无库存模块' : 'No stock module yet'),
  },
];

export const soLineColumns = (lang: Language): ExportColumn<SoLineItem>[] => [
  { header: HEADERS.soNumber[lang], width: 16, value: (r) => r.soNumber },
  { header: HEADERS.lineNo[lang], width: 6, value: (r) => r.lineNo },
  { header: HEADERS.postingDate[lang], width: 12, value: (r) => r.postingDate },
  { header: HEADERS.soRdd[lang], width: 12, value: (r) => r.rdd },
  { header: HEADERS.originalRdd[lang], width: 12, value: (r) => r.originalRdd },
  { header: HEADERS.bpReferenceNo[lang], width: 16, value: (r) => r.bpReferenceNo },
  {
    header: HEADERS.destination[lang],
    width: 14,
    value: (r) => DESTINATION_NAMES[r.country][lang],
  },
  { header: HEADERS.productCode[lang], width: 16, value: (r) => r.productCode },
  { header: HEADERS.productName[lang], width: 24, value: (r) => r.productName },
  { header: HEADERS.qty[lang], width: 10, value: (r) => r.qty },
  { header: HEADERS.rowTotalUsd[lang], width: 14, value: (r) => money(r.rowTotalUsdCents) },
  { header: HEADERS.coveredQty[lang], width: 12, value: (r) => r.coveredQty },
];

export const EXPORT_NAMES = {
  poLines: { en: 'PO report', zh: '采购订单报表' },
  riskBuy: { en: 'Risk-buy PO lines', zh: '风险采购订单行' },
  soLines: { en: 'SO report', zh: '销售订单报表' },
} as const;
