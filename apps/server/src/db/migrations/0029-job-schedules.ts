import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 17 scheduled work on the job queue: a job may wait until a time (`run_after`, the
 * text of the other time columns, compared with the database's clock when claimed), be
 * tried again after an unexpected failure (`attempts` of `max_attempts`), and carry a
 * `unique_key` (a schedule's `kind@fire time`) that makes a second insert of the same run a
 * no-op. A plain unique index: both databases let any number of rows have no key (NULLs are
 * distinct), and `ON CONFLICT (unique_key)` names it on both.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('run_after', 'varchar(30)').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('jobs').addColumn('unique_key', 'varchar(200)').execute();
  await db.schema.createIndex('jobs_unique_key').on('jobs').column('unique_key').unique().execute();
}
