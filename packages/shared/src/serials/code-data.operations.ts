import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  codeChildrenQuery,
  codeChildrenResponse,
  codeDetails,
  complementRequest,
  complementResponse,
  listCodeDataQuery,
  listCodeDataResponse,
  traceContainersQuery,
  traceContainersResponse,
  traceQuery,
  traceResponse,
} from './code-data.contract';

const tags = ['serials'];
const read = { resource: 'serials.read' } as const;
const bind = { resource: 'serials.bind' } as const;

/**
 * Code data and traceability (issue 19; /datas): the code lists per level, one code's
 * details with its chain and children, tracing by code and the reverse question, and the
 * complement of a parent. Every answer keeps to the caller's supplier scope.
 */
export const codeDataOperations = {
  list: defineOperation({
    method: 'GET',
    // not /serials/codes: that is the stations' find (one code by level and code)
    path: '/serials/code-data',
    access: read,
    summary:
      'Codes of a level (or all levels): code prefix, product, supplier, PO, container, bound or loose, scan day range; sort, paging',
    tags,
    query: listCodeDataQuery,
    answer: listCodeDataResponse,
    scope: 'supplier',
  }),
  exportList: defineOperation({
    method: 'GET',
    path: '/serials/code-data/export',
    access: read,
    summary: 'The code list as Excel (same filters and sort)',
    tags,
    query: listCodeDataQuery,
    answer: 'file',
    scope: 'supplier',
  }),
  details: defineOperation({
    method: 'GET',
    path: '/serials/codes/:id',
    access: read,
    summary: 'One code: its chain up to the container, the codes below it per level, its shipment',
    tags,
    params: idParams,
    answer: codeDetails,
    scope: 'supplier',
  }),
  children: defineOperation({
    method: 'GET',
    path: '/serials/codes/:id/children',
    access: read,
    summary: "A code's direct children, paged (the traceability tree, expanded lazily)",
    tags,
    params: idParams,
    query: codeChildrenQuery,
    answer: codeChildrenResponse,
    scope: 'supplier',
  }),
  trace: defineOperation({
    method: 'GET',
    path: '/serials/trace',
    access: read,
    summary: 'Every code with this text (any level, or one): where tracing starts',
    tags,
    query: traceQuery,
    answer: traceResponse,
    scope: 'supplier',
  }),
  traceContainers: defineOperation({
    method: 'GET',
    path: '/serials/trace/containers',
    access: read,
    summary:
      'Which containers hold a product (of a supplier) scanned in a day range: one row per container code',
    tags,
    query: traceContainersQuery,
    answer: traceContainersResponse,
    scope: 'supplier',
  }),
  complement: defineOperation({
    method: 'POST',
    path: '/serials/codes/:id/complement',
    access: bind,
    summary:
      'Add codes missed at scanning to an existing parent, with a reason: every binding rule; all of them or none',
    tags,
    params: idParams,
    body: complementRequest,
    answer: complementResponse,
  }),
};
