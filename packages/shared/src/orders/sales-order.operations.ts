import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  createSalesOrderRequest,
  listSoLinesQuery,
  listSoLinesResponse,
  listSoRevisionsResponse,
  salesOrderDetail,
  soLineFilters,
  soLineTotalsResponse,
  updateSalesOrderRequest,
} from './so.contract';

const tags = ['sales orders'];
const read = { resource: 'orders.so.read' } as const;
const write = { resource: 'orders.so.write' } as const;

/** Sales orders — the demand side (/production/SOorder). Internal staff only: no scope. */
export const salesOrderOperations = {
  listLines: defineOperation({
    method: 'GET',
    path: '/so-lines',
    access: read,
    summary: 'SO lines, paged, filtered and sorted',
    tags,
    query: listSoLinesQuery,
    answer: listSoLinesResponse,
  }),
  lineTotals: defineOperation({
    method: 'GET',
    path: '/so-lines/totals',
    access: read,
    summary: 'Totals (qty, USD) of the SO lines matching the same filters',
    tags,
    query: soLineFilters.partial(),
    answer: soLineTotalsResponse,
  }),
  exportLines: defineOperation({
    method: 'GET',
    path: '/so-lines/export',
    access: read,
    summary: 'The SO report as Excel (same filters)',
    tags,
    query: listSoLinesQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/sales-orders',
    access: write,
    summary: 'Key an SO with its lines',
    tags,
    body: createSalesOrderRequest,
    answer: salesOrderDetail,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/sales-orders/:id',
    access: read,
    summary: 'An SO with its lines',
    tags,
    params: idParams,
    answer: salesOrderDetail,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/sales-orders/:id',
    access: write,
    summary: 'Edit an SO: header and lines (qty/RDD changes need reason and purpose)',
    tags,
    params: idParams,
    body: updateSalesOrderRequest,
    answer: salesOrderDetail,
  }),
  revisions: defineOperation({
    method: 'GET',
    path: '/sales-orders/:id/revisions',
    access: read,
    summary: 'Revision history of an SO and its lines',
    tags,
    params: idParams,
    answer: listSoRevisionsResponse,
  }),
};
