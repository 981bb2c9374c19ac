import { labelNames } from '../i18n/labels/label';

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

/** The one set of PO line status names: the list, its filter and the exports read it. */
export const PO_LINE_STATUS_NAMES = labelNames(
  PO_LINE_STATUSES,
  (status) => `orders:statuses.${status}` as const,
);

/** Why a quantity or RDD changed (spec §5 "modification reason and purpose required"). */
export const MODIFICATION_PURPOSES = [
  'customerRequest',
  'supplierDelay',
  'forecastChange',
  'correction',
  'other',
] as const;
export type ModificationPurpose = (typeof MODIFICATION_PURPOSES)[number];

export const MODIFICATION_PURPOSE_NAMES = labelNames(
  MODIFICATION_PURPOSES,
  (purpose) => `orders:purposes.${purpose}` as const,
);
