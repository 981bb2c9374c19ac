import { z } from 'zod';
import { recordId } from './record-id';

/** spec §7: every answer is `{code, message, data}`; success is code 200. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 200;

/** spec §9: dialog page sizes 10, 15, 20, 50, 100; default 10. */
export const PAGE_SIZES = [10, 15, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * The one sort vocabulary of every list (issue 13): `sortOrder=asc|desc` on the server, in
 * the web's URLs and calls. antd's own `ascend`/`descend` stay inside the table component
 * (features/common/sorting.ts translates); the API refuses them with a 400.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortOrderParam = z.enum(SORT_ORDERS);

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A numeric path id (`/admin/delete/{id}`). */
export const idParams = z.strictObject({ id: recordId });
export type IdParams = z.infer<typeof idParams>;

/** Query flags sent as 0/1 (spec: hidden 0 or non-zero; status switches). */
export const flag01 = z.coerce.number().int().min(0).max(1);

export const emptyObject = z.strictObject({});
