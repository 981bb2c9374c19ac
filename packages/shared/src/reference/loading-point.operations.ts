import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  referenceListQuery,
  listLoadingPointsResponse,
  loadingPointItem,
  saveLoadingPointRequest,
} from './reference.contract';

const tags = ['reference'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/** Loading points (spec §2 /information): where goods are stuffed into containers. */
export const loadingPointOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/loading-points',
    access: read,
    summary: 'Loading points by name; keyword on name, short name or address',
    tags,
    query: referenceListQuery,
    answer: listLoadingPointsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/loading-points/export',
    access: read,
    summary: 'The loading point list as Excel (same filters)',
    tags,
    query: referenceListQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/loading-points',
    access: write,
    summary: 'Add a loading point (name and short name each unique)',
    tags,
    body: saveLoadingPointRequest,
    answer: loadingPointItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/loading-points/:id',
    access: write,
    summary: 'Edit a loading point',
    tags,
    params: idParams,
    body: saveLoadingPointRequest,
    answer: loadingPointItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/loading-points/:id',
    access: write,
    summary: 'Delete a loading point',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
