import { ddReportOperations, formatDate, label } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, serveFile, type ServeOptions } from '../../platform/http/serve';
import { ddExportColumns } from './dd-export-columns';
import { dueDiligenceReport, ndaContracts } from './dd-report.service';
import { supplierDossier } from './dossier.service';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The due-diligence reports (issue 17; /factory NDAContract, DDreport) and the dossier. */
export function ddReportRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = ddReportOperations;
  serve(app, options, op.ndaContracts, ({ query, auth }) => ndaContracts(deps, auth.scope, query));
  serveExport(app, op.ndaContractsExport, {
    fileName: (lang) => label(lang, 'dueDiligence:export.fileNames.ndaContracts'),
    columns: ddExportColumns.ndaContracts,
    rows: ({ query, auth }) =>
      pagesOf((page) => ndaContracts(deps, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.dueDiligence, ({ query, auth }) =>
    dueDiligenceReport(deps, auth.scope, query),
  );
  serveExport(app, op.dueDiligenceExport, {
    fileName: (lang) => label(lang, 'dueDiligence:export.fileNames.dueDiligence'),
    columns: ddExportColumns.dueDiligence,
    rows: ({ query, auth }) =>
      pagesOf((page) => dueDiligenceReport(deps, auth.scope, { ...query, ...page })),
  });
  serveFile(app, op.dossier, async ({ params, query, auth, request, reply }) => {
    const { code, file } = await supplierDossier(deps, auth.scope, params.id, {
      username: auth.username,
      lang: request.lang,
      format: query.format,
    });
    const day = formatDate(deps.clock(), deps.config.timeZone);
    const name = `${label(request.lang, 'dueDiligence:export.fileNames.dossier', { code })} ${day}.${query.format}`;
    return reply
      .header('content-type', query.format === 'docx' ? DOCX : 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="dossier.${query.format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(file);
  });
}
