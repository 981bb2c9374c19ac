import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  avlRequestItem,
  createAvlRequest,
  decideAvlRequest,
  listAvlRequestsRequest,
  listAvlRequestsResponse,
} from './avl.contract';

const tags = ['due diligence'];
const request = { resource: 'suppliers.avl.request' } as const;
const approve = { resource: 'suppliers.avl.approve' } as const;
const read = { resource: 'suppliers.read' } as const;

/** avlApproval (issue 17): supplier status change requests and their decisions. */
export const avlOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/avl-requests',
    access: read,
    summary: 'Supplier status change requests, pending first; keyword on supplier code or name',
    tags,
    query: listAvlRequestsRequest,
    answer: listAvlRequestsResponse,
    scope: 'supplier',
  }),
  export: defineOperation({
    method: 'GET',
    path: '/avl-requests/export',
    access: read,
    summary: 'The status change requests as Excel (same filters)',
    tags,
    query: listAvlRequestsRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/avl-requests',
    access: request,
    summary:
      "Ask to change a supplier's status (one pending request per supplier; its owners, or administrators)",
    tags,
    body: createAvlRequest,
    answer: avlRequestItem,
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/avl-requests/:id/approve',
    access: approve,
    summary: "Approve a pending request: the supplier's status changes; both sides get a message",
    tags,
    params: idParams,
    body: decideAvlRequest,
    answer: avlRequestItem,
  }),
  reject: defineOperation({
    method: 'POST',
    path: '/avl-requests/:id/reject',
    access: approve,
    summary: 'Reject a pending request with a comment; the requester gets a message',
    tags,
    params: idParams,
    body: decideAvlRequest,
    answer: avlRequestItem,
  }),
} as const;
