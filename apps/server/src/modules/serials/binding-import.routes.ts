import { bindingImportOperations, labelBoth } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { ServeOptions } from '../../platform/http/serve';
import { importRoutes } from '../../platform/import/import-routes';
import { BINDING_IMPORT_JOB } from './binding-import.job';
import { bindingJobInput, getBindingImport } from './binding-import.service';
import { BINDING_COLUMNS, bindingTemplate } from './binding-import.spec';
import { looksLikeEpcis } from './epcis-document';

/**
 * Binding files (issue 19 "Bulk binding import"): the platform's import routes under
 * /serials/bindings/import — template, upload (Excel, CSV or an EPCIS 2.0 document → job),
 * progress and outcome, refused rows as Excel. All need `serials.bind`; putting codes into
 * containers needs `serials.container.bind` too (kept with the upload). A job is readable by
 * its creator (and administrators) only.
 */
export function bindingImportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  importRoutes(app, deps, options, {
    operations: bindingImportOperations,
    jobKind: BINDING_IMPORT_JOB,
    columns: BINDING_COLUMNS,
    template: bindingTemplate,
    readJob: (auth, jobId, lang) => getBindingImport(deps, auth, jobId, lang),
    reportFile: labelBoth('serialExportTasks:bindingImport.reportFile'),
    accepts: looksLikeEpcis,
    jobInput: (auth) => bindingJobInput(deps, auth),
  });
}
