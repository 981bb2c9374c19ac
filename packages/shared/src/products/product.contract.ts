import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import { labelNames } from '../i18n/labels/label';

/** Product master data (spec §2 /production, §3 "Product"; DOMAIN "Products and reference data"). */

/** spec §9 product categories, as stable codes; labels live in PRODUCT_CATEGORY_NAMES. */
export const PRODUCT_CATEGORIES = [
  'mainKits',
  'powerSystems',
  'pvPanels',
  'appliances',
  'lighting',
  'batteries',
  'sbsInverter',
  'cables',
  'forwarder',
  'others',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_NAMES = labelNames(
  PRODUCT_CATEGORIES,
  (category) => `products:categories.${category}` as const,
);

/** spec §4: Active or Inactive. */
export const ACTIVENESS = ['Active', 'Inactive'] as const;
export type Activeness = (typeof ACTIVENESS)[number];

/** spec §9 per-country short-name fields (B2B is a sales channel, kept with the countries). */
export const COUNTRY_SHORT_NAME_KEYS = [
  'NG',
  'B2B',
  'BJ',
  'CDI',
  'KE',
  'MZ',
  'RW',
  'TZ',
  'UG',
  'ZA',
] as const;
export type CountryShortNameKey = (typeof COUNTRY_SHORT_NAME_KEYS)[number];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** Business keys: letters, digits and . _ / - only, so they survive Excel and URLs. */
const code = required(40).regex(/^[A-Za-z0-9._/-]*$/);
/** kg with at most 3 decimals (stored as integer grams). */
const kilograms = z.number().positive().max(100_000).multipleOf(0.001);
/** cm with at most 1 decimal (stored as integer millimetres). */
const centimetres = z.number().positive().max(1_000).multipleOf(0.1);
const count = (max: number) => z.number().int().min(0).max(max);

/**
 * spec: CBM is computed, never typed. Package CBM = L×W×H cm / 1e6, to 6 decimals; the web
 * shows it live with the same function the server stores by.
 */
export function packageCbm(lengthCm: number, widthCm: number, heightCm: number): number {
  return Math.round(lengthCm * widthCm * heightCm) / 1_000_000;
}
export function unitCbm(cbm: number, qtyPerPackage: number): number {
  return qtyPerPackage > 0 ? Math.round((cbm * 1_000_000) / qtyPerPackage) / 1_000_000 : 0;
}

const countryShortNames = z.strictObject(
  Object.fromEntries(COUNTRY_SHORT_NAME_KEYS.map((key) => [key, text(50).default('')])) as Record<
    CountryShortNameKey,
    z.ZodDefault<z.ZodString>
  >,
);
export type CountryShortNames = Record<CountryShortNameKey, string>;
export const emptyCountryShortNames = (): CountryShortNames =>
  Object.fromEntries(COUNTRY_SHORT_NAME_KEYS.map((key) => [key, ''])) as CountryShortNames;

export const productItem = z.object({
  id: z.number().int(),
  productId: z.string(),
  itemNumber: z.string(),
  shortName: z.string(),
  modelNumber: z.string(),
  modelName: z.string(),
  activeness: z.enum(ACTIVENESS),
  brand: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  netWeightKg: z.number(),
  grossWeightKg: z.number(),
  countryShortNames: z.record(z.enum(COUNTRY_SHORT_NAME_KEYS), z.string()),
  packageType: z.string(),
  qtyPerPackage: z.number().int(),
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  cbm: z.number(),
  unitCbm: z.number(),
  serialized: z.boolean(),
  moq: z.number().int(),
  msq: z.number().int(),
  standardLeadTimeDays: z.number().int(),
  safetyStockQty: z.number().int(),
  safetyLeadTimeDays: z.number().int(),
  relatedMainProductModel: z.string(),
  parentSn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductItem = z.infer<typeof productItem>;

export const saveProductRequest = z
  .strictObject({
    productId: code,
    itemNumber: code,
    shortName: required(100),
    modelNumber: required(60),
    modelName: required(100),
    activeness: z.enum(ACTIVENESS),
    brand: required(50),
    category: z.enum(PRODUCT_CATEGORIES),
    netWeightKg: kilograms,
    grossWeightKg: kilograms,
    countryShortNames: countryShortNames.default(emptyCountryShortNames),
    packageType: required(30),
    qtyPerPackage: z.number().int().min(1).max(100_000),
    lengthCm: centimetres,
    widthCm: centimetres,
    heightCm: centimetres,
    serialized: z.boolean(),
    moq: count(10_000_000).default(0),
    msq: count(10_000_000).default(0),
    standardLeadTimeDays: count(365).default(0),
    safetyStockQty: count(10_000_000).default(0),
    safetyLeadTimeDays: count(365).default(0),
    relatedMainProductModel: text(60).default(''),
    parentSn: text(60).default(''),
  })
  // gross includes the packing of one piece, so it cannot weigh less than net
  .refine((body) => body.grossWeightKg >= body.netWeightKg, {
    message: 'product.grossBelowNet',
    path: ['grossWeightKg'],
  });
export type SaveProductRequest = z.input<typeof saveProductRequest>;
export type SaveProductBody = z.output<typeof saveProductRequest>;

export const listProductsQuery = pageQuery.extend({
  keyword: text(50).optional(),
  brand: text(50).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  activeness: z.enum(ACTIVENESS).optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
export const listProductsResponse = pageOf(productItem);

const revisionValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type RevisionValue = z.infer<typeof revisionValue>;
/** One changed field of one save: who, when, before → after (DOMAIN "every change is a revision"). */
export const productRevision = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['create', 'update', 'copy']),
  field: z.string(),
  before: revisionValue,
  after: revisionValue,
});
export type ProductRevision = z.infer<typeof productRevision>;
export const listProductRevisionsResponse = z.array(productRevision);
