import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * An automatic lock (failed sign-ins from many addresses) ends by itself at `locked_until`;
 * `locked` stays the spec's lock, set and lifted only by an administrator (issue 12).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('locked_until', 'varchar(30)').execute();
}
