import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

/*
 * Kysely's own introspector reads every schema's tables; another schema dropped during that
 * read failed a migration with "column … of relation … does not exist" about a table it never
 * touches (a CI run: another test file's schema dropped while this one migrated). The
 * migrator now looks at its own schema only. On SQLite there is one schema: the migration
 * runs the same way, beside a churning second file that the migration never reads.
 */
const ROUNDS = 6;

async function churnOtherSchema(url: string, stop: () => boolean): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rounds = 0;
  try {
    while (!stop()) {
      const schema = `churn_${process.pid}_${rounds++}`;
      await client.query(`create schema ${schema}`);
      for (let table = 0; table < 8; table++) {
        await client.query(
          `create table ${schema}.t${table} (id serial primary key, a text, created_at text)`,
        );
      }
      await client.query(`drop schema ${schema} cascade`);
    }
  } finally {
    await client.end();
  }
  return rounds;
}

describe('migrating while other schemas come and go', () => {
  it('migrates every time and reads no other schema', { timeout: 120_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL;
    let done = false;
    const churn = url ? churnOtherSchema(url, () => done) : Promise.resolve(0);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const db = await openTestDatabase();
        try {
          expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
          expect(await migrateToLatest(db)).toEqual([]);
        } finally {
          await db.close();
        }
      }
    } finally {
      done = true;
    }
    if (url) expect(await churn).toBeGreaterThan(0);
  });
});
