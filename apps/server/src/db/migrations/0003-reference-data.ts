import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Logistics reference data: loading points, shipping lines, standard transit times, loading
 * limits per destination and container type, and the two container types. Weights are
 * integer grams and volumes integer cm³, so nothing drifts the way floats do.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('loading_points'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('short_name', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('shipping_lines'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // No cascade: a shipping line in use is refused by the service, and the key backs it up.
  await withId(db.schema.createTable('transit_times'), dialect)
    .addColumn('pol', 'varchar(100)', (c) => c.notNull())
    .addColumn('pod', 'varchar(100)', (c) => c.notNull())
    .addColumn('shipping_line_id', 'integer', (c) => c.references('shipping_lines.id'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One standard per route and line; "any line" (null) counts as one value, which a plain
  // unique key would not do (nulls are distinct on both databases).
  await db.schema
    .createIndex('transit_times_route')
    .on('transit_times')
    .unique()
    .columns(['pol', 'pod'])
    .expression(sql`(coalesce(shipping_line_id, 0))`)
    .execute();
  await db.schema
    .createIndex('transit_times_shipping_line_id')
    .on('transit_times')
    .column('shipping_line_id')
    .execute();

  await withId(db.schema.createTable('loading_limits'), dialect)
    .addColumn('country', 'varchar(10)', (c) => c.notNull())
    .addColumn('container_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('max_payload_g', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('loading_limits_country_type', ['country', 'container_type'])
    .execute();

  await db.schema
    .createTable('container_types')
    .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('inner_length_cm', 'integer', (c) => c.notNull())
    .addColumn('inner_width_cm', 'integer', (c) => c.notNull())
    .addColumn('inner_height_cm', 'integer', (c) => c.notNull())
    .addColumn('usable_cm3', 'integer', (c) => c.notNull())
    .addColumn('pallets', 'integer', (c) => c.notNull())
    .addColumn('max_payload_g', 'integer', (c) => c.notNull())
    .addColumn('utilization_target_pct', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
