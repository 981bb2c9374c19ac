import type { CountryShortNames } from '@lading/shared';
import { fetchPage } from '../../db/paging';
import type { Queryable } from '../../db/database';
import type { ProductTable } from '../../db/schema';
import { containsText } from '../../db/text-search';

/** A product in storage units: grams, millimetres; the service converts from kg and cm. */
export interface ProductColumns {
  productId: string;
  itemNumber: string;
  shortName: string;
  modelNumber: string;
  modelName: string;
  activeness: string;
  brand: string;
  category: string;
  netWeightGrams: number;
  grossWeightGrams: number;
  countryShortNames: CountryShortNames;
  packageType: string;
  qtyPerPackage: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  serialized: boolean;
  moq: number;
  msq: number;
  standardLeadTimeDays: number;
  safetyStockQty: number;
  safetyLeadTimeDays: number;
  relatedMainProductModel: string;
  parentSn: string;
}

export interface ProductFilter {
  keyword?: string | undefined;
  brand?: string | undefined;
  category?: string | undefined;
  activeness?: string | undefined;
}

/** The columns of a product row (the import reads what a save would store from it). */
export const toRow = (values: ProductColumns) =>
  ({
    product_id: values.productId,
    item_number: values.itemNumber,
    short_name: values.shortName,
    model_number: values.modelNumber,
    model_name: values.modelName,
    activeness: values.activeness,
    brand: values.brand,
    category: values.category,
    net_weight_g: values.netWeightGrams,
    gross_weight_g: values.grossWeightGrams,
    country_short_names_json: JSON.stringify(values.countryShortNames),
    package_type: values.packageType,
    qty_per_package: values.qtyPerPackage,
    length_mm: values.lengthMm,
    width_mm: values.widthMm,
    height_mm: values.heightMm,
    serialized: values.serialized ? 1 : 0,
    moq: values.moq,
    msq: values.msq,
    standard_lead_time_days: values.standardLeadTimeDays,
    safety_stock_qty: values.safetyStockQty,
    safety_lead_time_days: values.safetyLeadTimeDays,
    related_main_product_model: values.relatedMainProductModel,
    parent_sn: values.parentSn,
  }) satisfies Partial<ProductTable>;

/** SQL for the product master list. */
export const productRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByProductId(db: Queryable, productId: string) {
    return db
      .selectFrom('products')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['product_id']), '=', productId.toLowerCase()))
      .executeTakeFirst();
  },

  findByItemNumber(db: Queryable, itemNumber: string) {
    return db
      .selectFrom('products')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['item_number']), '=', itemNumber.toLowerCase()))
      .executeTakeFirst();
  },

  async page(db: Queryable, filter: ProductFilter, page: { pageNum: number; pageSize: number }) {
    let query = db.selectFrom('products');
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.activeness) query = query.where('activeness', '=', filter.activeness);
    if (filter.brand) query = query.where(containsText('brand', filter.brand));
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or(
          ['product_id', 'item_number', 'short_name', 'model_number', 'model_name'].map((column) =>
            containsText(column, keyword),
          ),
        ),
      );
    }
    return fetchPage(
      query.select((eb) => eb.fn.countAll<number>().as('total')),
      query.selectAll().orderBy('product_id').orderBy('id'),
      page,
    );
  },

  async insert(db: Queryable, values: ProductColumns & { at: string }): Promise<number> {
    const row = await db
      .insertInto('products')
      .values({ ...toRow(values), created_at: values.at, updated_at: values.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, values: ProductColumns & { at: string }) {
    await db
      .updateTable('products')
      .set({ ...toRow(values), updated_at: values.at })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Queryable, id: number) {
    await db.deleteFrom('products').where('id', '=', id).execute();
  },

  /** The audit rows of one product, newest first. */
  auditTrail(db: Queryable, id: number) {
    return db
      .selectFrom('audit_log')
      .select(['at', 'actor_name', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .execute();
  },
};
