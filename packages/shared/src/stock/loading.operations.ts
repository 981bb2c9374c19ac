import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  containerLoading,
  listLoadableContainersQuery,
  listLoadableContainersResponse,
  listLoadingRecordsQuery,
  listLoadingRecordsResponse,
  loadContainerRequest,
  loadContainerResult,
} from './loading.contract';

const tags = ['stock'];
const read = { resource: 'stock.read' } as const;
const write = { resource: 'stock.write' } as const;

/** Container loading (issue 16): shipmentList, shipmentDetails, shipmentRecord. */
export const loadingOperations = {
  containers: defineOperation({
    method: 'GET',
    path: '/stock/loading/containers',
    access: read,
    summary: 'Released containers due at a loading point with a loading warehouse',
    tags,
    query: listLoadableContainersQuery,
    answer: listLoadableContainersResponse,
  }),
  container: defineOperation({
    method: 'GET',
    path: '/stock/loading/containers/:id',
    access: read,
    summary: 'One container for loading: planned, loaded and on hand per line',
    tags,
    params: idParams,
    answer: containerLoading,
  }),
  load: defineOperation({
    method: 'POST',
    path: '/stock/loading/containers/:id/load',
    access: write,
    summary: 'Load lines from stock: one loading document, the container to Loading',
    tags,
    params: idParams,
    body: loadContainerRequest,
    answer: loadContainerResult,
  }),
  records: defineOperation({
    method: 'GET',
    path: '/stock/loading/records',
    access: read,
    summary: 'The loading records, newest first; day range, warehouse, container, product',
    tags,
    query: listLoadingRecordsQuery,
    answer: listLoadingRecordsResponse,
  }),
  exportRecords: defineOperation({
    method: 'GET',
    path: '/stock/loading/records/export',
    access: read,
    summary: 'The loading records as Excel (same filters)',
    tags,
    query: listLoadingRecordsQuery,
    answer: 'file',
  }),
};
