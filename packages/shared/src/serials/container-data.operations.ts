import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  comparisonCodesQuery,
  comparisonCodesResponse,
  containerComparison,
  listContainerDataQuery,
  listContainerDataResponse,
} from './container-data.contract';

const tags = ['serials'];
const read = { resource: 'serials.read' } as const;

/** Container data comparison (issue 19; /datas/containerData): scanned against planned. */
export const containerDataOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/serials/container-data',
    access: read,
    summary:
      'Planned containers with what the plan put in them and what was scanned; keyword, supplier, differences only; paging',
    tags,
    query: listContainerDataQuery,
    answer: listContainerDataResponse,
    scope: 'supplier',
  }),
  comparison: defineOperation({
    method: 'GET',
    path: '/serials/container-data/:id',
    access: read,
    summary: 'One planned container: planned, scanned and the difference per PO line and product',
    tags,
    params: idParams,
    answer: containerComparison,
    scope: 'supplier',
  }),
  codes: defineOperation({
    method: 'GET',
    path: '/serials/container-data/:id/codes',
    access: read,
    summary: 'The product codes scanned into the container for one PO line and product, paged',
    tags,
    params: idParams,
    query: comparisonCodesQuery,
    answer: comparisonCodesResponse,
    scope: 'supplier',
  }),
  exportComparison: defineOperation({
    method: 'GET',
    path: '/serials/container-data/:id/export',
    access: read,
    summary: 'The comparison of one container as Excel',
    tags,
    params: idParams,
    answer: 'file',
    scope: 'supplier',
  }),
};
