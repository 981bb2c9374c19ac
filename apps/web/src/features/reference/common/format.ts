import { DESTINATION_NAMES, type DestinationCountry } from '@lading/shared';

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** A weight in kg with thousands separators and up to 3 decimals (grams). */
export const formatKg = (kg: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: 3 }).format(kg);

/** A volume in CBM (m³) with 2 decimals. */
export const formatCbm = (cbm: number, language: string): string =>
  new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cbm);

/** A destination country's name in the user's language. */
export const countryName = (country: DestinationCountry, language: string): string =>
  DESTINATION_NAMES[country][language === 'zh' ? 'zh' : 'en'];
