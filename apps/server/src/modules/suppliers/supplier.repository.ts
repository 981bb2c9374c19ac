import type { ProductCategory, SortOrder, SupplierItem, SupplierSortField } from '@lading/shared';
import { sql, type Updateable } from 'kysely';
import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { SupplierRow, SupplierTable } from '../../db/schema';
import { whereKeyword } from '../../db/text-search';
import type { Scope } from '../../platform/permissions/scope';

/** A supplier profile as the service hands it to storage (the save contract's output). */
export type SupplierColumns = Omit<
  SupplierItem,
  'id' | 'name' | 'supplyStage' | 'createdAt' | 'updatedAt'
>;

export interface SupplierFilter {
  keyword?: string | undefined;
  status?: string | undefined;
  stage?: string | undefined;
  category?: ProductCategory | undefined;
  activeness?: string | undefined;
  incoterm?: string | undefined;
  /** Only the suppliers this user owns (user_suppliers). */
  ownerUserId?: number | undefined;
}

export interface SupplierSort {
  sortBy: SupplierSortField;
  sortOrder: SortOrder;
}

const SORT_COLUMNS = {
  code: 'code',
  shortName: 'short_name',
  fullName: 'name',
  status: 'status',
  supplyStage: 'supply_stage',
  homeCountry: 'country',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<SupplierSortField, keyof SupplierTable>;

const toRow = (values: SupplierColumns) =>
  ({
    code: values.code,
    name: values.fullName,
    short_name: values.shortName,
    status: values.status,
    source: values.source,
    recommended_by: values.recommendedBy,
    company_type: values.companyType,
    product_categories_json: JSON.stringify(values.productCategories),
    payment_terms: values.paymentTerms,
    incoterm: values.incoterm,
    headquarters: values.headquarters,
    manufacturer_company: values.manufacturerCompany,
    manufacturer_address: values.manufacturerAddress,
    contracted_company: values.contractedCompany,
    contracted_address: values.contractedAddress,
    country: values.homeCountry,
    registration_number: values.registrationNumber,
    licence_valid_from: values.licenceValidFrom,
    licence_valid_until: values.licenceValidUntil,
    website: values.website,
    founded_year: values.foundedYear,
    yearly_revenue_usd: values.yearlyRevenueUsd,
    certifications: values.certifications,
    employee_count: values.employeeCount,
    contact1_name: values.contact1Name,
    contact1_title: values.contact1Title,
    contact1_email: values.contact1Email,
    contact1_phone: values.contact1Phone,
    contact2_name: values.contact2Name,
    contact2_title: values.contact2Title,
    contact2_email: values.contact2Email,
    contact2_phone: values.contact2Phone,
    contact3_name: values.contact3Name,
    contact3_title: values.contact3Title,
    contact3_email: values.contact3Email,
    contact3_phone: values.contact3Phone,
    escalation_window: values.escalationWindow,
    activeness: values.activeness,
  }) satisfies Updateable<SupplierTable>;

/** The row as the contract shows it. */
export function toItem(row: SupplierRow): SupplierItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    shortName: row.short_name,
    fullName: row.name,
    status: row.status as SupplierItem['status'],
    source: row.source as SupplierItem['source'],
    recommendedBy: row.recommended_by,
    companyType: row.company_type as SupplierItem['companyType'],
    productCategories: JSON.parse(row.product_categories_json) as ProductCategory[],
    paymentTerms: row.payment_terms,
    incoterm: row.incoterm as SupplierItem['incoterm'],
    headquarters: row.headquarters,
    manufacturerCompany: row.manufacturer_company,
    manufacturerAddress: row.manufacturer_address,
    contractedCompany: row.contracted_company,
    contractedAddress: row.contracted_address,
    homeCountry: row.country,
    registrationNumber: row.registration_number,
    licenceValidFrom: row.licence_valid_from,
    licenceValidUntil: row.licence_valid_until,
    website: row.website,
    foundedYear: row.founded_year,
    yearlyRevenueUsd: row.yearly_revenue_usd === null ? null : Number(row.yearly_revenue_usd),
    certifications: row.certifications,
    employeeCount: row.employee_count,
    contact1Name: row.contact1_name,
    contact1Title: row.contact1_title,
    contact1Email: row.contact1_email,
    contact1Phone: row.contact1_phone,
    contact2Name: row.contact2_name,
    contact2Title: row.contact2_title,
    contact2Email: row.contact2_email,
    contact2Phone: row.contact2_phone,
    contact3Name: row.contact3_name,
    contact3Title: row.contact3_title,
    contact3Email: row.contact3_email,
    contact3Phone: row.contact3_phone,
    escalationWindow: row.escalation_window,
    activeness: row.activeness as SupplierItem['activeness'],
    supplyStage: row.supply_stage as SupplierItem['supplyStage'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const lowerEquals = (column: 'code' | 'name' | 'short_name', value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`;

/** SQL for suppliers; every read takes the caller's scope (supplier users: their own only). */
export const supplierRepository = {
  findById(db: Queryable, scope: Scope, id: number) {
    let query = db.selectFrom('suppliers').selectAll().where('id', '=', id);
    if (scope.kind === 'ownSuppliers') query = query.where('id', 'in', [...scope.supplierIds, -1]);
    return query.executeTakeFirst();
  },

  /** A supplier's id, code and name, whatever the caller's scope: a record refers to it. */
  findRef(db: Queryable, id: number) {
    return db
      .selectFrom('suppliers')
      .select(['id', 'code', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Suppliers whose code, full name or short name equal these, ignoring case. */
  findClashes(db: Queryable, values: { code: string; fullName: string; shortName: string }) {
    return db
      .selectFrom('suppliers')
      .select(['id', 'code', 'name', 'short_name'])
      .where((eb) =>
        eb.or([
          lowerEquals('code', values.code),
          lowerEquals('name', values.fullName),
          lowerEquals('short_name', values.shortName),
        ]),
      )
      .execute();
  },

  async page(
    db: Queryable,
    scope: Scope,
    filter: SupplierFilter,
    page: { pageNum: number; pageSize: number },
    sort: SupplierSort = { sortBy: 'code', sortOrder: 'asc' },
  ) {
    let query = db.selectFrom('suppliers');
    if (scope.kind === 'ownSuppliers') query = query.where('id', 'in', [...scope.supplierIds, -1]);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.stage) query = query.where('supply_stage', '=', filter.stage);
    if (filter.activeness) query = query.where('activeness', '=', filter.activeness);
    if (filter.incoterm) query = query.where('incoterm', '=', filter.incoterm);
    if (filter.category) {
      // fixed codes without LIKE wildcards: an exact JSON element match
      query = query.where('product_categories_json', 'like', `%"${filter.category}"%`);
    }
    if (filter.ownerUserId !== undefined) {
      const userId = filter.ownerUserId;
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('user_suppliers').select('supplier_id').where('user_id', '=', userId),
      );
    }
    query = whereKeyword(query, filter.keyword, ['code', 'name', 'short_name']);
    return pagedList(
      query,
      (q) => q.selectAll().orderBy(SORT_COLUMNS[sort.sortBy], sort.sortOrder).orderBy('id'),
      page,
    );
  },

  async insert(
    db: Queryable,
    values: SupplierColumns & { supplyStage?: string; at: string },
  ): Promise<number> {
    const row = await db
      .insertInto('suppliers')
      .values({
        ...toRow(values),
        supply_stage: values.supplyStage ?? 'basicInfo',
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: SupplierColumns & { at: string }) {
    await db
      .updateTable('suppliers')
      .set({ ...toRow(values), updated_at: values.at })
      .where('id', '=', id)
      .execute();
  },

  /** The audit rows of one supplier, newest first. */
  auditTrail(db: Queryable, id: number) {
    return db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor_name', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'supplier')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .execute();
  },
};
