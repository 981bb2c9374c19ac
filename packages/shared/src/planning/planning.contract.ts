import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';
import { isoDay, orderNumber } from '../orders/po.contract';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';
import { containerDetail, containerItem, poLineRefShape } from './container.contract';
import { refuseRepeats } from '../http/repeats';

/**
 * The planning workbench (spec §2 /arrange/preArrange, rearrangement; §5 "Shipment"): open
 * PO lines to plan, the planner's saved draft, and its release to suppliers.
 */

const id = z.number().int().positive();

// ---------- open PO lines ----------

/** The workbench plans a whole group at once: pages up to 1,000 lines. */
export const MAX_OPEN_LINES_PAGE_SIZE = 1_000;

/** GET /api/planning/open-lines */
export const listOpenLinesQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(MAX_OPEN_LINES_PAGE_SIZE).default(100),
  supplierId: recordId.optional(),
  loadingPointId: recordId.optional(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES).optional(),
  rddFrom: isoDay.optional(),
  rddTo: isoDay.optional(),
  productId: recordId.optional(),
});
export type ListOpenLinesQuery = z.infer<typeof listOpenLinesQuery>;
export type ListOpenLinesRequest = z.input<typeof listOpenLinesQuery>;

/**
 * A PO line with quantity left to plan, and what one package of its product measures so the
 * workbench can total CBM and kg by the server's rule (containerTotals, container-totals.ts).
 */
export const plannableLineItem = z.object({
  ...poLineRefShape,
  itemNumber: z.string(),
  loadingPointId: z.number().int(),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  rdd: z.string(),
  orderQty: z.number().int(),
  plannedQty: z.number().int(),
  shippedQty: z.number().int(),
  plannableQty: z.number().int(),
  /** m³ of one package */
  packageCbm: z.number(),
  /** gross kg of one package */
  packageGrossKg: z.number(),
  piecesPerPackage: z.number().int(),
  /** per piece, for display */
  unitCbm: z.number(),
  unitGrossKg: z.number(),
  /** 'packaging': the product's packaging record; 'product': its own package fields */
  unitSource: z.enum(['packaging', 'product']),
});
export type PlannableLineItem = z.infer<typeof plannableLineItem>;
export const listOpenLinesResponse = pageOf(plannableLineItem);

// ---------- the caller's draft ----------

/** spec §5: quantities whole and above 0. */
export const draftLineInput = z.strictObject({
  poLineId: id,
  qty: z
    .number({ message: 'planning.qtyRequired' })
    .max(10_000_000)
    .refine((v) => Number.isInteger(v), { message: 'planning.qtyWhole' })
    .refine((v) => v > 0, { message: 'planning.qtyPositive' }),
});
export type DraftLineInput = z.infer<typeof draftLineInput>;

/** One container of the draft; it may be empty (the workbench shows it as such). */
export const draftContainerInput = z
  .strictObject({
    containerType: z.enum(CONTAINER_TYPES),
    loadingPointId: id,
    destinationCountry: z.enum(DESTINATION_COUNTRIES),
    lines: z.array(draftLineInput).max(500).default([]),
    // the workbench's batch modify (spec §2 preArrange); left out = not set
    etd: isoDay.nullable().optional(),
    shippingLineId: id.nullable().optional(),
    ownerUserId: id.nullable().optional(),
    notes: z.string().trim().max(500).optional(),
  })
  .superRefine((container, ctx) =>
    refuseRepeats(
      ctx,
      container.lines,
      { list: 'lines', field: 'poLineId' },
      'planning.duplicateLine',
    ),
  );
export type DraftContainerInput = z.input<typeof draftContainerInput>;

/** PUT /api/planning/draft — the caller's whole draft, replaced; no containers = no draft. */
export const saveDraftRequest = z.strictObject({
  containers: z.array(draftContainerInput).max(500),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequest>;
export type SaveDraftBody = z.output<typeof saveDraftRequest>;

export const planningDraft = z.object({
  containers: z.array(containerDetail),
  /** when it was last saved */
  updatedAt: z.string(),
});
export type PlanningDraft = z.infer<typeof planningDraft>;
/** GET and PUT /api/planning/draft: the draft, or null when the caller has none. */
export const planningDraftResponse = planningDraft.nullable();

/** DELETE /api/planning/draft: what was discarded and handed back to the PO lines. */
export const discardDraftResponse = z.object({
  containers: z.number().int(),
  qty: z.number().int(),
});
export type DiscardDraftResult = z.infer<typeof discardDraftResponse>;

// ---------- release ----------

/**
 * POST /api/planning/release — spec §5 "Shipment: shipment number and promised delivery
 * date required". The containers (of the caller's draft) become Unshipped together.
 */
export const releaseContainersRequest = z.strictObject({
  containerIds: z.array(id).min(1, { message: 'planning.releaseNothing' }).max(200),
  shipmentNo: z
    .string({ message: 'planning.shipmentNoRequired' })
    .trim()
    .min(1, { message: 'planning.shipmentNoRequired' })
    .pipe(orderNumber),
  promisedDeliveryDate: z
    .string({ message: 'planning.promisedDateRequired' })
    .trim()
    .min(1, { message: 'planning.promisedDateRequired' })
    .pipe(isoDay),
});
export type ReleaseContainersRequest = z.input<typeof releaseContainersRequest>;
export type ReleaseContainersBody = z.output<typeof releaseContainersRequest>;

export const releaseContainersResponse = z.object({
  containers: z.array(containerItem),
  /** supplier users who were sent a type-1 message */
  notifiedUsers: z.number().int(),
});
export type ReleaseContainersResult = z.infer<typeof releaseContainersResponse>;
