import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { importJob } from '../import/import.contract';
import { scannedCode } from './binding.contract';
import { CODE_LEVELS } from './serial-constants';

/**
 * Export tasks and binding files (issue 19; spec §2 /datas/exportTask, §3 "Export record:
 * time, main code, code level, status", §4 "Export status: Fail, Success, Loading").
 * A task writes the code data under a main code (every level below it; a container's whole
 * manifest) as Excel, CSV or EPCIS 2.0 JSON-LD in a background job, streamed to a file;
 * the list shows it Loading until the file is there (Success) or the job failed (Fail).
 */

/** spec §4, in its order of display. */
export const EXPORT_TASK_STATUSES = ['loading', 'success', 'fail'] as const;
export type ExportTaskStatus = (typeof EXPORT_TASK_STATUSES)[number];

/** xlsx, csv: one row per code below the main code; epcis: its AggregationEvents (JSON-LD). */
export const EXPORT_TASK_FORMATS = ['xlsx', 'csv', 'epcis'] as const;
export type ExportTaskFormat = (typeof EXPORT_TASK_FORMATS)[number];

/** POST /api/serials/export-tasks — the main code by id, or by level and code. */
export const createExportTaskRequest = z
  .strictObject({
    codeId: z.number().int().positive().optional(),
    level: z.enum(CODE_LEVELS).optional(),
    code: scannedCode.optional(),
    format: z.enum(EXPORT_TASK_FORMATS, { message: 'serials.exportFormatRequired' }),
  })
  .refine((body) => body.codeId !== undefined || (body.level && body.code), {
    message: 'serials.codeRequired',
    path: ['code'],
  });
export type CreateExportTaskRequest = z.infer<typeof createExportTaskRequest>;

export const exportTaskItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  mainCodeId: z.number().int(),
  mainCode: z.string(),
  level: z.enum(CODE_LEVELS),
  format: z.enum(EXPORT_TASK_FORMATS),
  status: z.enum(EXPORT_TASK_STATUSES),
  /** rows written so far / to write (the job's progress) */
  done: z.number().int(),
  total: z.number().int(),
  /** the file's name once there */
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
  /** why it failed, in the reader's language */
  error: z.string().nullable(),
  username: z.string().nullable(),
});
export type ExportTaskItem = z.infer<typeof exportTaskItem>;

/** GET /api/serials/export-tasks — the caller's tasks (an administrator's: everyone's). */
export const listExportTasksQuery = pageQuery.extend({
  status: z.enum(EXPORT_TASK_STATUSES).optional(),
  level: z.enum(CODE_LEVELS).optional(),
  /** the main code or its start */
  code: z.string().trim().max(80).optional(),
});
export const listExportTasksResponse = pageOf(exportTaskItem);

/** At most this many rows in one binding file. */
export const BINDING_IMPORT_MAX_ROWS = 500_000;

/** A binding import job: the import job with what was bound. */
export const bindingImportJob = importJob.extend({
  /** codes bound (the whole file) once it succeeded */
  bound: z.number().int().nullable().optional(),
  /** codes created by the file (new codes) */
  created: z.number().int().nullable().optional(),
});
export type BindingImportJob = z.infer<typeof bindingImportJob>;
