import { z } from 'zod';

/**
 * The tracking record of a container (spec §3 "Shipment/container", issue 15), part of every
 * container answer (planning's containerItem). Actual weights and CBM in kg / m³ with three
 * decimals (stored as grams / litres); the planned ones are the container's load.
 */

const day = z.string().nullable();

/** One of Δ1–Δ5: the computed days and the reason code and note given for it. */
export const containerDeltaItem = z.object({
  no: z.number().int().min(1).max(5),
  /** computed from the container's dates (tracking/deltas.ts), null until both are known */
  days: z.number().int().nullable(),
  /** a delay reason (reference data); null: none given */
  reasonId: z.number().int().nullable(),
  reasonCode: z.string().nullable(),
  reasonNameEn: z.string().nullable(),
  reasonNameZh: z.string().nullable(),
  note: z.string(),
});
export type ContainerDeltaItem = z.infer<typeof containerDeltaItem>;

export const containerTrackingShape = {
  /** port of loading / discharge / transshipment, free text ('' none) */
  pol: z.string(),
  pod: z.string(),
  transshipmentPort: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  hblNo: z.string(),
  mblNo: z.string(),
  trackingNo: z.string(),
  blExpressDate: day,
  receivingDate: day,
  /** the first ETD / ETA ever given: Δ3 and Δ4 are measured from them */
  firstEtd: day,
  firstEta: day,
  actualGrossKg: z.number().nullable(),
  actualNetKg: z.number().nullable(),
  actualCbm: z.number().nullable(),
  /** standard transit days of the route (/information/standardTransitTime), null: none */
  standardTransitDays: z.number().int().nullable(),
  /** ATA − ATD, null until both are known */
  actualTransitDays: z.number().int().nullable(),
  /** Δ1–Δ5 in order */
  deltas: z.array(containerDeltaItem),
};
