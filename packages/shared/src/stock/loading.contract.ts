import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { queryList } from '../http/query-list';
import { isoDay } from '../orders/po.contract';
import { MAX_DOCUMENT_LINES } from './stock-constants';

/**
 * Container loading from stock (issue 16; spec §2 /stock shipmentList, shipmentDetails,
 * shipmentRecord): the released containers a loading warehouse loads, one container's lines
 * with what is planned, loaded and on hand, the load itself, and the loading records.
 */

const id = z.number().int().positive();

/** The container statuses loading works on: released and not yet at sea. */
export const LOADABLE_CONTAINER_STATUSES = ['Unshipped', 'Loading'] as const;
export type LoadableContainerStatus = (typeof LOADABLE_CONTAINER_STATUSES)[number];

/** One container in shipmentList. */
export const loadableContainerItem = z.object({
  id: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  sealNo: z.string(),
  containerType: z.string(),
  status: z.enum(LOADABLE_CONTAINER_STATUSES),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  etd: z.string().nullable(),
  readyDate: z.string().nullable(),
  loadingDate: z.string().nullable(),
  lines: z.number().int(),
  plannedQty: z.number().int(),
  loadedQty: z.number().int(),
  /** when every line was loaded in full or closed short; null while loading goes on */
  loadingCompletedAt: z.string().nullable(),
});
export type LoadableContainerItem = z.infer<typeof loadableContainerItem>;

export const listLoadableContainersQuery = pageQuery.extend({
  loadingPointId: z.coerce.number().int().positive().optional(),
  /** a loading warehouse: the containers of its loading point */
  warehouseId: z.coerce.number().int().positive().optional(),
  statuses: queryList(z.enum(LOADABLE_CONTAINER_STATUSES)),
  /** ETD range, inclusive */
  etdFrom: isoDay.optional(),
  etdTo: isoDay.optional(),
  /** shipment or container no. (or their start) */
  search: z.string().trim().max(40).optional(),
  /** 1: only completed, 0: only still loading */
  completed: z.coerce.number().int().min(0).max(1).optional(),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListLoadableContainersQuery = z.infer<typeof listLoadableContainersQuery>;
export const listLoadableContainersResponse = pageOf(loadableContainerItem);

/** One planned line of a container as loading sees it. */
export const loadingLineItem = z.object({
  containerLineId: z.number().int(),
  poLineId: z.number().int(),
  poNumber: z.string(),
  poLineNo: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  plannedQty: z.number().int(),
  loadedQty: z.number().int(),
  /** what may still be loaded: 0 once loaded in full or closed short */
  remainingQty: z.number().int(),
  /** the reason the line was closed short, '' while open or loaded in full */
  shortfallReason: z.string(),
  /** on hand of this PO line per loading warehouse of the loading point */
  onHand: z.array(z.object({ warehouseId: z.number().int(), qty: z.number().int() })),
});
export type LoadingLineItem = z.infer<typeof loadingLineItem>;

/** GET /api/stock/loading/containers/:id — shipmentDetails. */
export const containerLoading = z.object({
  container: loadableContainerItem.extend({ version: z.number().int() }),
  /** the active loading warehouses of its loading point */
  warehouses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  lines: z.array(loadingLineItem),
});
export type ContainerLoading = z.infer<typeof containerLoading>;

/** One line of a load: how many go in now; less than remains needs a reason and closes it. */
export const loadLineInput = z.strictObject({
  containerLineId: id,
  qty: z.number().int().min(0).max(10_000_000),
  shortfallReason: z.string().trim().max(500).default(''),
});

/** POST /api/stock/loading/containers/:id/load — one stock document, every line or none. */
export const loadContainerRequest = z.strictObject({
  warehouseId: id,
  containerNo: z.string().trim().min(1, { message: 'validation.required' }).max(30),
  sealNo: z.string().trim().max(40).default(''),
  loadingDate: isoDay,
  /** the container's version as read (a load by someone else meanwhile is refused) */
  version: z.number().int().min(0),
  lines: z.array(loadLineInput).min(1).max(MAX_DOCUMENT_LINES),
});
export type LoadContainerRequest = z.input<typeof loadContainerRequest>;
export type LoadContainerBody = z.output<typeof loadContainerRequest>;

export const loadContainerResult = z.object({
  docNo: z.string(),
  status: z.enum(LOADABLE_CONTAINER_STATUSES),
  loadedQty: z.number().int(),
  completed: z.boolean(),
});
export type LoadContainerResult = z.infer<typeof loadContainerResult>;

/** One loading record (shipmentRecord): a line of one load. */
export const loadingRecordItem = z.object({
  id: z.number().int(),
  loadedAt: z.string(),
  docNo: z.string(),
  containerId: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  sealNo: z.string(),
  loadingDate: z.string().nullable(),
  warehouseCode: z.string(),
  poNumber: z.string(),
  poLineNo: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  plannedQty: z.number().int(),
  loadedQty: z.number().int(),
  shortfallReason: z.string(),
  username: z.string(),
});
export type LoadingRecordItem = z.infer<typeof loadingRecordItem>;

export const listLoadingRecordsQuery = pageQuery.extend({
  /** day range of the loading, inclusive */
  from: isoDay.optional(),
  to: isoDay.optional(),
  warehouseIds: queryList(z.coerce.number().int().positive()),
  containerId: z.coerce.number().int().positive().optional(),
  /** shipment or container no. (or their start) */
  search: z.string().trim().max(40).optional(),
  /** product ID or PO number (or their start) */
  product: z.string().trim().max(50).optional(),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListLoadingRecordsQuery = z.infer<typeof listLoadingRecordsQuery>;
export const listLoadingRecordsResponse = pageOf(loadingRecordItem);
