import { z } from 'zod';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';
import { CONFIRM_READY_DATES, CONTAINER_STATUSES } from './planning-constants';

/**
 * The PO report's drill-down (issue 5 "drill-down from a line to its containers"): the
 * containers one PO line is planned or shipped in, one row per container line. CBM in m³.
 */

const day = z.string().nullable();

/** One container holding part of the PO line, with that part's quantity and ready date. */
export const poLineContainerItem = z.object({
  containerLineId: z.number().int(),
  containerId: z.number().int(),
  /** a Draft container's number in its planner's draft (containerItem.draftNo); else null */
  draftNo: z.number().int().nullable(),
  /** container or AWB no. */
  containerNo: z.string().nullable(),
  shipmentNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  status: z.enum(CONTAINER_STATUSES),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  etd: day,
  /** the PO line's quantity in this container */
  qty: z.number().int(),
  cbm: z.number(),
  /** the supplier's ready date for this container line */
  readyDate: day,
  confirmReadyDate: z.union(CONFIRM_READY_DATES.map((v) => z.literal(v))),
});
export type PoLineContainerItem = z.infer<typeof poLineContainerItem>;

/** GET /api/po-lines/:id/containers — by ETD (none last), then oldest container first. */
export const listPoLineContainersResponse = z.array(poLineContainerItem);
export type ListPoLineContainersResponse = z.infer<typeof listPoLineContainersResponse>;
