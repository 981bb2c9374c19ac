import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/** The text columns of a container's tracking record (spec §3 "Shipment/container"). */
const TEXT_COLUMNS = [
  ['pol', 100],
  ['pod', 100],
  ['transshipment_port', 100],
  ['vessel', 100],
  ['voyage', 40],
  ['hbl_no', 60],
  ['mbl_no', 60],
  ['tracking_no', 60],
] as const;

/** Dates (YYYY-MM-DD): the BL express date, the receiving date, the first ETD/ETA given. */
const DATE_COLUMNS = ['bl_express_date', 'receiving_date', 'first_etd', 'first_eta'] as const;

/** Actual figures as loaded, beside the planned ones its lines hold: grams and litres. */
const ACTUAL_COLUMNS = ['actual_gross_g', 'actual_net_g', 'actual_cbm_milli'] as const;

/**
 * Issue 15: a container after release — its tracking record, the reason code and note of
 * each delta Δ1–Δ5 (the deltas themselves are computed, never stored), and the delay reason
 * codes they name (reference data, zh/en, active flag).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('delay_reasons'), dialect)
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  for (const [name, length] of TEXT_COLUMNS) {
    await db.schema
      .alterTable('containers')
      .addColumn(name, `varchar(${length})`, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const name of DATE_COLUMNS) {
    await db.schema.alterTable('containers').addColumn(name, 'varchar(10)').execute();
  }
  for (const name of ACTUAL_COLUMNS) {
    await db.schema.alterTable('containers').addColumn(name, 'bigint').execute();
  }
  for (const delta of [1, 2, 3, 4, 5]) {
    await db.schema
      .alterTable('containers')
      .addColumn(`delta${delta}_reason_id`, 'integer', (c) => c.references('delay_reasons.id'))
      .execute();
    await db.schema
      .alterTable('containers')
      .addColumn(`delta${delta}_note`, 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createIndex('containers_status_atd')
    .on('containers')
    .columns(['status', 'atd'])
    .execute();
  await db.schema
    .createIndex('containers_receiving_date')
    .on('containers')
    .column('receiving_date')
    .execute();
}
