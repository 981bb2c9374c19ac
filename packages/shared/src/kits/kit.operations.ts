import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  kitItem,
  listKitRevisionsResponse,
  listKitsQuery,
  listKitsResponse,
  saveKitRequest,
} from './kit.contract';

const tags = ['kits'];
const read = { resource: 'kits.read' } as const;
const write = { resource: 'kits.write' } as const;

/** Kits (spec §2 /production/kit): name, life cycle, component products with quantities. */
export const kitOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/kits',
    access: read,
    summary: 'Kits; keyword on code/name/description, life cycle, activeness, holding a product',
    tags,
    query: listKitsQuery,
    answer: listKitsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/kits/export',
    access: read,
    summary: 'The kit list as Excel, one row per component (same filters)',
    tags,
    query: listKitsQuery,
    answer: 'file',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/kits/:id',
    access: read,
    summary: 'One kit with its components and totals',
    tags,
    params: idParams,
    answer: kitItem,
  }),
  revisions: defineOperation({
    method: 'GET',
    path: '/kits/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    answer: listKitRevisionsResponse,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/kits',
    access: write,
    summary: 'Add a kit (code and name unique; components Active, each product once)',
    tags,
    body: saveKitRequest,
    answer: kitItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/kits/:id',
    access: write,
    summary: 'Edit a kit; its component lines are replaced by the ones sent',
    tags,
    params: idParams,
    body: saveKitRequest,
    answer: kitItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/kits/:id',
    access: write,
    summary: 'Delete a kit with its component lines',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
