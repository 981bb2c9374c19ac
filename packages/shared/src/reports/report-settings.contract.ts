import { z } from 'zod';
import { MAX_OTD_TOLERANCE_DAYS } from './otd-reports.contract';

/**
 * The company's report settings (issue 15 OTD: "tolerance a setting, default 0 days";
 * OpenReference DP13): kept in the database, one value for everyone, changed by who keeps
 * the logistics references. A report's own filter still overrides it for one view.
 */

/** What a company that never changed its settings counts with. */
export const DEFAULT_OTD_TOLERANCE_DAYS = 0;

const otdToleranceDays = z.number().int().min(0).max(MAX_OTD_TOLERANCE_DAYS);

/** GET /api/reports/settings */
export const reportSettings = z.object({
  /** days after the RDD a receipt still counts as on time (OTD report, home dashboard) */
  otdToleranceDays,
});
export type ReportSettings = z.infer<typeof reportSettings>;

/** PUT /api/reports/settings */
export const updateReportSettingsRequest = z.strictObject({ otdToleranceDays });
export type UpdateReportSettingsRequest = z.infer<typeof updateReportSettingsRequest>;
