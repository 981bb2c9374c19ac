import { defineOperation } from '../http/operation';
import {
  inventoryTotals,
  inventoryTotalsQuery,
  ledgerCheckResult,
  listInventoryQuery,
  listInventoryResponse,
  listStockMovesQuery,
  listStockMovesResponse,
  postedDocument,
  reworkBackRequest,
  sendToReworkRequest,
  transferRequest,
} from './ledger.contract';

const tags = ['stock'];
const read = { resource: 'stock.read' } as const;
const write = { resource: 'stock.write' } as const;

/**
 * The stock ledger (issue 16): inventory (/stock/inventory, allScrap, reworkProduct), the
 * history of moves (historyRecord, scrapRecord), transfers, rework out and back, the check.
 */
export const ledgerOperations = {
  inventory: defineOperation({
    method: 'GET',
    path: '/stock/inventory',
    access: read,
    summary: 'On hand per warehouse, product and PO line; filters, sort, paging',
    tags,
    query: listInventoryQuery,
    answer: listInventoryResponse,
  }),
  inventoryTotals: defineOperation({
    method: 'GET',
    path: '/stock/inventory/totals',
    access: read,
    summary: 'Rows and quantity on hand under the same filters',
    tags,
    query: inventoryTotalsQuery,
    answer: inventoryTotals,
  }),
  exportInventory: defineOperation({
    method: 'GET',
    path: '/stock/inventory/export',
    access: read,
    summary: 'The inventory list as Excel (same filters and sort)',
    tags,
    query: listInventoryQuery,
    answer: 'file',
  }),
  moves: defineOperation({
    method: 'GET',
    path: '/stock/moves',
    access: read,
    summary: 'The ledger: every move, newest first; day range, warehouse, product, kind, document',
    tags,
    query: listStockMovesQuery,
    answer: listStockMovesResponse,
  }),
  exportMoves: defineOperation({
    method: 'GET',
    path: '/stock/moves/export',
    access: read,
    summary: 'The ledger as Excel (same filters)',
    tags,
    query: listStockMovesQuery,
    answer: 'file',
  }),
  transfer: defineOperation({
    method: 'POST',
    path: '/stock/transfers',
    access: write,
    summary: 'Move stock from one warehouse to another (two moves per line, all or none)',
    tags,
    body: transferRequest,
    answer: postedDocument,
  }),
  sendToRework: defineOperation({
    method: 'POST',
    path: '/stock/rework',
    access: write,
    summary: 'Send goods to the rework area, with a reason',
    tags,
    body: sendToReworkRequest,
    answer: postedDocument,
  }),
  reworkBack: defineOperation({
    method: 'POST',
    path: '/stock/rework/back',
    access: write,
    summary: 'Take reworked goods back into a loading warehouse (passed) or scrap them',
    tags,
    body: reworkBackRequest,
    answer: postedDocument,
  }),
  check: defineOperation({
    method: 'GET',
    path: '/stock/ledger-check',
    access: read,
    summary: 'Prove every balance equals the sum of its moves (also run nightly)',
    tags,
    answer: ledgerCheckResult,
  }),
};
