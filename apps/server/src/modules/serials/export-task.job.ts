import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { label, type CodeLevel, type ExportTaskFormat, type Language } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { writeBigXlsx } from '../../platform/export/xlsx-big';
import { escapeCell, type ExportColumn } from '../../platform/export/xlsx-stream';
import type { FileStorage } from '../../platform/files/file-storage';
import { fileStorageAt } from '../../platform/files/file-stores';
import { BusinessRule } from '../../platform/http/errors';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-runner';
import type { Scope } from '../../platform/permissions/scope';
import {
  aggregationsUnder,
  codeExportColumns,
  codePages,
  codesToWrite,
  type CodeExportRow,
} from './code-export-rows';
import { writeEpcisDocument, type Aggregation } from './epcis-document';
import { exportTaskRepository } from './export-task.repository';
import { labelSettingsOf } from './template.service';

export const SERIAL_EXPORT_JOB = 'serialExport';

/** What a task's job keeps of its request: captured when queued. */
export interface SerialExportInput {
  /** the headers' and levels' language: the caller's when queued */
  lang: Language;
  /** the caller's supplier scope when queued: a supplier user's export holds its codes only */
  scope: Scope;
}

/** One export to write: the main code, the format, the language and scope. */
export interface CodeExportRequest {
  mainCodeId: number;
  /** the main code as asked for (named in the refusal when it is gone) */
  mainCode: string;
  format: ExportTaskFormat;
  lang: Language;
  scope: Scope;
}

export interface WrittenExport {
  sha256: string;
  fileName: string;
  fileSize: number;
  /** codes written (EPCIS: codes in the events) */
  rows: number;
}

/** EPCIS events between two progress reports (and turns of the event loop). */
const EVENTS_PER_PROGRESS = 50;

const EXTENSIONS: Record<ExportTaskFormat, string> = { xlsx: 'xlsx', csv: 'csv', epcis: 'jsonld' };

export const exportFileName = (
  lang: Language,
  level: CodeLevel,
  code: string,
  format: ExportTaskFormat,
) =>
  `${label(lang, 'serialExportTasks:export.fileName', {
    level: label(lang, `serials:levels.${level}`),
    code: code.replace(/[\\/:*?"<>|]/g, '_'),
  })}.${EXTENSIONS[format]}`;

/** RFC 4180: a field with a quote, separator or line break is quoted, quotes doubled. */
const csvField = (value: string | number | boolean | null | undefined) => {
  const text = String(escapeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvField).join(',')}\r\n`;

/**
 * A temp file of the store written through a hash, as the bytes come. `settled` lets the
 * writers have their turn: the event loop runs (the xlsx writer's compression and the file's
 * writes are callbacks; the database reads are not) and the file has taken what was written,
 * so no more than a page is ever waiting in memory.
 */
function hashedTempFile(storage: FileStorage) {
  const path = storage.tempPath();
  const hash = createHash('sha256');
  let size = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(out, fs.createWriteStream(path));
  const drained = async () => {
    while (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  };
  return {
    path,
    out,
    write: async (text: string) => {
      if (!out.write(text)) await drained();
    },
    settled: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await drained();
    },
    async close() {
      if (!out.writableEnded) out.end();
      await written;
      return { sha256: hash.digest('hex'), size };
    },
    async discard() {
      out.destroy();
      await written.catch(() => undefined);
      await fs.promises.rm(path, { force: true });
    },
  };
}
type HashedFile = ReturnType<typeof hashedTempFile>;

/**
 * Writes one export to the file store, streamed: rows go into a temp file while it is hashed,
 * a keyset page at a time; the file is then kept under its checksum. `progress` is told the
 * codes written of those to write as it goes. Nothing but one page is ever held.
 */
export async function runCodeExport(
  deps: AppDeps,
  request: CodeExportRequest,
  progress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<WrittenExport> {
  const db = deps.db.kysely;
  const found = await exportTaskRepository.mainCode(db, request.scope, request.mainCodeId);
  if (!found) throw new BusinessRule('serials.exportCodeGone', { code: request.mainCode });
  const main = { ...found, id: Number(found.id), level: found.level as CodeLevel };
  const total = await codesToWrite(db, request.scope, main);
  await progress(0, total);
  const storage = fileStorageAt(deps.config);
  const file = hashedTempFile(storage);
  let rows: number;
  try {
    const counter = { done: 0, total, progress };
    rows =
      request.format === 'epcis'
        ? await writeEpcis(deps, file, aggregationsUnder(db, request.scope, main), counter)
        : await writeRows(deps, request, file, codePages(db, request.scope, main), counter);
  } catch (error) {
    await file.discard();
    throw error;
  }
  const { sha256, size } = await file.close();
  await storage.put(sha256, file.path);
  const fileName = exportFileName(request.lang, main.level, main.code, request.format);
  return { sha256, fileName, fileSize: size, rows };
}

interface Counter {
  done: number;
  total: number;
  progress: (done: number, total: number) => Promise<void>;
}

/** Excel or CSV: one row per code, a page at a time, progress after each. */
async function writeRows(
  deps: AppDeps,
  request: CodeExportRequest,
  file: HashedFile,
  pages: AsyncIterable<CodeExportRow[]>,
  counter: Counter,
): Promise<number> {
  const counted = async function* () {
    for await (const page of pages) {
      yield page;
      counter.done += page.length;
      await counter.progress(counter.done, counter.total);
      await file.settled();
    }
  };
  const columns = codeExportColumns(request.lang, deps.config.timeZone);
  if (request.format === 'xlsx') {
    const sheet = label(request.lang, 'serialExportTasks:export.sheet');
    await writeBigXlsx(file.out, sheet, columns, counted());
  } else {
    await writeCsv(file.write, columns, counted());
  }
  return counter.done;
}

/** EPCIS: one event per parent; the codes written are the main code and each event's children. */
async function writeEpcis(
  deps: AppDeps,
  file: HashedFile,
  aggregations: AsyncIterable<Aggregation>,
  counter: Counter,
): Promise<number> {
  counter.done = 1;
  let events = 0;
  const counted = async function* () {
    for await (const aggregation of aggregations) {
      yield aggregation;
      counter.done += aggregation.children.length;
      if (++events % EVENTS_PER_PROGRESS === 0) {
        await counter.progress(Math.min(counter.done, counter.total), counter.total);
        await file.settled();
      }
    }
  };
  const settings = await labelSettingsOf(deps.db.kysely);
  await writeEpcisDocument(file.write, counted(), {
    sscc: settings.gs1CompanyPrefix
      ? { extension: settings.ssccExtension, prefix: settings.gs1CompanyPrefix }
      : null,
    creationDate: deps.clock().toISOString(),
    timeZone: deps.config.timeZone,
  });
  await counter.progress(counter.done, counter.total);
  return counter.done;
}

/** UTF-8 with a BOM (Excel reads it as such), a header line, then each page as one chunk. */
async function writeCsv(
  write: (text: string) => Promise<void>,
  columns: readonly ExportColumn<CodeExportRow>[],
  pages: AsyncIterable<CodeExportRow[]>,
) {
  await write(`\uFEFF${csvLine(columns.map((column) => column.header))}`);
  for await (const page of pages) {
    let chunk = '';
    for (const row of page) chunk += csvLine(columns.map((column) => column.value(row)));
    await write(chunk);
  }
}

/**
 * The job of one export task: writes the file (stage "writing", codes written of those to
 * write), then records it on the task as the job succeeds, in one transaction (a worker that
 * lost the job records nothing; the stored file is then merely unreferenced).
 */
export async function runSerialExport(context: JobContext): Promise<JobOutcome> {
  const { deps, job } = context;
  const input = JSON.parse(job.input_json) as SerialExportInput;
  const task = await exportTaskRepository.findTaskOfJob(deps.db.kysely, job.id);
  if (!task) throw new Error(`export job ${job.id} has no task`);
  const file = await runCodeExport(
    deps,
    {
      mainCodeId: Number(task.main_code_id),
      mainCode: task.main_code,
      format: task.format as ExportTaskFormat,
      lang: input.lang,
      scope: input.scope,
    },
    (done, total) => context.progress('writing', done, total),
  );
  return context.commit(`serialExport:${task.id}`, async (trx) => {
    await exportTaskRepository.storeFile(trx, task.id, {
      sha256: file.sha256,
      name: file.fileName,
      size: file.fileSize,
      rows: file.rows,
    });
    return { status: 'succeeded', result: { fileName: file.fileName, rows: file.rows } };
  });
}
