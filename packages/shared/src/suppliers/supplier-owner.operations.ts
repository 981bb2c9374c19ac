import { defineOperation } from '../http/operation';
import {
  listSupplierOwnersQuery,
  listSupplierOwnersResponse,
  ownerCandidatesQuery,
  ownerCandidatesResponse,
  saveSupplierOwnersRequest,
  supplierIdParams,
  supplierOwnersItem,
} from './supplier-owner.contract';

const tags = ['supplier owners'];
const read = { resource: 'suppliers.owner.read' } as const;
const write = { resource: 'suppliers.owner.write' } as const;

/** spec §2 /factory/owner: which internal users own which suppliers. */
export const supplierOwnerOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/supplier-owners',
    access: read,
    summary: 'Suppliers by code with their owners; keyword on code/name, ownerId = owned by',
    tags,
    query: listSupplierOwnersQuery,
    answer: listSupplierOwnersResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/supplier-owners/export',
    access: read,
    summary: 'Suppliers and their owners as Excel (same filters)',
    tags,
    query: listSupplierOwnersQuery,
    answer: 'file',
  }),
  candidates: defineOperation({
    method: 'GET',
    path: '/supplier-owners/candidates',
    access: read,
    summary: 'Enabled internal users who may own suppliers (keyword on user ID/nickname, 50 max)',
    tags,
    query: ownerCandidatesQuery,
    answer: ownerCandidatesResponse,
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/supplier-owners/:supplierId',
    access: write,
    summary: "Replace a supplier's owners (internal, enabled users)",
    tags,
    params: supplierIdParams,
    body: saveSupplierOwnersRequest,
    answer: supplierOwnersItem,
  }),
};
