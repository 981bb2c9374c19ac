import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';
import { isoDay } from '../orders/po.contract';
import { CONTAINER_STATUSES } from '../planning/planning-constants';

/**
 * spec §2 /reportForms/containerChangeHistory: every container's change-history rows (the
 * type-5 message opens it), newest first. Supplier users see the rows about their own lines, and the container's own rows for containers holding one of their lines.
 */

const text = (max: number) => z.string().trim().max(max);

export const containerChangeFilters = z.object({
  /** prefixes */
  shipmentNo: text(40).optional(),
  containerNo: text(40).optional(),
  /** exact field name (see CONTAINER_CHANGE_FIELDS) */
  field: text(40).optional(),
  /** part of the actor's user ID */
  actor: text(50).optional(),
  /** days of the change (the user's day boundaries are UTC days here) */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** containers holding lines of this supplier */
  supplierId: recordId.optional(),
});
export type ContainerChangeFilters = z.infer<typeof containerChangeFilters>;

/** GET /api/container-changes */
export const listContainerChangeHistoryQuery = pageQuery.extend(containerChangeFilters.shape);
export type ListContainerChangeHistoryQuery = z.infer<typeof listContainerChangeHistoryQuery>;
export type ListContainerChangeHistoryRequest = z.input<typeof listContainerChangeHistoryQuery>;

export const containerChangeHistoryItem = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  containerStatus: z.enum(CONTAINER_STATUSES),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** for a line's ready-date rows: "PO / line", then the rejection reason if any */
  reason: z.string(),
});
export type ContainerChangeHistoryItem = z.infer<typeof containerChangeHistoryItem>;
export const listContainerChangeHistoryResponse = pageOf(containerChangeHistoryItem);
