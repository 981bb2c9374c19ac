import {
  DESTINATION_NAMES,
  idParams,
  listLoadingLimitsQuery,
  listLoadingLimitsResponse,
  loadingLimitItem,
  saveLoadingLimitRequest,
  type LoadingLimitItem,
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
import * as loadingLimits from './loading-limit.service';

const loadingLimitColumns = (lang: Language): ExportColumn<LoadingLimitItem>[] => [
  { header: header(lang, 'countryCode'), width: 14, value: (row) => row.country },
  {
    header: header(lang, 'country'),
    width: 20,
    value: (row) => DESTINATION_NAMES[row.country][lang],
  },
  { header: header(lang, 'containerType'), width: 14, value: (row) => row.containerType },
  { header: header(lang, 'maxPayloadKg'), width: 18, value: (row) => row.maxPayloadKg },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  { header: header(lang, 'updatedAt'), width: 24, value: (row) => row.updatedAt },
];

/**
 * Loading information (DOMAIN "Reference"): the max payload a destination country's roads
 * accept per container type; planning marks a container over it as overloaded.
 */
export function loadingLimitRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['reference'];
  const read = { resource: 'reference.read' } as const;
  const write = { resource: 'reference.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/loading-limits',
    access: read,
    summary: 'Loading limits by country; filters country, container type, keyword on country/note',
    tags,
    query: listLoadingLimitsQuery,
    response: listLoadingLimitsResponse,
    handler: ({ query }) => loadingLimits.listLoadingLimits(deps, query),
  });

  defineExportRoute(app, {
    url: '/loading-limits/export',
    access: read,
    summary: 'The loading limit list as Excel (same filters)',
    tags,
    query: listLoadingLimitsQuery,
    fileName: (lang) => sheetName(lang, 'loadingLimits'),
    columns: loadingLimitColumns,
    rows: ({ query }) =>
      pagesOf((page) => loadingLimits.listLoadingLimits(deps, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/loading-limits',
    access: write,
    summary: 'Add a loading limit (one per country and container type); kg, up to 3 decimals',
    tags,
    body: saveLoadingLimitRequest,
    response: loadingLimitItem,
    handler: ({ body, auth, request }) =>
      loadingLimits.createLoadingLimit(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/loading-limits/:id',
    access: write,
    summary: 'Edit a loading limit',
    tags,
    params: idParams,
    body: saveLoadingLimitRequest,
    response: loadingLimitItem,
    handler: ({ params, body, auth, request }) =>
      loadingLimits.updateLoadingLimit(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/loading-limits/:id',
    access: write,
    summary: 'Delete a loading limit',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await loadingLimits.deleteLoadingLimit(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
