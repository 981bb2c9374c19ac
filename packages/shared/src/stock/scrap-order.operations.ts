import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listScrapOrdersQuery,
  listScrapOrdersResponse,
  rejectScrapOrderRequest,
  saveScrapOrderRequest,
  scrapOrderDetails,
} from './scrap-order.contract';

const tags = ['stock'];
const read = { resource: 'stock.read' } as const;
const write = { resource: 'stock.write' } as const;
const approve = { resource: 'stock.scrap.approve' } as const;

/**
 * Scrap orders (issue 16): the warehouse drafts, cancels and finishes them (stock.write);
 * an approver (stock.scrap.approve: SCM, OPM) approves or rejects a Draft.
 */
export const scrapOrderOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/scrap-orders',
    access: read,
    summary: 'Scrap orders; number, status, warehouse and day filters, sort',
    tags,
    query: listScrapOrdersQuery,
    answer: listScrapOrdersResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/scrap-orders/export',
    access: read,
    summary: 'The scrap order list as Excel (same filters and sort)',
    tags,
    query: listScrapOrdersQuery,
    answer: 'file',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/scrap-orders/:id',
    access: read,
    summary: 'One scrap order with its lines and history',
    tags,
    params: idParams,
    answer: scrapOrderDetails,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/scrap-orders',
    access: write,
    summary: 'Create a scrap order (Draft)',
    tags,
    body: saveScrapOrderRequest,
    answer: scrapOrderDetails,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/scrap-orders/:id',
    access: write,
    summary: 'Edit a Draft scrap order',
    tags,
    params: idParams,
    body: saveScrapOrderRequest,
    answer: scrapOrderDetails,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/scrap-orders/:id',
    access: write,
    summary: 'Delete a Draft scrap order',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/scrap-orders/:id/approve',
    access: approve,
    summary: 'Approve a Draft scrap order (its lines must be on hand)',
    tags,
    params: idParams,
    answer: scrapOrderDetails,
  }),
  reject: defineOperation({
    method: 'POST',
    path: '/scrap-orders/:id/reject',
    access: approve,
    summary: 'Reject a Draft scrap order, with a comment',
    tags,
    params: idParams,
    body: rejectScrapOrderRequest,
    answer: scrapOrderDetails,
  }),
  done: defineOperation({
    method: 'POST',
    path: '/scrap-orders/:id/done',
    access: write,
    summary: 'Scrap an Approved order: its goods move into the scrap warehouse',
    tags,
    params: idParams,
    answer: scrapOrderDetails,
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/scrap-orders/:id/cancel',
    access: write,
    summary: 'Cancel a Draft or Approved scrap order',
    tags,
    params: idParams,
    answer: scrapOrderDetails,
  }),
};
