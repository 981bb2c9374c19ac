import {
  COMPANY_TYPE_NAMES,
  PRODUCT_CATEGORY_NAMES,
  SUPPLIER_SOURCE_NAMES,
  SUPPLIER_STATUS_NAMES,
  SUPPLY_STAGE_NAMES,
  fieldLabels,
  idParams,
  listPaymentTermsRequest,
  listPaymentTermsResponse,
  listSupplierRevisionsRequest,
  listSupplierRevisionsResponse,
  listSuppliersRequest,
  listSuppliersResponse,
  saveSupplierRequest,
  supplierItem,
  type Language,
  type PaymentTermItem,
  type SupplierItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import * as suppliers from './supplier.service';

const HEADERS = {
  code: { en: 'Supplier code', zh: '供应商代码' },
  supplyStage: { en: 'Supply stage', zh: '供应阶段' },
  updatedAt: { en: 'Updated at (UTC)', zh: '更新时间 (UTC)' },
  activeness: { en: 'Activeness', zh: '活跃状态' },
} as const satisfies Record<string, Record<Language, string>>;
const ACTIVENESS_WORDS = {
  Active: { en: 'Active', zh: '活跃' },
  Inactive: { en: 'Inactive', zh: '不活跃' },
} as const;

const header = (lang: Language, key: string) =>
  (HEADERS as Record<string, Record<Language, string>>)[key]?.[lang] ??
  fieldLabels[key]?.[lang] ??
  key;

/** Columns shared by the database export and the payment-term report. */
function columnsOf<Row extends Partial<SupplierItem>>(
  lang: Language,
  keys: readonly (keyof SupplierItem & keyof Row)[],
): ExportColumn<Row>[] {
  const named = <T extends string>(names: Record<T, Record<Language, string>>, value: unknown) =>
    value ? (names[value as T]?.[lang] ?? String(value)) : '';
  return keys.map((key): ExportColumn<Row> => {
    const width = /Name|Company|Address|paymentTerms|certifications/.test(key) ? 30 : 16;
    const value = (row: Row): string | number => {
      const cell = row[key];
      switch (key) {
        case 'status':
          return named(SUPPLIER_STATUS_NAMES, cell);
        case 'source':
          return named(SUPPLIER_SOURCE_NAMES, cell);
        case 'companyType':
          return named(COMPANY_TYPE_NAMES, cell);
        case 'supplyStage':
          return named(SUPPLY_STAGE_NAMES, cell);
        case 'activeness':
          return named(ACTIVENESS_WORDS, cell);
        case 'productCategories':
          return ((cell ?? []) as (keyof typeof PRODUCT_CATEGORY_NAMES)[])
            .map((category) => PRODUCT_CATEGORY_NAMES[category][lang])
            .join(', ');
        default:
          return cell === null || cell === undefined ? '' : (cell as string | number);
      }
    };
    return { header: header(lang, key), width, value };
  });
}

const SUPPLIER_EXPORT_KEYS = [
  'code',
  'shortName',
  'fullName',
  'status',
  'supplyStage',
  'activeness',
  'source',
  'recommendedBy',
  'companyType',
  'productCategories',
  'paymentTerms',
  'incoterm',
  'headquarters',
  'manufacturerCompany',
  'manufacturerAddress',
  'contractedCompany',
  'contractedAddress',
  'homeCountry',
  'registrationNumber',
  'licenceValidFrom',
  'licenceValidUntil',
  'website',
  'foundedYear',
  'yearlyRevenueUsd',
  'certifications',
  'employeeCount',
  'contact1Name',
  'contact1Title',
  'contact1Email',
  'contact1Phone',
  'contact2Name',
  'contact2Title',
  'contact2Email',
  'contact2Phone',
  'contact3Name',
  'contact3Title',
  'contact3Email',
  'contact3Phone',
  'escalationWindow',
  'updatedAt',
] as const satisfies readonly (keyof SupplierItem)[];

const PAYMENT_TERM_KEYS = [
  'code',
  'shortName',
  'fullName',
  'status',
  'supplyStage',
  'homeCountry',
  'contractedCompany',
  'paymentTerms',
  'incoterm',
  'activeness',
  'updatedAt',
] as const satisfies readonly (keyof PaymentTermItem)[];

/** The supplier database (spec §2 /factory: supplier, add/edit, details, records, paymentTerm). */
export function supplierRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['suppliers'];
  const read = { resource: 'suppliers.read' } as const;
  const write = { resource: 'suppliers.write' } as const;
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers',
    access: read,
    summary:
      'Suppliers you may see (supplier users: their own); keyword on code/names, status, stage, category, activeness, owner=1, sorting',
    tags,
    query: listSuppliersRequest,
    response: listSuppliersResponse,
    handler: ({ query, auth }) => suppliers.listSuppliers(db, auth, query),
  });

  defineExportRoute(app, {
    url: '/suppliers/export',
    access: read,
    summary: 'The supplier list as Excel (same filters and scope)',
    tags,
    query: listSuppliersRequest,
    fileName: (lang) => (lang === 'zh' ? '供应商数据库' : 'Suppliers'),
    columns: (lang) => columnsOf<SupplierItem>(lang, SUPPLIER_EXPORT_KEYS),
    rows: ({ query, auth }) =>
      pagesOf((page) => suppliers.listSuppliers(db, auth, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers/payment-terms',
    access: read,
    summary: 'Payment-term report: payment terms and incoterm of each supplier you may see',
    tags,
    query: listPaymentTermsRequest,
    response: listPaymentTermsResponse,
    handler: ({ query, auth }) => suppliers.listPaymentTerms(db, auth, query),
  });

  defineExportRoute(app, {
    url: '/suppliers/payment-terms/export',
    access: read,
    summary: 'The payment-term report as Excel (same filters and scope)',
    tags,
    query: listPaymentTermsRequest,
    fileName: (lang) => (lang === 'zh' ? '付款条件' : 'Payment terms'),
    columns: (lang) => columnsOf<PaymentTermItem>(lang, PAYMENT_TERM_KEYS),
    rows: ({ query, auth }) =>
      pagesOf((page) => suppliers.listPaymentTerms(db, auth, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers/:id',
    access: read,
    summary: "One supplier's profile; another supplier's row is 404 for supplier users",
    tags,
    params: idParams,
    response: supplierItem,
    handler: ({ params, auth }) => suppliers.getSupplier(db, auth.scope, params.id),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    query: listSupplierRevisionsRequest,
    response: listSupplierRevisionsResponse,
    handler: ({ params, query, auth }) =>
      suppliers.listSupplierRevisions(db, auth.scope, params.id, query),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/suppliers',
    access: write,
    summary: 'Add a supplier (stage: basic info); the same code or full name twice is refused',
    tags,
    body: saveSupplierRequest,
    response: supplierItem,
    handler: ({ body, auth, request }) =>
      suppliers.createSupplier(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/suppliers/:id',
    access: write,
    summary: "Edit a supplier's profile (not its stage)",
    tags,
    params: idParams,
    body: saveSupplierRequest,
    response: supplierItem,
    handler: ({ params, body, auth, request }) =>
      suppliers.updateSupplier(deps, actorOf(auth, request), auth.scope, params.id, body),
  });
}
