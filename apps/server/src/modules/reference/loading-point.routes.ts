import {
  idParams,
  listLoadingPointsResponse,
  loadingPointItem,
  referenceListQuery,
  saveLoadingPointRequest,
  type LoadingPointItem,
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
import * as loadingPoints from './loading-point.service';

const loadingPointColumns = (lang: Language): ExportColumn<LoadingPointItem>[] => [
  { header: header(lang, 'name'), width: 30, value: (row) => row.name },
  { header: header(lang, 'shortName'), width: 16, value: (row) => row.shortName },
  { header: header(lang, 'address'), width: 50, value: (row) => row.address },
  { header: header(lang, 'updatedAt'), width: 24, value: (row) => row.updatedAt },
];

/** Loading points (spec §2 /information): where goods are stuffed into containers. */
export function loadingPointRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['reference'];
  const read = { resource: 'reference.read' } as const;
  const write = { resource: 'reference.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/loading-points',
    access: read,
    summary: 'Loading points by name; keyword on name, short name or address',
    tags,
    query: referenceListQuery,
    response: listLoadingPointsResponse,
    handler: ({ query }) => loadingPoints.listLoadingPoints(deps, query),
  });

  defineExportRoute(app, {
    url: '/loading-points/export',
    access: read,
    summary: 'The loading point list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    fileName: (lang) => sheetName(lang, 'loadingPoints'),
    columns: loadingPointColumns,
    rows: ({ query }) =>
      pagesOf((page) => loadingPoints.listLoadingPoints(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/loading-points',
    access: write,
    summary: 'Add a loading point (name and short name each unique)',
    tags,
    body: saveLoadingPointRequest,
    response: loadingPointItem,
    handler: ({ body, auth, request }) =>
      loadingPoints.createLoadingPoint(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/loading-points/:id',
    access: write,
    summary: 'Edit a loading point',
    tags,
    params: idParams,
    body: saveLoadingPointRequest,
    response: loadingPointItem,
    handler: ({ params, body, auth, request }) =>
      loadingPoints.updateLoadingPoint(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/loading-points/:id',
    access: write,
    summary: 'Delete a loading point',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await loadingPoints.deleteLoadingPoint(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
