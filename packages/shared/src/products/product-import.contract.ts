import { z } from 'zod';

/**
 * Product import from Excel (spec §2 "product list with edit, import and copy"): the
 * upload queues a job; the job's answer says how far it is and, at the end, how many
 * products were added or which rows were refused and why. All or nothing.
 */

/** The upload limit: an .xlsx of at most this many MB. */
export const PRODUCT_IMPORT_MAX_MB = 20;
/** At most this many data rows per file. */
export const PRODUCT_IMPORT_MAX_ROWS = 50_000;
/** At most this many refusals are kept and shown (the count says how many there were). */
export const PRODUCT_IMPORT_MAX_ISSUES = 5_000;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** queued → reading (the file) → validating (every row) → writing (one transaction) → done */
export const PRODUCT_IMPORT_STAGES = [
  'queued',
  'reading',
  'validating',
  'writing',
  'done',
] as const;
export type ProductImportStage = (typeof PRODUCT_IMPORT_STAGES)[number];

export const importJobParams = z.strictObject({ jobId: z.coerce.number().int().positive() });
export type ImportJobParams = z.infer<typeof importJobParams>;

export const productImportQueued = z.object({ jobId: z.number().int() });
export type ProductImportQueued = z.infer<typeof productImportQueued>;

/** One refused cell (or row): the Excel row number, the field and column, the reason. */
export const productImportIssue = z.object({
  row: z.number().int(),
  /** The contract's field name (`countryShortNames.NG` for a country column); '' for the row. */
  field: z.string(),
  /** The column header in the caller's language. */
  column: z.string(),
  /** The reason in the caller's language. */
  message: z.string(),
});
export type ProductImportIssue = z.infer<typeof productImportIssue>;

export const productImportJob = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  stage: z.enum(PRODUCT_IMPORT_STAGES),
  done: z.number().int(),
  /** Data rows in the file; 0 while it is still being read. */
  total: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Products added (succeeded only). */
  imported: z.number().int().nullable(),
  /** Rows refused (nothing was written when > 0). */
  refusedRows: z.number().int(),
  /** Every refusal, up to PRODUCT_IMPORT_MAX_ISSUES, in row order. */
  issues: z.array(productImportIssue),
  issuesTotal: z.number().int(),
  /** Why the job failed, in the caller's language; null unless failed. */
  error: z.string().nullable(),
});
export type ProductImportJob = z.infer<typeof productImportJob>;
