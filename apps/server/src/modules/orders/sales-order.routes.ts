import {
  createSalesOrderRequest,
  idParams,
  listSoLinesQuery,
  listSoLinesResponse,
  listSoRevisionsResponse,
  salesOrderDetail,
  soLineFilters,
  soLineTotalsResponse,
  updateSalesOrderRequest,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { EXPORT_NAMES, soLineColumns } from './order-export';
import * as sales from './sales-order.service';

/** Sales orders — the demand side (/production/SOorder). Internal staff only. */
export function salesOrderRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['sales orders'];
  const read = { resource: 'orders.so.read' } as const;
  const write = { resource: 'orders.so.write' } as const;
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: '/so-lines',
    access: read,
    summary: 'SO lines, paged, filtered and sorted',
    tags,
    query: listSoLinesQuery,
    response: listSoLinesResponse,
    handler: ({ query }) => sales.listSoLines(db, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/so-lines/totals',
    access: read,
    summary: 'Totals (qty, USD) of the SO lines matching the same filters',
    tags,
    query: soLineFilters.partial(),
    response: soLineTotalsResponse,
    handler: ({ query }) => sales.soLineTotals(db, query),
  });

  defineExportRoute(app, {
    url: '/so-lines/export',
    access: read,
    summary: 'The SO report as Excel (same filters)',
    tags,
    query: listSoLinesQuery,
    fileName: (lang) => EXPORT_NAMES.soLines[lang],
    columns: soLineColumns,
    rows: ({ query }) => pagesOf((page) => sales.listSoLines(db, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/sales-orders',
    access: write,
    summary: 'Key an SO with its lines',
    tags,
    body: createSalesOrderRequest,
    response: salesOrderDetail,
    handler: ({ body, auth, request }) =>
      sales.createSalesOrder(deps, actorOf(auth, request), request.lang, body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/sales-orders/:id',
    access: read,
    summary: 'An SO with its lines',
    tags,
    params: idParams,
    response: salesOrderDetail,
    handler: ({ params }) => sales.getSalesOrder(db, params.id),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/sales-orders/:id',
    access: write,
    summary: 'Edit an SO: header and lines (qty/RDD changes need reason and purpose)',
    tags,
    params: idParams,
    body: updateSalesOrderRequest,
    response: salesOrderDetail,
    handler: ({ params, body, auth, request }) =>
      sales.updateSalesOrder(deps, actorOf(auth, request), request.lang, params.id, body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/sales-orders/:id/revisions',
    access: read,
    summary: 'Revision history of an SO and its lines',
    tags,
    params: idParams,
    response: listSoRevisionsResponse,
    handler: ({ params }) => sales.listSoRevisions(db, params.id),
  });
}
