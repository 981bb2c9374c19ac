import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobContext, JobOutcome } from '../jobs/job-runner';
import {
  refusedOutcome,
  RefusedInTransaction,
  type ImportResult,
  type StoredIssue,
  type StoredNotice,
} from './import-issues';

/** How a kind's file is written whole or not at all. */
export interface WholeFileWrite {
  /** the kind's import lock: imports of the same records queue, on one process or many */
  lock: string;
  /** the file's rows: the last progress write's total */
  total: number;
  /** the refusals' order (issueOrder of the kind's columns) */
  order: (a: StoredIssue, b: StoredIssue) => number;
  /** the kind's counts as a refused file leaves them (all zero) */
  nothingDone: Record<string, unknown>;
}

/**
 * The write of an import file (issues 5, 15, 19): `work` runs in one transaction holding the
 * kind's lock, with the job's end recorded in it (JobContext.commit), and returns the
 * succeeded result. A RefusedInTransaction thrown anywhere in it rolls everything back and
 * fails the job with every refusal, sorted and counted; nothing of the file is written.
 */
export async function writeWholeFile(
  context: JobContext,
  write: WholeFileWrite,
  work: (trx: Transaction<Database>) => Promise<ImportResult>,
): Promise<JobOutcome> {
  try {
    const outcome = await context.commit(write.lock, async (trx) => ({
      status: 'succeeded',
      result: await work(trx),
    }));
    await context.progress('writing', write.total, write.total);
    return outcome;
  } catch (error) {
    if (error instanceof RefusedInTransaction) {
      return refusedOutcome(error.issues, write.order, write.nothingDone);
    }
    throw error;
  }
}

/** A succeeded import's result: what was imported, its notices and the kind's counts. */
export function importedResult<C extends object>(
  imported: number,
  notices: StoredNotice[],
  counts: C,
): ImportResult & C {
  return { imported, refusedRows: 0, issuesTotal: 0, issues: [], notices, ...counts };
}
