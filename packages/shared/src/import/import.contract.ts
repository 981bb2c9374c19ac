import { z } from 'zod';
import { recordId } from '../http/record-id';

/**
 * Excel import as a job (products, purchase orders, sales orders share it): the upload
 * queues a job; the job's answer says how far it is and, at the end, how many rows were
 * written or which rows were refused and why. All or nothing.
 */

/** The upload limit: an .xlsx of at most this many MB. */
export const IMPORT_MAX_MB = 20;
/** At most this many data rows per file. */
export const IMPORT_MAX_ROWS = 50_000;
/** At most this many refusals are kept and shown (the count says how many there were). */
export const IMPORT_MAX_ISSUES = 5_000;

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** queued → reading (the file) → validating (every row) → writing (one transaction) → done */
export const IMPORT_STAGES = ['queued', 'reading', 'validating', 'writing', 'done'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export const importJobParams = z.strictObject({ jobId: recordId });
export type ImportJobParams = z.infer<typeof importJobParams>;

export const importQueued = z.object({ jobId: z.number().int() });
export type ImportQueued = z.infer<typeof importQueued>;

/** One refused cell (or row): the Excel row number, the field and column, the reason. */
export const importIssue = z.object({
  row: z.number().int(),
  /** The field the column feeds; '' for the row as a whole. */
  field: z.string(),
  /** The column header in the caller's language. */
  column: z.string(),
  /** The reason in the caller's language. */
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

/**
 * The upload's optional multipart field `mapping` (sent before the file part): a header text
 * of the file → the field it feeds, for columns whose header is not recognized (issue 24).
 */
export const IMPORT_MAPPING_MAX = 60;
export const importMapping = z
  .record(z.string().trim().min(1).max(200), z.string().min(1).max(60))
  .refine((mapping) => Object.keys(mapping).length <= IMPORT_MAPPING_MAX);
export type ImportMapping = z.infer<typeof importMapping>;

/** A column of an import, titled in the caller's language. */
export const importMappingColumn = z.object({ field: z.string(), title: z.string() });

/**
 * What a job failed for missing required columns says, so the user can map them: the file's
 * headers (of its likeliest header row, in order), the required columns not found, and every
 * column of the import.
 */
export const importMappingInfo = z.object({
  headers: z.array(z.string()),
  missing: z.array(importMappingColumn),
  columns: z.array(importMappingColumn.extend({ required: z.boolean() })),
});
export type ImportMappingInfo = z.infer<typeof importMappingInfo>;

export const importJob = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  stage: z.enum(IMPORT_STAGES),
  done: z.number().int(),
  /** Data rows in the file; 0 while it is still being read. */
  total: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Rows written (succeeded only). */
  imported: z.number().int().nullable(),
  /** Rows refused (nothing was written when > 0). */
  refusedRows: z.number().int(),
  /** Every refusal, up to IMPORT_MAX_ISSUES, in row order. */
  issues: z.array(importIssue),
  issuesTotal: z.number().int(),
  /**
   * What the user should know about an import that went through, in the caller's language:
   * rows hidden by a filter that were imported, a total row left out. Empty otherwise.
   */
  notices: z.array(z.string()),
  /** Why the job failed, in the caller's language; null unless failed. */
  error: z.string().nullable(),
  /**
   * Failed through no fault of the file — the server running it stopped responding (or
   * restarted) — and nothing of it was applied: the same file can simply be run again.
   */
  rerunnable: z.boolean().optional(),
  /** Failed for missing required columns only: what to map them from (absent otherwise). */
  mapping: importMappingInfo.optional(),
});
export type ImportJob = z.infer<typeof importJob>;

/**
 * A purchase- or sales-order import job: as any import, plus what the upsert did — lines
 * added, lines changed, lines the file repeats unchanged (succeeded only; else 0).
 */
export const orderImportJob = importJob.extend({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type OrderImportJob = z.infer<typeof orderImportJob>;
