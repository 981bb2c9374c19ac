import { DESTINATION_NAMES, type DestinationCountry } from '@lading/shared';

/** The query key every transit report's answers live under. */
export const TRANSIT_REPORTS_KEY = ['transitReports'] as const;

export const destinationName = (country: DestinationCountry, language: string) =>
  DESTINATION_NAMES[country][language === 'zh' ? 'zh' : 'en'];

/** Suppliers as codes, names in the title. */
export const supplierCodes = (suppliers: readonly { code: string }[]) =>
  suppliers.map((s) => s.code).join(', ');

export const nowrap = { whiteSpace: 'nowrap' } as const;
