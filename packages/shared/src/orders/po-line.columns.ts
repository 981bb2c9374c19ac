import { label } from '../i18n/labels/label';
import { columnMaker, type ListColumn } from '../lists/list-column';
import { DESTINATION_NAMES } from '../reference/destinations';
import { PO_LINE_STATUS_NAMES } from './order-constants';
import type { PoLineItem, RiskBuyItem } from './po.contract';

type PoLineColumnKey =
  | 'poNumber'
  | 'lineNo'
  | 'status'
  | 'originator'
  | 'supplierCode'
  | 'supplierName'
  | 'destination'
  | 'productCode'
  | 'productName'
  | 'orderQty'
  | 'openQty'
  | 'plannedQty'
  | 'shippedQty'
  | 'plannableQty'
  | 'currency'
  | 'unitPrice'
  | 'discountPct'
  | 'rowTotalUsd'
  | 'rdd'
  | 'originalRdd'
  | 'loadingPoint'
  | 'soNumber'
  | 'soLineNo'
  | 'riskBuy';

const column = columnMaker<PoLineItem, PoLineColumnKey>('orders:export.headers');

const units = (cents: number) => cents / 100;

/**
 * The PO report's columns (the PO-line export, the risk-buy export less `riskBuy`), in order.
 * The PO import reads back every column with `importAs` — the supplier's name only when the
 * file has no supplier-code column — so an export edited and imported changes what was edited.
 */
export const PO_LINE_COLUMNS: readonly ListColumn<PoLineItem, PoLineColumnKey>[] = [
  column('poNumber', 16, 'text', (r) => r.poNumber, 'poNumber'),
  column('lineNo', 6, 'qty', (r) => r.lineNo, 'lineNo'),
  column('status', 16, 'enum', (r, lang) => PO_LINE_STATUS_NAMES[r.status][lang]),
  column('originator', 14, 'text', (r) => r.originator, 'originator'),
  column('supplierCode', 12, 'text', (r) => r.supplierCode, 'supplierCode'),
  column('supplierName', 30, 'text', (r) => r.supplierName, 'supplierName'),
  column(
    'destination',
    14,
    'enum',
    (r, lang) => DESTINATION_NAMES[r.destinationCountry][lang],
    'destinationCountry',
  ),
  column('productCode', 16, 'text', (r) => r.productCode, 'productCode'),
  column('productName', 24, 'text', (r) => r.productName),
  column('orderQty', 10, 'qty', (r) => r.orderQty, 'orderQty'),
  column('openQty', 10, 'qty', (r) => r.openQty),
  column('plannedQty', 10, 'qty', (r) => r.plannedQty),
  column('shippedQty', 10, 'qty', (r) => r.shippedQty),
  column('plannableQty', 10, 'qty', (r) => r.plannableQty),
  column('currency', 8, 'enum', (r) => r.currency, 'currency'),
  column(
    'unitPrice',
    10,
    'money',
    (r) => units(r.unitPriceCents),
    'unitPrice',
    (r) => r.currency,
  ),
  column('discountPct', 10, 'percent', (r) => r.discountPct, 'discountPct'),
  column('rowTotalUsd', 14, 'money', (r) => units(r.rowTotalUsdCents), 'rowTotalUsd'),
  column('rdd', 12, 'date', (r) => r.rdd, 'rdd'),
  column('originalRdd', 12, 'date', (r) => r.originalRdd),
  column('loadingPoint', 16, 'text', (r) => r.loadingPointName, 'loadingPoint'),
  column('soNumber', 16, 'text', (r) => r.soNumber ?? '', 'soNumber'),
  column('soLineNo', 8, 'qty', (r) => r.soLineNo ?? '', 'soLineNo'),
  column('riskBuy', 8, 'enum', (r, lang) =>
    label(lang, r.riskBuy ? 'common:words.yes' : 'common:words.no'),
  ),
];

/** The risk-buy list's columns: the PO report's less "risk buy", and what is on hand. */
export const RISK_BUY_COLUMNS: readonly ListColumn<RiskBuyItem, PoLineColumnKey | 'stock'>[] = [
  ...PO_LINE_COLUMNS.filter((definition) => definition.key !== 'riskBuy'),
  columnMaker<RiskBuyItem, 'stock'>('orders:export.headers')('stock', 10, 'qty', (r) => r.stockQty),
];
