import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';

/** An internal user who owns a supplier (DOMAIN: internal users' supplierList). */
export const supplierOwnerRef = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});
export type SupplierOwnerRef = z.infer<typeof supplierOwnerRef>;

/** spec §2 /factory/owner: one row per supplier with the users who own it. */
export const supplierOwnersItem = z.object({
  supplierId: z.number().int(),
  code: z.string(),
  name: z.string(),
  owners: z.array(supplierOwnerRef),
});
export type SupplierOwnersItem = z.infer<typeof supplierOwnersItem>;

export const listSupplierOwnersQuery = pageQuery.extend({
  /** supplier code or name contains */
  keyword: z.string().trim().max(50).optional(),
  /** only suppliers this user owns */
  ownerId: recordId.optional(),
});
export type ListSupplierOwnersQuery = z.infer<typeof listSupplierOwnersQuery>;
export const listSupplierOwnersResponse = pageOf(supplierOwnersItem);

/** Users who may own suppliers: enabled internal users (not the supplier groups). */
export const ownerCandidatesQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
});
export type OwnerCandidatesQuery = z.infer<typeof ownerCandidatesQuery>;
export const ownerCandidate = supplierOwnerRef.extend({ groupName: z.string() });
export type OwnerCandidate = z.infer<typeof ownerCandidate>;
export const ownerCandidatesResponse = z.array(ownerCandidate);

export const supplierIdParams = z.strictObject({
  supplierId: recordId,
});

/** Replaces the owners of one supplier (an empty list leaves it without owners). */
export const saveSupplierOwnersRequest = z.strictObject({
  ownerIds: z.array(z.number().int().positive()).max(50),
});
export type SaveSupplierOwnersRequest = z.infer<typeof saveSupplierOwnersRequest>;
