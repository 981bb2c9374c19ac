import { z } from 'zod';
import { BIND_ACTIONS, CODE_LEVELS, MAX_CODE_LENGTH, PARENT_LEVELS } from './serial-constants';

/**
 * Scan stations and binding (issue 18; spec §2 /scanCode, §5 "Binding", §8 "Product S/N has
 * been bound", "Duplicate serial number"): a station opens a parent code in a context, then
 * binds children to it one scan at a time. Every refusal is an error answer in the caller's
 * language; a refused scan changes nothing.
 */

const id = z.number().int().positive();

/** A scanned or typed code: surrounding blanks are trimmed, inner blanks refused by templates. */
export const scannedCode = z
  .string({ message: 'serials.codeRequired' })
  .trim()
  .min(1, { message: 'serials.codeRequired' })
  .max(MAX_CODE_LENGTH, { message: 'serials.codeTooLong' });

/**
 * What the codes scanned at a station belong to (spec: PO line / product / supplier /
 * container). A PO line brings its product and supplier; a product level code needs a product.
 */
export const scanContext = z.strictObject({
  supplierId: id.nullable().default(null),
  productId: id.nullable().default(null),
  poLineId: id.nullable().default(null),
  /** a planned container (tracking's container row) — for container codes */
  containerId: id.nullable().default(null),
});
export type ScanContext = z.infer<typeof scanContext>;
export type ScanContextInput = z.input<typeof scanContext>;

export const serialCodeItem = z.object({
  id: z.number().int(),
  code: z.string(),
  level: z.enum(CODE_LEVELS),
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierCode: z.string().nullable(),
  poLineId: z.number().int().nullable(),
  /** PO number and line no. of poLineId */
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  containerId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  parentCode: z.string().nullable(),
  /** a parent closed as full takes no more children */
  closed: z.boolean(),
  createdAt: z.string(),
  boundAt: z.string().nullable(),
});
export type SerialCodeItem = z.infer<typeof serialCodeItem>;

/** A parent at a station: the counter of scanned vs expected and its latest children. */
export const parentState = z.object({
  parent: serialCodeItem,
  /** children bound now */
  count: z.number().int(),
  /** what the station expects (set when opened; defaults to the packaging's maximum) */
  expected: z.number().int().nullable(),
  /** the packaging's maximum (pieces per carton, cartons per pallet, kit components) */
  max: z.number().int().nullable(),
  /** the newest children first, at most 500 */
  children: z.array(serialCodeItem),
  /** pack: per component product, what the kit needs and what is bound */
  components: z.array(
    z.object({
      productId: z.number().int(),
      productCode: z.string(),
      needed: z.number().int(),
      bound: z.number().int(),
    }),
  ),
});
export type ParentState = z.infer<typeof parentState>;

/** POST /api/serials/parents: scan (or type) a parent code; creates it when new. */
export const openParentRequest = z.strictObject({
  level: z.enum(PARENT_LEVELS, { message: 'serials.levelRequired' }),
  code: scannedCode,
  context: scanContext,
  /** the station's expected count; at most the packaging's maximum */
  expected: z.number().int().min(1).max(100_000).nullable().default(null),
});
export type OpenParentRequest = z.infer<typeof openParentRequest>;
export type OpenParentInput = z.input<typeof openParentRequest>;

/** POST /api/serials/parents/:id/children: scan one child into the parent. */
export const bindChildRequest = z.strictObject({
  level: z.enum(CODE_LEVELS, { message: 'serials.levelRequired' }),
  code: scannedCode,
  /** product level children without a product of their own take the parent's context */
  context: scanContext.optional(),
});
export type BindChildRequest = z.infer<typeof bindChildRequest>;
export type BindChildInput = z.input<typeof bindChildRequest>;

export const bindChildResponse = z.object({
  child: serialCodeItem,
  count: z.number().int(),
  expected: z.number().int().nullable(),
  /** the parent reached its expected count */
  full: z.boolean(),
});
export type BindChildResponse = z.infer<typeof bindChildResponse>;

const reason = z
  .string({ message: 'serials.reasonRequired' })
  .trim()
  .min(1, { message: 'serials.reasonRequired' })
  .max(300);

/** POST /api/serials/codes/:id/unbind */
export const unbindRequest = z.strictObject({ reason });
/** POST /api/serials/codes/:id/rebind: move a bound (or loose) code under another parent. */
export const rebindRequest = z.strictObject({ parentId: id, reason });

export const findCodeQuery = z.object({
  level: z.enum(CODE_LEVELS),
  code: scannedCode,
});

export const bindEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string().nullable(),
  action: z.enum(BIND_ACTIONS),
  codeId: z.number().int(),
  code: z.string(),
  fromParentCode: z.string().nullable(),
  toParentCode: z.string().nullable(),
  reason: z.string(),
});
export type BindEvent = z.infer<typeof bindEvent>;
export const codeHistoryResponse = z.array(bindEvent);

export const SCAN_CONTEXT_KINDS = ['poLine', 'product', 'container'] as const;
export type ScanContextKind = (typeof SCAN_CONTEXT_KINDS)[number];

/** GET /api/serials/contexts: what a station can scan for, scoped to the caller's suppliers. */
export const scanContextsQuery = z.object({
  kind: z.enum(SCAN_CONTEXT_KINDS),
  keyword: z.string().trim().max(100).optional(),
});

/** One choice of the station's context picker. */
export const scanContextOption = z.object({
  kind: z.enum(SCAN_CONTEXT_KINDS),
  poLineId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierCode: z.string().nullable(),
  supplierName: z.string().nullable(),
  containerId: z.number().int().nullable(),
  containerNo: z.string().nullable(),
  shipmentNo: z.string().nullable(),
  /** PO line quantity, or planned quantity of a container */
  qty: z.number().int().nullable(),
});
export type ScanContextOption = z.infer<typeof scanContextOption>;
export const scanContextsResponse = z.array(scanContextOption);
