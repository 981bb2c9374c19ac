import { z } from 'zod';
import { JOB_STATUSES, importJobParams } from '../import/import.contract';

/**
 * Report packs (issue 15): beside its Excel export, a report is exported as a PDF (its
 * charts, then its table with the header row on every page, page numbers, CJK text) or a
 * PowerPoint deck (a slide per chart, as a native chart, then the table), built on the
 * server from the same query and filters the screen shows, as a job with progress.
 */
export const REPORT_PACK_REPORTS = [
  'otd',
  'utilization',
  'seaReport',
  'shippingAmountReport',
] as const;
export type ReportPackReport = (typeof REPORT_PACK_REPORTS)[number];

export const REPORT_PACK_FORMATS = ['pdf', 'pptx'] as const;
export type ReportPackFormat = (typeof REPORT_PACK_FORMATS)[number];

/** queued → reading (the figures and rows) → drawing (charts, pages, slides) → done */
export const REPORT_PACK_STAGES = ['queued', 'reading', 'drawing', 'done'] as const;
export type ReportPackStage = (typeof REPORT_PACK_STAGES)[number];

/**
 * A pack to make: which report, which format, and the report's own filters exactly as its
 * list sends them in the URL (a value or a list of values per name); the server reads them
 * with that report's query schema, so a pack honours what the screen shows.
 */
export const createReportPackBody = z.strictObject({
  report: z.enum(REPORT_PACK_REPORTS),
  format: z.enum(REPORT_PACK_FORMATS),
  filters: z
    .record(
      z.string().max(40),
      z.union([z.string().max(200), z.array(z.string().max(200)).max(200)]),
    )
    .default({}),
});
export type CreateReportPackBody = z.infer<typeof createReportPackBody>;

export const reportPackQueued = z.object({ jobId: z.number().int() });
export type ReportPackQueued = z.infer<typeof reportPackQueued>;

export const reportPackJobParams = importJobParams;

export const reportPackJob = z.object({
  id: z.number().int(),
  report: z.enum(REPORT_PACK_REPORTS),
  format: z.enum(REPORT_PACK_FORMATS),
  status: z.enum(JOB_STATUSES),
  stage: z.enum(REPORT_PACK_STAGES),
  /** Rows (then pages or slides) done of `total`; 0 of 0 while queued. */
  done: z.number().int(),
  total: z.number().int(),
  /** The file's name once made ("OTD 2026-11-26.pdf"), in the language it was asked in. */
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed, in the caller's language; null unless failed. */
  error: z.string().nullable(),
});
export type ReportPackJob = z.infer<typeof reportPackJob>;
