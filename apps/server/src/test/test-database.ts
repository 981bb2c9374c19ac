import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type Db } from '../db/database';

/**
 * A fresh, real database for one test file: a SQLite file in a temp folder by default (a
 * copy of `sqliteTemplate` when given, see sqlite-templates.ts), or with TEST_DATABASE_URL
 * set, a new schema on that PostgreSQL server. Dropped on close.
 */
export async function openTestDatabase(sqliteTemplate?: string): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-test-'));
    const file = path.join(dir, 'test.sqlite');
    if (sqliteTemplate) fs.copyFileSync(sqliteTemplate, file);
    const db = openSqlite(file);
    return {
      ...db,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openPostgres(url, { searchPath: schema, max: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}
