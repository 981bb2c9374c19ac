import { z } from 'zod';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { isoDay } from '../orders/po.contract';
import { scannedCode, serialCodeItem } from './binding.contract';
import { CODE_LEVELS, MAX_CODE_LENGTH } from './serial-constants';

/**
 * Code data and traceability (issue 19; spec §2 /datas: productData, giftBoxData,
 * cartonBoxData, palletData, dataList, datasDetails, complement, traceability; DOMAIN.md
 * "Serial numbers and traceability"). Every answer keeps to the caller's supplier scope: a
 * supplier user reaches its own suppliers' codes only, and codes above them (a container
 * holding its cartons) as far as the chain of its own code.
 */

const id = z.coerce.number().int().positive();

/** A code as the data screens list it: the station's item plus names, counts, its container. */
export const codeDataItem = serialCodeItem.extend({
  productName: z.string().nullable(),
  supplierName: z.string().nullable(),
  /** children bound now (parents), 0 for codes that hold nothing */
  childCount: z.number().int(),
  /** the container code above it (up_container_id), when there is one */
  containerCodeId: z.number().int().nullable(),
  containerCode: z.string().nullable(),
});
export type CodeDataItem = z.infer<typeof codeDataItem>;

export const CODE_DATA_SORT_FIELDS = ['createdAt', 'code', 'boundAt', 'childCount'] as const;
export type CodeDataSortField = (typeof CODE_DATA_SORT_FIELDS)[number];

export const BOUND_STATES = ['bound', 'unbound'] as const;
export type BoundState = (typeof BOUND_STATES)[number];

/** The filters of every code list (and of its export and export task). */
export const codeDataFilter = z.object({
  /** the level screens fix it; dataList may leave it open (every level) */
  level: z.enum(CODE_LEVELS).optional(),
  /** the code or its start (prefix match) */
  code: z.string().trim().max(MAX_CODE_LENGTH).optional(),
  productId: id.optional(),
  supplierId: id.optional(),
  /** the PO number of the code's PO line, or its start */
  poNumber: z.string().trim().max(40).optional(),
  /** the container code (container number) the code lies in */
  containerNo: z.string().trim().max(20).optional(),
  /** bound: in a parent; unbound: loose */
  bound: z.enum(BOUND_STATES).optional(),
  /** the day the code was scanned, inclusive range (YYYY-MM-DD, company time zone) */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type CodeDataFilter = z.infer<typeof codeDataFilter>;

/** GET /api/serials/code-data — server-paged; newest first unless sorted. */
export const listCodeDataQuery = pageQuery.extend({
  ...codeDataFilter.shape,
  sortBy: z.enum(CODE_DATA_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderParam.default('desc'),
});
export type ListCodeDataQuery = z.infer<typeof listCodeDataQuery>;
export const listCodeDataResponse = pageOf(codeDataItem);

/** How many codes of each level lie below a code (at any depth). */
export const levelCount = z.object({ level: z.enum(CODE_LEVELS), count: z.number().int() });
export type LevelCount = z.infer<typeof levelCount>;

/** The planned container and shipment a container code was scanned for (tracking's row). */
export const codeShipment = z.object({
  containerId: z.number().int(),
  containerNo: z.string().nullable(),
  shipmentNo: z.string().nullable(),
  containerType: z.string().nullable(),
  status: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  atd: z.string().nullable(),
  ata: z.string().nullable(),
});
export type CodeShipment = z.infer<typeof codeShipment>;

/**
 * GET /api/serials/codes/:id (datasDetails, traceability): one code, its chain up to the
 * container (nearest parent first), what lies below it per level, its shipment.
 */
export const codeDetails = z.object({
  code: codeDataItem,
  chain: z.array(codeDataItem),
  below: z.array(levelCount),
  shipment: codeShipment.nullable(),
});
export type CodeDetails = z.infer<typeof codeDetails>;

/** GET /api/serials/codes/:id/children — the direct children, paged (the lazy tree). */
export const codeChildrenQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export const codeChildrenResponse = pageOf(codeDataItem);

/** GET /api/serials/trace?code= — every code with this text (any level, or one level). */
export const traceQuery = z.object({
  code: scannedCode,
  level: z.enum(CODE_LEVELS).optional(),
});
export const traceResponse = z.array(codeDataItem);

/**
 * GET /api/serials/trace/containers — the reverse question: which containers hold a
 * product (of a supplier), scanned in a day range. One row per container code.
 */
export const traceContainersQuery = pageQuery.extend({
  productId: id.optional(),
  supplierId: id.optional(),
  /** the day the product codes were scanned, inclusive */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export const traceContainerItem = z.object({
  containerCodeId: z.number().int(),
  containerCode: z.string(),
  containerId: z.number().int().nullable(),
  shipmentNo: z.string().nullable(),
  status: z.string().nullable(),
  etd: z.string().nullable(),
  atd: z.string().nullable(),
  /** product codes of the product (and supplier) in it */
  products: z.number().int(),
  firstScannedAt: z.string(),
  lastScannedAt: z.string(),
});
export type TraceContainerItem = z.infer<typeof traceContainerItem>;
export const traceContainersResponse = pageOf(traceContainerItem);

/** At most this many codes in one complement. */
export const MAX_COMPLEMENT_CODES = 500;

/**
 * POST /api/serials/codes/:id/complement (complement): codes missed at scanning added to an
 * existing parent, with the binding rules and a reason; all of them or none.
 */
export const complementRequest = z.strictObject({
  level: z.enum(CODE_LEVELS, { message: 'serials.levelRequired' }),
  codes: z
    .array(scannedCode)
    .min(1, { message: 'serials.codeRequired' })
    .max(MAX_COMPLEMENT_CODES, { message: 'serials.complementTooMany' }),
  reason: z
    .string({ message: 'serials.reasonRequired' })
    .trim()
    .min(1, { message: 'serials.reasonRequired' })
    .max(300),
});
export type ComplementRequest = z.infer<typeof complementRequest>;
/** One refused code of a complement: its place in the list and why. */
export const complementRefusal = z.object({
  index: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export const complementResponse = z.object({
  /** the codes bound (empty when any was refused: nothing is written then) */
  bound: z.array(serialCodeItem),
  refused: z.array(complementRefusal),
  count: z.number().int(),
});
export type ComplementResponse = z.infer<typeof complementResponse>;
