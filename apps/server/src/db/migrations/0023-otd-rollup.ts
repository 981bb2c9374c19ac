import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { everyMonthDirty, rollupTriggers } from './rollup-triggers';

/**
 * The OTD roll-up (issue 15: the default report within 300 ms on a million PO lines; the
 * shapes measured are in docs/decisions.md "Report roll-ups"). Received container lines
 * counted per month of receiving date × supplier × destination × category at the company
 * tolerance (`otd_months`), the same per month and one dimension (`otd_month_members`: the
 * unfiltered report reads these few rows), and the late lines' delay reasons per month ×
 * destination × category × reason (`otd_month_reasons`).
 *
 * The database keeps it honest, not each writer: triggers on containers, container lines,
 * PO lines and products mark the months a write touches in `report_dirty_months`, in the
 * writer's own transaction; a report read first recomputes its dirty months from the lines
 * (the same SQL as a full build). `report_rollups` keeps the tolerance the roll-up was
 * counted with: a changed company setting rebuilds it at the next read. Nothing is counted
 * here: every month with a receiving date starts dirty.
 */

const OTD_CONTAINER_COLUMNS = [
  'status',
  'receiving_date',
  'destination_country',
  'ready_date',
  'original_ready_date',
  'loading_date',
  'atd',
  'first_etd',
  'ata',
  'first_eta',
  'delta1_reason_id',
  'delta2_reason_id',
  'delta3_reason_id',
  'delta4_reason_id',
  'delta5_reason_id',
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const counts = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table
      .addColumn('lines', 'integer', (c) => c.notNull())
      .addColumn('on_time', 'integer', (c) => c.notNull())
      .addColumn('qty', 'bigint', (c) => c.notNull())
      .addColumn('on_time_qty', 'bigint', (c) => c.notNull())
      .addColumn('late_days', 'bigint', (c) => c.notNull());
  await counts(
    db.schema
      .createTable('otd_months')
      .addColumn('month', 'varchar(7)', (c) => c.notNull())
      .addColumn('supplier_id', 'integer', (c) => c.notNull())
      .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('otd_months_pk', [
      'month',
      'supplier_id',
      'destination_country',
      'category',
    ])
    .execute();
  await db.schema
    .createIndex('otd_months_destination')
    .on('otd_months')
    .columns(['destination_country', 'month'])
    .execute();
  await db.schema
    .createIndex('otd_months_category')
    .on('otd_months')
    .columns(['category', 'month'])
    .execute();
  // dimension: supplier | destination | category; member: its id or code as text
  await counts(
    db.schema
      .createTable('otd_month_members')
      .addColumn('month', 'varchar(7)', (c) => c.notNull())
      .addColumn('dimension', 'varchar(12)', (c) => c.notNull())
      .addColumn('member', 'varchar(20)', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('otd_month_members_pk', ['dimension', 'month', 'member'])
    .execute();
  await db.schema
    .createTable('otd_month_reasons')
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason_id', 'integer', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('days', 'bigint')
    .addPrimaryKeyConstraint('otd_month_reasons_pk', [
      'month',
      'destination_country',
      'category',
      'reason_id',
    ])
    .execute();
  await db.schema
    .createTable('report_dirty_months')
    .addColumn('report', 'varchar(20)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_dirty_months_pk', ['report', 'month'])
    .execute();
  await db.schema
    .createTable('report_rollups')
    .addColumn('report', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('tolerance_days', 'integer', (c) => c.notNull())
    .execute();

  const triggers = rollupTriggers(dialect, {
    report: 'otd',
    date: 'receiving_date',
    containerColumns: OTD_CONTAINER_COLUMNS,
    lineColumns: ['container_id', 'po_line_id', 'qty'],
    poLineColumns: ['rdd', 'supplier_id', 'product_id'],
    productCategory: true,
  });
  for (const statement of triggers) await sql.raw(statement).execute(db);
  await sql.raw(everyMonthDirty('otd', 'receiving_date')).execute(db);
}
