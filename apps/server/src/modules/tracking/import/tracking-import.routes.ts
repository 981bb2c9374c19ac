import { labelBoth, trackingImportOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { serveFile, type ServeOptions } from '../../../platform/http/serve';
import { importRoutes, xlsxAttachment } from '../../../platform/import/import-routes';
import { TRACKING_COLUMNS } from './tracking-import-columns';
import { TRACKING_IMPORT_JOB } from './tracking-import.job';
import {
  blankTrackingTemplate,
  filledTrackingTemplate,
  getTrackingImport,
} from './tracking-import.service';

/**
 * Tracking update by Excel (issue 15): the platform's import routes under
 * /container-tracking/import — blank template, upload (→ job), progress and outcome, refused
 * rows as Excel — and the template of chosen containers with their current values. All need
 * `tracking.write`; a job is readable by its creator (and administrators) only.
 */
export function trackingImportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  importRoutes(app, deps, options, {
    operations: trackingImportOperations,
    jobKind: TRACKING_IMPORT_JOB,
    columns: TRACKING_COLUMNS,
    template: blankTrackingTemplate,
    readJob: (auth, jobId, lang) => getTrackingImport(deps, auth, jobId, lang),
    reportFile: labelBoth('tracking:import.reportFile'),
  });
  serveFile(
    app,
    trackingImportOperations.filledTemplate,
    async ({ query, auth, request, reply }) => {
      const { fileName, file } = await filledTrackingTemplate(deps, auth, query, request.lang);
      return xlsxAttachment(reply, fileName).send(file);
    },
  );
}
