import { sql, type Transaction } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * Makes the transaction the only writer of `scope` (e.g. the purchase orders an import
 * writes) until it ends: a second transaction asking for the same scope waits for the first
 * to commit or roll back, then reads what it left. Take it first, before reading anything.
 *
 * PostgreSQL: a transaction-level advisory lock keyed by (schema, scope), so installs sharing
 * one database in separate schemas do not wait for each other; released by commit, rollback
 * or the session's end. SQLite: nothing to do — every write transaction begins with
 * `BEGIN IMMEDIATE` (database.ts) and so already holds the database's one write lock.
 */
export async function lockScopeForTransaction(
  trx: Transaction<Database>,
  dialect: Dialect,
  scope: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${scope}))`.execute(
    trx,
  );
}
