import {
  IMPORT_MAX_MB,
  isErrorMessageKey,
  translateError,
  type ImportIssue,
  type ImportJob,
  type ImportStage,
  type JobStatus,
  type Language,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../auth/auth-context';
import { BadRequest, NotFound } from '../http/errors';
import { jobRepository, type StoredError } from '../jobs/job.repository';
import type { JobRunner } from '../jobs/job-runner';
import { fileKind } from './file-kind';
import { mappingForUpload, mappingInfo, type HeaderMapping } from './header-mappings';
import type { ColumnTitle } from './import-columns';
import type { ImportResult, StoredIssue } from './import-issues';

export const MAX_UPLOAD_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/**
 * QUALITY "Uploads": the file's kind is told by its content, whatever its name (an .xlsm, a
 * CSV named .txt, an .xls renamed .xlsx); the name is never used as a path. An Excel
 * workbook or a CSV is taken — or a file of a format the import also reads (`accepts`: the
 * binding import's EPCIS documents); an old .xls is refused with the fix.
 */
export function checkUpload(
  _fileName: string,
  bytes: Buffer,
  accepts?: (bytes: Buffer) => boolean,
): void {
  if (bytes.length === 0) throw new BadRequest('import.emptyFile');
  if (accepts?.(bytes)) return;
  const kind = fileKind(bytes);
  if (kind === 'oldExcel') throw new BadRequest('import.oldXls');
  if (kind !== 'workbook' && kind !== 'csv') throw new BadRequest('import.notXlsx');
}

/** What every import job stores beside its file. */
export interface ImportInput {
  actor: Actor;
  /** The headers the file is read with (normalised header → field): remembered + explicit. */
  mapping?: Record<string, string>;
  /** The upload's explicit mapping, remembered for the user once the import went through. */
  remember?: Record<string, string>;
  /** A preview: every row checked and compared, nothing written (imports that have one). */
  preview?: true;
}

/** What an import kind adds to an upload: a format of its own, facts about the uploader. */
export interface UploadExtras {
  /** Files of another format the import also reads (checked before the workbook/CSV check). */
  accepts?: (bytes: Buffer) => boolean;
  /** Kept in the job's input beside the generic fields (the uploader's scope, a permission). */
  input?: Record<string, unknown>;
}

/** Queues an import of `kind` and wakes the worker; the caller polls the job. */
export async function queueImport(
  deps: AppDeps,
  jobs: JobRunner,
  kind: string,
  actor: Actor & { userId: number },
  upload: { fileName: string; bytes: Buffer },
  explicitMapping?: HeaderMapping,
  options: Pick<ImportInput, 'preview'> = {},
  extras: UploadExtras = {},
): Promise<{ jobId: number }> {
  checkUpload(upload.fileName, upload.bytes, extras.accepts);
  const mapping = await mappingForUpload(deps, actor.userId, kind, explicitMapping);
  const input: ImportInput = {
    ...extras.input,
    actor,
    ...options,
    ...(Object.keys(mapping).length > 0 ? { mapping } : {}),
    ...(explicitMapping?.size ? { remember: Object.fromEntries(explicitMapping) } : {}),
  };
  const jobId = await jobRepository.insert(deps.db.kysely, {
    kind,
    createdBy: actor.userId,
    at: deps.clock().toISOString(),
    inputName: upload.fileName.slice(-255),
    input,
    file: upload.bytes,
  });
  jobs.notify();
  return { jobId };
}

/** Failures that say nothing about the file: its worker stopped (job-lease.ts). */
const RERUNNABLE = new Set(['job.stale', 'job.interrupted']);

/** Params that name columns are stored as field names and shown as column titles. */
function localizedParams(
  params: Record<string, string | number> = {},
  lang: Language,
  columnTitle: ColumnTitle,
) {
  const out = { ...params };
  if (typeof out.columns === 'string') {
    out.columns = out.columns
      .split(',')
      .map((field) => columnTitle(field, lang))
      .join(lang === 'zh' ? '、' : ', ');
  }
  return out;
}

export const localizeStored = (lang: Language, stored: StoredError, columnTitle: ColumnTitle) =>
  isErrorMessageKey(stored.key)
    ? translateError(lang, stored.key, localizedParams(stored.params, lang, columnTitle))
    : stored.key;

export function localizeIssue(
  issue: StoredIssue,
  lang: Language,
  columnTitle: ColumnTitle,
): ImportIssue {
  return {
    row: issue.row,
    field: issue.field,
    column: columnTitle(issue.field, lang),
    message: localizeStored(lang, issue, columnTitle),
  };
}

/**
 * An import job of `kind` as its creator sees it (an administrator may read anyone's;
 * anyone else gets a 404), every message in the reader's language, plus the raw result
 * for the kind's own counts.
 */
export async function readImportJob<R extends ImportResult>(
  deps: AppDeps,
  auth: AuthContext,
  jobId: number,
  lang: Language,
  spec: { kind: string; columnTitle: ColumnTitle },
): Promise<{ job: ImportJob; result: R | null }> {
  const job = await jobRepository.findById(deps.db.kysely, jobId);
  if (!job || job.kind !== spec.kind) throw new NotFound();
  if (job.created_by !== auth.userId && !auth.isAdministrator) throw new NotFound();
  const result = job.result_json ? (JSON.parse(job.result_json) as R) : null;
  const error = job.error_json ? (JSON.parse(job.error_json) as StoredError) : null;
  return {
    result,
    job: {
      id: job.id,
      status: job.status as JobStatus,
      stage: job.stage as ImportStage,
      done: job.progress_done,
      total: job.progress_total,
      fileName: job.input_name,
      createdAt: job.created_at,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
      imported: result?.imported ?? null,
      refusedRows: result?.refusedRows ?? 0,
      issues: (result?.issues ?? []).map((issue) => localizeIssue(issue, lang, spec.columnTitle)),
      issuesTotal: result?.issuesTotal ?? 0,
      notices: (result?.notices ?? []).map((notice) =>
        localizeStored(lang, notice, spec.columnTitle),
      ),
      error: error ? localizeStored(lang, error, spec.columnTitle) : null,
      ...(error && RERUNNABLE.has(error.key) ? { rerunnable: true } : {}),
      ...(result?.mapping ? { mapping: mappingInfo(result.mapping, lang, spec.columnTitle) } : {}),
    },
  };
}
