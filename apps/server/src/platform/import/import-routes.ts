import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  IMPORT_MAX_MB,
  importJobParams,
  importQueued,
  type ImportIssue,
  type ImportJob,
  type Language,
} from '@lading/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../modules/admin/user.routes';
import type { AuthContext } from '../auth/auth-context';
import { xlsxBuffer, type ExportColumn } from '../export/xlsx-stream';
import { AppError, BadRequest, Unauthorized } from '../http/errors';
import { defineRoute, type RouteOptions } from '../http/route';
import { parseInput } from '../http/validation';
import type { ResourceKey } from '../permissions/resource-catalog';
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

const REPORT = {
  sheet: { en: 'Refused rows', zh: '未通过的行' },
  row: { en: 'Row', zh: '行号' },
  column: { en: 'Column', zh: '列' },
  reason: { en: 'Reason', zh: '原因' },
} as const;

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

/** One kind of Excel import, as its four routes need it. */
export interface ImportRoutesSpec<J extends ImportJob> {
  /** e.g. '/products/import' (under /api). */
  base: string;
  tags: string[];
  /** The resource key every route of the import needs. */
  resource: ResourceKey;
  /** The job kind queued by the upload (its handler is registered in app.ts). */
  jobKind: string;
  /** The columns of the import: what an upload's `mapping` may name. */
  columns: readonly ImportColumnBase[];
  /** What is imported, for the OpenAPI summaries ("products", "purchase-order lines"). */
  what: string;
  template: (lang: Language) => Promise<{ fileName: string; file: Buffer }>;
  /** The job as its creator reads it (404 for anyone else). */
  readJob: (auth: AuthContext, jobId: number, lang: Language) => Promise<J>;
  jobResponse: ZodType<J>;
  /** The report's file name (without the job id and extension) per language. */
  reportFile: Record<Language, string>;
}

/**
 * The routes of an Excel import: GET `<base>/template` (the template in the caller's
 * language), POST `<base>` (multipart upload → job id at once), GET `<base>/:jobId`
 * (progress, then the outcome), GET `<base>/:jobId/report` (refused rows as Excel). All
 * need the import's resource; a job is readable by its creator (and administrators) only.
 */
export function importRoutes<J extends ImportJob>(
  app: FastifyInstance,
  deps: AppDeps,
  options: RouteOptions,
  spec: ImportRoutesSpec<J>,
) {
  const { tags, base } = spec;
  const access: { resource: ResourceKey } = { resource: spec.resource };

  // Multipart is parsed only in this scope (and skipped if a parent scope already has it).
  void app.register(async (scoped) => {
    if (!scoped.hasContentTypeParser('multipart/form-data')) {
      await scoped.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
      });
    }

    scoped.route({
      method: 'GET',
      url: `${base}/template`,
      config: { access },
      schema: {
        summary: `The ${spec.what} import template (.xlsx) in the caller language: header row + instructions`,
        tags,
        produces: [XLSX_TYPE],
        security: [{ bearer: [] }],
      },
      handler: async (request, reply) => {
        if (!request.auth) throw new Unauthorized();
        const { fileName, file } = await spec.template(request.lang);
        return xlsxAttachment(reply, fileName).send(file);
      },
    });

    defineRoute(scoped, options, {
      method: 'POST',
      url: base,
      access,
      summary: `Upload an .xlsx of ${spec.what} (multipart field "file", ≤ ${IMPORT_MAX_MB} MB; before it, optionally "mapping": JSON of header text → field): queues an import job and answers its id at once`,
      tags,
      response: importQueued,
      handler: async ({ auth, request }) => {
        const { mapping, ...upload } = await uploadedFile(request);
        return queueImport(
          deps,
          scoped.jobs,
          spec.jobKind,
          { ...actorOf(auth, request), userId: auth.userId },
          upload,
          parseMapping(mapping, spec.columns, request.lang),
        );
      },
    });

    defineRoute(scoped, options, {
      method: 'GET',
      url: `${base}/:jobId`,
      access,
      summary: `An import job of ${spec.what}: progress, then what was written or every refused row with the reason`,
      tags,
      params: importJobParams,
      response: spec.jobResponse,
      handler: ({ params, auth, request }) => spec.readJob(auth, params.jobId, request.lang),
    });

    scoped.route({
      method: 'GET',
      url: `${base}/:jobId/report`,
      config: { access },
      schema: {
        summary: `The refused rows of an import job of ${spec.what} as Excel (row, column, reason)`,
        tags,
        produces: [XLSX_TYPE],
        security: [{ bearer: [] }],
      },
      handler: async (request, reply) => {
        const auth = request.auth;
        if (!auth) throw new Unauthorized();
        const { jobId } = parseInput(importJobParams, request.params, request.lang);
        const lang = request.lang;
        const { issues } = await spec.readJob(auth, jobId, lang);
        const columns: ExportColumn<ImportIssue>[] = [
          { header: REPORT.row[lang], width: 8, value: (issue) => issue.row },
          { header: REPORT.column[lang], width: 28, value: (issue) => issue.column },
          { header: REPORT.reason[lang], width: 70, value: (issue) => issue.message },
        ];
        const file = await xlsxBuffer(REPORT.sheet[lang], columns, issues);
        return xlsxAttachment(reply, `${spec.reportFile[lang]}-${jobId}.xlsx`).send(file);
      },
    });
  });
}
