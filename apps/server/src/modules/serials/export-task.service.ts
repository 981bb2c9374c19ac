import type { Readable } from 'node:stream';
import {
  isErrorMessageKey,
  normalizeContainerNumber,
  translateError,
  type CodeLevel,
  type CreateExportTaskRequest,
  type ExportTaskFormat,
  type ExportTaskItem,
  type ExportTaskStatus,
  type Language,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fileStorageAt } from '../../platform/files/file-stores';
import { BadRequest, found, NotFound } from '../../platform/http/errors';
import { jobRepository, type StoredError } from '../../platform/jobs/job.repository';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { levelName } from './binding-rules';
import { SERIAL_EXPORT_JOB, type SerialExportInput } from './export-task.job';
import { exportTaskRepository as repo, type TaskRow } from './export-task.repository';
import { serialCodeRepository } from './serial-code.repository';

/**
 * Export tasks (issue 19; spec §2 /datas/exportTask, §4 "Export status: Fail, Success,
 * Loading"): a task is queued with the caller's language and scope and written by a job
 * (export-task.job.ts); the list shows the caller's tasks (an administrator's: everyone's)
 * with their status and progress, and a finished task's file is streamed from the file store.
 * Another user's task is a 404, as any record out of reach.
 */

const STATUS: Record<string, ExportTaskStatus> = {
  queued: 'loading',
  running: 'loading',
  succeeded: 'success',
  failed: 'fail',
};

export const CONTENT_TYPES: Record<ExportTaskFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  epcis: 'application/ld+json',
};

function itemOf(row: TaskRow, lang: Language): ExportTaskItem {
  const status = STATUS[row.status] ?? 'loading';
  const error = row.error_json ? (JSON.parse(row.error_json) as StoredError) : null;
  return {
    id: row.id,
    createdAt: row.created_at,
    mainCodeId: Number(row.main_code_id),
    mainCode: row.main_code,
    level: row.level as CodeLevel,
    format: row.format as ExportTaskFormat,
    status,
    done: row.progress_done,
    total: row.progress_total,
    fileName: status === 'success' ? row.file_name : null,
    fileSize: status === 'success' && row.file_size !== null ? Number(row.file_size) : null,
    finishedAt: row.finished_at,
    error:
      status === 'fail' && error
        ? isErrorMessageKey(error.key)
          ? translateError(lang, error.key, error.params)
          : error.key
        : null,
    username: row.username ?? null,
  };
}

/** The task when the caller may see it (its creator, or an administrator); else a 404. */
async function ownTask(deps: AppDeps, auth: AuthContext, id: number) {
  const row = found(await repo.findTask(deps.db.kysely, id));
  if (row.created_by_user_id !== auth.userId && !auth.isAdministrator) throw new NotFound();
  return row;
}

/** The main code by id or by level and code, within the caller's scope; a 404 otherwise. */
async function mainCodeOf(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  body: CreateExportTaskRequest,
) {
  const db = deps.db.kysely;
  if (body.codeId !== undefined)
    return found(await serialCodeRepository.findById(db, auth.scope, body.codeId));
  const level = body.level!;
  const code = level === 'container' ? normalizeContainerNumber(body.code!) : body.code!;
  const row = await serialCodeRepository.findScanned(db, auth.scope, level, code);
  if (!row)
    throw new NotFound('serials.codeNotFound', { level: levelName(lang, level), code: body.code! });
  return row;
}

/** Queues an export of the codes under a main code; answers the task (Loading) at once. */
export async function createExportTask(
  deps: AppDeps,
  jobs: JobRunner,
  auth: AuthContext,
  lang: Language,
  body: CreateExportTaskRequest,
): Promise<ExportTaskItem> {
  const main = await mainCodeOf(deps, auth, lang, body);
  const at = deps.clock().toISOString();
  const input: SerialExportInput = { lang, scope: auth.scope };
  const id = await deps.db.kysely.transaction().execute(async (trx) => {
    const jobId = await jobRepository.insert(trx, {
      kind: SERIAL_EXPORT_JOB,
      createdBy: auth.userId,
      at,
      inputName: main.code,
      input,
      file: null,
    });
    return repo.insertTask(trx, {
      jobId,
      mainCodeId: main.id,
      mainCode: main.code,
      level: main.level,
      format: body.format,
      userId: auth.userId,
      at,
    });
  });
  jobs.notify();
  return itemOf(found(await repo.findTask(deps.db.kysely, id)), lang);
}

export async function listExportTasks(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  query: {
    pageNum: number;
    pageSize: number;
    status?: ExportTaskStatus | undefined;
    level?: CodeLevel | undefined;
    code?: string | undefined;
  },
) {
  const { pageNum, pageSize, status, level, code } = query;
  const page = await repo.listTasks(
    deps.db.kysely,
    {
      userId: auth.isAdministrator ? null : auth.userId,
      ...(status ? { status } : {}),
      ...(level ? { level } : {}),
      ...(code ? { code } : {}),
    },
    { pageNum, pageSize },
  );
  return { ...page, list: page.list.map((row) => itemOf(row, lang)), pageNum, pageSize };
}

export async function getExportTask(deps: AppDeps, auth: AuthContext, lang: Language, id: number) {
  return itemOf(await ownTask(deps, auth, id), lang);
}

/** A finished task's file, streamed from the file store; refused until the task succeeded. */
export async function exportTaskFile(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await ownTask(deps, auth, id);
  if (STATUS[row.status] !== 'success' || !row.file_sha256 || !row.file_name) {
    throw new BadRequest('serials.exportNotReady');
  }
  const body: Readable | undefined = await fileStorageAt(deps.config).open(row.file_sha256);
  if (!body) throw new NotFound();
  return {
    body,
    name: row.file_name,
    size: row.file_size === null ? undefined : Number(row.file_size),
    mime: CONTENT_TYPES[row.format as ExportTaskFormat],
  };
}
