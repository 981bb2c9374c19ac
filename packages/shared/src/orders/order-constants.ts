/** Orders reference constants (spec §3 PO/SO fields, §5 "Orders"; DOMAIN "Orders"). */

/** PO currencies. Unit prices are integer cents of the PO currency. */
export const CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Fixed conversion table (USD per one unit of the currency, in millionths) until a rate
 * source exists — see docs/decisions.md. Integer so totals are exact and portable.
 */
export const USD_RATE_MICROS: Record<Currency, number> = {
  USD: 1_000_000,
  CNY: 140_000,
  EUR: 1_080_000,
};

/**
 * Row total in USD cents: qty × unit price × (1 − discount%) × rate, rounded half up to the
 * cent. `discountPct` may carry two decimals.
 */
export function rowTotalUsdCents(
  orderQty: number,
  unitPriceCents: number,
  discountPct: number,
  currency: Currency,
): number {
  const discountBp = Math.round(discountPct * 100); // basis points, 0..10000
  const gross = orderQty * unitPriceCents * (10_000 - discountBp) * USD_RATE_MICROS[currency];
  return Math.round(gross / (10_000 * 1_000_000));
}

/** PO line statuses, derived (never typed): see po-line-status.ts. */
export const PO_LINE_STATUSES = [
  'Open',
  'PartiallyPlanned',
  'Planned',
  'PartiallyShipped',
  'Shipped',
  'Closed',
  'Cancelled',
] as const;
export type PoLineStatus = (typeof PO_LINE_STATUSES)[number];

export const PO_LINE_STATUS_NAMES: Record<PoLineStatus, { en: string; zh: string }> = {
  Open: { en: 'Open', zh: '未计划' },
  PartiallyPlanned: { en: 'Partially planned', zh: '部分计划' },
  Planned: { en: 'Planned', zh: '已计划' },
  PartiallyShipped: { en: 'Partially shipped', zh: '部分发运' },
  Shipped: { en: 'Shipped', zh: '已发运' },
  Closed: { en: 'Closed', zh: '已关闭' },
  Cancelled: { en: 'Cancelled', zh: '已取消' },
};

/** Why a quantity or RDD changed (spec §5 "modification reason and purpose required"). */
export const MODIFICATION_PURPOSES = [
  'customerRequest',
  'supplierDelay',
  'forecastChange',
  'correction',
  'other',
] as const;
export type ModificationPurpose = (typeof MODIFICATION_PURPOSES)[number];

export const MODIFICATION_PURPOSE_NAMES: Record<ModificationPurpose, { en: string; zh: string }> = {
  customerRequest: { en: 'Customer request', zh: '客户要求' },
  supplierDelay: { en: 'Supplier delay', zh: '供应商延误' },
  forecastChange: { en: 'Forecast change', zh: '预测变更' },
  correction: { en: 'Correction', zh: '数据更正' },
  other: { en: 'Other', zh: '其他' },
};

/** Stock state shown by the risk-buy list; there is no stock module yet. */
export const RISK_BUY_STOCK_STATES = ['noStockModule'] as const;
export type RiskBuyStockState = (typeof RISK_BUY_STOCK_STATES)[number];

export const ORDER_SORT_ORDERS = ['asc', 'desc'] as const;
export type OrderSortOrder = (typeof ORDER_SORT_ORDERS)[number];
