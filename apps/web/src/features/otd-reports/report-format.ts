import {
  DESTINATION_NAMES,
  PRODUCT_CATEGORY_NAMES,
  type DestinationCountry,
  type Language,
  type ProductCategory,
} from '@lading/shared';

/** Names and figures as the two reports show them. */

export const OTD_REPORTS_KEY = ['otd-reports'] as const;

const langOf = (language: string): Language => (language === 'zh' ? 'zh' : 'en');

export const destinationName = (country: DestinationCountry, language: string) =>
  DESTINATION_NAMES[country][langOf(language)];

export const categoryName = (category: ProductCategory, language: string) =>
  PRODUCT_CATEGORY_NAMES[category][langOf(language)];

/** A rate in % with one decimal, or the words for "no data". */
export const rateText = (rate: number | null | undefined, noData: string) =>
  rate === null || rate === undefined ? noData : `${rate.toFixed(1)} %`;

export const reasonName = (
  reason: { code: string; nameEn: string; nameZh: string },
  language: string,
) => `${reason.code} · ${language === 'zh' ? reason.nameZh : reason.nameEn}`;
