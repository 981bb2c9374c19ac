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

export const DESTINATION_NAMES: Record<DestinationCountry, { en: string; zh: string }> = {
  NG: { en: 'Nigeria', zh: '尼日利亚' },
  BJ: { en: 'Benin', zh: '贝宁' },
  CDI: { en: "Côte d'Ivoire", zh: '科特迪瓦' },
  KE: { en: 'Kenya', zh: '肯尼亚' },
  MZ: { en: 'Mozambique', zh: '莫桑比克' },
  RW: { en: 'Rwanda', zh: '卢旺达' },
  TZ: { en: 'Tanzania', zh: '坦桑尼亚' },
  UG: { en: 'Uganda', zh: '乌干达' },
  ZA: { en: 'South Africa', zh: '南非' },
};

/** spec §9: container sizes 40HQ and 20GP. */
export const CONTAINER_TYPES = ['40HQ', '20GP'] as const;
export type ContainerTypeCode = (typeof CONTAINER_TYPES)[number];
