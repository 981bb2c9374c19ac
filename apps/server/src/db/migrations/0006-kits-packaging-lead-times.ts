import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Kits with their component products, one packaging record per product, and production
 * lead times per product and supplier. Dimensions are integer millimetres and weights
 * integer grams (the contracts allow 0.1 cm and 0.001 kg), as for products.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('kits'), dialect)
    .addColumn('kit_code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('life_cycle', 'varchar(20)', (c) => c.notNull())
    .addColumn('activeness', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('kit_components'), dialect)
    .addColumn('kit_id', 'integer', (c) => c.notNull().references('kits.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('kit_components_kit_product', ['kit_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('kit_components_product_id')
    .on('kit_components')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('product_packaging')
    .addColumn('product_id', 'integer', (c) =>
      c.primaryKey().references('products.id').onDelete('cascade'),
    )
    .addColumn('carton_length_mm', 'integer', (c) => c.notNull())
    .addColumn('carton_width_mm', 'integer', (c) => c.notNull())
    .addColumn('carton_height_mm', 'integer', (c) => c.notNull())
    .addColumn('pieces_per_carton', 'integer', (c) => c.notNull())
    .addColumn('carton_gross_g', 'integer', (c) => c.notNull())
    .addColumn('carton_net_g', 'integer', (c) => c.notNull())
    // all pallet columns null together: shipped without pallets
    .addColumn('cartons_per_pallet', 'integer')
    .addColumn('pallet_length_mm', 'integer')
    .addColumn('pallet_width_mm', 'integer')
    .addColumn('pallet_height_mm', 'integer')
    .addColumn('pallet_gross_g', 'integer')
    .addColumn('pallets_per_40hq', 'integer')
    .addColumn('pallets_per_20gp', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('lead_times'), dialect)
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (c) =>
      c.notNull().references('suppliers.id').onDelete('cascade'),
    )
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('lead_times_product_supplier', ['product_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('lead_times_supplier_id')
    .on('lead_times')
    .column('supplier_id')
    .execute();
}
