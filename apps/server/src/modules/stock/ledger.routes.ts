import {
  formatDateTime,
  label,
  ledgerOperations,
  type InventoryItem,
  type Language,
  type StockMoveItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { checkLedger } from './ledger.service';
import * as stock from './stock-moves.service';

const poLine = (row: { poNumber: string | null; poLineNo: number | null }) =>
  row.poNumber ? `${row.poNumber}/${row.poLineNo}` : '';

const inventoryColumns = (lang: Language, timeZone: string): ExportColumn<InventoryItem>[] => [
  {
    header: label(lang, 'stock:inventory.warehouse'),
    width: 14,
    value: (row) => row.warehouseCode,
  },
  {
    header: label(lang, 'stock:inventory.warehouseName'),
    width: 26,
    value: (row) => row.warehouseName,
  },
  {
    header: label(lang, 'stock:warehouses.type'),
    width: 16,
    value: (row) => label(lang, `stock:warehouseTypes.${row.warehouseType}`),
  },
  {
    header: label(lang, 'stock:inventory.productCode'),
    width: 18,
    value: (row) => row.productCode,
  },
  {
    header: label(lang, 'stock:inventory.productName'),
    width: 30,
    value: (row) => row.productName,
  },
  {
    header: label(lang, 'stock:inventory.supplier'),
    width: 20,
    value: (row) => row.supplierName ?? '',
  },
  { header: label(lang, 'stock:inventory.poLine'), width: 18, value: poLine },
  { header: label(lang, 'stock:inventory.qty'), width: 12, value: (row) => row.qty },
  {
    header: label(lang, 'stock:inventory.updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

const moveColumns = (lang: Language, timeZone: string): ExportColumn<StockMoveItem>[] => [
  {
    header: label(lang, 'stock:history.movedAt'),
    width: 18,
    value: (row) => formatDateTime(row.movedAt, timeZone),
  },
  {
    header: label(lang, 'stock:history.kind'),
    width: 14,
    value: (row) => label(lang, `stock:moveKinds.${row.kind}`),
  },
  { header: label(lang, 'stock:history.docNo'), width: 18, value: (row) => row.docNo },
  {
    header: label(lang, 'stock:inventory.warehouse'),
    width: 14,
    value: (row) => row.warehouseCode,
  },
  {
    header: label(lang, 'stock:inventory.productCode'),
    width: 18,
    value: (row) => row.productCode,
  },
  {
    header: label(lang, 'stock:inventory.productName'),
    width: 30,
    value: (row) => row.productName,
  },
  {
    header: label(lang, 'stock:inventory.supplier'),
    width: 20,
    value: (row) => row.supplierName ?? '',
  },
  { header: label(lang, 'stock:inventory.poLine'), width: 18, value: poLine },
  { header: label(lang, 'stock:inventory.qty'), width: 12, value: (row) => row.qty },
  { header: label(lang, 'stock:history.reason'), width: 30, value: (row) => row.reason },
  { header: label(lang, 'stock:history.user'), width: 14, value: (row) => row.username },
];

/** The stock ledger (issue 16): inventory, its moves, transfers, rework, the check. */
export function ledgerRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = ledgerOperations;
  serve(app, options, op.inventory, ({ query }) => stock.listInventory(deps, query));
  serve(app, options, op.inventoryTotals, ({ query }) => stock.inventoryTotals(deps, query));
  serveExport(app, op.exportInventory, {
    fileName: (lang) => label(lang, 'stock:inventory.sheet'),
    columns: inventoryColumns,
    rows: ({ query }) => pagesOf((page) => stock.listInventory(deps, { ...query, ...page })),
  });
  serve(app, options, op.moves, ({ query }) => stock.listStockMoves(deps, query));
  serveExport(app, op.exportMoves, {
    fileName: (lang) => label(lang, 'stock:history.sheet'),
    columns: moveColumns,
    rows: ({ query }) => pagesOf((page) => stock.listStockMoves(deps, { ...query, ...page })),
  });
  serve(app, options, op.transfer, ({ body, actor, request }) =>
    stock.transferStock(deps, actor, request.lang, body),
  );
  serve(app, options, op.sendToRework, ({ body, actor, request }) =>
    stock.sendToRework(deps, actor, request.lang, body),
  );
  serve(app, options, op.reworkBack, ({ body, actor, request }) =>
    stock.takeBackFromRework(deps, actor, request.lang, body),
  );
  serve(app, options, op.check, () => checkLedger(deps));
}
