import type { SaveProductBody } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import { appendAudit, appendAudits } from '../../../platform/audit/audit.repository';
import {
  RefusedInTransaction,
  refusedOutcome,
  type ImportResult,
  type StoredNotice,
} from '../../../platform/import/import-issues';
import { headerMappingOf } from '../../../platform/import/header-mappings';
import type { ImportInput } from '../../../platform/import/import-jobs';
import type { JobContext, JobOutcome } from '../../../platform/jobs/job-runner';
import { productRepository } from '../product.repository';
import { toColumns, toItem } from '../product.service';
import { readProductSheet } from './import-reader';
import {
  byRowThenColumn,
  checkRow,
  refuseRepeats,
  refuseTaken,
  type CheckedRow,
  type StoredIssue,
} from './import-validation';
import { unchangedNotice, unchangedRows } from './import-unchanged';
import { productImportRepository } from './product-import.repository';

export const PRODUCT_IMPORT_JOB = 'products.import';

/** Products written (added, read back, audited) per round. */
const WRITE_CHUNK = 500;

/** What the upload stores beside the file. */
export type ProductImportInput = ImportInput;

/** What a finished import job keeps. */
export type ProductImportResult = ImportResult;

async function takenKeys(db: Queryable, rows: readonly CheckedRow[]) {
  const [productIds, itemNumbers] = await Promise.all([
    productImportRepository.taken(
      db,
      'product_id',
      rows.flatMap((row) => (row.productId ? [row.productId] : [])),
    ),
    productImportRepository.taken(
      db,
      'item_number',
      rows.flatMap((row) => (row.itemNumber ? [row.itemNumber] : [])),
    ),
  ]);
  return { productIds, itemNumbers };
}

const refusal = (issues: StoredIssue[]): JobOutcome => refusedOutcome(issues, byRowThenColumn);

/** The rows to add: all but those equal to the product their Product ID names. */
async function rowsToAdd(db: Queryable, checked: readonly CheckedRow[]) {
  const unchanged = await unchangedRows(db, checked);
  return { unchanged: unchanged.size, fresh: checked.filter((row) => !unchanged.has(row.row)) };
}

/**
 * The import job: read the sheet (streamed), check EVERY row with the product contract as
 * it is read, then repeats inside the file and keys the database already has; any refusal
 * → nothing is written and every refused row is reported. A row whose Product ID exists
 * and whose every field equals the stored product (an export imported back) is left as it
 * is and counted in a notice; one that differs is refused (the import only adds). Otherwise
 * all new products are added in ONE transaction, each with its audit row (a "create" in its
 * revision history), plus one audit row for the import itself.
 */
export async function runProductImport({ deps, job, progress }: JobContext): Promise<JobOutcome> {
  const { actor } = JSON.parse(job.input_json) as ProductImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);

  await progress('reading', 0, 0);
  // Each row is checked as it is read; only its checked body and keys are kept.
  const issues: StoredIssue[] = [];
  const checked: CheckedRow[] = [];
  const notices: StoredNotice[] = [];
  const total = await readProductSheet(
    job.input_file,
    deps.config.importLimits,
    {
      onRow: (row) => checked.push(checkRow(row, issues)),
      onRows: (read) => progress('reading', read, 0),
      onNotice: (notice) => notices.push(notice),
    },
    { mapping: headerMappingOf(job) },
  );
  refuseRepeats(checked, issues);
  const { fresh: toCheck } = await rowsToAdd(deps.db.kysely, checked);
  refuseTaken(toCheck, await takenKeys(deps.db.kysely, toCheck), issues);
  await progress('validating', total, total);
  if (issues.length > 0) return refusal(issues);

  await progress('writing', 0, total);
  try {
    const imported = await deps.db.kysely.transaction().execute(async (trx) => {
      // Someone may have added one of these keys, or changed a product a row matched,
      // while the rows were being checked.
      const { unchanged, fresh } = await rowsToAdd(trx, checked);
      const raced: StoredIssue[] = [];
      refuseTaken(fresh, await takenKeys(trx, fresh), raced);
      if (raced.length > 0) throw new RefusedInTransaction(raced);
      const at = deps.clock().toISOString();
      // a chunk at a time: its products added, read back and audited before the next
      let added = 0;
      for (let start = 0; start < fresh.length; start += WRITE_CHUNK) {
        const ids: number[] = [];
        for (const row of fresh.slice(start, start + WRITE_CHUNK)) {
          const body = row.body as SaveProductBody;
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
            reason: `import #${job.id}`,
          })),
        );
        added += ids.length;
      }
      await appendAudit(trx, actor, {
        action: 'product.import',
        entity: 'job',
        entityId: job.id,
        after: { fileName: job.input_name, imported: added, unchanged },
      });
      return { added, unchanged };
    });
    await progress('writing', total, total);
    const result: ProductImportResult = {
      imported: imported.added,
      refusedRows: 0,
      issuesTotal: 0,
      issues: [],
      notices: [...notices, ...unchangedNotice(imported.unchanged)],
    };
    return { status: 'succeeded', result };
  } catch (error) {
    if (error instanceof RefusedInTransaction) return refusal(error.issues);
    throw error;
  }
}
