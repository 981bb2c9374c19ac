import {
  listShippedAmountsQuery,
  otdReportQuery,
  seaReportQuery,
  shippedAmountSummaryQuery,
  utilizationReportQuery,
  type Language,
  type ReportPackReport,
} from '@lading/shared';
import { parseInput } from '../../platform/http/validation';
import type { ShippedAmountPackFilters } from './shipped-amount-pack';

/** The filters as the URL of a report's list sends them. */
export type RawFilters = Record<string, string | string[]>;

/**
 * A report's filters read with that report's own query contract (as its screen's request
 * is): a refusal is the ValidationError (400) the screen's own request would get.
 */
export const parsePackFilters = {
  otd: (raw: RawFilters, lang: Language) => parseInput(otdReportQuery, raw, lang),
  utilization: (raw: RawFilters, lang: Language) => parseInput(utilizationReportQuery, raw, lang),
  seaReport: (raw: RawFilters, lang: Language) => parseInput(seaReportQuery, raw, lang),
  shippingAmountReport: (raw: RawFilters, lang: Language): ShippedAmountPackFilters => ({
    summary: parseInput(shippedAmountSummaryQuery, raw, lang),
    list: parseInput(listShippedAmountsQuery, raw, lang),
  }),
} satisfies Record<ReportPackReport, (raw: RawFilters, lang: Language) => unknown>;
