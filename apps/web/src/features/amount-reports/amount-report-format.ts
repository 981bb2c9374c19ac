import { defaultAtdRange, formatDate, formatMoney } from '@lading/shared';

/** Every query of the two reports starts with this key. */
export const AMOUNT_REPORTS_KEY = ['amount-reports'] as const;

/** USD cents as the screens show money. */
export const usd = (cents: number, language: string) => formatMoney(cents / 100, 'USD', language);

/** The shipping amount report's default ATD range: the last 12 months, today included. */
export const defaultAmountRange = () => defaultAtdRange(formatDate(new Date()));
