import { codeDataOperations, label } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { codeColumns } from './code-data-export';
import * as codeData from './code-data.service';
import { complementParent } from './complement.service';

/**
 * Code data and traceability (issue 19; /datas): the handlers of `codeDataOperations`.
 * Every read keeps to the caller's supplier scope; the complement binds as a station does.
 */
export function codeDataRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = codeDataOperations;
  serve(app, options, op.list, ({ query, auth }) => codeData.listCodes(deps, auth.scope, query));
  serveExport(app, op.exportList, {
    fileName: (lang) => label(lang, 'serialExports:fileNames.codes'),
    columns: codeColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => codeData.listCodes(deps, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.details, ({ params, auth, request }) =>
    codeData.codeDetails(deps, auth.scope, request.lang, params.id),
  );
  serve(app, options, op.children, ({ params, query, auth }) =>
    codeData.codeChildren(deps, auth.scope, params.id, query),
  );
  serve(app, options, op.trace, ({ query, auth }) => codeData.traceCodes(deps, auth.scope, query));
  serve(app, options, op.traceContainers, ({ query, auth }) =>
    codeData.traceContainers(deps, auth.scope, query),
  );
  serve(app, options, op.complement, ({ params, body, actor, auth, request }) =>
    complementParent(deps, auth, { ...actor, scope: auth.scope }, request.lang, params.id, body),
  );
}
