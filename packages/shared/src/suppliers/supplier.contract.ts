import { z } from 'zod';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { ACTIVENESS, PRODUCT_CATEGORIES } from '../products/product.contract';
import { labelNames } from '../i18n/labels/label';

/** The supplier database (spec §2 /factory, §3 "Supplier profile"; DOMAIN "Suppliers"). */

/** spec §4 supplier status, as stable codes; labels in SUPPLIER_STATUS_NAMES. */
export const SUPPLIER_STATUSES = [
  'pendingGlobal',
  'pendingMinigrid',
  'avl',
  'disqualified',
] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];
export const SUPPLIER_STATUS_NAMES = labelNames(
  SUPPLIER_STATUSES,
  (value) => `suppliers:statuses.${value}` as const,
);

/** spec §4 supply stages, in order; a supplier starts at basic info. */
export const SUPPLY_STAGES = [
  'basicInfo',
  'preDueDiligence',
  'supplierEvaluation',
  'ongoingMaintenance',
  'phaseOut',
] as const;
export type SupplyStage = (typeof SUPPLY_STAGES)[number];
export const SUPPLY_STAGE_NAMES = labelNames(
  SUPPLY_STAGES,
  (value) => `suppliers:stages.${value}` as const,
);

/** spec §9 companyType. */
export const COMPANY_TYPES = ['designer', 'manufacturer', 'trade', 'forwarder', 'others'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_NAMES = labelNames(
  COMPANY_TYPES,
  (value) => `suppliers:companyTypes.${value}` as const,
);

/** spec §9 "Resource": where the supplier came from. */
export const SUPPLIER_SOURCES = [
  'newProjectIntroduction',
  'supplierPool',
  'activeSupplier',
  'others',
] as const;
export type SupplierSource = (typeof SUPPLIER_SOURCES)[number];
export const SUPPLIER_SOURCE_NAMES = labelNames(
  SUPPLIER_SOURCES,
  (value) => `suppliers:sources.${value}` as const,
);

/** Incoterms 2020. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** Business keys: letters, digits and . _ / - only, so they survive Excel and URLs. */
const code = required(50).regex(/^[A-Za-z0-9._/-]*$/);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;
/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  // by arithmetic, not through Date: list queries check two dates on every request
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!);
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const optionalEmail = text(100).refine((v) => v === '' || EMAIL.test(v), {
  message: 'supplier.invalidEmail',
});
const requiredEmail = required(100).refine((v) => EMAIL.test(v), {
  message: 'supplier.invalidEmail',
});
const optionalDay = text(10).refine((v) => v === '' || isIsoDay(v), {
  message: 'supplier.invalidDate',
});
const optionalCount = (min: number, max: number) =>
  z.number().int().min(min).max(max).nullable().default(null);

export const CONTACT_NUMBERS = [1, 2, 3] as const;
export type ContactNumber = (typeof CONTACT_NUMBERS)[number];
/** The four fields of contact n, as flat keys (field messages name "Contact 2 email"). */
export const contactKeys = (n: ContactNumber) =>
  ({
    name: `contact${n}Name`,
    title: `contact${n}Title`,
    email: `contact${n}Email`,
    phone: `contact${n}Phone`,
  }) as const;

/** What a person types on the add/edit screen. Stage is not here: stages move elsewhere. */
const supplierFields = {
  code,
  shortName: required(60),
  fullName: required(200),
  status: z.enum(SUPPLIER_STATUSES),
  source: z.enum(SUPPLIER_SOURCES),
  recommendedBy: text(100).default(''),
  companyType: z.enum(COMPANY_TYPES),
  productCategories: z.array(z.enum(PRODUCT_CATEGORIES)).min(1).max(PRODUCT_CATEGORIES.length),
  paymentTerms: text(300).default(''),
  incoterm: z.enum([...INCOTERMS, '']).default(''),
  headquarters: text(200).default(''),
  manufacturerCompany: text(200).default(''),
  manufacturerAddress: text(300).default(''),
  contractedCompany: text(200).default(''),
  contractedAddress: text(300).default(''),
  homeCountry: required(60),
  registrationNumber: text(60).default(''),
  licenceValidFrom: optionalDay.default(''),
  licenceValidUntil: optionalDay.default(''),
  website: text(200)
    .refine((v) => v === '' || URL_PATTERN.test(v), { message: 'supplier.invalidUrl' })
    .default(''),
  foundedYear: optionalCount(1800, 2100),
  yearlyRevenueUsd: optionalCount(0, 1_000_000_000_000),
  certifications: text(500).default(''),
  employeeCount: optionalCount(0, 10_000_000),
  contact1Name: required(100),
  contact1Title: text(100).default(''),
  contact1Email: requiredEmail,
  contact1Phone: required(40),
  contact2Name: text(100).default(''),
  contact2Title: text(100).default(''),
  contact2Email: optionalEmail.default(''),
  contact2Phone: text(40).default(''),
  contact3Name: text(100).default(''),
  contact3Title: text(100).default(''),
  contact3Email: optionalEmail.default(''),
  contact3Phone: text(40).default(''),
  escalationWindow: text(200).default(''),
  activeness: z.enum(ACTIVENESS),
};

export const saveSupplierRequest = z
  .strictObject(supplierFields)
  .refine(
    (body) =>
      !body.licenceValidFrom ||
      !body.licenceValidUntil ||
      body.licenceValidFrom <= body.licenceValidUntil,
    { message: 'supplier.licenceDates', path: ['licenceValidUntil'] },
  );
export type SaveSupplierRequest = z.input<typeof saveSupplierRequest>;
export type SaveSupplierBody = z.output<typeof saveSupplierRequest>;

/** The fields a person must fill (the mandatory-field notice lists the missing ones). */
export const REQUIRED_SUPPLIER_FIELDS = [
  'shortName',
  'fullName',
  'code',
  'status',
  'source',
  'companyType',
  'productCategories',
  'homeCountry',
  'activeness',
  'contact1Name',
  'contact1Email',
  'contact1Phone',
] as const satisfies readonly (keyof SaveSupplierBody)[];

export const supplierItem = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The full name: what every other screen shows as the supplier's name (supplierRef). */
  name: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  status: z.enum(SUPPLIER_STATUSES),
  source: z.enum(SUPPLIER_SOURCES),
  recommendedBy: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  productCategories: z.array(z.enum(PRODUCT_CATEGORIES)),
  paymentTerms: z.string(),
  incoterm: z.enum([...INCOTERMS, '']),
  headquarters: z.string(),
  manufacturerCompany: z.string(),
  manufacturerAddress: z.string(),
  contractedCompany: z.string(),
  contractedAddress: z.string(),
  homeCountry: z.string(),
  registrationNumber: z.string(),
  licenceValidFrom: z.string(),
  licenceValidUntil: z.string(),
  website: z.string(),
  foundedYear: z.number().int().nullable(),
  yearlyRevenueUsd: z.number().int().nullable(),
  certifications: z.string(),
  employeeCount: z.number().int().nullable(),
  contact1Name: z.string(),
  contact1Title: z.string(),
  contact1Email: z.string(),
  contact1Phone: z.string(),
  contact2Name: z.string(),
  contact2Title: z.string(),
  contact2Email: z.string(),
  contact2Phone: z.string(),
  contact3Name: z.string(),
  contact3Title: z.string(),
  contact3Email: z.string(),
  contact3Phone: z.string(),
  escalationWindow: z.string(),
  activeness: z.enum(ACTIVENESS),
  supplyStage: z.enum(SUPPLY_STAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierItem = z.infer<typeof supplierItem>;

export const SUPPLIER_SORT_FIELDS = [
  'code',
  'shortName',
  'fullName',
  'status',
  'supplyStage',
  'homeCountry',
  'createdAt',
  'updatedAt',
] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

export const listSuppliersRequest = pageQuery.extend({
  keyword: text(50).optional(),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  stage: z.enum(SUPPLY_STAGES).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  activeness: z.enum(ACTIVENESS).optional(),
  /** 1 = only the suppliers the caller owns (user_suppliers). */
  owner: flag01.optional(),
  sortBy: z.enum(SUPPLIER_SORT_FIELDS).default('code'),
  sortOrder: sortOrderParam.default('asc'),
});
export type ListSuppliersRequest = z.infer<typeof listSuppliersRequest>;
export const listSuppliersResponse = pageOf(supplierItem);

/** The payment-term report: one line per supplier. */
export const paymentTermItem = supplierItem.pick({
  id: true,
  code: true,
  shortName: true,
  fullName: true,
  status: true,
  supplyStage: true,
  homeCountry: true,
  contractedCompany: true,
  paymentTerms: true,
  incoterm: true,
  activeness: true,
  updatedAt: true,
});
export type PaymentTermItem = z.infer<typeof paymentTermItem>;
export const listPaymentTermsRequest = pageQuery.extend({
  keyword: text(50).optional(),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  activeness: z.enum(ACTIVENESS).optional(),
  owner: flag01.optional(),
});
export type ListPaymentTermsRequest = z.infer<typeof listPaymentTermsRequest>;
export const listPaymentTermsResponse = pageOf(paymentTermItem);

const supplierRevisionValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One changed field of one save: who, when, before → after. */
export const supplierRevision = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['create', 'update']),
  field: z.string(),
  before: supplierRevisionValue,
  after: supplierRevisionValue,
});
export type SupplierRevision = z.infer<typeof supplierRevision>;
export const listSupplierRevisionsRequest = z.strictObject({
  field: text(40).optional(),
  /** Days, inclusive, YYYY-MM-DD. */
  from: text(10)
    .refine((v) => v === '' || isIsoDay(v), { message: 'supplier.invalidDate' })
    .optional(),
  to: text(10)
    .refine((v) => v === '' || isIsoDay(v), { message: 'supplier.invalidDate' })
    .optional(),
});
export type ListSupplierRevisionsRequest = z.infer<typeof listSupplierRevisionsRequest>;
export const listSupplierRevisionsResponse = z.array(supplierRevision);
