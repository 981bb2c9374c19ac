// `npm run bench:api`: api.list — the authorized, filtered, paged PO-line list on 1M lines
// (QUALITY.md: ≥ 3,000 req/s on one process, p99 ≤ 25 ms, autocannon, 50 connections).
// SQLite by default; `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api`
// runs the same on PostgreSQL, in a database made for the run and dropped after it. Builds
// its own data deterministically (api-list/bench-data.ts), serves it from a child process so
// autocannon does not share the server's event loop, prints one JSON line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { DEFAULT_PAGE_SIZE } from '@lading/shared';
import pg from 'pg';
import { readConfig } from '../apps/server/src/config';
import { openPostgres, openSqlite, type Db } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { benchDay as day, SUPPLIERS } from './api-list/bench-data';
import { fillPostgres, fillSqlite } from './api-list/bench-writers';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** What the PO report screen asks for: DEFAULT_PAGE_SIZE (10) rows. */
const PAGE_SIZE = process.env.BENCH_PAGE_SIZE ?? String(DEFAULT_PAGE_SIZE);
const pgAdminUrl = process.env.BENCH_PG_URL;

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-bench-list-'));
const pgDatabase = `lading_bench_${process.pid}`;
/** Where the server child finds the data: the SQLite file, or the PostgreSQL URL. */
let where: string;
const migrate = async (db: Db) => {
  await prepareDatabase(db, { ...readConfig({}), seedDemo: false });
  await db.close();
};
const started = performance.now();
if (pgAdminUrl) {
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${pgDatabase}`;
  where = url.toString();
  await migrate(openPostgres(where));
  await fillPostgres(where, LINES);
} else {
  where = path.join(dir, 'bench.sqlite');
  await migrate(openSqlite(where));
  fillSqlite(where, LINES);
}
const buildSeconds = +((performance.now() - started) / 1000).toFixed(1);

// the server runs with the flags `npm start` gives it (package.json: a 32 MB young generation)
const child = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--import', 'tsx', 'bench/api-list-server.ts', where],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const first = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const server = JSON.parse(first) as { port: number; token: string };

// a buyer's typical question: one supplier's open/partly planned lines due in one month
const query = new URLSearchParams({
  supplierId: String(100_000 + 17), // one of SUPPLIERS
  rddFrom: day(90),
  rddTo: day(120),
  status: 'Open,PartiallyPlanned',
  pageNum: '1',
  pageSize: PAGE_SIZE,
  sortBy: 'rdd',
  sortOrder: 'asc',
});
const url = `http://127.0.0.1:${server.port}/api/po-lines?${query}`;
const headers = { authorization: `Bearer ${server.token}`, lang: 'en' };
try {
  const probe = await fetch(url, { headers });
  const body = (await probe.json()) as { data: { total: number; list: unknown[] } };
  if (probe.status !== 200) throw new Error(`probe answered ${probe.status}`);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  console.log(
    JSON.stringify({
      bench: 'api.list',
      connections: CONNECTIONS,
      seconds: SECONDS,
      req_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
      errors: result.errors,
      data: {
        database: pgAdminUrl ? 'postgres' : 'sqlite',
        po_lines: LINES,
        suppliers: SUPPLIERS,
        matching_lines: body.data.total,
        page_size: body.data.list.length,
        build_seconds: buildSeconds,
      },
      machine: { cpus: os.cpus().length, node: process.version },
    }),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (process.env.BENCH_KEEP) console.error(`kept ${where}`);
  else {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgAdminUrl) await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
  }
}
