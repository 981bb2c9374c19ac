import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  leadTimeItem,
  listLeadTimesQuery,
  listLeadTimesResponse,
  listProductLeadTimesQuery,
  listProductLeadTimesResponse,
  saveLeadTimeRequest,
} from './lead-time.contract';

const tags = ['lead times'];
const read = { resource: 'leadTimes.read' } as const;
const write = { resource: 'leadTimes.write' } as const;

/**
 * Production lead times (spec §2 /information/leadTime) and the product-centric Product
 * L/T report (/production/itemLT).
 */
export const leadTimeOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/lead-times',
    access: read,
    summary: 'Production lead times; keyword on product or supplier, product, supplier',
    tags,
    query: listLeadTimesQuery,
    answer: listLeadTimesResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/lead-times/export',
    access: read,
    summary: 'The production lead times as Excel (same filters)',
    tags,
    query: listLeadTimesQuery,
    answer: 'file',
  }),
  byProduct: defineOperation({
    method: 'GET',
    path: '/lead-times/by-product',
    access: read,
    summary: 'Product L/T: each product with standard, safety and supplier lead times',
    tags,
    query: listProductLeadTimesQuery,
    answer: listProductLeadTimesResponse,
  }),
  byProductExport: defineOperation({
    method: 'GET',
    path: '/lead-times/by-product/export',
    access: read,
    summary: 'The Product L/T report as Excel (same filters)',
    tags,
    query: listProductLeadTimesQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/lead-times',
    access: write,
    summary: 'Add a production lead time (one per product and supplier)',
    tags,
    body: saveLeadTimeRequest,
    answer: leadTimeItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/lead-times/:id',
    access: write,
    summary: 'Edit a production lead time',
    tags,
    params: idParams,
    body: saveLeadTimeRequest,
    answer: leadTimeItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/lead-times/:id',
    access: write,
    summary: 'Delete a production lead time',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
