// `npm run backup` on SQLite (apps/server/src/db/backup.ts): a backup taken while product
// imports commit, restored, holds every import committed before it, none half, and is a
// sound database. SQLite only — PostgreSQL's backup is pg_dump's — so this file is in the
// "scripts" test project, which `npm test` runs and `npm run test:pg` (project "server") not.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { backupFileName, backupSqlite } from '../apps/server/src/db/backup';
import { openSqlite, sqliteFileOf, type Db } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import {
  goodRow,
  importFile,
  multipart,
} from '../apps/server/src/modules/products/import/import.test-support';

const ADMIN_PASSWORD = 'admin123';
/** Rows per import file (each import is one transaction) and the most imports to run. */
const ROWS = 200;
const MAX_IMPORTS = 40;

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-backup-'));
  folders.push(folder);
  return folder;
};
const config = (dataDir: string) => ({
  ...readConfig({}),
  dataDir,
  adminPassword: ADMIN_PASSWORD,
  seedDemo: false,
});

async function serve(db: Db, dataDir: string) {
  const app = await buildApp({ db, config: config(dataDir), clock: () => new Date() });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  return { app, token: login.json<{ data: { token: string } }>().data.token };
}

let dataDir: string;
let db: Db;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  dataDir = tempFolder();
  db = openSqlite(sqliteFileOf(dataDir));
  await prepareDatabase(db, config(dataDir));
  ({ app, token } = await serve(db, dataDir));
});

afterAll(async () => {
  await app.close();
  await db.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Product keys of import `job` start with this (one prefix per file). */
const prefixOf = (job: number) => `BKP${job}-`;

/** Products of each of the first `imports` imports in a database file. */
function productsByImport(file: string, imports = MAX_IMPORTS): number[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const count = sqlite.prepare('select count(*) as n from products where product_id like ?');
    return Array.from(
      { length: imports },
      (_, job) => (count.get(`${prefixOf(job)}%`) as { n: number }).n,
    );
  } finally {
    sqlite.close();
  }
}

describe('npm run backup on SQLite', () => {
  it('names backups by the moment, in UTC', () => {
    expect(backupFileName(new Date('2026-11-24T03:04:05.678Z'), 'sqlite')).toBe(
      'lading-20261124-030405.sqlite',
    );
  });

  it('copies, while imports commit, every import committed before it and no half of one', async () => {
    const file = sqliteFileOf(dataDir);
    const importOne = async (job: number) => {
      const rows = Array.from({ length: ROWS }, (_, i) =>
        goodRow({ productId: `${prefixOf(job)}${i}`, itemNumber: `${prefixOf(job)}IT${i}` }),
      );
      const { body, headers } = multipart(`import-${job}.xlsx`, await importFile(rows));
      const answer = await app.inject({
        method: 'POST',
        url: '/api/products/import',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      await app.jobs.drain();
    };
    await importOne(0);
    await importOne(1);
    const committedBefore = productsByImport(file).filter((n) => n === ROWS).length;

    // `npm run backup` in a process of its own, as beside a running server; imports go on,
    // one after another, until it has finished
    const backupFolder = tempFolder();
    const cli = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', backupFolder], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve));
    let done = false;
    void exited.then(() => (done = true));
    let imports = 2;
    while (!done && imports < MAX_IMPORTS) await importOne(imports++);
    expect(await exited, output).toBe(0);
    await importOne(imports++); // one more after it: the live file has moved on

    const backup = /Backup written: (\S+)/.exec(output)?.[1];
    expect(backup, output).toMatch(/lading-\d{8}-\d{6}\.sqlite$/);
    const inBackup = productsByImport(backup!, imports);
    const whole = inBackup.filter((n) => n === ROWS).length;
    // every import is there whole or not at all, and the ones there are the first ones
    expect(inBackup).toEqual([...Array(whole).fill(ROWS), ...Array(imports - whole).fill(0)]);
    expect(whole).toBeGreaterThanOrEqual(committedBefore);
    expect(productsByImport(file, imports)).toEqual(Array(imports).fill(ROWS));
    expect(whole).toBeLessThan(imports);

    const check = new SQLite(backup!, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(check.pragma('journal_mode', { simple: true })).toBe('delete'); // one file
    check.close();
    expect(fs.readdirSync(backupFolder)).toEqual([path.basename(backup!)]);

    // restore as README says: the file as a data folder's database, and start on it
    const restoredDir = tempFolder();
    fs.copyFileSync(backup!, sqliteFileOf(restoredDir));
    const restoredDb = openSqlite(sqliteFileOf(restoredDir));
    await prepareDatabase(restoredDb, config(restoredDir));
    const restored = await serve(restoredDb, restoredDir);
    try {
      const answer = await restored.app.inject({
        method: 'GET',
        url: `/api/products?pageNum=1&pageSize=1&keyword=${prefixOf(0)}`,
        headers: { authorization: `Bearer ${restored.token}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: { total: number } }>().data.total).toBe(ROWS);
    } finally {
      await restored.app.close();
      await restoredDb.close();
    }
  });

  it('refuses a data folder without a database', async () => {
    const empty = tempFolder();
    await expect(
      backupSqlite(sqliteFileOf(empty), path.join(empty, 'backups', 'x.sqlite')),
    ).rejects.toThrow(/No SQLite database/);
  });
});
