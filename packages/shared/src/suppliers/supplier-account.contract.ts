import { z } from 'zod';
import { recordId } from '../http/record-id';
import { flag01, pageOf, pageQuery } from '../http/envelope';
import { newPasswordField, supplierRef, usernameField } from '../admin/session.contract';

/** The two groups whose users are supplier accounts (spec §2 /factory/manufacturer). */
export const SUPPLIER_ACCOUNT_GROUPS = ['7-Supplier', '11-Supplier QRC'] as const;
export type SupplierAccountGroup = (typeof SUPPLIER_ACCOUNT_GROUPS)[number];

const nickname = z.string().trim().min(1).max(50);
const email = z.union([z.literal(''), z.email().max(100)]);

export const supplierAccountItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  group: z.enum(SUPPLIER_ACCOUNT_GROUPS),
  /** the supplier(s) the account is bound to; accounts made here have exactly one */
  suppliers: z.array(supplierRef),
  /** 1 enabled, 0 disabled */
  status: z.number().int(),
  locked: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierAccountItem = z.infer<typeof supplierAccountItem>;

export const listSupplierAccountsQuery = pageQuery.extend({
  /** user ID, nickname or email contains */
  keyword: z.string().trim().max(50).optional(),
  supplierId: recordId.optional(),
  group: z.enum(SUPPLIER_ACCOUNT_GROUPS).optional(),
  status: flag01.optional(),
});
export type ListSupplierAccountsQuery = z.infer<typeof listSupplierAccountsQuery>;
export const listSupplierAccountsResponse = pageOf(supplierAccountItem);

export const createSupplierAccountRequest = z.strictObject({
  username: usernameField,
  password: newPasswordField,
  nickname,
  email: email.default(''),
  group: z.enum(SUPPLIER_ACCOUNT_GROUPS),
  supplierId: z.number().int().positive(),
  status: flag01.default(1),
});
export type CreateSupplierAccountRequest = z.infer<typeof createSupplierAccountRequest>;

/** Disabling (status 0) ends the account's sessions at once. */
export const updateSupplierAccountRequest = z.strictObject({
  nickname,
  email,
  supplierId: z.number().int().positive(),
  status: flag01,
});
export type UpdateSupplierAccountRequest = z.infer<typeof updateSupplierAccountRequest>;

/** A new password ends the account's sessions. */
export const resetSupplierAccountPasswordRequest = z.strictObject({ password: newPasswordField });
export type ResetSupplierAccountPasswordRequest = z.infer<
  typeof resetSupplierAccountPasswordRequest
>;
