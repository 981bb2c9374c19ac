import {
  idParams,
  listTransitTimesResponse,
  referenceListQuery,
  saveTransitTimeRequest,
  transitTimeItem,
  type TransitTimeItem,
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
import * as transitTimes from './transit-time.service';

const transitTimeColumns = (lang: Language): ExportColumn<TransitTimeItem>[] => [
  { header: header(lang, 'pol'), width: 24, value: (row) => row.pol },
  { header: header(lang, 'pod'), width: 24, value: (row) => row.pod },
  { header: header(lang, 'shippingLine'), width: 18, value: (row) => row.shippingLineName },
  { header: header(lang, 'days'), width: 12, value: (row) => row.days },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  { header: header(lang, 'updatedAt'), width: 24, value: (row) => row.updatedAt },
];

/**
 * Standard transit times (DOMAIN "Reference"): POL → POD [→ shipping line], in days. Ready
 * date + transit time against the PO RDD drives the "CANNOT meet PO RDD" warning.
 */
export function transitTimeRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['reference'];
  const read = { resource: 'reference.read' } as const;
  const write = { resource: 'reference.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/transit-times',
    access: read,
    summary: 'Standard transit times by POL, POD; keyword on POL or POD',
    tags,
    query: referenceListQuery,
    response: listTransitTimesResponse,
    handler: ({ query }) => transitTimes.listTransitTimes(deps, query),
  });

  defineExportRoute(app, {
    url: '/transit-times/export',
    access: read,
    summary: 'The standard transit time list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    fileName: (lang) => sheetName(lang, 'transitTimes'),
    columns: transitTimeColumns,
    rows: ({ query }) =>
      pagesOf((page) => transitTimes.listTransitTimes(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/transit-times',
    access: write,
    summary: 'Add a standard transit time (one per POL, POD and shipping line)',
    tags,
    body: saveTransitTimeRequest,
    response: transitTimeItem,
    handler: ({ body, auth, request }) =>
      transitTimes.createTransitTime(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/transit-times/:id',
    access: write,
    summary: 'Edit a standard transit time',
    tags,
    params: idParams,
    body: saveTransitTimeRequest,
    response: transitTimeItem,
    handler: ({ params, body, auth, request }) =>
      transitTimes.updateTransitTime(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/transit-times/:id',
    access: write,
    summary: 'Delete a standard transit time',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await transitTimes.deleteTransitTime(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
