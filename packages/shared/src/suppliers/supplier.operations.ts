import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  listPaymentTermsRequest,
  listPaymentTermsResponse,
  listSupplierRevisionsRequest,
  listSupplierRevisionsResponse,
  listSuppliersRequest,
  listSuppliersResponse,
  saveSupplierRequest,
  supplierItem,
} from './supplier.contract';

const tags = ['suppliers'];
const read = { resource: 'suppliers.read' } as const;
const write = { resource: 'suppliers.write' } as const;

/**
 * The supplier database (spec §2 /factory: supplier, add/edit, details, records, paymentTerm).
 * A supplier user sees and edits only their own suppliers (`scope: 'supplier'`).
 */
export const supplierOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/suppliers',
    access: read,
    summary:
      'Suppliers you may see (supplier users: their own); keyword on code/names, status, stage, category, activeness, owner=1, sorting',
    tags,
    query: listSuppliersRequest,
    answer: listSuppliersResponse,
    scope: 'supplier',
  }),
  export: defineOperation({
    method: 'GET',
    path: '/suppliers/export',
    access: read,
    summary: 'The supplier list as Excel (same filters and scope)',
    tags,
    query: listSuppliersRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  paymentTerms: defineOperation({
    method: 'GET',
    path: '/suppliers/payment-terms',
    access: read,
    summary: 'Payment-term report: payment terms and incoterm of each supplier you may see',
    tags,
    query: listPaymentTermsRequest,
    answer: listPaymentTermsResponse,
    scope: 'supplier',
  }),
  paymentTermsExport: defineOperation({
    method: 'GET',
    path: '/suppliers/payment-terms/export',
    access: read,
    summary: 'The payment-term report as Excel (same filters and scope)',
    tags,
    query: listPaymentTermsRequest,
    answer: 'file',
    scope: 'supplier',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/suppliers/:id',
    access: read,
    summary: "One supplier's profile; another supplier's row is 404 for supplier users",
    tags,
    params: idParams,
    answer: supplierItem,
    scope: 'supplier',
  }),
  revisions: defineOperation({
    method: 'GET',
    path: '/suppliers/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    query: listSupplierRevisionsRequest,
    answer: listSupplierRevisionsResponse,
    scope: 'supplier',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/suppliers',
    access: write,
    summary: 'Add a supplier (stage: basic info); the same code or full name twice is refused',
    tags,
    body: saveSupplierRequest,
    answer: supplierItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/suppliers/:id',
    access: write,
    summary: "Edit a supplier's profile (not its stage)",
    tags,
    params: idParams,
    body: saveSupplierRequest,
    answer: supplierItem,
    scope: 'supplier',
  }),
};
