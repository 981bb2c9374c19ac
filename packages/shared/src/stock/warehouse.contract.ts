import { z } from 'zod';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { WAREHOUSE_TYPES } from './stock-constants';

/**
 * Warehouses (issue 16, /information/warehouse): reference data — a loading warehouse per
 * loading point, a scrap warehouse, a rework area. An inactive warehouse keeps its stock
 * and ledger but takes no new moves.
 */

export const WAREHOUSE_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

export const warehouseItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(WAREHOUSE_TYPES),
  loadingPointId: z.number().int().nullable(),
  loadingPointName: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WarehouseItem = z.infer<typeof warehouseItem>;

export const saveWarehouseRequest = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(WAREHOUSE_CODE, { message: 'validation.warehouseCode' })),
    name: z.string().trim().min(1).max(100),
    type: z.enum(WAREHOUSE_TYPES),
    /** required for a loading warehouse, none for the others */
    loadingPointId: z.number().int().positive().nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'loading' && body.loadingPointId == null)
      ctx.addIssue({
        code: 'custom',
        path: ['loadingPointId'],
        message: 'validation.warehouseLoadingPoint',
      });
    if (body.type !== 'loading' && body.loadingPointId != null)
      ctx.addIssue({
        code: 'custom',
        path: ['loadingPointId'],
        message: 'validation.warehouseNoLoadingPoint',
      });
  });
export type SaveWarehouseRequest = z.input<typeof saveWarehouseRequest>;
export type SaveWarehouseBody = z.output<typeof saveWarehouseRequest>;

export const WAREHOUSE_SORT_FIELDS = ['code', 'name', 'type', 'active', 'updatedAt'] as const;
export type WarehouseSortField = (typeof WAREHOUSE_SORT_FIELDS)[number];

export const listWarehousesQuery = pageQuery.extend({
  /** in the code or the name */
  keyword: z.string().trim().max(50).optional(),
  type: z.enum(WAREHOUSE_TYPES).optional(),
  active: flag01.optional(),
  sortBy: z.enum(WAREHOUSE_SORT_FIELDS).default('code'),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListWarehousesQuery = z.infer<typeof listWarehousesQuery>;
export const listWarehousesResponse = pageOf(warehouseItem);

/** Every warehouse, active first (a short list: pickers and filters). */
export const warehouseOptionsResponse = z.array(warehouseItem);
