import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../platform/auth/auth-context';
import { appendAudit, appendAudits } from '../../../platform/audit/audit.repository';
import {
  RefusedInTransaction,
  refusedOutcome,
  type ImportResult,
  type StoredNotice,
} from '../../../platform/import/import-issues';
import { headerMappingOf } from '../../../platform/import/header-mappings';
import type { ImportInput } from '../../../platform/import/import-jobs';
import { importedResult, writeWholeFile } from '../../../platform/import/whole-file-write';
import type { JobContext, JobOutcome } from '../../../platform/jobs/job-runner';
import { productRepository } from '../product.repository';
import { toColumns, toItem } from '../product.service';
import { IMPORT_COLUMNS } from './import-columns';
import {
  absentFields,
  planImport,
  previewOf,
  refuseTakenItemNumbers,
  unchangedNotice,
  type ProductAdd,
  type ProductUpdate,
  type StoredPreview,
} from './import-plan';
import { readProductSheet } from './import-reader';
import {
  byRowThenColumn,
  checkRow,
  refuseRepeats,
  type CheckedRow,
  type StoredIssue,
} from './import-validation';
import { productImportRepository } from './product-import.repository';

export const PRODUCT_IMPORT_JOB = 'products.import';

/** The lock an import's write transaction holds (db/scope-lock): the products it writes. */
const PRODUCT_IMPORT_LOCK = 'products';

/** Products written (added or changed, read back, audited) per round. */
const WRITE_CHUNK = 500;

/** What the upload stores beside the file (`preview`: check and compare, write nothing). */
export type ProductImportInput = ImportInput;

/** What a finished import job keeps: what it did, and a preview's findings. */
export interface ProductImportResult extends ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  preview?: StoredPreview;
}

const NOTHING_DONE = { created: 0, updated: 0, unchanged: 0 };

const refusal = (issues: StoredIssue[]): JobOutcome =>
  refusedOutcome(issues, byRowThenColumn, NOTHING_DONE);

/** The file read, each row checked with the product contract as it is read (only its result kept). */
async function readChecked({ deps, job, progress }: JobContext, issues: StoredIssue[]) {
  const checked: CheckedRow[] = [];
  const notices: StoredNotice[] = [];
  let absent: string[] = [];
  const total = await readProductSheet(
    job.input_file!,
    deps.config.importLimits,
    {
      onRow: (row) => checked.push(checkRow(row, issues)),
      onRows: (read) => progress('reading', read, 0),
      onNotice: (notice) => notices.push(notice),
      onColumns: (found) => (absent = absentFields(IMPORT_COLUMNS, found)),
    },
    { mapping: headerMappingOf(job) },
  );
  refuseRepeats(checked, issues);
  return { total, checked, notices, absent };
}

/** New products, a chunk at a time: added, read back and audited ("create" revisions). */
async function addProducts(
  trx: Transaction<Database>,
  actor: Actor,
  adds: readonly ProductAdd[],
  at: string,
  reason: string,
) {
  for (let start = 0; start < adds.length; start += WRITE_CHUNK) {
    const ids: number[] = [];
    for (const { body } of adds.slice(start, start + WRITE_CHUNK)) {
      ids.push(await productRepository.insert(trx, { ...toColumns(body), at }));
    }
    const written = await productImportRepository.byIds(trx, ids);
    await appendAudits(
      trx,
      actor,
      written.map((row) => ({
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        after: toItem(row),
        reason,
      })),
    );
  }
}

/**
 * Changed products, a chunk at a time: saved as the edit form saves them, read back and
 * audited with before and after ("update" revisions, one per changed field).
 */
async function updateProducts(
  trx: Transaction<Database>,
  actor: Actor,
  updates: readonly ProductUpdate[],
  at: string,
  reason: string,
) {
  for (let start = 0; start < updates.length; start += WRITE_CHUNK) {
    const chunk = updates.slice(start, start + WRITE_CHUNK);
    for (const { body, stored } of chunk) {
      await productRepository.update(trx, stored.id, { ...toColumns(body), at });
    }
    const written = new Map(
      (
        await productImportRepository.byIds(
          trx,
          chunk.map((update) => update.stored.id),
        )
      ).map((row) => [row.id, row]),
    );
    await appendAudits(
      trx,
      actor,
      chunk.map(({ stored }) => ({
        action: 'product.update',
        entity: 'product',
        entityId: stored.id,
        before: toItem(stored),
        after: toItem(written.get(stored.id)!),
        reason,
      })),
    );
  }
}

/**
 * The import job: read the sheet (streamed), check EVERY row with the product contract as
 * it is read, then repeats inside the file; sort the rows by Product ID into new products,
 * changed products and rows equal to their product (import-plan), and refuse item numbers
 * another product has. Any refusal → nothing is written and every refused row is reported.
 * A preview stops there and keeps what applying would do. Otherwise, in ONE transaction
 * (the plan made again inside it, for what changed meanwhile), new products are added and
 * changed ones saved, each with its audit row (its revision history), plus one audit row
 * for the import itself.
 */
export async function runProductImport(context: JobContext): Promise<JobOutcome> {
  const { deps, job, progress } = context;
  const { actor, preview } = JSON.parse(job.input_json) as ProductImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);

  await progress('reading', 0, 0);
  const issues: StoredIssue[] = [];
  const { total, checked, notices, absent } = await readChecked(context, issues);
  const plan = await planImport(deps.db.kysely, checked, absent);
  await refuseTakenItemNumbers(deps.db.kysely, plan, issues);
  await progress('validating', total, total);
  if (issues.length > 0) return refusal(issues);
  if (preview) {
    const result: ProductImportResult = {
      imported: 0,
      refusedRows: 0,
      issuesTotal: 0,
      issues: [],
      notices,
      ...NOTHING_DONE,
      preview: previewOf(plan),
    };
    return { status: 'succeeded', result };
  }

  await progress('writing', 0, total);
  // The transaction holds the products' import lock, so two imports queue (on one process
  // or many) and the later one plans against what the earlier wrote.
  const write = {
    lock: PRODUCT_IMPORT_LOCK,
    total,
    order: byRowThenColumn,
    nothingDone: NOTHING_DONE,
  };
  return writeWholeFile(context, write, async (trx) => {
    // Someone may have added or changed a product these rows name while they were checked.
    const now = await planImport(trx, checked, absent);
    const raced: StoredIssue[] = [];
    await refuseTakenItemNumbers(trx, now, raced);
    if (raced.length > 0) throw new RefusedInTransaction(raced);
    const at = deps.clock().toISOString();
    const reason = `import #${job.id}`;
    await addProducts(trx, actor, now.adds, at, reason);
    await updateProducts(trx, actor, now.updates, at, reason);
    const done = {
      created: now.adds.length,
      updated: now.updates.length,
      unchanged: now.unchanged,
    };
    await appendAudit(trx, actor, {
      action: 'product.import',
      entity: 'job',
      entityId: job.id,
      after: { fileName: job.input_name, imported: done.created + done.updated, ...done },
    });
    const imported = done.created + done.updated;
    const allNotices = [...notices, ...unchangedNotice(done.unchanged)];
    return importedResult(imported, allNotices, done) satisfies ProductImportResult;
  });
}
