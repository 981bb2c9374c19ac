import { labelBoth, productImportOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { ServeOptions } from '../../../platform/http/serve';
import { importRoutes } from '../../../platform/import/import-routes';
import { IMPORT_COLUMNS } from './import-columns';
import { buildTemplate, templateFileName } from './import-template';
import { PRODUCT_IMPORT_JOB } from './product-import.job';
import { getProductImport } from './product-import.service';

/**
 * Product import (spec §2 product list "import"): the template, the upload that queues a
 * job, its preview (the same job writing nothing), the job's progress and outcome, and the refused rows as Excel — the platform's
 * import routes under /products/import. All need `products.import`; a job is readable by
 * its creator (and administrators) only.
 */
export function productImportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  importRoutes(app, deps, options, {
    operations: productImportOperations,
    preview: productImportOperations.preview,
    jobKind: PRODUCT_IMPORT_JOB,
    columns: IMPORT_COLUMNS,
    template: async (lang) => ({
      fileName: templateFileName(lang),
      file: await buildTemplate(lang),
    }),
    readJob: (auth, jobId, lang) => getProductImport(deps, auth, jobId, lang),
    reportFile: labelBoth('productImport:reportFile'),
  });
}
