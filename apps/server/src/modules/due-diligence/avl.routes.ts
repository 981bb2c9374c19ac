import { avlOperations, label } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { decideStatusChange, listAvlRequests, requestStatusChange } from './avl.service';
import { ddExportColumns } from './dd-export-columns';

/** Supplier status change requests (issue 17; /factory avlApproval). */
export function avlRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = avlOperations;
  serve(app, options, op.list, ({ query, auth }) => listAvlRequests(deps, auth.scope, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'dueDiligence:export.fileNames.avlRequests'),
    columns: ddExportColumns.avlRequests,
    rows: ({ query, auth }) =>
      pagesOf((page) => listAvlRequests(deps, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor, auth }) =>
    requestStatusChange(deps, actor, auth, body),
  );
  serve(app, options, op.approve, ({ params, body, actor, auth, request }) =>
    decideStatusChange(deps, actor, auth, params.id, { approve: true, ...body }, request.lang),
  );
  serve(app, options, op.reject, ({ params, body, actor, auth, request }) =>
    decideStatusChange(deps, actor, auth, params.id, { approve: false, ...body }, request.lang),
  );
}
