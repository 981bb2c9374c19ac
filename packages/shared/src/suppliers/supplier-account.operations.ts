import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  createSupplierAccountRequest,
  listSupplierAccountsQuery,
  listSupplierAccountsResponse,
  resetSupplierAccountPasswordRequest,
  supplierAccountItem,
  updateSupplierAccountRequest,
} from './supplier-account.contract';

const tags = ['supplier accounts'];
const read = { resource: 'suppliers.account.read' } as const;
const write = { resource: 'suppliers.account.write' } as const;

/** spec §2 /factory/manufacturer: sign-in accounts of suppliers (7-Supplier, 11-Supplier QRC). */
export const supplierAccountOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/supplier-accounts',
    access: read,
    summary: 'Supplier accounts by user ID; keyword on user ID/nickname/email, supplier, group',
    tags,
    query: listSupplierAccountsQuery,
    answer: listSupplierAccountsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/supplier-accounts/export',
    access: read,
    summary: 'Supplier accounts as Excel (same filters)',
    tags,
    query: listSupplierAccountsQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/supplier-accounts',
    access: write,
    summary: 'Create a supplier sign-in account bound to exactly one supplier',
    tags,
    body: createSupplierAccountRequest,
    answer: supplierAccountItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/supplier-accounts/:id',
    access: write,
    summary: 'Edit nickname, email, supplier and enabled (disabling ends its sessions)',
    tags,
    params: idParams,
    body: updateSupplierAccountRequest,
    answer: supplierAccountItem,
  }),
  resetPassword: defineOperation({
    method: 'POST',
    path: '/supplier-accounts/:id/password',
    access: write,
    summary: "Reset an account's password (its sessions end)",
    tags,
    params: idParams,
    body: resetSupplierAccountPasswordRequest,
    answer: supplierAccountItem,
  }),
};
