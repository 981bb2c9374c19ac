import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { ACTIVENESS } from '../products/product.contract';
import { refuseRepeats } from '../http/repeats';
import { labelNames } from '../i18n/labels/label';

/** Kits (spec §2 /production/kit, §3 "Kit"; DOMAIN: a kit pack serial binds exactly these components). */

/** spec §4 leaves the life-cycle values unshown; these are the ones the business uses. */
export const KIT_LIFE_CYCLES = ['New', 'Active', 'PhaseOut', 'EOL'] as const;
export type KitLifeCycle = (typeof KIT_LIFE_CYCLES)[number];
export const KIT_LIFE_CYCLE_NAMES = labelNames(
  KIT_LIFE_CYCLES,
  (lifeCycle) => `kits:lifeCycle.${lifeCycle}` as const,
);

/** At most this many component lines in one kit. */
export const MAX_KIT_COMPONENTS = 100;
export const MAX_COMPONENT_QTY = 10_000;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** A product as a kit, a packaging row or a lead time shows it. */
export const productSummary = z.object({
  id: z.number().int(),
  productId: z.string(),
  itemNumber: z.string(),
  shortName: z.string(),
  activeness: z.enum(ACTIVENESS),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const kitComponentItem = z.object({
  product: productSummary,
  qty: z.number().int(),
  /** CBM of one piece, from the product's packaging. */
  unitCbm: z.number(),
  grossWeightKg: z.number(),
});
export type KitComponentItem = z.infer<typeof kitComponentItem>;

export const kitItem = z.object({
  id: z.number().int(),
  kitCode: z.string(),
  name: z.string(),
  lifeCycle: z.enum(KIT_LIFE_CYCLES),
  activeness: z.enum(ACTIVENESS),
  description: z.string(),
  components: z.array(kitComponentItem),
  /** Derived: component lines, pieces, and CBM and gross kg of one kit. */
  componentCount: z.number().int(),
  totalPieces: z.number().int(),
  totalCbm: z.number(),
  grossWeightKg: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KitItem = z.infer<typeof kitItem>;

export const kitComponentRequest = z.strictObject({
  /** The product's numeric id. */
  product: z.number().int().positive(),
  qty: z.number().int().min(1).max(MAX_COMPONENT_QTY),
});

export const saveKitRequest = z
  .strictObject({
    kitCode: required(40).regex(/^[A-Za-z0-9._/-]*$/),
    name: required(100),
    lifeCycle: z.enum(KIT_LIFE_CYCLES),
    activeness: z.enum(ACTIVENESS),
    description: text(500).default(''),
    components: z.array(kitComponentRequest).min(1).max(MAX_KIT_COMPONENTS),
  })
  .superRefine((body, ctx) =>
    refuseRepeats(
      ctx,
      body.components,
      { list: 'components', field: 'product' },
      'kit.duplicateComponent',
    ),
  );
export type SaveKitRequest = z.input<typeof saveKitRequest>;
export type SaveKitBody = z.output<typeof saveKitRequest>;

export const KIT_SORTS = ['kitCode', 'name', 'lifeCycle', 'updatedAt'] as const;
export type KitSort = (typeof KIT_SORTS)[number];

export const listKitsQuery = pageQuery.extend({
  keyword: text(50).optional(),
  lifeCycle: z.enum(KIT_LIFE_CYCLES).optional(),
  activeness: z.enum(ACTIVENESS).optional(),
  /** Kits that hold this product (numeric id). */
  product: recordId.optional(),
  sortBy: z.enum(KIT_SORTS).optional(),
  sortOrder: sortOrderParam.optional(),
});
export type ListKitsQuery = z.infer<typeof listKitsQuery>;
export const listKitsResponse = pageOf(kitItem);

const revisionValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One changed field of one save of a kit; components show as "product ID ×qty, …". */
export const kitRevision = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['create', 'update']),
  field: z.string(),
  before: revisionValue,
  after: revisionValue,
});
export type KitRevision = z.infer<typeof kitRevision>;
export const listKitRevisionsResponse = z.array(kitRevision);
