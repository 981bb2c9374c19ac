import {
  COMPANY_TYPE_NAMES,
  PRODUCT_CATEGORY_NAMES,
  SUPPLIER_SOURCE_NAMES,
  SUPPLIER_STATUS_NAMES,
  SUPPLY_STAGE_NAMES,
  fieldLabels,
  formatDateTime,
  label,
  labelGroup,
  supplierOperations,
  type Language,
  type PaymentTermItem,
  type SupplierItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/xlsx-stream';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as suppliers from './supplier.service';

const HEADERS = labelGroup('suppliers', (labels) => labels.export.headers);
const ACTIVENESS_WORDS = labelGroup('suppliers', (labels) => labels.activeness);

const header = (lang: Language, key: string) =>
  (HEADERS as Record<string, Record<Language, string>>)[key]?.[lang] ??
  fieldLabels[key]?.[lang] ??
  key;

/** Columns shared by the database export and the payment-term report. */
function columnsOf<Row extends Partial<SupplierItem>>(
  lang: Language,
  timeZone: string,
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
        case 'createdAt':
        case 'updatedAt':
          return formatDateTime(cell as string | null, timeZone);
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

/**
 * The supplier database (spec §2 /factory: supplier, add/edit, details, records,
 * paymentTerm): the handlers of `supplierOperations`, each within the caller's scope.
 */
export function supplierRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = supplierOperations;
  const db = deps.db.kysely;
  serve(app, options, op.list, ({ query, auth }) => suppliers.listSuppliers(db, auth, query));
  serveExport(app, op.export, {
    fileName: (lang) => label(lang, 'suppliers:export.fileNames.suppliers'),
    columns: (lang, timeZone) => columnsOf<SupplierItem>(lang, timeZone, SUPPLIER_EXPORT_KEYS),
    rows: ({ query, auth }) =>
      pagesOf((page) => suppliers.listSuppliers(db, auth, { ...query, ...page })),
  });
  serve(app, options, op.paymentTerms, ({ query, auth }) =>
    suppliers.listPaymentTerms(db, auth, query),
  );
  serveExport(app, op.paymentTermsExport, {
    fileName: (lang) => label(lang, 'suppliers:export.fileNames.paymentTerms'),
    columns: (lang, timeZone) => columnsOf<PaymentTermItem>(lang, timeZone, PAYMENT_TERM_KEYS),
    rows: ({ query, auth }) =>
      pagesOf((page) => suppliers.listPaymentTerms(db, auth, { ...query, ...page })),
  });
  serve(app, options, op.get, ({ params, auth }) =>
    suppliers.getSupplier(db, auth.scope, params.id),
  );
  serve(app, options, op.revisions, ({ params, query, auth }) =>
    suppliers.listSupplierRevisions(db, auth.scope, params.id, query),
  );
  serve(app, options, op.create, ({ body, actor }) => suppliers.createSupplier(deps, actor, body));
  serve(app, options, op.update, ({ params, body, auth, actor }) =>
    suppliers.updateSupplier(deps, actor, auth.scope, params.id, body),
  );
}
