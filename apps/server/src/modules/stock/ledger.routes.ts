import { label, ledgerOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { inventoryColumns, moveColumns } from './ledger-export';
import { checkLedger } from './ledger.service';
import * as stock from './stock-moves.service';

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
