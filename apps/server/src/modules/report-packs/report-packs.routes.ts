import { reportPackOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, serveFile, type ServeOptions } from '../../platform/http/serve';
import { queueReportPack, readReportPackFile, readReportPackJob } from './report-packs.service';

/**
 * Report packs (issue 15): the handlers of `reportPackOperations` — queue a PDF or
 * PowerPoint pack of a report (→ job id), poll it, download the file.
 */
export function reportPackRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = reportPackOperations;

  serve(app, options, op.create, ({ body, auth, request }) =>
    queueReportPack(deps, app.jobs, auth, body, request.lang),
  );
  serve(app, options, op.job, ({ params, auth, request }) =>
    readReportPackJob(deps, auth, params.jobId, request.lang),
  );
  serveFile(app, op.file, async ({ params, auth, reply }) => {
    const file = await readReportPackFile(deps, auth, params.jobId);
    const ascii = `report.${file.name.split('.').pop()}`;
    return reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .send(file.bytes);
  });
}
