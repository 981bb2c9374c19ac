import { labelBoth, poImportOperations, soImportOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { ServeOptions } from '../../../platform/http/serve';
import { importRoutes } from '../../../platform/import/import-routes';
import { PO_READ_COLUMNS, SO_COLUMNS } from './order-import-columns';
import { buildPoTemplate, buildSoTemplate, orderTemplateFileName } from './order-import-template';
import { PO_IMPORT_JOB, SO_IMPORT_JOB } from './order-import.job';
import { getPoImport, getSoImport } from './order-import.service';

/**
 * PO and SO import from ERP-shaped Excel files (issue 5): the platform's import routes
 * under /purchase-orders/import and /sales-orders/import — template, upload (→ job),
 * progress and outcome, refused rows as Excel. All need `orders.import`; a job is
 * readable by its creator (and administrators) only.
 */
export function orderImportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  importRoutes(app, deps, options, {
    operations: poImportOperations,
    jobKind: PO_IMPORT_JOB,
    columns: PO_READ_COLUMNS,
    template: async (lang) => ({
      fileName: orderTemplateFileName('po', lang),
      file: await buildPoTemplate(lang),
    }),
    readJob: (auth, jobId, lang) => getPoImport(deps, auth, jobId, lang),
    reportFile: labelBoth('orderImport:reportFiles.po'),
  });
  importRoutes(app, deps, options, {
    operations: soImportOperations,
    jobKind: SO_IMPORT_JOB,
    columns: SO_COLUMNS,
    template: async (lang) => ({
      fileName: orderTemplateFileName('so', lang),
      file: await buildSoTemplate(lang),
    }),
    readJob: (auth, jobId, lang) => getSoImport(deps, auth, jobId, lang),
    reportFile: labelBoth('orderImport:reportFiles.so'),
  });
}
