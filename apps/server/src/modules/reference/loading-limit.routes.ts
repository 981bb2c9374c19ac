import {
  DESTINATION_NAMES,
  formatDateTime,
  loadingLimitOperations,
  type LoadingLimitItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { header, sheetName } from './export-headers';
import * as loadingLimits from './loading-limit.service';

const loadingLimitColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<LoadingLimitItem>[] => [
  { header: header(lang, 'countryCode'), width: 14, value: (row) => row.country },
  {
    header: header(lang, 'country'),
    width: 20,
    value: (row) => DESTINATION_NAMES[row.country][lang],
  },
  { header: header(lang, 'containerType'), width: 14, value: (row) => row.containerType },
  {
    header: header(lang, 'maxPayloadKg'),
    width: 18,
    value: (row) => row.maxPayloadKg,
    numFmt: NUM.kg,
  },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  {
    header: header(lang, 'updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/**
 * Loading information (DOMAIN "Reference"): the max payload a destination country's roads
 * accept per container type; the handlers of `loadingLimitOperations`.
 */
export function loadingLimitRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = loadingLimitOperations;
  serve(app, options, op.list, ({ query }) => loadingLimits.listLoadingLimits(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => sheetName(lang, 'loadingLimits'),
    columns: loadingLimitColumns,
    rows: ({ query }) =>
      pagesOf((page) => loadingLimits.listLoadingLimits(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    loadingLimits.createLoadingLimit(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    loadingLimits.updateLoadingLimit(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await loadingLimits.deleteLoadingLimit(deps, actor, params.id);
    return null;
  });
}
