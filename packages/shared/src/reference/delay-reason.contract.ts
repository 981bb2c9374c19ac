import { z } from 'zod';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';

/**
 * Delay reason codes (issue 15): reference data a container's deltas Δ1–Δ5 name, with a
 * Chinese and an English name. An inactive code stays on the containers that name it but
 * is no longer offered for new choices.
 */

/** Upper-case letters, digits and underscores (`PORT_CONGESTION`): stable in exports and imports. */
export const DELAY_REASON_CODE = /^[A-Z][A-Z0-9_]*$/;
export const DELAY_REASON_CODE_MAX = 20;

export const delayReasonItem = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DelayReasonItem = z.infer<typeof delayReasonItem>;

const name = z.string().trim().min(1).max(100);

export const saveDelayReasonRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(DELAY_REASON_CODE_MAX)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(DELAY_REASON_CODE, { message: 'validation.delayReasonCode' })),
  nameEn: name,
  nameZh: name,
  active: z.boolean().default(true),
});
export type SaveDelayReasonRequest = z.infer<typeof saveDelayReasonRequest>;

export const setDelayReasonActiveRequest = z.strictObject({ active: z.boolean() });
export type SetDelayReasonActiveRequest = z.infer<typeof setDelayReasonActiveRequest>;

export const DELAY_REASON_SORT_FIELDS = [
  'code',
  'nameEn',
  'nameZh',
  'active',
  'updatedAt',
] as const;
export type DelayReasonSortField = (typeof DELAY_REASON_SORT_FIELDS)[number];

export const listDelayReasonsQuery = pageQuery.extend({
  /** In the code or either name. */
  keyword: z.string().trim().max(50).optional(),
  /** 1 only active codes, 0 only inactive ones; none: both. */
  active: flag01.optional(),
  sortBy: z.enum(DELAY_REASON_SORT_FIELDS).default('code'),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListDelayReasonsQuery = z.infer<typeof listDelayReasonsQuery>;
export const listDelayReasonsResponse = pageOf(delayReasonItem);

/** The active codes a reason select offers (a short list: no paging). */
export const delayReasonOptionsResponse = z.array(delayReasonItem);
