import {
  formatDateTime,
  label,
  loadingOperations,
  type Language,
  type LoadingRecordItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as loading from './loading.service';

const recordColumns = (lang: Language, timeZone: string): ExportColumn<LoadingRecordItem>[] => [
  {
    header: label(lang, 'stock:loading.loadedAt'),
    width: 18,
    value: (row) => formatDateTime(row.loadedAt, timeZone),
  },
  { header: label(lang, 'stock:loading.docNo'), width: 18, value: (row) => row.docNo },
  {
    header: label(lang, 'stock:loading.shipmentNo'),
    width: 18,
    value: (row) => row.shipmentNo ?? '',
  },
  {
    header: label(lang, 'stock:loading.containerNo'),
    width: 16,
    value: (row) => row.containerNo ?? '',
  },
  { header: label(lang, 'stock:loading.sealNo'), width: 14, value: (row) => row.sealNo },
  {
    header: label(lang, 'stock:loading.loadingDate'),
    width: 12,
    value: (row) => row.loadingDate ?? '',
  },
  { header: label(lang, 'stock:loading.warehouse'), width: 14, value: (row) => row.warehouseCode },
  {
    header: label(lang, 'stock:loading.poLine'),
    width: 18,
    value: (row) => `${row.poNumber}/${row.poLineNo}`,
  },
  { header: label(lang, 'stock:loading.productCode'), width: 18, value: (row) => row.productCode },
  { header: label(lang, 'stock:loading.productName'), width: 28, value: (row) => row.productName },
  { header: label(lang, 'stock:loading.plannedQty'), width: 12, value: (row) => row.plannedQty },
  { header: label(lang, 'stock:loading.loadedQty'), width: 12, value: (row) => row.loadedQty },
  {
    header: label(lang, 'stock:loading.shortfallReason'),
    width: 30,
    value: (row) => row.shortfallReason,
  },
  { header: label(lang, 'stock:loading.user'), width: 14, value: (row) => row.username },
];

/** Container loading (issue 16): shipmentList, shipmentDetails, the load, shipmentRecord. */
export function loadingRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = loadingOperations;
  serve(app, options, op.containers, ({ query }) => loading.listLoadableContainers(deps, query));
  serve(app, options, op.container, ({ params }) => loading.containerLoading(deps, params.id));
  serve(app, options, op.load, ({ params, body, actor, auth, request }) =>
    loading.loadContainer(deps, { ...actor, scope: auth.scope }, request.lang, params.id, body),
  );
  serve(app, options, op.records, ({ query }) => loading.listLoadingRecords(deps, query));
  serveExport(app, op.exportRecords, {
    fileName: (lang) => label(lang, 'stock:loading.recordsSheet'),
    columns: recordColumns,
    rows: ({ query }) => pagesOf((page) => loading.listLoadingRecords(deps, { ...query, ...page })),
  });
}
