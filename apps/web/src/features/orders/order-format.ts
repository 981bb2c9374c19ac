import {
  DESTINATION_NAMES,
  MODIFICATION_PURPOSE_NAMES,
  PO_LINE_STATUS_NAMES,
  formatMoney as formatAmount,
  type Currency,
  type DestinationCountry,
  type ModificationPurpose,
  type PoLineStatus,
} from '@lading/shared';

const lang = (language: string) => (language === 'zh' ? 'zh' : 'en');

/** Integer cents of `currency` as money, e.g. "$1,234.50" / "CN¥8,000.00". */
export const formatMoney = (cents: number, currency: Currency, language: string): string =>
  formatAmount(cents / 100, currency, language);

/** USD cents as "$1,234.50". */
export const formatUsd = (cents: number, language: string): string =>
  formatMoney(cents, 'USD', language);

export const statusName = (status: PoLineStatus, language: string): string =>
  PO_LINE_STATUS_NAMES[status][lang(language)];

export const purposeName = (purpose: ModificationPurpose, language: string): string =>
  MODIFICATION_PURPOSE_NAMES[purpose][lang(language)];

/** "Nigeria (NG)" in the user's language. */
export const destinationName = (country: DestinationCountry, language: string): string =>
  `${DESTINATION_NAMES[country][lang(language)]} (${country})`;

export const STATUS_COLORS: Record<PoLineStatus, string> = {
  Open: 'blue',
  PartiallyPlanned: 'cyan',
  Planned: 'geekblue',
  PartiallyShipped: 'gold',
  Shipped: 'green',
  Closed: 'default',
  Cancelled: 'red',
};

/** Cents from a price typed in currency units (2 decimals). */
export const toCents = (units: number): number => Math.round(units * 100);
export const fromCents = (cents: number): number => cents / 100;
