import {
  addPoLineRequest,
  changePoLineRequest,
  closePoLineRequest,
  createPurchaseOrderRequest,
  idParams,
  linkPoLineRequest,
  listPoLinesQuery,
  listPoLinesResponse,
  listPoRevisionsResponse,
  listRiskBuyQuery,
  listRiskBuyResponse,
  poLineFilters,
  poLineItem,
  poLineTotalsResponse,
  purchaseOrderDetail,
  updatePurchaseOrderRequest,
} from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { EXPORT_NAMES, poLineColumns, riskBuyColumns } from './order-export';
import * as poLines from './po-line.service';
import * as orders from './purchase-order.service';

/** Who writes, with the rows they may touch (issue 12 §5: every write is scoped). */
const writerOf = (auth: AuthContext, request: FastifyRequest) => ({
  ...actorOf(auth, request),
  scope: auth.scope,
});

/**
 * Purchase orders (headers, keyed lines, line changes) and the PO-line report used by the
 * PO report (/production/order), the supplier order list (/myOrder/orderList, scoped) and
 * risk-buy (/stock/riskbuyPo). Supplier users see only their suppliers' rows; others → 404.
 */
export function purchaseOrderRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['purchase orders'];
  const read = { resource: 'orders.po.read' } as const;
  const write = { resource: 'orders.po.write' } as const;
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: '/po-lines',
    access: read,
    summary: 'PO lines, paged, filtered and sorted (supplier users: their own only)',
    tags,
    query: listPoLinesQuery,
    response: listPoLinesResponse,
    handler: ({ query, auth }) => poLines.listPoLines(db, auth.scope, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/po-lines/totals',
    access: read,
    summary: 'Totals (qty, USD) of the PO lines matching the same filters',
    tags,
    query: poLineFilters.partial(),
    response: poLineTotalsResponse,
    handler: ({ query, auth }) => poLines.poLineTotals(db, auth.scope, query),
  });

  defineExportRoute(app, {
    url: '/po-lines/export',
    access: read,
    summary: 'The PO report as Excel (same filters and scope)',
    tags,
    query: listPoLinesQuery,
    fileName: (lang) => EXPORT_NAMES.poLines[lang],
    columns: poLineColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => poLines.listPoLines(db, auth.scope, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/po-lines/risk-buy',
    access: read,
    summary: 'Open PO lines no SO line covers, with their stock and shipping state',
    tags,
    query: listRiskBuyQuery,
    response: listRiskBuyResponse,
    handler: ({ query, auth }) => poLines.listRiskBuy(db, auth.scope, query),
  });

  defineExportRoute(app, {
    url: '/po-lines/risk-buy/export',
    access: read,
    summary: 'The risk-buy list as Excel (same filters and scope)',
    tags,
    query: listRiskBuyQuery,
    fileName: (lang) => EXPORT_NAMES.riskBuy[lang],
    columns: riskBuyColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => poLines.listRiskBuy(db, auth.scope, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/po-lines/:id',
    access: read,
    summary: 'One PO line',
    tags,
    params: idParams,
    response: poLineItem,
    handler: ({ params, auth }) => poLines.getPoLine(db, auth.scope, params.id),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/po-lines/:id',
    access: write,
    summary: 'Change a PO line (qty/RDD changes need a modification reason and purpose)',
    tags,
    params: idParams,
    body: changePoLineRequest,
    response: poLineItem,
    handler: ({ params, body, auth, request }) =>
      poLines.changePoLine(deps, writerOf(auth, request), request.lang, params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/po-lines/:id/close',
    access: write,
    summary: 'Close a PO line (the rest will not be delivered)',
    tags,
    params: idParams,
    body: closePoLineRequest,
    response: poLineItem,
    handler: ({ params, body, auth, request }) =>
      poLines.closePoLine(deps, writerOf(auth, request), request.lang, params.id, body.reason),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/po-lines/:id/cancel',
    access: write,
    summary: 'Cancel a PO line with nothing planned or shipped',
    tags,
    params: idParams,
    body: closePoLineRequest,
    response: poLineItem,
    handler: ({ params, body, auth, request }) =>
      poLines.cancelPoLine(deps, writerOf(auth, request), request.lang, params.id, body.reason),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/po-lines/:id/so-line',
    access: write,
    summary: 'Link a PO line to the SO line it covers (same product), or unlink (null)',
    tags,
    params: idParams,
    body: linkPoLineRequest,
    response: poLineItem,
    handler: ({ params, body, auth, request }) =>
      poLines.linkPoLine(deps, writerOf(auth, request), request.lang, params.id, body.soLineId),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/purchase-orders',
    access: write,
    summary: 'Key a PO with its lines',
    tags,
    body: createPurchaseOrderRequest,
    response: purchaseOrderDetail,
    handler: ({ body, auth, request }) =>
      orders.createPurchaseOrder(deps, writerOf(auth, request), request.lang, body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/purchase-orders/:id',
    access: read,
    summary: 'A PO with its lines and totals',
    tags,
    params: idParams,
    response: purchaseOrderDetail,
    handler: ({ params, auth }) => orders.getPurchaseOrder(db, auth.scope, params.id),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/purchase-orders/:id',
    access: write,
    summary: 'Edit a PO header (supplier, originator, destination, currency)',
    tags,
    params: idParams,
    body: updatePurchaseOrderRequest,
    response: purchaseOrderDetail,
    handler: ({ params, body, auth, request }) =>
      orders.updatePurchaseOrder(deps, writerOf(auth, request), request.lang, params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/purchase-orders/:id/lines',
    access: write,
    summary: 'Add a line to a PO',
    tags,
    params: idParams,
    body: addPoLineRequest,
    response: purchaseOrderDetail,
    handler: ({ params, body, auth, request }) =>
      orders.addPoLine(deps, writerOf(auth, request), request.lang, params.id, body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/purchase-orders/:id/revisions',
    access: read,
    summary: 'Revision history of a PO and its lines (with modification reason and purpose)',
    tags,
    params: idParams,
    response: listPoRevisionsResponse,
    handler: ({ params, auth }) => orders.listPoRevisions(db, auth.scope, params.id),
  });
}
