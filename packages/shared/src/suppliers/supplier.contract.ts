import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { supplierRef } from '../admin/session.contract';

export const supplierItem = supplierRef.extend({ createdAt: z.string() });
export type SupplierItem = z.infer<typeof supplierItem>;

export const listSuppliersRequest = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
});
export type ListSuppliersRequest = z.infer<typeof listSuppliersRequest>;
export const listSuppliersResponse = pageOf(supplierItem);
