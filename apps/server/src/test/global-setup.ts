import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSqliteTemplates } from './sqlite-templates';

/**
 * Vitest globalSetup of the server project: on SQLite runs, prepares the template databases
 * every test file copies (test/sqlite-templates.ts), and removes them after the run. Not in
 * watch mode: a template made at the start would miss the migrations and seeds edited since,
 * so each file prepares its own database there, as on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL || project.globalConfig.watch) {
    project.provide('sqliteTemplates', null);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-templates-'));
  project.provide('sqliteTemplates', await buildSqliteTemplates(dir));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
