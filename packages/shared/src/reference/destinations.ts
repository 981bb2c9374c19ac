import { labelNames } from '../i18n/labels/label';
/**
 * Destination markets (spec §9 per-country fields: NG, B2B, BJ, CDI, KE, MZ, RW, TZ, UG, ZA).
 * B2B is a sales channel, not a country, so it is not a shipping destination.
 */
export const DESTINATION_COUNTRIES = [
  'NG',
  'BJ',
  'CDI',
  'KE',
  'MZ',
  'RW',
  'TZ',
  'UG',
  'ZA',
] as const;
export type DestinationCountry = (typeof DESTINATION_COUNTRIES)[number];

export const DESTINATION_NAMES = labelNames(
  DESTINATION_COUNTRIES,
  (country) => `reference:destinations.${country}` as const,
);

/** spec §9: container sizes 40HQ and 20GP. */
export const CONTAINER_TYPES = ['40HQ', '20GP'] as const;
export type ContainerTypeCode = (typeof CONTAINER_TYPES)[number];
