import multipart from '@fastify/multipart';
import { label, supplierFileOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { fileStorageAt } from '../../platform/files/file-stores';
import { FILE_MAX_BYTES, receiveUpload } from '../../platform/files/file-upload';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { getSupplier } from '../suppliers/supplier.service';
import { ddExportColumns } from './dd-export-columns';
import { runFileExpiry } from './file-expiry.service';
import { listApprovals, reviewVersions, startReview } from './file-review.service';
import * as files from './supplier-file.service';

/**
 * Supplier files and stages (issue 17; /factory supplierStage, stageRecord,
 * documentApproval): the handlers of `supplierFileOperations`.
 */
export function supplierFileRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = supplierFileOperations;
  const db = deps.db.kysely;

  serve(app, options, op.fileTypes, () => files.listFileTypes(db));
  serve(app, options, op.createFileType, ({ body }) => files.saveFileType(deps, undefined, body));
  serve(app, options, op.updateFileType, ({ params, body }) =>
    files.saveFileType(deps, params.id, body),
  );
  serve(app, options, op.stage, ({ params, auth }) => files.stageView(db, auth.scope, params.id));
  serve(app, options, op.versions, ({ params, auth }) =>
    files.listVersions(db, auth.scope, params.id, params.fileTypeId),
  );
  // multipart is parsed only in this scope (and skipped if a parent scope already has it)
  void app.register(async (scoped) => {
    if (!scoped.hasContentTypeParser('multipart/form-data')) {
      await scoped.register(multipart, {
        limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 8, parts: 9 },
      });
    }
    serve(scoped, options, op.upload, async ({ params, auth, actor, request }) => {
      // the supplier is looked up before a byte is kept: out of scope is a 404 at once
      await getSupplier(db, auth.scope, params.id);
      const received = await receiveUpload(request, fileStorageAt(deps.config));
      return files.uploadVersion(deps, actor, auth.scope, params.id, received, request.lang);
    });
  });
  serve(app, options, op.moveStage, ({ params, body, actor }) =>
    files.moveStage(deps, actor, params.id, body),
  );
  serve(app, options, op.saveCheck, ({ params, body, actor }) =>
    files.saveCheck(deps, actor, params.id, params.check, body),
  );
  serve(app, options, op.stageRecords, ({ params, query, auth }) =>
    files.listStageRecords(db, auth.scope, params.id, query),
  );
  serveExport(app, op.stageRecordsExport, {
    fileName: (lang) =>
      label(lang, 'dueDiligence:export.fileNames.stageRecords', { code: '' }).trim(),
    columns: ddExportColumns.stageRecords,
    check: ({ params, auth }) => getSupplier(db, auth.scope, params.id),
    rows: ({ params, query, auth }) =>
      pagesOf((page) => files.listStageRecords(db, auth.scope, params.id, { ...query, ...page })),
  });
  serve(app, options, op.approvals, ({ query, auth }) => listApprovals(deps, auth.scope, query));
  serveExport(app, op.approvalsExport, {
    fileName: (lang) => label(lang, 'dueDiligence:export.fileNames.approvals'),
    columns: ddExportColumns.approvals,
    rows: ({ query, auth }) =>
      pagesOf((page) => listApprovals(deps, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.startReview, ({ params, actor, request }) =>
    startReview(deps, actor, params.id, request.lang),
  );
  serve(app, options, op.review, ({ body, actor, request }) =>
    reviewVersions(deps, actor, body, request.lang),
  );
  serve(app, options, op.runExpiry, ({ body }) => runFileExpiry(deps, body.day));
}
