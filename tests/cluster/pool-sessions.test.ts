import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../apps/server/src/db/database';
import { PG_ADMIN_URL } from './cluster';

/**
 * The pool's sessions on PostgreSQL (issue 23): a transaction left idle past the job lease
 * (a frozen process) is ended by the server, and the process that held it lives on. Here,
 * not in the server suite: it is about PostgreSQL alone and needs its own database.
 */
const database = `lading_pool_${process.pid}_${Date.now()}`;
const admin = (text: string) => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  return client
    .connect()
    .then(() => client.query(text))
    .finally(() => client.end());
};
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${database}`;
const databaseUrl = url.toString();

beforeAll(() => admin(`create database ${database}`));
afterAll(() => admin(`drop database if exists ${database} with (force)`));

describe('PostgreSQL sessions of the pool', () => {
  it('end a transaction left idle past the lease; the process lives and the query fails', async () => {
    const db = openPostgres(databaseUrl, {
      max: 2,
      idleInTransactionMs: 120_000,
    });
    try {
      const shown = await sql<{
        idle_in_transaction_session_timeout: string;
      }>`show idle_in_transaction_session_timeout`.execute(db.kysely);
      expect(shown.rows[0]!.idle_in_transaction_session_timeout).toBe('2min');
      const ended = db.kysely.transaction().execute(async (trx) => {
        const me = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // what the server does to a session idle in its transaction past the timeout
        await sql`select pg_terminate_backend(${me.rows[0]!.pid}, 10000)`.execute(db.kysely);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`select 1`.execute(trx);
      });
      await expect(ended).rejects.toThrow();
      expect((await sql<{ n: number }>`select 1 as n`.execute(db.kysely)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
