import { exportTaskOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, serveFile, type ServeOptions } from '../../platform/http/serve';
import {
  createExportTask,
  exportTaskFile,
  getExportTask,
  listExportTasks,
} from './export-task.service';

/**
 * Export tasks (issue 19; /datas/exportTask): the handlers of `exportTaskOperations` — queue an
 * export of a main code's codes (→ the task, Loading), list and read tasks, download a
 * finished task's file (streamed, as an attachment).
 */
export function exportTaskRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = exportTaskOperations;
  serve(app, options, op.list, ({ query, auth, request }) =>
    listExportTasks(deps, auth, request.lang, query),
  );
  serve(app, options, op.create, ({ body, auth, request }) =>
    createExportTask(deps, app.jobs, auth, request.lang, body),
  );
  serve(app, options, op.get, ({ params, auth, request }) =>
    getExportTask(deps, auth, request.lang, params.id),
  );
  serveFile(app, op.file, async ({ params, auth, reply }) => {
    const file = await exportTaskFile(deps, auth, params.id);
    const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
