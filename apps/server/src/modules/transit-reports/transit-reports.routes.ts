import { formatDate, transitReportOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { loadingPlan, loadingPlanExportPage } from './loading-plan.service';
import { seaReport, seaReportExportRows } from './sea-report.service';
import { EXPORT_NAMES, loadingPlanColumns, seaReportColumns } from './transit-report-export';

/**
 * The transit reports (spec §2 /reportForms/seaReport, /reportForms/loadingPlan): the
 * handlers of `transitReportOperations`. A supplier user sees only the containers holding its
 * suppliers' lines.
 */
export function transitReportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = transitReportOperations;
  const db = deps.db.kysely;
  /** Days at sea and lateness count from today in the display time zone. */
  const today = () => formatDate(deps.clock(), deps.config.timeZone);

  serve(app, options, op.seaReport, ({ query, auth }) => seaReport(db, auth.scope, query, today()));
  serveExport(app, op.exportSeaReport, {
    fileName: (lang) => EXPORT_NAMES.seaReport[lang],
    columns: seaReportColumns,
    rows: ({ query, auth }) => seaReportExportRows(db, auth.scope, query, today()),
  });
  serve(app, options, op.loadingPlan, ({ query, auth }) => loadingPlan(db, auth.scope, query));
  serveExport(app, op.exportLoadingPlan, {
    fileName: (lang) => EXPORT_NAMES.loadingPlan[lang],
    columns: loadingPlanColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => loadingPlanExportPage(db, auth.scope, query, page)),
  });
}
