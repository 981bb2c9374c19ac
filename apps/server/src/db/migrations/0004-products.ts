import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Product master data. Weights are integer grams and package dimensions integer millimetres
 * (the contract allows 0.1 cm), so CBM is computed exactly and nothing drifts. Per-country
 * short names are one JSON text column: always read and written with the product, never
 * queried on their own.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('products'), dialect)
    .addColumn('product_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('item_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('short_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('model_number', 'varchar(60)', (c) => c.notNull())
    .addColumn('model_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('activeness', 'varchar(10)', (c) => c.notNull())
    .addColumn('brand', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('net_weight_g', 'integer', (c) => c.notNull())
    .addColumn('gross_weight_g', 'integer', (c) => c.notNull())
    .addColumn('country_short_names_json', 'text', (c) => c.notNull())
    .addColumn('package_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('qty_per_package', 'integer', (c) => c.notNull())
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('serialized', 'integer', (c) => c.notNull())
    .addColumn('moq', 'integer', (c) => c.notNull())
    .addColumn('msq', 'integer', (c) => c.notNull())
    .addColumn('standard_lead_time_days', 'integer', (c) => c.notNull())
    .addColumn('safety_stock_qty', 'integer', (c) => c.notNull())
    .addColumn('safety_lead_time_days', 'integer', (c) => c.notNull())
    .addColumn('related_main_product_model', 'varchar(60)', (c) => c.notNull())
    .addColumn('parent_sn', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category').execute();
  await db.schema.createIndex('products_brand').on('products').column('brand').execute();
}
