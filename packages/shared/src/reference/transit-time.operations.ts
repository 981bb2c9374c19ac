import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  referenceListQuery,
  listTransitTimesResponse,
  transitTimeItem,
  saveTransitTimeRequest,
} from './reference.contract';

const tags = ['reference'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/**
 * Standard transit times (DOMAIN "Reference"): POL → POD [→ shipping line], in days. Ready date +
 * transit time against the PO RDD drives the "CANNOT meet PO RDD" warning.
 */
export const transitTimeOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/transit-times',
    access: read,
    summary: 'Standard transit times by POL, POD; keyword on POL or POD',
    tags,
    query: referenceListQuery,
    answer: listTransitTimesResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/transit-times/export',
    access: read,
    summary: 'The standard transit time list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/transit-times',
    access: write,
    summary: 'Add a standard transit time (one per POL, POD and shipping line)',
    tags,
    body: saveTransitTimeRequest,
    answer: transitTimeItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/transit-times/:id',
    access: write,
    summary: 'Edit a standard transit time',
    tags,
    params: idParams,
    body: saveTransitTimeRequest,
    answer: transitTimeItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/transit-times/:id',
    access: write,
    summary: 'Delete a standard transit time',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
