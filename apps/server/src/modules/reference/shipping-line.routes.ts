import {
  idParams,
  listShippingLinesResponse,
  shippingLineItem,
  referenceListQuery,
  saveShippingLineRequest,
  type ShippingLineItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { header, sheetName } from './export-headers';
import * as shippingLines from './shipping-line.service';

const shippingLineColumns = (lang: Language): ExportColumn<ShippingLineItem>[] => [
  { header: header(lang, 'name'), width: 30, value: (row) => row.name },
  { header: header(lang, 'code'), width: 12, value: (row) => row.code },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  { header: header(lang, 'updatedAt'), width: 24, value: (row) => row.updatedAt },
];

/** Shipping lines (spec §2 /information): the carriers standard transit times name. */
export function shippingLineRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['reference'];
  const read = { resource: 'reference.read' } as const;
  const write = { resource: 'reference.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/shipping-lines',
    access: read,
    summary: 'Shipping lines by name; keyword on name or code',
    tags,
    query: referenceListQuery,
    response: listShippingLinesResponse,
    handler: ({ query }) => shippingLines.listShippingLines(deps, query),
  });

  defineExportRoute(app, {
    url: '/shipping-lines/export',
    access: read,
    summary: 'The shipping line list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    fileName: (lang) => sheetName(lang, 'shippingLines'),
    columns: shippingLineColumns,
    rows: ({ query }) =>
      pagesOf((page) => shippingLines.listShippingLines(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/shipping-lines',
    access: write,
    summary: 'Add a shipping line (name unique)',
    tags,
    body: saveShippingLineRequest,
    response: shippingLineItem,
    handler: ({ body, auth, request }) =>
      shippingLines.createShippingLine(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/shipping-lines/:id',
    access: write,
    summary: 'Edit a shipping line',
    tags,
    params: idParams,
    body: saveShippingLineRequest,
    response: shippingLineItem,
    handler: ({ params, body, auth, request }) =>
      shippingLines.updateShippingLine(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/shipping-lines/:id',
    access: write,
    summary: 'Delete a shipping line no standard transit time uses',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await shippingLines.deleteShippingLine(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
