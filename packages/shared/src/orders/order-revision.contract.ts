import { z } from 'zod';
import { MODIFICATION_PURPOSES } from './order-constants';

const revisionValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One changed field of one save of an order, header or line (the PO's and the SO's revision
 * history): `entities` names the header and the line entity.
 */
export const orderRevision = <H extends string, L extends string>(entities: readonly [H, L]) =>
  z.object({
    at: z.string(),
    actor: z.string(),
    entity: z.enum(entities),
    entityId: z.number().int(),
    /** the line number for line revisions, null for the header */
    lineNo: z.number().int().nullable(),
    action: z.string(),
    field: z.string(),
    before: revisionValue,
    after: revisionValue,
    /** modification reason (or close/cancel reason) */
    reason: z.string(),
    purpose: z.enum(MODIFICATION_PURPOSES).nullable(),
  });
