import { productImportJob } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { RouteOptions } from '../../../platform/http/route';
import { importRoutes } from '../../../platform/import/import-routes';
import { IMPORT_COLUMNS } from './import-columns';
import { buildTemplate, templateFileName } from './import-template';
import { PRODUCT_IMPORT_JOB } from './product-import.job';
import { getProductImport } from './product-import.service';

/**
 * Product import (spec §2 product list "import"): the template, the upload that queues a
 * job, the job's progress and outcome, and the refused rows as Excel — the platform's
 * import routes under /products/import. All need `products.import`; a job is readable by
 * its creator (and administrators) only.
 */
export function productImportRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  importRoutes(app, deps, options, {
    base: '/products/import',
    tags: ['products'],
    resource: 'products.import',
    jobKind: PRODUCT_IMPORT_JOB,
    columns: IMPORT_COLUMNS,
    what: 'products',
    template: async (lang) => ({
      fileName: templateFileName(lang),
      file: await buildTemplate(lang),
    }),
    readJob: (auth, jobId, lang) => getProductImport(deps, auth, jobId, lang),
    jobResponse: productImportJob,
    reportFile: { en: 'product-import-report', zh: '产品导入报告' },
  });
}
