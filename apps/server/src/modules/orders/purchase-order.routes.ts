import { purchaseOrderOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { EXPORT_NAMES, poLineColumns, riskBuyColumns } from './order-export';
import * as poLines from './po-line.service';
import * as orders from './purchase-order.service';

/** Who writes, with the rows they may touch (issue 12 §5: every write is scoped). */
const writerOf = <A extends Actor>(actor: A, auth: AuthContext) => ({
  ...actor,
  scope: auth.scope,
});

/**
 * Purchase orders (headers, keyed lines, line changes) and the PO-line report used by the
 * PO report (/production/order), the supplier order list (/myOrder/orderList, scoped) and
 * risk-buy (/stock/riskbuyPo): the handlers of `purchaseOrderOperations`. Supplier users
 * see only their suppliers' rows; others → 404.
 */
export function purchaseOrderRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = purchaseOrderOperations;
  const db = deps.db.kysely;

  serve(app, options, op.listLines, ({ query, auth }) =>
    poLines.listPoLines(db, auth.scope, query),
  );
  serve(app, options, op.lineTotals, ({ query, auth }) =>
    poLines.poLineTotals(db, auth.scope, query),
  );
  serveExport(app, op.exportLines, {
    fileName: (lang) => EXPORT_NAMES.poLines[lang],
    columns: poLineColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => poLines.listPoLines(db, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.riskBuy, ({ query, auth }) => poLines.listRiskBuy(db, auth.scope, query));
  serveExport(app, op.exportRiskBuy, {
    fileName: (lang) => EXPORT_NAMES.riskBuy[lang],
    columns: riskBuyColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => poLines.listRiskBuy(db, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.getLine, ({ params, auth }) =>
    poLines.getPoLine(db, auth.scope, params.id),
  );
  serve(app, options, op.changeLine, ({ params, body, actor, auth, request }) =>
    poLines.changePoLine(deps, writerOf(actor, auth), request.lang, params.id, body),
  );
  serve(app, options, op.closeLine, ({ params, body, actor, auth, request }) =>
    poLines.closePoLine(deps, writerOf(actor, auth), request.lang, params.id, body.reason),
  );
  serve(app, options, op.cancelLine, ({ params, body, actor, auth, request }) =>
    poLines.cancelPoLine(deps, writerOf(actor, auth), request.lang, params.id, body.reason),
  );
  serve(app, options, op.linkSoLine, ({ params, body, actor, auth, request }) =>
    poLines.linkPoLine(deps, writerOf(actor, auth), request.lang, params.id, body.soLineId),
  );
  serve(app, options, op.create, ({ body, actor, auth, request }) =>
    orders.createPurchaseOrder(deps, writerOf(actor, auth), request.lang, body),
  );
  serve(app, options, op.get, ({ params, auth }) =>
    orders.getPurchaseOrder(db, auth.scope, params.id),
  );
  serve(app, options, op.update, ({ params, body, actor, auth, request }) =>
    orders.updatePurchaseOrder(deps, writerOf(actor, auth), request.lang, params.id, body),
  );
  serve(app, options, op.addLine, ({ params, body, actor, auth, request }) =>
    orders.addPoLine(deps, writerOf(actor, auth), request.lang, params.id, body),
  );
  serve(app, options, op.revisions, ({ params, auth }) =>
    orders.listPoRevisions(db, auth.scope, params.id),
  );
}
