// One export task's work, alone in its process (`bench/serials/file-figures.ts` runs it):
// the main code's codes written by runCodeExport as FORMAT into a fresh file store, on the
// SQLite file or PostgreSQL URL given. Prints one JSON line: rows, seconds, the process's
// resident memory before the export and its peak (getrusage's maxRSS: the whole process,
// Node, tsx and the modules loaded included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../apps/server/src/config';
import { openPostgres, openSqlite } from '../../apps/server/src/db/database';
import { runCodeExport } from '../../apps/server/src/modules/serials/export-task.job';
import { ALL_SUPPLIERS } from '../../apps/server/src/platform/permissions/scope';

const [target, codeId, format] = process.argv.slice(2) as [
  string,
  string,
  'xlsx' | 'csv' | 'epcis',
];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-export-once-'));
const config = { ...readConfig({}), dataDir: dir, filesDir: path.join(dir, 'files') };
const db = target.startsWith('postgres') ? openPostgres(target) : openSqlite(target);
const deps = { db, config, clock: () => new Date() };
const main = await db.kysely
  .selectFrom('serial_codes')
  .select(['id', 'code'])
  .where('id', '=', Number(codeId))
  .executeTakeFirstOrThrow();
// A running server's job starts on a settled heap, not amid module loading: V8 leaves the
// start-up's fast promotion (every survivor straight to old space) at its next full collection.
(globalThis as { gc?: () => void }).gc?.();
const startRss = process.memoryUsage.rss();
const started = performance.now();
const written = await runCodeExport(deps, {
  mainCodeId: Number(main.id),
  mainCode: main.code,
  format,
  lang: 'en',
  scope: ALL_SUPPLIERS,
});
const seconds = (performance.now() - started) / 1000;
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    rows: written.rows,
    seconds: +seconds.toFixed(1),
    file_mb: +(written.fileSize / 1e6).toFixed(1),
    start_rss_mb: Math.round(startRss / 2 ** 20),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
