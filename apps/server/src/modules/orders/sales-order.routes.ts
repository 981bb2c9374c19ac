import { salesOrderOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { EXPORT_NAMES, soLineColumns } from './order-export';
import * as sales from './sales-order.service';

/**
 * Sales orders — the demand side (/production/SOorder): the handlers of
 * `salesOrderOperations`. Internal staff only.
 */
export function salesOrderRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = salesOrderOperations;
  const db = deps.db.kysely;

  serve(app, options, op.listLines, ({ query }) => sales.listSoLines(db, query));
  serve(app, options, op.lineTotals, ({ query }) => sales.soLineTotals(db, query));
  serveExport(app, op.exportLines, {
    fileName: (lang) => EXPORT_NAMES.soLines[lang],
    columns: soLineColumns,
    rows: ({ query }) => pagesOf((page) => sales.listSoLines(db, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor, request }) =>
    sales.createSalesOrder(deps, actor, request.lang, body),
  );
  serve(app, options, op.get, ({ params }) => sales.getSalesOrder(db, params.id));
  serve(app, options, op.update, ({ params, body, actor, request }) =>
    sales.updateSalesOrder(deps, actor, request.lang, params.id, body),
  );
  serve(app, options, op.revisions, ({ params }) => sales.listSoRevisions(db, params.id));
}
