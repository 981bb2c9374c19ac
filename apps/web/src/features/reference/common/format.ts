import { DESTINATION_NAMES, type DestinationCountry } from '@lading/shared';

/** A destination country's name in the user's language. */
export const countryName = (country: DestinationCountry, language: string): string =>
  DESTINATION_NAMES[country][language === 'zh' ? 'zh' : 'en'];
