import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The supplier profile (spec §3 "Supplier profile"). The columns go ON the suppliers table
 * rather than a 1:1 side table: every supplier has exactly one profile, the list filters
 * and sorts on profile columns (status, stage, activeness, names), and every other module
 * already joins `suppliers` — one row per supplier keeps those reads single-table. Each
 * column has a default so rows that existed before this migration survive; their short
 * name starts as their name. `name` stays the full name (what supplierRef shows
 * everywhere). Product categories are one JSON text column of fixed codes, filtered with
 * LIKE '%"code"%'. Short and full names are unique ignoring case, as the service checks.
 */
const TEXT_COLUMNS: readonly [
  name: string,
  type: `varchar(${number})` | 'text',
  fallback: string,
][] = [
  ['short_name', 'varchar(60)', ''],
  ['status', 'varchar(20)', 'pendingGlobal'],
  ['source', 'varchar(30)', 'others'],
  ['recommended_by', 'varchar(100)', ''],
  ['company_type', 'varchar(20)', 'others'],
  ['product_categories_json', 'varchar(400)', '[]'],
  ['payment_terms', 'varchar(300)', ''],
  ['incoterm', 'varchar(3)', ''],
  ['headquarters', 'varchar(200)', ''],
  ['manufacturer_company', 'varchar(200)', ''],
  ['manufacturer_address', 'varchar(300)', ''],
  ['contracted_company', 'varchar(200)', ''],
  ['contracted_address', 'varchar(300)', ''],
  ['country', 'varchar(60)', ''],
  ['registration_number', 'varchar(60)', ''],
  ['licence_valid_from', 'varchar(10)', ''],
  ['licence_valid_until', 'varchar(10)', ''],
  ['website', 'varchar(200)', ''],
  ['certifications', 'varchar(500)', ''],
  ['contact1_name', 'varchar(100)', ''],
  ['contact1_title', 'varchar(100)', ''],
  ['contact1_email', 'varchar(100)', ''],
  ['contact1_phone', 'varchar(40)', ''],
  ['contact2_name', 'varchar(100)', ''],
  ['contact2_title', 'varchar(100)', ''],
  ['contact2_email', 'varchar(100)', ''],
  ['contact2_phone', 'varchar(40)', ''],
  ['contact3_name', 'varchar(100)', ''],
  ['contact3_title', 'varchar(100)', ''],
  ['contact3_email', 'varchar(100)', ''],
  ['contact3_phone', 'varchar(40)', ''],
  ['escalation_window', 'varchar(200)', ''],
  ['activeness', 'varchar(10)', 'Active'],
  ['supply_stage', 'varchar(30)', 'basicInfo'],
  ['updated_at', 'varchar(30)', ''],
];

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // SQLite adds one column per ALTER TABLE statement.
  for (const [name, type, fallback] of TEXT_COLUMNS) {
    await db.schema
      .alterTable('suppliers')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema.alterTable('suppliers').addColumn('founded_year', 'integer').execute();
  await db.schema.alterTable('suppliers').addColumn('yearly_revenue_usd', 'bigint').execute();
  await db.schema.alterTable('suppliers').addColumn('employee_count', 'integer').execute();

  await sql`update suppliers set short_name = name, updated_at = created_at`.execute(db);

  // Partial: a row inserted without a short name (older code paths) does not block others.
  await sql`create unique index suppliers_short_name_unique on suppliers (lower(short_name)) where short_name <> ''`.execute(
    db,
  );
  await db.schema
    .createIndex('suppliers_name_unique')
    .on('suppliers')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('suppliers_status').on('suppliers').column('status').execute();
  await db.schema
    .createIndex('suppliers_supply_stage')
    .on('suppliers')
    .column('supply_stage')
    .execute();
}
