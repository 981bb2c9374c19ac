import { z } from 'zod';
import { auditValue } from '../audit/master-data-audit.contract';
import {
  IMPORT_MAX_ISSUES,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  IMPORT_STAGES,
  importIssue,
  importJob,
  importQueued,
  type ImportIssue,
  type ImportQueued,
  type ImportStage,
} from '../import/import.contract';

/**
 * Product import from Excel (spec §2 "product list with edit, import and copy"): the
 * shared import job (import/import.contract.ts) under the product names the product
 * screens and tests use. All or nothing. A row whose Product ID exists updates that product;
 * a preview job (POST …/preview) says what applying the file would do and writes nothing.
 */

/** The upload limit: an .xlsx of at most this many MB. */
export const PRODUCT_IMPORT_MAX_MB = IMPORT_MAX_MB;
/** At most this many data rows per file. */
export const PRODUCT_IMPORT_MAX_ROWS = IMPORT_MAX_ROWS;
/** At most this many refusals are kept and shown (the count says how many there were). */
export const PRODUCT_IMPORT_MAX_ISSUES = IMPORT_MAX_ISSUES;

export const PRODUCT_IMPORT_STAGES = IMPORT_STAGES;
export type ProductImportStage = ImportStage;

export const productImportQueued = importQueued;
export type ProductImportQueued = ImportQueued;

export const productImportIssue = importIssue;
export type ProductImportIssue = ImportIssue;

/** At most this many adds and this many field changes are listed in a preview (counts are whole). */
export const PRODUCT_IMPORT_PREVIEW_MAX = 500;

/** A product the file adds: its row and keys. */
export const productImportAdd = z.object({
  row: z.number().int(),
  productId: z.string(),
  shortName: z.string(),
});
export type ProductImportAdd = z.infer<typeof productImportAdd>;

/**
 * One field of an existing product (found by its Product ID) that the file changes: the
 * column in the caller's language, the value stored and the file's, shown as the export
 * shows them (kg, cm, labels in the caller's language).
 */
export const productImportChange = z.object({
  row: z.number().int(),
  productId: z.string(),
  field: z.string(),
  column: z.string(),
  before: auditValue,
  after: auditValue,
});
export type ProductImportChange = z.infer<typeof productImportChange>;

/**
 * What applying the file would do, found by a preview job (nothing written): the counts of
 * products added, changed and left as they are, the adds and the field changes listed up to
 * PRODUCT_IMPORT_PREVIEW_MAX each (`changesTotal` counts every field change).
 */
export const productImportPreview = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  adds: z.array(productImportAdd),
  changes: z.array(productImportChange),
  changesTotal: z.number().int(),
});
export type ProductImportPreview = z.infer<typeof productImportPreview>;

/**
 * A product import job: as any import, plus what it did — products added, products changed
 * (found by Product ID), rows equal to their product (succeeded only; else 0) — and, for a
 * preview job, what applying the file would do (null for a job that applies).
 */
export const productImportJob = importJob.extend({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  preview: productImportPreview.nullable(),
});
export type ProductImportJob = z.infer<typeof productImportJob>;
