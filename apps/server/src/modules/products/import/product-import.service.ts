import {
  PRODUCT_IMPORT_MAX_MB,
  fieldLabels,
  isErrorMessageKey,
  translateError,
  type JobStatus,
  type Language,
  type ProductImportIssue,
  type ProductImportJob,
  type ProductImportStage,
} from '@lading/shared';
import type { AppDeps } from '../../../app-deps';
import type { Actor, AuthContext } from '../../../platform/auth/auth-context';
import { BadRequest, NotFound } from '../../../platform/http/errors';
import { jobRepository, type StoredError } from '../../../platform/jobs/job.repository';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { columnOf } from './import-columns';
import type { StoredIssue } from './import-validation';
import {
  PRODUCT_IMPORT_JOB,
  type ProductImportInput,
  type ProductImportResult,
} from './product-import.job';

/** An .xlsx is a zip: it starts with the local-file-header signature PK\x03\x04. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** QUALITY "Uploads": extension and magic bytes checked; the name is never used as a path. */
export function checkUpload(fileName: string, bytes: Buffer): void {
  if (bytes.length === 0) throw new BadRequest('productImport.emptyFile');
  if (!/\.xlsx$/i.test(fileName) || !bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw new BadRequest('productImport.notXlsx');
  }
}

export const MAX_UPLOAD_BYTES = PRODUCT_IMPORT_MAX_MB * 1024 * 1024;

/** Queues the import and wakes the worker; the caller polls the job. */
export async function queueProductImport(
  deps: AppDeps,
  jobs: JobRunner,
  actor: Actor & { userId: number },
  upload: { fileName: string; bytes: Buffer },
): Promise<{ jobId: number }> {
  checkUpload(upload.fileName, upload.bytes);
  const input: ProductImportInput = { actor };
  const jobId = await jobRepository.insert(deps.db.kysely, {
    kind: PRODUCT_IMPORT_JOB,
    createdBy: actor.userId,
    at: deps.clock().toISOString(),
    inputName: upload.fileName.slice(-255),
    input,
    file: upload.bytes,
  });
  jobs.notify();
  return { jobId };
}

/** The caller's own import job (an administrator may read anyone's); others are a 404. */
async function requireOwnJob(deps: AppDeps, auth: AuthContext, jobId: number) {
  const job = await jobRepository.findById(deps.db.kysely, jobId);
  if (!job || job.kind !== PRODUCT_IMPORT_JOB) throw new NotFound();
  if (job.created_by !== auth.userId && !auth.isAdministrator) throw new NotFound();
  return job;
}

/** A column name in the reader's language (the field's label when it is not a column). */
export function columnTitle(field: string, lang: Language): string {
  const column = columnOf(field);
  if (column) return column.title(lang);
  return fieldLabels[field]?.[lang] ?? field;
}

/** Params that name columns are stored as field names and shown as column titles. */
function localizedParams(params: Record<string, string | number> = {}, lang: Language) {
  const out = { ...params };
  if (typeof out.columns === 'string') {
    out.columns = out.columns
      .split(',')
      .map((field) => columnTitle(field, lang))
      .join(lang === 'zh' ? '、' : ', ');
  }
  return out;
}

const say = (lang: Language, stored: StoredError) =>
  isErrorMessageKey(stored.key)
    ? translateError(lang, stored.key, localizedParams(stored.params, lang))
    : stored.key;

export function localizeIssue(issue: StoredIssue, lang: Language): ProductImportIssue {
  return {
    row: issue.row,
    field: issue.field,
    column: columnTitle(issue.field, lang),
    message: say(lang, issue),
  };
}

/** The job as its creator sees it, every message in the reader's language. */
export async function getProductImport(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<ProductImportJob> {
  const job = await requireOwnJob(deps, auth, jobId);
  const result = job.result_json ? (JSON.parse(job.result_json) as ProductImportResult) : null;
  const error = job.error_json ? (JSON.parse(job.error_json) as StoredError) : null;
  return {
    id: job.id,
    status: job.status as JobStatus,
    stage: job.stage as ProductImportStage,
    done: job.progress_done,
    total: job.progress_total,
    fileName: job.input_name,
    createdAt: job.created_at,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
    imported: result?.imported ?? null,
    refusedRows: result?.refusedRows ?? 0,
    issues: (result?.issues ?? []).map((issue) => localizeIssue(issue, lang)),
    issuesTotal: result?.issuesTotal ?? 0,
    error: error ? say(lang, error) : null,
  };
}

/** The refusals of a job, for the report download. */
export async function productImportIssues(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
): Promise<ProductImportIssue[]> {
  return (await getProductImport(deps, auth, jobId, lang)).issues;
}
