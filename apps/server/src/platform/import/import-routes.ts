import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  IMPORT_MAX_MB,
  labelGroup,
  type ImportIssue,
  type ImportJob,
  type ImportOperations,
  type ImportUploadOperation,
  type Language,
} from '@lading/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../auth/auth-context';
import { xlsxBuffer, type ExportColumn } from '../export/xlsx-stream';
import { AppError, BadRequest } from '../http/errors';
import { serve, serveFile, type ServeOptions } from '../http/serve';
import { parseMapping } from './header-mappings';
import type { ImportColumnBase } from './import-columns';
import { MAX_UPLOAD_BYTES, queueImport } from './import-jobs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const xlsxAttachment = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );

const REPORT = labelGroup('common', (labels) => labels.importFile.report);

/**
 * The one file of a multipart upload, at most IMPORT_MAX_MB; a 413 past it (issue 12 §3).
 * The part is read here, not with toBuffer(): busboy stops the file at the limit and sets
 * `truncated`, but toBuffer() looks at that flag only as each piece arrives, so a body whose
 * pieces end exactly at the limit came back as a whole file, cut. The flag is read once the
 * part has ended, when busboy has seen every byte of it.
 */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequest('import.notMultipart');
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch {
    throw new BadRequest('import.notMultipart');
  }
  if (!part) throw new BadRequest('import.notMultipart');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch {
    throw new BadRequest('import.notMultipart');
  }
  if (part.file.truncated) throw new AppError(413, 'import.tooLarge', { max: IMPORT_MAX_MB });
  return { fileName: part.filename, bytes: Buffer.concat(chunks), mapping: mappingField(part) };
}

/** The optional field `mapping` (issue 24), read only when sent before the file part. */
function mappingField(part: MultipartFile): string | undefined {
  const field = part.fields.mapping;
  if (field === undefined) return undefined;
  if (Array.isArray(field) || field.type !== 'field' || typeof field.value !== 'string') {
    throw new BadRequest('import.badMapping');
  }
  return field.value;
}

/** One kind of Excel import, as its four operations' handlers need it. */
export interface ImportRoutesSpec<J extends ImportJob> {
  /** The import's four operations (packages/shared `importOperations`). */
  operations: ImportOperations<J>;
  /** The job kind queued by the upload (its handler is registered in app.ts). */
  jobKind: string;
  /** The columns of the import: what an upload's `mapping` may name. */
  columns: readonly ImportColumnBase[];
  template: (lang: Language) => Promise<{ fileName: string; file: Buffer }>;
  /** The job as its creator reads it (404 for anyone else). */
  readJob: (auth: AuthContext, jobId: number, lang: Language) => Promise<J>;
  /**
   * An upload that queues the same job as a preview (`input.preview`: the job checks and
   * compares every row and writes nothing), for imports that have one.
   */
  preview?: ImportUploadOperation;
  /** The report's file name (without the job id and extension) per language. */
  reportFile: Record<Language, string>;
  /** A format of the import's own, taken besides workbooks and CSV (told by content). */
  accepts?: (bytes: Buffer) => boolean;
  /** Facts about the uploader the job needs, kept in its input when the file is queued. */
  jobInput?: (auth: AuthContext) => Promise<Record<string, unknown>>;
}

/**
 * The handlers of an Excel import's four operations: the template in the caller's
 * language, the multipart upload (→ job id at once) and its preview where the import has one, the job (progress, then the outcome),
 * its refused rows as Excel. All need the import's resource; a job is readable by its
 * creator (and administrators) only.
 */
export function importRoutes<J extends ImportJob>(
  app: FastifyInstance,
  deps: AppDeps,
  options: ServeOptions,
  spec: ImportRoutesSpec<J>,
) {
  const op = spec.operations;

  // Multipart is parsed only in this scope (and skipped if a parent scope already has it).
  void app.register(async (scoped) => {
    if (!scoped.hasContentTypeParser('multipart/form-data')) {
      await scoped.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
      });
    }

    serveFile(scoped, op.template, async ({ request, reply }) => {
      const { fileName, file } = await spec.template(request.lang);
      return xlsxAttachment(reply, fileName).send(file);
    });

    serve(scoped, options, op.upload, async ({ actor, auth, request }) => {
      const { mapping, ...upload } = await uploadedFile(request);
      return queueImport(
        deps,
        scoped.jobs,
        spec.jobKind,
        actor,
        upload,
        parseMapping(mapping, spec.columns, request.lang),
        {},
        { accepts: spec.accepts, input: await spec.jobInput?.(auth) },
      );
    });

    const preview = spec.preview;
    if (preview) {
      serve(scoped, options, preview, async ({ actor, request }) => {
        const { mapping, ...upload } = await uploadedFile(request);
        return queueImport(
          deps,
          scoped.jobs,
          spec.jobKind,
          actor,
          upload,
          parseMapping(mapping, spec.columns, request.lang),
          { preview: true },
        );
      });
    }

    serve(scoped, options, op.job, ({ params, auth, request }) =>
      spec.readJob(auth, params.jobId, request.lang),
    );

    serveFile(scoped, op.report, async ({ params, auth, request, reply }) => {
      const { jobId } = params;
      const lang = request.lang;
      const { issues } = await spec.readJob(auth, jobId, lang);
      const columns: ExportColumn<ImportIssue>[] = [
        { header: REPORT.row[lang], width: 8, value: (issue) => issue.row },
        { header: REPORT.column[lang], width: 28, value: (issue) => issue.column },
        { header: REPORT.reason[lang], width: 70, value: (issue) => issue.message },
      ];
      const file = await xlsxBuffer(REPORT.sheet[lang], columns, issues);
      return xlsxAttachment(reply, `${spec.reportFile[lang]}-${jobId}.xlsx`).send(file);
    });
  });
}
