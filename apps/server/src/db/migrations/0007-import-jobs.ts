import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * The DB-backed job queue (ARCHITECTURE "Jobs"): one row per piece of long work (imports
 * first), claimed by a worker in a server process, its progress kept in the row so every
 * replica can answer "how far is it". The uploaded file travels in the row (bytes:
 * `bytea` / `blob`, the one spelling that differs) so any replica's worker can run it; it
 * is cleared when the job ends. Status: queued → running → succeeded | failed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('jobs'), dialect)
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull())
    .addColumn('progress_total', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('heartbeat_at', 'varchar(30)')
    .addColumn('worker_id', 'varchar(100)')
    .addColumn('input_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('input_json', 'text', (c) => c.notNull())
    .addColumn('input_file', dialect === 'postgres' ? 'bytea' : 'blob')
    .addColumn('result_json', 'text')
    .addColumn('error_json', 'text')
    .execute();
  await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('jobs_created_by').on('jobs').column('created_by').execute();
}
