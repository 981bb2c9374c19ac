import type { TFunction } from 'i18next';

/** A delta's days signed (+3 d late, −2 d early), or "not yet known". */
export const formatDeltaDays = (t: TFunction<'tracking'>, days: number | null) =>
  days === null
    ? t('deltas.notYet')
    : t('deltas.daysValue', { days: days > 0 ? `+${days}` : String(days).replace('-', '−') });

/** A transit time in days, or a dash. */
export const formatTransitDays = (t: TFunction<'tracking'>, days: number | null) =>
  days === null ? '—' : t('deltas.daysValue', { days: String(days) });
