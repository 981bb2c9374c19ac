import type { SaveProductBody } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import { appendAudit } from '../../../platform/audit/audit.repository';
import {
  RefusedInTransaction,
  refusedOutcome,
  type ImportResult,
} from '../../../platform/import/import-issues';
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
import { productImportRepository } from './product-import.repository';

export const PRODUCT_IMPORT_JOB = 'products.import';

/** What the upload stores beside the file. */
export type ProductImportInput = ImportInput;

/** What a finished import job keeps. */
export type ProductImportResult = ImportResult;

/** How often progress is written while rows are checked. */
const PROGRESS_EVERY = 200;

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

/**
 * The import job: read the sheet (streamed), check EVERY row with the product contract,
 * repeats inside the file and keys the database already has; any refusal → nothing is
 * written and every refused row is reported. Otherwise all products are added in ONE
 * transaction, each with its audit row (a "create" in its revision history), plus one
 * audit row for the import itself.
 */
export async function runProductImport({ deps, job, progress }: JobContext): Promise<JobOutcome> {
  const { actor } = JSON.parse(job.input_json) as ProductImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);

  await progress('reading', 0, 0);
  const sheet = await readProductSheet(job.input_file, deps.config.importLimits, (read) =>
    progress('reading', read, 0),
  );
  const total = sheet.length;

  const issues: StoredIssue[] = [];
  const checked: CheckedRow[] = [];
  for (const [index, row] of sheet.entries()) {
    checked.push(checkRow(row, issues));
    if ((index + 1) % PROGRESS_EVERY === 0) await progress('validating', index + 1, total);
  }
  refuseRepeats(checked, issues);
  refuseTaken(checked, await takenKeys(deps.db.kysely, checked), issues);
  await progress('validating', total, total);
  if (issues.length > 0) return refusal(issues);

  await progress('writing', 0, total);
  const bodies = checked.map((row) => row.body as SaveProductBody);
  try {
    const imported = await deps.db.kysely.transaction().execute(async (trx) => {
      // Someone may have added one of these keys while the rows were being checked.
      const raced: StoredIssue[] = [];
      refuseTaken(checked, await takenKeys(trx, checked), raced);
      if (raced.length > 0) throw new RefusedInTransaction(raced);
      const at = deps.clock().toISOString();
      const ids: number[] = [];
      for (const body of bodies) {
        ids.push(await productRepository.insert(trx, { ...toColumns(body), at }));
      }
      for (const row of await productImportRepository.byIds(trx, ids)) {
        await appendAudit(trx, actor, {
          action: 'product.create',
          entity: 'product',
          entityId: row.id,
          after: toItem(row),
          reason: `import #${job.id}`,
        });
      }
      await appendAudit(trx, actor, {
        action: 'product.import',
        entity: 'job',
        entityId: job.id,
        after: { fileName: job.input_name, imported: ids.length },
      });
      return ids.length;
    });
    await progress('writing', total, total);
    const result: ProductImportResult = { imported, refusedRows: 0, issuesTotal: 0, issues: [] };
    return { status: 'succeeded', result };
  } catch (error) {
    if (error instanceof RefusedInTransaction) return refusal(error.issues);
    throw error;
  }
}
