import { readFileSync } from 'node:fs';
import type {
  BindingImportJob,
  CodeLevel,
  CreateExportTaskRequest,
  ExportTaskItem,
  Language,
} from '@lading/shared';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { admin, t } from '../../test/harness';
import { multipart } from '../products/import/import.test-support';

/*
 * Helpers of the export task, EPCIS and binding file tests (issue 19): binding files built
 * in code, an upload waited for (no sleeping: the worker is drained), export tasks queued,
 * waited for and downloaded, and the EPCIS 2.0 schema GS1 publishes (test-data/epcis).
 */

export const IMPORT = '/api/serials/bindings/import';
export const TASKS = '/api/serials/export-tasks';

type Cell = string | null;

/** One binding row: child code and level, parent code and level, product and supplier codes. */
export type BindingLine = [Cell, Cell, Cell, Cell, Cell?, Cell?];

export const HEADER = [
  'Child code',
  'Child level',
  'Parent code',
  'Parent level',
  'Product ID',
  'Supplier code',
];

/** A CSV binding file (UTF-8, no BOM), quoted where it must be. */
export function bindingCsv(lines: readonly BindingLine[], header: readonly string[] = HEADER) {
  const field = (cell: Cell | undefined) => {
    const text = cell ?? '';
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from([header, ...lines].map((line) => line.map(field).join(',')).join('\r\n'));
}

interface As {
  token?: string;
  lang?: Language;
}

/** Uploads a binding file, waits for the worker, and reads the job in `lang`. */
export async function importBindings(
  bytes: Buffer,
  options: As & { fileName?: string } = {},
): Promise<BindingImportJob> {
  const token = options.token ?? admin;
  const queued = await t.call<{ jobId: number }>('POST', IMPORT, {
    token,
    ...multipart(options.fileName ?? 'bindings.csv', bytes),
  });
  if (queued.status !== 200) throw new Error(`upload refused: ${queued.body.message}`);
  await t.app.jobs.drain();
  return readBindingJob(queued.body.data.jobId, options);
}

export async function readBindingJob(jobId: number, options: As = {}) {
  const job = await t.call<BindingImportJob>('GET', `${IMPORT}/${jobId}`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
  });
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  return job.body.data;
}

/** A binding job that went through. */
export function succeeded(job: BindingImportJob) {
  expect(job, JSON.stringify(job.issues)).toMatchObject({ status: 'succeeded', issues: [] });
  return job;
}

/** Queues an export task (as admin unless told) and answers it as queued. */
export async function queueExport(body: CreateExportTaskRequest, options: As = {}) {
  const answer = await t.call<ExportTaskItem>('POST', TASKS, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

export const getTask = (id: number, options: As = {}) =>
  t.call<ExportTaskItem>('GET', `${TASKS}/${id}`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
  });

/** Queues an export and answers the task once its job has ended. */
export async function exported(body: CreateExportTaskRequest, options: As = {}) {
  const queued = await queueExport(body, options);
  await t.app.jobs.drain();
  const task = await getTask(queued.id, options);
  expect(task.status).toBe(200);
  return task.body.data;
}

export const download = (id: number, options: As = {}) =>
  t.call('GET', `${TASKS}/${id}/file`, { token: options.token ?? admin });

/** Every code below a code (by its level's ancestor column) with its parent's code. */
export async function pairsUnder(id: number, column: string): Promise<string[]> {
  const rows = await t.db.kysely
    .selectFrom('serial_codes as c')
    .innerJoin('serial_codes as p', 'p.id', 'c.parent_id')
    .select(['c.code as child', 'c.level', 'p.code as parent'])
    .where(`c.${column}` as 'c.up_container_id', '=', id)
    .execute();
  return rows.map((row) => `${row.level}:${row.child} < ${row.parent}`).sort();
}

/** A stored code by level and code (the newest). */
export async function storedCode(level: CodeLevel, code: string) {
  return t.db.kysely
    .selectFrom('serial_codes')
    .selectAll()
    .where('level', '=', level)
    .where('code', '=', code)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The EPCIS 2.0 document schema GS1 publishes (draft-07), compiled with its formats. */
export function epcisSchemaValidator() {
  const schema = JSON.parse(
    readFileSync(
      new URL('../../../test-data/epcis/EPCIS-JSON-Schema.json', import.meta.url),
      'utf8',
    ),
  ) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
