import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  bindChildRequest,
  bindChildResponse,
  codeHistoryResponse,
  findCodeQuery,
  openParentRequest,
  parentState,
  rebindRequest,
  scanContextsQuery,
  scanContextsResponse,
  serialCodeItem,
  unbindRequest,
} from './binding.contract';

const tags = ['serials'];
const read = { resource: 'serials.read' } as const;
const bind = { resource: 'serials.bind' } as const;
const containerBind = { resource: 'serials.container.bind' } as const;

/**
 * Scan stations (issue 18): suppliers (7, 11 QRC) bind their own products' codes; the
 * loading warehouse (12) binds pallets and cartons into containers, through the container
 * operations only.
 */
export const bindingOperations = {
  contexts: defineOperation({
    method: 'GET',
    path: '/serials/contexts',
    access: read,
    summary:
      "A station's context choices: PO lines, products with their supplier, planned containers (at most 50)",
    tags,
    query: scanContextsQuery,
    answer: scanContextsResponse,
  }),
  openParent: defineOperation({
    method: 'POST',
    path: '/serials/parents',
    access: bind,
    summary:
      'Scan a parent code (product, pack, gift box, carton, pallet) at a station; created when new',
    tags,
    body: openParentRequest,
    answer: parentState,
  }),
  parent: defineOperation({
    method: 'GET',
    path: '/serials/parents/:id',
    access: read,
    summary: 'A parent with its counter and its newest children',
    tags,
    params: idParams,
    answer: parentState,
  }),
  bindChild: defineOperation({
    method: 'POST',
    path: '/serials/parents/:id/children',
    access: bind,
    summary: 'Scan one child into a parent (template, count, duplicate and already-bound checks)',
    tags,
    params: idParams,
    body: bindChildRequest,
    answer: bindChildResponse,
  }),
  openContainer: defineOperation({
    method: 'POST',
    path: '/serials/containers',
    access: containerBind,
    summary: 'Scan a container number (ISO 6346) at the container station',
    tags,
    body: openParentRequest,
    answer: parentState,
  }),
  bindToContainer: defineOperation({
    method: 'POST',
    path: '/serials/containers/:id/children',
    access: containerBind,
    summary: 'Scan a pallet or carton into a container',
    tags,
    params: idParams,
    body: bindChildRequest,
    answer: bindChildResponse,
  }),
  close: defineOperation({
    method: 'POST',
    path: '/serials/parents/:id/close',
    access: bind,
    summary: 'Close a parent: it takes no more children',
    tags,
    params: idParams,
    answer: parentState,
  }),
  reopen: defineOperation({
    method: 'POST',
    path: '/serials/parents/:id/reopen',
    access: bind,
    summary: 'Reopen a closed parent',
    tags,
    params: idParams,
    answer: parentState,
  }),
  find: defineOperation({
    method: 'GET',
    path: '/serials/codes',
    access: read,
    summary: 'One code by level and code',
    tags,
    query: findCodeQuery,
    answer: serialCodeItem,
  }),
  unbind: defineOperation({
    method: 'POST',
    path: '/serials/codes/:id/unbind',
    access: bind,
    summary: 'Take a code out of its parent, with a reason (kept in its history)',
    tags,
    params: idParams,
    body: unbindRequest,
    answer: serialCodeItem,
  }),
  rebind: defineOperation({
    method: 'POST',
    path: '/serials/codes/:id/rebind',
    access: bind,
    summary: 'Move a code under another parent, with a reason (kept in its history)',
    tags,
    params: idParams,
    body: rebindRequest,
    answer: serialCodeItem,
  }),
  history: defineOperation({
    method: 'GET',
    path: '/serials/codes/:id/history',
    access: read,
    summary: "A code's binding history: binds, unbinds and re-binds with their reasons",
    tags,
    params: idParams,
    answer: codeHistoryResponse,
  }),
  label: defineOperation({
    method: 'GET',
    path: '/serials/parents/:id/label',
    access: read,
    summary:
      "A parent's label as PDF: its code as Code 128 and QR, its contents, an SSCC on pallets",
    tags,
    params: idParams,
    answer: 'file',
  }),
} as const;
