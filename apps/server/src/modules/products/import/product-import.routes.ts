import multipart from '@fastify/multipart';
import {
  PRODUCT_IMPORT_MAX_MB,
  importJobParams,
  productImportJob,
  productImportQueued,
  type ProductImportIssue,
} from '@lading/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { xlsxBuffer, type ExportColumn } from '../../../platform/export/xlsx-stream';
import { AppError, BadRequest, Unauthorized } from '../../../platform/http/errors';
import { defineRoute, type RouteOptions } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validation';
import { actorOf } from '../../admin/user.routes';
import { buildTemplate, templateFileName } from './import-template';
import {
  MAX_UPLOAD_BYTES,
  getProductImport,
  productImportIssues,
  queueProductImport,
} from './product-import.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );

const REPORT = {
  sheet: { en: 'Refused rows', zh: '未通过的行' },
  file: { en: 'product-import-report', zh: '产品导入报告' },
  row: { en: 'Row', zh: '行号' },
  column: { en: 'Column', zh: '列' },
  reason: { en: 'Reason', zh: '原因' },
} as const;

/** The one file of a multipart upload, at most PRODUCT_IMPORT_MAX_MB. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequest('productImport.notMultipart');
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch {
    throw new BadRequest('productImport.notMultipart');
  }
  if (!part) throw new BadRequest('productImport.notMultipart');
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'productImport.tooLarge', { max: PRODUCT_IMPORT_MAX_MB });
    }
    throw new BadRequest('productImport.notMultipart');
  }
}

/**
 * Product import (spec §2 product list "import"): the template, the upload that queues a
 * job, the job's progress and outcome, and the refused rows as Excel. All need
 * `products.import`; a job is readable by its creator (and administrators) only.
 */
export function productImportRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['products'];
  const access = { resource: 'products.import' } as const;

  // Multipart is parsed only in this scope (and skipped if a parent scope already has it).
  void app.register(async (scoped) => {
    if (!scoped.hasContentTypeParser('multipart/form-data')) {
      await scoped.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
      });
    }

    scoped.route({
      method: 'GET',
      url: '/products/import/template',
      config: { access },
      schema: {
        summary: 'The import template (.xlsx) in the caller language: header row + instructions',
        tags,
        produces: [XLSX_TYPE],
        security: [{ bearer: [] }],
      },
      handler: async (request, reply) => {
        if (!request.auth) throw new Unauthorized();
        const file = await buildTemplate(request.lang);
        return attachment(reply, templateFileName(request.lang)).send(file);
      },
    });

    defineRoute(scoped, options, {
      method: 'POST',
      url: '/products/import',
      access,
      summary: `Upload an .xlsx (multipart field "file", ≤ ${PRODUCT_IMPORT_MAX_MB} MB): queues an import job and answers its id at once`,
      tags,
      response: productImportQueued,
      handler: async ({ auth, request }) => {
        const upload = await uploadedFile(request);
        return queueProductImport(
          deps,
          scoped.jobs,
          { ...actorOf(auth, request), userId: auth.userId },
          upload,
        );
      },
    });

    defineRoute(scoped, options, {
      method: 'GET',
      url: '/products/import/:jobId',
      access,
      summary: 'An import job: progress, then products added or every refused row with the reason',
      tags,
      params: importJobParams,
      response: productImportJob,
      handler: ({ params, auth, request }) =>
        getProductImport(deps, auth, params.jobId, request.lang),
    });

    scoped.route({
      method: 'GET',
      url: '/products/import/:jobId/report',
      config: { access },
      schema: {
        summary: 'The refused rows of an import job as Excel (row, column, reason)',
        tags,
        produces: [XLSX_TYPE],
        security: [{ bearer: [] }],
      },
      handler: async (request, reply) => {
        const auth = request.auth;
        if (!auth) throw new Unauthorized();
        const { jobId } = parseInput(importJobParams, request.params, request.lang);
        const lang = request.lang;
        const issues = await productImportIssues(deps, auth, jobId, lang);
        const columns: ExportColumn<ProductImportIssue>[] = [
          { header: REPORT.row[lang], width: 8, value: (issue) => issue.row },
          { header: REPORT.column[lang], width: 28, value: (issue) => issue.column },
          { header: REPORT.reason[lang], width: 70, value: (issue) => issue.message },
        ];
        const file = await xlsxBuffer(REPORT.sheet[lang], columns, issues);
        return attachment(reply, `${REPORT.file[lang]}-${jobId}.xlsx`).send(file);
      },
    });
  });
}
