import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * One version number per group of tables (db/change-stamps.ts), moved by the commit of any
 * write to them: process caches of derived figures (the PO report's counts) compare it, so a
 * second server process or a rolled-back write never leaves a stale figure (issue 12 §7).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('change_stamps')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ change_stamps: { name: string; version: number } }>)
    .insertInto('change_stamps')
    .values({ name: 'orders', version: 0 })
    .execute();
}
