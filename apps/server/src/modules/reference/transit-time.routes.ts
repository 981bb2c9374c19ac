import {
  formatDateTime,
  transitTimeOperations,
  type TransitTimeItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { header, sheetName } from './export-headers';
import * as transitTimes from './transit-time.service';

const transitTimeColumns = (lang: Language, timeZone: string): ExportColumn<TransitTimeItem>[] => [
  { header: header(lang, 'pol'), width: 24, value: (row) => row.pol },
  { header: header(lang, 'pod'), width: 24, value: (row) => row.pod },
  { header: header(lang, 'shippingLine'), width: 18, value: (row) => row.shippingLineName },
  { header: header(lang, 'days'), width: 12, value: (row) => row.days },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  {
    header: header(lang, 'updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/**
 * Standard transit times (DOMAIN "Reference"): POL → POD [→ shipping line], in days; the
 * handlers of `transitTimeOperations`.
 */
export function transitTimeRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = transitTimeOperations;
  serve(app, options, op.list, ({ query }) => transitTimes.listTransitTimes(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => sheetName(lang, 'transitTimes'),
    columns: transitTimeColumns,
    rows: ({ query }) =>
      pagesOf((page) => transitTimes.listTransitTimes(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    transitTimes.createTransitTime(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    transitTimes.updateTransitTime(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await transitTimes.deleteTransitTime(deps, actor, params.id);
    return null;
  });
}
