import { formatDate, otdReportOperations, reportSettingOperations } from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { EXPORT_NAMES, otdLineColumns, utilizationContainerColumns } from './otd-reports-export';
import { listOtdLines, otdReport } from './otd.service';
import { reportSettingsOf, updateReportSettings } from './report-settings.service';
import { listUtilizationContainers, utilizationReport } from './utilization.service';

/** Today in the display time zone: where the default ranges end. */
const todayOf = (request: FastifyRequest) => formatDate(new Date(), request.server.displayTimeZone);

/**
 * /reportForms/OTD and /reportForms/utilization (issue 15): the handlers of
 * `otdReportOperations`. Supplier users count their suppliers' lines and the containers
 * holding them only. Also the company's report settings (the OTD tolerance).
 */
export function otdReportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = otdReportOperations;
  const db = deps.db.kysely;

  serve(app, options, op.otd, ({ query, auth, request }) =>
    otdReport(db, auth.scope, query, todayOf(request)),
  );
  serve(app, options, op.otdLines, ({ query, auth, request }) =>
    listOtdLines(db, auth.scope, query, todayOf(request)),
  );
  serveExport(app, op.exportOtdLines, {
    fileName: (lang) => EXPORT_NAMES.otdLines[lang],
    columns: otdLineColumns,
    rows: ({ query, auth, request }) =>
      pagesOf((page) => listOtdLines(db, auth.scope, { ...query, ...page }, todayOf(request))),
  });
  serve(app, options, reportSettingOperations.get, () => reportSettingsOf(db));
  serve(app, options, reportSettingOperations.update, ({ body, actor }) =>
    updateReportSettings(deps, actor, body),
  );
  serve(app, options, op.utilization, ({ query, auth, request }) =>
    utilizationReport(db, auth.scope, query, todayOf(request)),
  );
  serve(app, options, op.utilizationContainers, ({ query, auth, request }) =>
    listUtilizationContainers(db, auth.scope, query, todayOf(request)),
  );
  serveExport(app, op.exportUtilizationContainers, {
    fileName: (lang) => EXPORT_NAMES.utilizationContainers[lang],
    columns: utilizationContainerColumns,
    rows: ({ query, auth, request }) =>
      pagesOf((page) =>
        listUtilizationContainers(db, auth.scope, { ...query, ...page }, todayOf(request)),
      ),
  });
}
