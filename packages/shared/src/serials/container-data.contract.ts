import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { codeDataItem } from './code-data.contract';

/**
 * Container data comparison (issue 19; spec §2 /datas/containerData): per planned
 * container, what was scanned into it against what the plan put there, by PO line and
 * product. Scoped: a supplier user sees the containers that carry its lines, and only its
 * own lines in them.
 */

const id = z.coerce.number().int().positive();

/** GET /api/serials/container-data — planned containers with their scanned totals. */
export const listContainerDataQuery = pageQuery.extend({
  /** container number or shipment no. (or their start) */
  keyword: z.string().trim().max(40).optional(),
  supplierId: id.optional(),
  /** only containers whose scan differs from the plan */
  differentOnly: z.coerce.number().int().min(0).max(1).default(0),
});
export const containerDataItem = z.object({
  /** the planned container (tracking's row) */
  containerId: z.number().int(),
  containerNo: z.string().nullable(),
  shipmentNo: z.string().nullable(),
  containerType: z.string().nullable(),
  status: z.string(),
  etd: z.string().nullable(),
  /** the container code scanned for it, when one was */
  containerCodeId: z.number().int().nullable(),
  containerCode: z.string().nullable(),
  planned: z.number().int(),
  scanned: z.number().int(),
  difference: z.number().int(),
});
export type ContainerDataItem = z.infer<typeof containerDataItem>;
export const listContainerDataResponse = pageOf(containerDataItem);

/** One line of a comparison: a PO line's product, planned vs scanned (scanned − planned). */
export const comparisonLine = z.object({
  /** `${poLineId ?? 0}-${productId ?? 0}`, a stable row key */
  key: z.string(),
  poLineId: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  poLineNo: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierCode: z.string().nullable(),
  planned: z.number().int(),
  scanned: z.number().int(),
  difference: z.number().int(),
});
export type ComparisonLine = z.infer<typeof comparisonLine>;

/** GET /api/serials/container-data/:id — the comparison of one planned container. */
export const containerComparison = z.object({
  container: containerDataItem,
  lines: z.array(comparisonLine),
});
export type ContainerComparison = z.infer<typeof containerComparison>;

/**
 * GET /api/serials/container-data/:id/codes — the product codes behind one line of the
 * comparison (the codes scanned into the container for this PO line and product).
 */
export const comparisonCodesQuery = pageQuery.extend({
  poLineId: id.optional(),
  productId: id.optional(),
});
export const comparisonCodesResponse = pageOf(codeDataItem);
