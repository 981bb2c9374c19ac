import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';
import { PRODUCT_SUMMARY_COLUMNS } from '../kits/product-summary';

export interface LeadTimeColumns {
  product: number;
  supplier: number;
  leadTimeDays: number;
  note: string;
}

export interface LeadTimeFilter {
  keyword?: string | undefined;
  product?: number | undefined;
  supplier?: number | undefined;
}

export interface ProductLeadTimeFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  activeness?: string | undefined;
  supplier?: number | undefined;
}

const SUPPLIER_COLUMNS = [
  'suppliers.id as supplier_ref',
  'suppliers.code as supplier_code',
  'suppliers.name as supplier_name',
] as const;

const withNames = (db: Queryable) =>
  db
    .selectFrom('lead_times')
    .innerJoin('products', 'products.id', 'lead_times.product_id')
    .innerJoin('suppliers', 'suppliers.id', 'lead_times.supplier_id');

const PRODUCT_KEYS = ['products.product_id', 'products.item_number', 'products.short_name'];

/** SQL for production lead times (per product and supplier). */
export const leadTimeRepository = {
  findById(db: Queryable, id: number) {
    return withNames(db)
      .selectAll('lead_times')
      .select([...PRODUCT_SUMMARY_COLUMNS, ...SUPPLIER_COLUMNS])
      .where('lead_times.id', '=', id)
      .executeTakeFirst();
  },

  findPair(db: Queryable, product: number, supplier: number) {
    return db
      .selectFrom('lead_times')
      .select('id')
      .where('product_id', '=', product)
      .where('supplier_id', '=', supplier)
      .executeTakeFirst();
  },

  product(db: Queryable, id: number) {
    return db
      .selectFrom('products')
      .select(['id', 'product_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async page(db: Queryable, filter: LeadTimeFilter, page: { pageNum: number; pageSize: number }) {
    let query = withNames(db);
    if (filter.product) query = query.where('lead_times.product_id', '=', filter.product);
    if (filter.supplier) query = query.where('lead_times.supplier_id', '=', filter.supplier);
    query = whereKeyword(query, filter.keyword, [
      ...PRODUCT_KEYS,
      'suppliers.code',
      'suppliers.name',
    ]);
    return pagedList(
      query,
      (q) =>
        q
          .selectAll('lead_times')
          .select([...PRODUCT_SUMMARY_COLUMNS, ...SUPPLIER_COLUMNS])
          .orderBy('products.product_id')
          .orderBy('suppliers.code')
          .orderBy('lead_times.id'),
      page,
    );
  },

  /** Products for the Product L/T report, paged by product. */
  async productPage(
    db: Queryable,
    filter: ProductLeadTimeFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db.selectFrom('products');
    if (filter.category) query = query.where('products.category', '=', filter.category);
    if (filter.activeness) query = query.where('products.activeness', '=', filter.activeness);
    query = whereKeyword(query, filter.keyword, [...PRODUCT_KEYS, 'products.model_number']);
    if (filter.supplier) {
      const supplier = filter.supplier;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('lead_times')
            .select('lead_times.id')
            .whereRef('lead_times.product_id', '=', 'products.id')
            .where('lead_times.supplier_id', '=', supplier),
        ),
      );
    }
    return pagedList(
      query,
      (q) =>
        q
          .select([
            ...PRODUCT_SUMMARY_COLUMNS,
            'products.standard_lead_time_days',
            'products.safety_lead_time_days',
          ])
          .orderBy('products.product_id')
          .orderBy('products.id'),
      page,
    );
  },

  /** The supplier lead times of these products, by supplier code. */
  ofProducts(db: Queryable, productIds: readonly number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('lead_times')
      .innerJoin('suppliers', 'suppliers.id', 'lead_times.supplier_id')
      .select(['lead_times.product_id', 'lead_times.days', ...SUPPLIER_COLUMNS])
      .where('lead_times.product_id', 'in', productIds)
      .orderBy('suppliers.code')
      .execute();
  },

  ...stampedWrites('lead_times', (values: LeadTimeColumns) => ({
    product_id: values.product,
    supplier_id: values.supplier,
    days: values.leadTimeDays,
    note: values.note,
  })),
};

export type LeadTimeRow = NonNullable<Awaited<ReturnType<typeof leadTimeRepository.findById>>>;
