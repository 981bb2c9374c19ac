import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';
import { productSummary } from '../kits/kit.contract';
import { ACTIVENESS, PRODUCT_CATEGORIES } from '../products/product.contract';

/**
 * Production lead times (spec §2 /information/leadTime, /production/itemLT; DOMAIN
 * "production lead time (per product/supplier)").
 */

export const MAX_LEAD_TIME_DAYS = 365;

export const supplierSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type SupplierSummary = z.infer<typeof supplierSummary>;

export const leadTimeItem = z.object({
  id: z.number().int(),
  product: productSummary,
  supplier: supplierSummary,
  leadTimeDays: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadTimeItem = z.infer<typeof leadTimeItem>;

export const saveLeadTimeRequest = z.strictObject({
  /** The product's numeric id. */
  product: z.number().int().positive(),
  /** The supplier's numeric id. */
  supplier: z.number().int().positive(),
  leadTimeDays: z.number().int().min(1).max(MAX_LEAD_TIME_DAYS),
  note: z.string().trim().max(300).default(''),
});
export type SaveLeadTimeRequest = z.input<typeof saveLeadTimeRequest>;
export type SaveLeadTimeBody = z.output<typeof saveLeadTimeRequest>;

export const listLeadTimesQuery = pageQuery.extend({
  /** Product ID, item number or short name contains. */
  keyword: z.string().trim().max(50).optional(),
  product: recordId.optional(),
  supplier: recordId.optional(),
});
export type ListLeadTimesQuery = z.infer<typeof listLeadTimesQuery>;
export const listLeadTimesResponse = pageOf(leadTimeItem);

/** /production/itemLT: one product with its standard, safety and supplier lead times. */
export const productLeadTimeItem = z.object({
  product: productSummary.extend({ category: z.enum(PRODUCT_CATEGORIES) }),
  standardLeadTimeDays: z.number().int(),
  safetyLeadTimeDays: z.number().int(),
  /** Over the suppliers' production lead times; null when none is recorded. */
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  suppliers: z.array(z.object({ supplier: supplierSummary, leadTimeDays: z.number().int() })),
});
export type ProductLeadTimeItem = z.infer<typeof productLeadTimeItem>;

export const listProductLeadTimesQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  activeness: z.enum(ACTIVENESS).optional(),
  /** Products with a production lead time from this supplier. */
  supplier: recordId.optional(),
});
export type ListProductLeadTimesQuery = z.infer<typeof listProductLeadTimesQuery>;
export const listProductLeadTimesResponse = pageOf(productLeadTimeItem);
