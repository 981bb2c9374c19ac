import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  referenceListQuery,
  listShippingLinesResponse,
  shippingLineItem,
  saveShippingLineRequest,
} from './reference.contract';

const tags = ['reference'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/** Shipping lines (spec §2 /information): the carriers standard transit times name. */
export const shippingLineOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/shipping-lines',
    access: read,
    summary: 'Shipping lines by name; keyword on name or code',
    tags,
    query: referenceListQuery,
    answer: listShippingLinesResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/shipping-lines/export',
    access: read,
    summary: 'The shipping line list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/shipping-lines',
    access: write,
    summary: 'Add a shipping line (name unique)',
    tags,
    body: saveShippingLineRequest,
    answer: shippingLineItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/shipping-lines/:id',
    access: write,
    summary: 'Edit a shipping line',
    tags,
    params: idParams,
    body: saveShippingLineRequest,
    answer: shippingLineItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/shipping-lines/:id',
    access: write,
    summary: 'Delete a shipping line no standard transit time uses',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
