import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';

export const resourceItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** the key a route declares, e.g. `admin.user.write` */
  key: z.string(),
  name: z.string(),
  /** the routes it opens, `METHOD /api/path` separated by newlines */
  url: z.string(),
  description: z.string(),
  /** 1 when the server checks it: cannot be deleted or re-keyed */
  builtin: z.number().int(),
  createdAt: z.string(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const listResourcesRequest = pageQuery.extend({
  categoryId: recordId.optional(),
  nameKeyword: z.string().trim().max(50).optional(),
  urlKeyword: z.string().trim().max(100).optional(),
});
export type ListResourcesRequest = z.infer<typeof listResourcesRequest>;
export const listResourcesResponse = pageOf(resourceItem);
export const listAllResourcesResponse = z.array(resourceItem);

export const saveResourceRequest = z.strictObject({
  categoryId: z.number().int().positive(),
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, { message: 'validation.resourceKey' }),
  name: z.string().trim().min(1).max(100),
  url: z.string().trim().max(1000).default(''),
  description: z.string().trim().max(500).default(''),
});
export type SaveResourceRequest = z.infer<typeof saveResourceRequest>;

export const resourceCategoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  resourceCount: z.number().int(),
  createdAt: z.string(),
});
export type ResourceCategoryItem = z.infer<typeof resourceCategoryItem>;
export const listResourceCategoriesResponse = z.array(resourceCategoryItem);

export const saveResourceCategoryRequest = z.strictObject({
  name: z.string().trim().min(1).max(50),
  sort: z.number().int().min(0).max(100000).default(0),
});
export type SaveResourceCategoryRequest = z.infer<typeof saveResourceCategoryRequest>;
