import { scopeFor } from '../../../platform/permissions/scope';
import { userSupplierIds } from '../../../platform/auth/user-suppliers.repository';
import type { ScopedActor } from '../../../platform/auth/actor';
import { appendAudit } from '../../../platform/audit/audit.repository';
import { headerMappingOf, mappedLookup } from '../../../platform/import/header-mappings';
import {
  RefusedInTransaction,
  issueOrder,
  type ImportResult,
  type StoredIssue,
  type StoredNotice,
} from '../../../platform/import/import-issues';
import type { ImportInput } from '../../../platform/import/import-jobs';
import { readSheet } from '../../../platform/import/sheet-reader';
import { importedResult, writeWholeFile } from '../../../platform/import/whole-file-write';
import type { JobContext, JobOutcome } from '../../../platform/jobs/job-runner';
import { todayOf } from '../tracking-today';
import { applyTrackingRows } from './tracking-import-apply';
import { TRACKING_COLUMNS, trackingColumnForHeader } from './tracking-import-columns';
import {
  checkTrackingCells,
  trackingUpdatesOf,
  type TrackingFileRow,
} from './tracking-import-rows';
import { trackingImportRepository } from './tracking-import.repository';

export const TRACKING_IMPORT_JOB = 'tracking.import';

/** The lock the import's write transaction holds (db/scope-lock): the containers it writes. */
const TRACKING_IMPORT_LOCK = 'containers';

/** What a finished tracking import keeps: rows read, containers changed, rows that changed nothing. */
export interface TrackingImportResult extends ImportResult {
  updated: number;
  unchanged: number;
}

const NOTHING_DONE = { updated: 0, unchanged: 0 };

/** The job's creator as the rows are written: who, and the containers they reach today. */
async function scopedCreator(
  context: JobContext,
  actor: ImportInput['actor'],
): Promise<ScopedActor & { userId: number }> {
  const db = context.deps.db.kysely;
  const userId = context.job.created_by;
  const group = await trackingImportRepository.groupNameOf(db, userId);
  const roles = group ? [group] : [];
  return { ...actor, userId, scope: scopeFor(roles, await userSupplierIds(db, userId, roles)) };
}

/** The file read, each row's cells checked as it arrives (only the checked fields kept). */
async function readRows({ deps, job, progress }: JobContext, issues: StoredIssue[]) {
  const rows: TrackingFileRow[] = [];
  const notices: StoredNotice[] = [];
  const idColumn = TRACKING_COLUMNS.findIndex((c) => c.field === 'containerId');
  let keyField: 'containerId' | 'shipmentNo' = 'containerId';
  const total = await readSheet(
    {
      columns: TRACKING_COLUMNS,
      columnForHeader: mappedLookup(
        TRACKING_COLUMNS,
        trackingColumnForHeader,
        headerMappingOf(job),
      ),
      noRowsKey: 'trackingImport.noRows',
    },
    job.input_file!,
    deps.config.importLimits,
    {
      // a file without the ID column names its containers by shipment no.
      onColumns: (found) => (keyField = found.has(idColumn) ? 'containerId' : 'shipmentNo'),
      onRow: (row) => {
        const checked = checkTrackingCells(row, TRACKING_COLUMNS, keyField, issues);
        if (checked) rows.push(checked);
      },
      onRows: (read) => progress('reading', read, 0),
      onNotice: (notice) => notices.push(notice),
    },
  );
  return { total, rows, notices };
}

/**
 * Tracking update by Excel (issue 15): the file read through the import pipeline (worker
 * thread, header search and mapping, cell checks), then — in one transaction holding the
 * containers' lock — each row's container found in the creator's scope, compared with what is
 * stored, and the changed fields applied by the tracking service under the lifecycle rules.
 * Any refusal anywhere rolls everything back and the job lists every refused row.
 */
export async function runTrackingImport(context: JobContext): Promise<JobOutcome> {
  const { deps, job, progress } = context;
  const { actor } = JSON.parse(job.input_json) as ImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);
  const order = issueOrder(TRACKING_COLUMNS.map((column) => column.field));

  await progress('reading', 0, 0);
  const issues: StoredIssue[] = [];
  const { total, rows, notices } = await readRows(context, issues);
  await progress('validating', total, total);
  const writer = await scopedCreator(context, actor);

  await progress('writing', 0, total);
  const write = { lock: TRACKING_IMPORT_LOCK, total, order, nothingDone: NOTHING_DONE };
  return writeWholeFile(context, write, async (trx) => {
    const plan = await trackingUpdatesOf(trx, writer.scope, rows, issues);
    const now = deps.clock();
    const today = todayOf(deps, now);
    const applied = await applyTrackingRows(trx, writer, plan.updates, now, today);
    const found = [...issues, ...applied.issues];
    if (found.length > 0) throw new RefusedInTransaction(found);
    const counts = { updated: plan.updates.length, unchanged: plan.unchanged };
    await appendAudit(trx, actor, {
      action: 'container.trackingImportFile',
      entity: 'job',
      entityId: job.id,
      after: { fileName: job.input_name, rows: total, ...counts },
    });
    return importedResult(total, notices, counts) satisfies TrackingImportResult;
  });
}
