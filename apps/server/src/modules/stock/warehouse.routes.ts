import {
  formatDateTime,
  label,
  warehouseOperations,
  type Language,
  type WarehouseItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as warehouses from './warehouse.service';

const warehouseColumns = (lang: Language, timeZone: string): ExportColumn<WarehouseItem>[] => [
  { header: label(lang, 'stock:warehouses.code'), width: 16, value: (row) => row.code },
  { header: label(lang, 'stock:warehouses.name'), width: 32, value: (row) => row.name },
  {
    header: label(lang, 'stock:warehouses.type'),
    width: 18,
    value: (row) => label(lang, `stock:warehouseTypes.${row.type}`),
  },
  {
    header: label(lang, 'stock:warehouses.loadingPoint'),
    width: 24,
    value: (row) => row.loadingPointName ?? '',
  },
  {
    header: label(lang, 'stock:warehouses.active'),
    width: 10,
    value: (row) => label(lang, `stock:warehouses.export.${row.active ? 'yes' : 'no'}`),
  },
  {
    header: label(lang, 'stock:warehouses.updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/** Warehouses (issue 16, /information/warehouse): the handlers of their operations. */
export function warehouseRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = warehouseOperations;
  serve(app, options, op.list, ({ query }) => warehouses.listWarehouses(deps, query));
  serve(app, options, op.options, () => warehouses.warehouseOptions(deps));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'stock:warehouses.export.sheet'),
    columns: warehouseColumns,
    rows: ({ query }) => pagesOf((page) => warehouses.listWarehouses(deps, { ...query, ...page })),
  });
  serve(app, options, op.create, ({ body, actor }) =>
    warehouses.createWarehouse(deps, actor, body),
  );
  serve(app, options, op.update, ({ params, body, actor }) =>
    warehouses.updateWarehouse(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await warehouses.deleteWarehouse(deps, actor, params.id);
    return null;
  });
}
