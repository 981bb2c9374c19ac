import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 15 report packs: a job may make a file (a PDF or PowerPoint pack). It is kept in the
 * job's row (bytes: `bytea` / `blob`, as the input file) with its name, so whichever replica
 * is asked serves it, whichever made it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('output_file', dialect === 'postgres' ? 'bytea' : 'blob')
    .execute();
  await db.schema.alterTable('jobs').addColumn('output_name', 'varchar(255)').execute();
}
