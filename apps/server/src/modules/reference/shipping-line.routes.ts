import {
  formatDateTime,
  shippingLineOperations,
  type ShippingLineItem,
  type Language,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { header, sheetName } from './export-headers';
import * as shippingLines from './shipping-line.service';

const shippingLineColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<ShippingLineItem>[] => [
  { header: header(lang, 'name'), width: 30, value: (row) => row.name },
  { header: header(lang, 'code'), width: 12, value: (row) => row.code },
  { header: header(lang, 'note'), width: 40, value: (row) => row.note },
  {
    header: header(lang, 'updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/** Shipping lines (spec §2 /information): the handlers of `shippingLineOperations`. */
export function shippingLineRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = shippingLineOperations;
  serve(app, options, op.list, ({ query }) => shippingLines.listShippingLines(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => sheetName(lang, 'shippingLines'),
    columns: shippingLineColumns,
    rows: ({ query }) =>
      pagesOf((page) => shippingLines.listShippingLines(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    shippingLines.createShippingLine(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    shippingLines.updateShippingLine(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await shippingLines.deleteShippingLine(deps, actor, params.id);
    return null;
  });
}
