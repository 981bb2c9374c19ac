import { z } from 'zod';
import { isoDay } from '../orders/po.contract';
import { containerItem } from '../planning/container.contract';
import { refuseRepeats } from '../http/repeats';
import { DELTA_NUMBERS } from './deltas';
import { STATUS_CHANGE_TARGETS } from './tracking-constants';

/**
 * Container tracking after release (issue 15; spec §2 /arrange/shippingPlan, §3
 * "Shipment/container"; DOMAIN statuses and deltas): the tracking record's edit and the
 * status change, one by one or in batch. Reads stay planning's container list and detail.
 *
 * The edit is a patch: a field left out stays as it is, `null` (or '' for texts) clears it.
 * Giving a milestone date moves the status forward (loading date → Loading, ATD → Shipped,
 * ATA → Arrived, receiving date → Received) under the same rules as the status change.
 */

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
const day = isoDay.nullable().optional();
/** kg or m³ with at most 3 decimals (stored as integer grams / litres); null clears */
const decimal3 = (max: number) =>
  z.number().min(0).max(max).multipleOf(0.001).nullable().optional();

/** The reason code and note of one delta; reasonId null clears it. */
export const deltaReasonInput = z.strictObject({
  no: z.union(DELTA_NUMBERS.map((n) => z.literal(n))),
  reasonId: id.nullable().optional(),
  note: text(300).optional(),
});
export type DeltaReasonInput = z.input<typeof deltaReasonInput>;

/** The fields of a container's tracking record that a user (or a tracking file) may set. */
export const trackingFields = z.strictObject({
  /** container or AWB no.: required from Shipped on */
  containerNo: text(40).nullable().optional(),
  shipmentNo: text(40).min(1, { message: 'planning.shipmentNoRequired' }).optional(),
  shippingLineId: id.nullable().optional(),
  etd: day,
  eta: day,
  atd: day,
  ata: day,
  loadingDate: day,
  receivingDate: day,
  blExpressDate: day,
  pol: text(100).optional(),
  pod: text(100).optional(),
  transshipmentPort: text(100).optional(),
  vessel: text(100).optional(),
  voyage: text(40).optional(),
  hblNo: text(60).optional(),
  mblNo: text(60).optional(),
  trackingNo: text(100).optional(),
  actualGrossKg: decimal3(1_000_000),
  actualNetKg: decimal3(1_000_000),
  actualCbm: decimal3(1_000),
  notes: text(500).optional(),
  deltas: z.array(deltaReasonInput).max(5).optional(),
});
export type TrackingFields = z.output<typeof trackingFields>;

const noRepeatedDeltas = (
  body: { deltas?: readonly { no: number }[] | undefined },
  ctx: z.RefinementCtx,
) =>
  refuseRepeats(ctx, body.deltas ?? [], { list: 'deltas', field: 'no' }, 'tracking.duplicateDelta');

/** PUT /api/containers/:id/tracking — with the container's version (optimistic lock). */
export const updateTrackingRequest = trackingFields
  .extend({ version: z.number().int().min(0) })
  .superRefine(noRepeatedDeltas);
export type UpdateTrackingRequest = z.input<typeof updateTrackingRequest>;
export type UpdateTrackingBody = z.output<typeof updateTrackingRequest>;

/**
 * One container's update in a batch (the tracking file import): the version is optional
 * there (a file made from a template carries it; without it the row applies to the
 * container as it is).
 */
export const trackingUpdateInput = trackingFields
  .extend({ containerId: id, version: z.number().int().min(0).optional() })
  .superRefine(noRepeatedDeltas);
export type TrackingUpdateInput = z.output<typeof trackingUpdateInput>;

export const updateTrackingResponse = z.object({
  container: containerItem,
  /** users sent a type-5 message */
  notifiedUsers: z.number().int(),
});
export type UpdateTrackingResult = z.infer<typeof updateTrackingResponse>;

/** At most this many containers in one status change. */
export const MAX_STATUS_BATCH = 500;

/**
 * POST /api/containers/status — every container moves or none does. `date` is the
 * milestone's date (loading date, ATD, ATA, receiving date; unused for Cancelled), default
 * today; not in the future.
 */
export const changeContainerStatusRequest = z.strictObject({
  ids: z
    .array(id)
    .min(1, { message: 'tracking.nothingChosen' })
    .max(MAX_STATUS_BATCH)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'tracking.duplicateContainer' }),
  status: z.enum(STATUS_CHANGE_TARGETS),
  date: isoDay.optional(),
});
export type ChangeContainerStatusRequest = z.input<typeof changeContainerStatusRequest>;
export type ChangeContainerStatusBody = z.output<typeof changeContainerStatusRequest>;

export const changeContainerStatusResponse = z.object({
  containers: z.array(containerItem),
  notifiedUsers: z.number().int(),
});
export type ChangeContainerStatusResult = z.infer<typeof changeContainerStatusResponse>;
