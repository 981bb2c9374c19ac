import { IMPORT_MAX_ISSUES, type ErrorMessageKey } from '@lading/shared';
import type { JobOutcome } from '../jobs/job-runner';

/** One refusal as stored in the job: localized when read, in the reader's language. */
export interface StoredIssue {
  row: number;
  field: string;
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

/**
 * Something a user should know about an import that went through (rows hidden by a filter
 * were imported, a total row was left out): stored as a key, localized when read.
 */
export interface StoredNotice {
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

/** What a job failed for missing columns keeps (titled when read; header-mappings.ts). */
export interface StoredMapping {
  headers: string[];
  missing: string[];
  columns: { field: string; required: boolean }[];
}

/** What every finished import job keeps (a kind may add its own counts). */
export interface ImportResult {
  imported: number | null;
  refusedRows: number;
  issuesTotal: number;
  issues: StoredIssue[];
  /** Succeeded jobs only; absent in results stored before notices existed. */
  notices?: StoredNotice[];
  /** Failed for missing required columns only: the headers the user can map them from. */
  mapping?: StoredMapping;
}

/** Issues in row order, then in the file's column order. */
export function issueOrder(fields: readonly string[]) {
  const order = new Map(fields.map((field, index) => [field, index]));
  return (a: StoredIssue, b: StoredIssue) =>
    a.row - b.row || (order.get(a.field) ?? 99) - (order.get(b.field) ?? 99);
}

/** The failed outcome of an import with refusals: sorted, counted, capped; nothing written. */
export function refusedOutcome(
  issues: StoredIssue[],
  order: (a: StoredIssue, b: StoredIssue) => number,
  extra: Record<string, unknown> = {},
): JobOutcome {
  issues.sort(order);
  const refusedRows = new Set(issues.map((issue) => issue.row)).size;
  const result: ImportResult = {
    imported: null,
    refusedRows,
    issuesTotal: issues.length,
    issues: issues.slice(0, IMPORT_MAX_ISSUES),
  };
  return {
    status: 'failed',
    result: { ...extra, ...result },
    error: { key: 'import.rowsRefused', params: { rows: refusedRows } },
  };
}

/** Thrown inside a write transaction to roll it back with the refusals found there. */
export class RefusedInTransaction extends Error {
  constructor(readonly issues: StoredIssue[]) {
    super('refused');
  }
}
