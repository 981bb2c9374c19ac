// `npm run bench:reports`: every report's first page on 1,000,000 PO lines and 100,000
// containers (SQLite; issue 15: ≤ 300 ms server time each, OTD and utilization aggregates
// included). The data (reports/bench-data.ts) is built once per day, data version and
// schema, and cached under bench/.cache. The reports are found, not listed: every GET of
// the operation objects in packages/shared/src/reports/*.operations.ts that answers JSON
// and has no path parameter, each asked with its default filters and with one supplier.
// Server time: around app.inject in this process (routing, auth, validation, the queries,
// serialization), the median of 5 after a warm-up. One JSON line per report and filter.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeKeyOf, type AnyOperation } from '@lading/shared';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';
import { migrations } from '../apps/server/src/db/migrations';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { fillReportsBench, POS, REPORTS_DATA_VERSION, SUPPLIERS } from './reports/bench-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A page slower than this after the warm-up is measured once more, not five times. */
const SLOW_MS = 3_000;
/** The one supplier of the filtered runs (a bench supplier id). */
const SUPPLIER_ID = 17;
const REPORTS_DIR = path.resolve('packages/shared/src/reports');
const CACHE_DIR = path.resolve('bench/.cache');

const today = new Date().toISOString().slice(0, 10);
const schema = createHash('sha1').update(Object.keys(migrations).join()).digest('hex').slice(0, 8);
const file = path.join(CACHE_DIR, `reports-v${REPORTS_DATA_VERSION}-${schema}-${today}.sqlite`);
const config = { ...readConfig({}), dataDir: CACHE_DIR, seedDemo: false };

const built = `${file}.json`;
if (!fs.existsSync(file)) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR).filter((name) => name.startsWith('reports-'))) {
    fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  const started = performance.now();
  const building = `${file}.building`;
  fs.rmSync(building, { force: true });
  const fresh = openSqlite(building);
  await prepareDatabase(fresh, config);
  await fresh.close();
  fillReportsBench(building, today);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(building + suffix, { force: true });
  fs.renameSync(building, file);
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  fs.writeFileSync(built, JSON.stringify({ build_seconds: seconds, load1: os.loadavg()[0] }));
}
const buildSeconds = fs.existsSync(built)
  ? (JSON.parse(fs.readFileSync(built, 'utf8')) as { build_seconds: number }).build_seconds
  : null;

const db = openSqlite(file);
await prepareDatabase(db, config);
const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { username: 'admin', password: config.adminPassword },
});
const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };

/** The report reads: JSON GETs without path parameters, from every reports operations file. */
async function reportOperations() {
  const found: { name: string; operation: AnyOperation }[] = [];
  for (const name of fs
    .readdirSync(REPORTS_DIR)
    .filter((f) => f.endsWith('.operations.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(path.join(REPORTS_DIR, name)).href)) as Record<
      string,
      unknown
    >;
    for (const group of Object.values(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const [key, operation] of Object.entries(group as Record<string, AnyOperation>)) {
        if (operation?.method !== 'GET' || operation.answer === 'file') continue;
        if (typeof operation.path !== 'string' || operation.path.includes(':')) continue;
        found.push({ name: key, operation });
      }
    }
  }
  return found;
}

/** The query field that filters by supplier, read off the operation's query schema. */
function supplierFilter(operation: AnyOperation): Record<string, string> | null {
  const schema = operation.query as
    | { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }
    | undefined;
  const shape = schema?.shape ?? schema?.def?.in?.shape ?? {};
  for (const key of ['supplierId', 'supplierIds', 'supplier']) {
    if (key in shape) return { [key]: String(SUPPLIER_ID) };
  }
  return null;
}

async function timed(url: string) {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url, headers });
  return { ms: performance.now() - started, answer };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  node: process.version,
  load1: +os.loadavg()[0]!.toFixed(2),
};

try {
  const operations = await reportOperations();
  for (const { name, operation } of operations) {
    const supplier = supplierFilter(operation);
    const runs: ['default' | 'supplier', Record<string, string> | null][] = [
      ['default', {}],
      ['supplier', supplier],
    ];
    for (const [filter, query] of runs) {
      const line: Record<string, unknown> = { bench: 'reports', report: name, filter };
      if (!query) {
        console.log(JSON.stringify({ ...line, skipped: 'no supplier filter in its query' }));
        continue;
      }
      const url = `/api${operation.path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
      const warm = await timed(url);
      if (warm.answer.statusCode !== 200) {
        console.log(
          JSON.stringify({
            ...line,
            route: routeKeyOf(operation),
            status: warm.answer.statusCode,
            error: warm.answer.body.slice(0, 200),
          }),
        );
        continue;
      }
      const times: number[] = [];
      let data: { list?: unknown[]; total?: number } | unknown[] = {};
      const runs = warm.ms > SLOW_MS ? 1 : RUNS;
      for (let i = 0; i < runs; i++) {
        const run = await timed(url);
        times.push(run.ms);
        data = run.answer.json().data;
      }
      // a page: its rows; a summary: the rows of its tables (by month, by supplier…)
      const rows = Array.isArray(data)
        ? data.length
        : (data.list?.length ??
          Object.values(data).reduce<number>(
            (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
            0,
          ));
      const total = Array.isArray(data) ? undefined : data.total;
      console.log(
        JSON.stringify({
          ...line,
          rows,
          ...(total !== undefined ? { total } : {}),
          ms: +median(times).toFixed(1),
          runs,
          max_ms: +Math.max(...times).toFixed(1),
          data: {
            database: 'sqlite',
            po_lines: POS * 10,
            containers: POS,
            suppliers: SUPPLIERS,
            build_seconds: buildSeconds,
          },
          machine,
        }),
      );
    }
  }
} finally {
  await app.close();
  await db.close();
}
