import { defineOperation } from '../http/operation';
import {
  listPackagingQuery,
  listPackagingResponse,
  packagingItem,
  packagingParams,
  savePackagingRequest,
} from './packaging.contract';

const tags = ['packaging'];
const read = { resource: 'packaging.read' } as const;
const write = { resource: 'packaging.write' } as const;

/** Packaging information (spec §2 /production/packList): one record per product. */
export const packagingOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/packaging',
    access: read,
    summary: 'Every product with its packaging; keyword, category, with or without packaging',
    tags,
    query: listPackagingQuery,
    answer: listPackagingResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/packaging/export',
    access: read,
    summary: 'The packaging information as Excel (same filters)',
    tags,
    query: listPackagingQuery,
    answer: 'file',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/packaging/:product',
    access: read,
    summary: 'One product with its packaging (null when not entered)',
    tags,
    params: packagingParams,
    answer: packagingItem,
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/packaging/:product',
    access: write,
    summary: 'Set a product’s packaging (added the first time); CBM is computed, never sent',
    tags,
    params: packagingParams,
    body: savePackagingRequest,
    answer: packagingItem,
  }),
};
