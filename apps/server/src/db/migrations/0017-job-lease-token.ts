import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Fencing for the job queue (issue 23): each claim of a job gets a fresh lease token, and
 * every later write of that worker (heartbeat, progress, the end) names it, so a worker whose
 * lease ran out (and whose job another process failed) can no longer touch the job.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lease_token', 'varchar(36)').execute();
}
