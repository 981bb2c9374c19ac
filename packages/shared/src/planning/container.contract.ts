import { z } from 'zod';
import { queryList } from '../http/query-list';
import { recordId } from '../http/record-id';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';
import {
  CONFIRM_READY_DATES,
  CONTAINER_SORT_FIELDS,
  CONTAINER_STATUSES,
  OVERLOAD_REASONS,
} from './planning-constants';
import { containerTrackingShape } from '../tracking/container-tracking';

/**
 * Containers as planned and released (spec §2 /arrange/shippingPlan, §3 "Shipment/container";
 * DOMAIN "Shipment planning and ready dates"). CBM in m³ and weights in kg, three decimals
 * (stored as integer litres and grams).
 */

const day = z.string().nullable();
const confirmReadyDate = z.union(CONFIRM_READY_DATES.map((v) => z.literal(v)));

/** Which PO line a planning row is, of which supplier and product (with their names). */
export const poLineRefShape = {
  poLineId: z.number().int(),
  poId: z.number().int(),
  poNumber: z.string(),
  lineNo: z.number().int(),
  supplierId: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
};

/** One PO line's quantity in a container. */
export const containerLineItem = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  ...poLineRefShape,
  rdd: z.string(),
  qty: z.number().int(),
  /** whole packages of the line's package now (lineLoad), unrounded */
  cbm: z.number(),
  grossKg: z.number(),
  /** one package of the line's product now, as the open lines answer it (plannableLineItem) */
  packageCbm: z.number(),
  packageGrossKg: z.number(),
  piecesPerPackage: z.number().int(),
  readyDate: day,
  originalReadyDate: day,
  confirmReadyDate,
});
export type ContainerLineItem = z.infer<typeof containerLineItem>;

/** A container with its load against its type's usable CBM and the destination's payload. */
export const containerItem = z.object({
  id: z.number().int(),
  /** a Draft container's number in its planner's draft (#1, #2…, draftNumbers); else null */
  draftNo: z.number().int().nullable(),
  shipmentNo: z.string().nullable(),
  /** container or AWB no. */
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  status: z.enum(CONTAINER_STATUSES),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  createdByUserId: z.number().int(),
  /** null when that user has since been deleted */
  createdByName: z.string().nullable(),
  shippingLineId: z.number().int().nullable(),
  shippingLineName: z.string().nullable(),
  etd: day,
  eta: day,
  atd: day,
  ata: day,
  readyDate: day,
  originalReadyDate: day,
  loadingDate: day,
  promisedDeliveryDate: day,
  notes: z.string(),
  /** the tracking record (issue 15): ports, vessel, BL, actuals, transit times, Δ1–Δ5 */
  ...containerTrackingShape,
  version: z.number().int(),
  /** supplier codes of its lines, sorted */
  suppliers: z.array(z.string()),
  lineCount: z.number().int(),
  qty: z.number().int(),
  cbm: z.number(),
  grossKg: z.number(),
  usableCbm: z.number(),
  /** loading information for the destination and type, else the type's own maximum */
  maxPayloadKg: z.number(),
  /** CBM / usable CBM, in percent with one decimal */
  utilizationPct: z.number(),
  overloaded: z.boolean(),
  overloadReasons: z.array(z.enum(OVERLOAD_REASONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContainerItem = z.infer<typeof containerItem>;

/** GET /api/containers/:id */
export const containerDetail = containerItem.extend({ lines: z.array(containerLineItem) });
export type ContainerDetail = z.infer<typeof containerDetail>;

/** GET /api/containers — the shipping plan's container list. */
export const listContainersQuery = pageQuery.extend({
  status: queryList(z.enum(CONTAINER_STATUSES)),
  /** prefix of the shipment no. */
  shipmentNo: z.string().trim().max(40).optional(),
  /** prefix of the container or AWB no. */
  containerNo: z.string().trim().max(40).optional(),
  loadingPointId: recordId.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  /** containers holding at least one line of this supplier */
  supplierId: recordId.optional(),
  /**
   * 1: only containers that arrived after their first ETA (ATA > first ETA, the ETA when
   * none was kept) — the home dashboard's "arrived later than first ETA"; 0 or none: all
   */
  arrivedLate: flag01.optional(),
  sortBy: z.enum(CONTAINER_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListContainersQuery = z.infer<typeof listContainersQuery>;
export type ListContainersRequest = z.input<typeof listContainersQuery>;
export const listContainersResponse = pageOf(containerItem);

/** One row of a container's change history (GET /api/containers/:id/changes). */
export const containerChangeItem = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string(),
});
export type ContainerChangeItem = z.infer<typeof containerChangeItem>;
export const listContainerChangesResponse = z.array(containerChangeItem);
