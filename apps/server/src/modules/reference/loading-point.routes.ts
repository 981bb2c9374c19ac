import {
  formatDateTime,
  loadingPointOperations,
  type LoadingPointItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { header, sheetName } from './export-headers';
import * as loadingPoints from './loading-point.service';

const loadingPointColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<LoadingPointItem>[] => [
  { header: header(lang, 'name'), width: 30, value: (row) => row.name },
  { header: header(lang, 'shortName'), width: 16, value: (row) => row.shortName },
  { header: header(lang, 'address'), width: 50, value: (row) => row.address },
  {
    header: header(lang, 'updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/** Loading points (spec §2 /information): the handlers of `loadingPointOperations`. */
export function loadingPointRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = loadingPointOperations;
  serve(app, options, op.list, ({ query }) => loadingPoints.listLoadingPoints(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => sheetName(lang, 'loadingPoints'),
    columns: loadingPointColumns,
    rows: ({ query }) =>
      pagesOf((page) => loadingPoints.listLoadingPoints(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    loadingPoints.createLoadingPoint(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    loadingPoints.updateLoadingPoint(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await loadingPoints.deleteLoadingPoint(deps, actor, params.id);
    return null;
  });
}
