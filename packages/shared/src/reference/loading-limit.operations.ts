import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  listLoadingLimitsQuery,
  listLoadingLimitsResponse,
  loadingLimitItem,
  saveLoadingLimitRequest,
} from './reference.contract';

const tags = ['reference'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/**
 * Loading information (DOMAIN "Reference"): the max payload a destination country’s roads accept
 * per container type; planning marks a container over it as overloaded.
 */
export const loadingLimitOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/loading-limits',
    access: read,
    summary: 'Loading limits by country; filters country, container type, keyword on country/note',
    tags,
    query: listLoadingLimitsQuery,
    answer: listLoadingLimitsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/loading-limits/export',
    access: read,
    summary: 'The loading limit list as Excel (same filters)',
    tags,
    query: listLoadingLimitsQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/loading-limits',
    access: write,
    summary: 'Add a loading limit (one per country and container type); kg, up to 3 decimals',
    tags,
    body: saveLoadingLimitRequest,
    answer: loadingLimitItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/loading-limits/:id',
    access: write,
    summary: 'Edit a loading limit',
    tags,
    params: idParams,
    body: saveLoadingLimitRequest,
    answer: loadingLimitItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/loading-limits/:id',
    access: write,
    summary: 'Delete a loading limit',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
