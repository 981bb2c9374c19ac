import fs from 'node:fs';
import path from 'node:path';
import { readConfig, type AppConfig } from '../config';
import { openSqlite } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { testFilesDir } from './files-dir';

/**
 * Test-only: a SQLite file migrated and seeded once per `vitest run` (test/global-setup.ts),
 * that each test file copies instead of migrating and seeding its own (on an idle machine
 * ~40 ms of CPU a file, ~350 ms with the demo data; several times that under load). The copy
 * is the database the file would have prepared, only seeded a little earlier. PostgreSQL
 * runs (TEST_DATABASE_URL) and watch mode prepare each database as before.
 */

export const ADMIN_PASSWORD = 'admin123';

/** The settings prepareDatabase reads, as a test file's context has them by default. */
type SeedSettings = Pick<AppConfig, 'adminPassword' | 'demoPassword' | 'seedDemo' | 'demoToday'>;

export interface SqliteTemplates {
  /** Base seed only (seedDemo off). */
  base: string;
  /** Base and demo seed (seedDemo on). */
  demo: string;
  adminPassword: string;
  demoPassword: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts on SQLite runs; null on PostgreSQL runs. */
    sqliteTemplates: SqliteTemplates | null;
  }
}

export async function buildSqliteTemplates(dir: string): Promise<SqliteTemplates> {
  const { demoPassword } = readConfig({});
  const build = async (name: string, seedDemo: boolean) => {
    const file = path.join(dir, name);
    const db = openSqlite(file);
    await prepareDatabase(db, {
      adminPassword: ADMIN_PASSWORD,
      demoPassword,
      seedDemo,
      filesDir: testFilesDir(),
    });
    await db.close();
    // closing checkpoints the WAL: the main file alone holds the database
    if (fs.existsSync(`${file}-wal`)) throw new Error(`${file}: the WAL was not checkpointed`);
    return file;
  };
  const [base, demo] = await Promise.all([build('base.sqlite', false), build('demo.sqlite', true)]);
  return { base, demo, adminPassword: ADMIN_PASSWORD, demoPassword };
}

/** The template prepared as `settings` would prepare a new database, if there is one. */
export function templateFor(
  templates: SqliteTemplates | null | undefined,
  settings: SeedSettings,
): string | undefined {
  if (!templates) return undefined;
  // the templates' demo is dated from the day of the run
  if (settings.seedDemo && settings.demoToday) return undefined;
  if (settings.adminPassword !== templates.adminPassword) return undefined;
  if (settings.seedDemo && settings.demoPassword !== templates.demoPassword) return undefined;
  return settings.seedDemo ? templates.demo : templates.base;
}
