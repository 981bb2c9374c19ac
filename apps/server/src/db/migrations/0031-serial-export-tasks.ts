import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Issue 19: export tasks (spec §2 /datas/exportTask, §3 "Export record: time, main code, code
 * level, status"). A task is one export of the codes under a main code, run by a job (its
 * status and progress are the job's); once written, its file is kept in the file store by its
 * checksum, and the task names it. The list reads a user's tasks newest first.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bigId = dialect === 'postgres' ? 'bigint' : 'integer';
  await withId(db.schema.createTable('serial_export_tasks'), dialect)
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
    .addColumn('main_code_id', bigId, (c) => c.notNull())
    .addColumn('main_code', 'varchar(80)', (c) => c.notNull())
    .addColumn('level', 'varchar(12)', (c) => c.notNull())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('file_sha256', 'varchar(64)')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('file_size', bigId)
    .addColumn('rows', 'integer')
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('serial_export_tasks_user')
    .on('serial_export_tasks')
    .columns(['created_by_user_id', 'id'])
    .execute();
}
