import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-db-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('openSqlite', () => {
  it('keeps ANALYZE statistics but drops the STAT4 samples that re-plan bound queries', async () => {
    const file = path.join(dir, 'analyzed.sqlite');
    const raw = new SQLite(file);
    raw.exec('create table lines (id integer primary key, supplier_id integer, rdd text)');
    raw.exec('create index lines_supplier_rdd on lines (supplier_id, rdd)');
    const insert = raw.prepare('insert into lines (supplier_id, rdd) values (?, ?)');
    raw.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(i % 7, `2027-01-${10 + (i % 18)}`);
    })();
    raw.exec('analyze');
    const count = (db: SQLite.Database, table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect(count(raw, 'sqlite_stat4')).toBeGreaterThan(0);
    raw.close();

    const db = openSqlite(file);
    await db.close();

    const after = new SQLite(file, { readonly: true });
    expect(count(after, 'sqlite_stat4')).toBe(0);
    expect(count(after, 'sqlite_stat1')).toBeGreaterThan(0);
    after.close();
  });
});
