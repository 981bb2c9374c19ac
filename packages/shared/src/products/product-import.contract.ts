import {
  IMPORT_MAX_ISSUES,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  IMPORT_STAGES,
  importIssue,
  importJob,
  importQueued,
  type ImportIssue,
  type ImportJob,
  type ImportQueued,
  type ImportStage,
} from '../import/import.contract';

/**
 * Product import from Excel (spec §2 "product list with edit, import and copy"): the
 * shared import job (import/import.contract.ts) under the product names the product
 * screens and tests use. All or nothing.
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

export const productImportJob = importJob;
export type ProductImportJob = ImportJob;
