import {
  formatDateTime,
  label,
  scrapOrderOperations,
  type Language,
  type ScrapOrderItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { EXCEL_NUMBER_FORMATS, type ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { scrapStatusName } from './scrap-order-rules';
import * as scrap from './scrap-order.service';

/** The Excel columns of the scrap order list, headed in the caller's language. */
const scrapOrderColumns = (lang: Language, timeZone: string): ExportColumn<ScrapOrderItem>[] => {
  const f = (key: ScrapField) => label(lang, `stock:scrap.fields.${key}`);
  const time = (value: string | null) => formatDateTime(value ?? '', timeZone);
  const qty = { numFmt: EXCEL_NUMBER_FORMATS.qty };
  return [
    { header: f('scrapNo'), width: 20, value: (row) => row.scrapNo },
    { header: f('warehouseCode'), width: 14, value: (row) => row.warehouseCode },
    { header: f('warehouseName'), width: 22, value: (row) => row.warehouseName },
    { header: f('status'), width: 12, value: (row) => scrapStatusName(lang, row.status) },
    { header: f('reason'), width: 30, value: (row) => row.reason },
    { header: f('lineCount'), width: 8, ...qty, value: (row) => row.lineCount },
    { header: f('totalQty'), width: 12, ...qty, value: (row) => row.totalQty },
    { header: f('createdBy'), width: 14, value: (row) => row.createdBy ?? '' },
    { header: f('createdAt'), width: 18, value: (row) => time(row.createdAt) },
    { header: f('approvedBy'), width: 14, value: (row) => row.approvedBy ?? '' },
    { header: f('approvedAt'), width: 18, value: (row) => time(row.approvedAt) },
    { header: f('doneAt'), width: 18, value: (row) => time(row.doneAt) },
    { header: f('docNo'), width: 20, value: (row) => row.docNo ?? '' },
    { header: f('rejectComment'), width: 30, value: (row) => row.rejectComment },
  ];
};
type ScrapField =
  | 'scrapNo'
  | 'warehouseCode'
  | 'warehouseName'
  | 'status'
  | 'reason'
  | 'lineCount'
  | 'totalQty'
  | 'createdBy'
  | 'createdAt'
  | 'approvedBy'
  | 'approvedAt'
  | 'doneAt'
  | 'docNo'
  | 'rejectComment';

/** Scrap orders (issue 16; /stock scrap, addScrap, editScrap, scrapDetails). */
export function scrapOrderRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = scrapOrderOperations;
  serve(app, options, op.list, ({ query }) => scrap.listScrapOrders(deps, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'stock:scrap.exportSheet'),
    columns: scrapOrderColumns,
    rows: ({ query }) => pagesOf((page) => scrap.listScrapOrders(deps, { ...query, ...page })),
  });
  serve(app, options, op.get, ({ params, request }) =>
    scrap.getScrapOrder(deps, request.lang, params.id),
  );
  serve(app, options, op.create, ({ body, actor, request }) =>
    scrap.createScrapOrder(deps, actor, request.lang, body),
  );
  serve(app, options, op.update, ({ params, body, actor, request }) =>
    scrap.updateScrapOrder(deps, actor, request.lang, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor, request }) => {
    await scrap.deleteScrapOrder(deps, actor, request.lang, params.id);
    return null;
  });
  serve(app, options, op.approve, ({ params, actor, request }) =>
    scrap.approveScrapOrder(deps, actor, request.lang, params.id),
  );
  serve(app, options, op.reject, ({ params, body, actor, request }) =>
    scrap.rejectScrapOrder(deps, actor, request.lang, params.id, body.comment),
  );
  serve(app, options, op.done, ({ params, actor, request }) =>
    scrap.finishScrapOrder(deps, actor, request.lang, params.id),
  );
  serve(app, options, op.cancel, ({ params, actor, request }) =>
    scrap.cancelScrapOrder(deps, actor, request.lang, params.id),
  );
}
