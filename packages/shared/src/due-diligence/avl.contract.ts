import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { SUPPLIER_STATUSES } from '../suppliers/supplier.contract';
import { AVL_REQUEST_STATUSES } from './dd-constants';

/**
 * avlApproval (issue 17; spec §2 /factory avlApproval): a request to change a supplier's
 * status (e.g. Pending-Potential → AVL, or → Disqualify Vendor), raised by one of its
 * owners, approved or rejected by the approving group. The status changes only on approval.
 */

export const avlRequestItem = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  fromStatus: z.enum(SUPPLIER_STATUSES),
  toStatus: z.enum(SUPPLIER_STATUSES),
  reason: z.string(),
  status: z.enum(AVL_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string(),
});
export type AvlRequestItem = z.infer<typeof avlRequestItem>;

export const listAvlRequestsRequest = z.object({
  ...pageQuery.shape,
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(AVL_REQUEST_STATUSES).optional(),
  toStatus: z.enum(SUPPLIER_STATUSES).optional(),
});
export const listAvlRequestsResponse = pageOf(avlRequestItem);

export const createAvlRequest = z.strictObject({
  supplierId: z.number().int().positive(),
  toStatus: z.enum(SUPPLIER_STATUSES),
  reason: z.string().trim().min(1, { message: 'dd.reasonRequired' }).max(500),
});
export type CreateAvlRequest = z.infer<typeof createAvlRequest>;

export const decideAvlRequest = z.strictObject({
  comment: z.string().trim().max(500).default(''),
});
