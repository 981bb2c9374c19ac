// `npm run bench:api`: api.list — the authorized, filtered, paged PO-line list on 1M lines
// (QUALITY.md: ≥ 3,000 req/s on one process, p99 ≤ 25 ms, autocannon, 50 connections).
// SQLite by default; `BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api`
// runs the same on PostgreSQL, in a database made for the run and dropped after it. Builds
// its own data deterministically (api-list/bench-data.ts), serves it from a child process so
// autocannon does not share the server's event loop, prints one JSON line.
// BENCH_WORKERS=1,2,4 (PostgreSQL only; issue 23) measures again with 2 and 4 server
// processes on the same database: the 50 connections are split evenly over the processes
// (each process its own autocannon instance, no proxy in between), one JSON line per count
// with the machine's core count beside it.
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
/** Unmeasured load first, on each run's fresh processes. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
/** What the PO report screen asks for: DEFAULT_PAGE_SIZE (10) rows. */
const PAGE_SIZE = process.env.BENCH_PAGE_SIZE ?? String(DEFAULT_PAGE_SIZE);
const pgAdminUrl = process.env.BENCH_PG_URL;
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1').split(',').map(Number);
if (WORKER_COUNTS.some((n) => !Number.isInteger(n) || n < 1 || n > CONNECTIONS)) {
  throw new Error(`BENCH_WORKERS must list process counts, e.g. 1,2,4`);
}
if (!pgAdminUrl && WORKER_COUNTS.some((n) => n > 1)) {
  throw new Error('BENCH_WORKERS above 1 needs BENCH_PG_URL: a SQLite file has one process');
}

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
async function startServer() {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'bench/api-list-server.ts', where],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const server = JSON.parse(first) as { port: number; token: string };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { ...server, stop };
}

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

/** `workers` server processes, the 50 connections split evenly over them: one JSON line. */
async function measure(workers: number) {
  const servers = await Promise.all(Array.from({ length: workers }, startServer));
  try {
    const targets = servers.map((server) => ({
      url: `http://127.0.0.1:${server.port}/api/po-lines?${query}`,
      headers: { authorization: `Bearer ${server.token}`, lang: 'en' },
    }));
    let body: { data: { total: number; list: unknown[] } } | undefined;
    for (const { url, headers } of targets) {
      const probe = await fetch(url, { headers });
      body = (await probe.json()) as { data: { total: number; list: unknown[] } };
      if (probe.status !== 200) throw new Error(`probe answered ${probe.status}`);
    }
    // a fresh process plans its statements and compiles its hot paths first: not measured
    const run = (duration: number) =>
      Promise.all(
        targets.map(({ url, headers }, i) =>
          autocannon({
            url,
            headers,
            duration,
            connections: Math.floor(CONNECTIONS / workers) + (i < CONNECTIONS % workers ? 1 : 0),
          }),
        ),
      );
    if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
    const results = await run(SECONDS);
    const sum = (pick: (result: autocannon.Result) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    const worst = (pick: (result: autocannon.Result) => number) => Math.max(...results.map(pick));
    console.log(
      JSON.stringify({
        bench: 'api.list',
        workers,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmup_seconds: WARMUP_SECONDS,
        req_per_s: Math.round(sum((result) => result.requests.average)),
        // over several processes: the slowest process's figures
        p50_ms: worst((result) => result.latency.p50),
        p99_ms: worst((result) => result.latency.p99),
        non_2xx: sum((result) => result.non2xx),
        errors: sum((result) => result.errors),
        data: {
          database: pgAdminUrl ? 'postgres' : 'sqlite',
          po_lines: LINES,
          suppliers: SUPPLIERS,
          matching_lines: body!.data.total,
          page_size: body!.data.list.length,
          build_seconds: buildSeconds,
        },
        machine: { cpus: os.cpus().length, node: process.version, load1: os.loadavg()[0] },
      }),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

try {
  for (const workers of WORKER_COUNTS) await measure(workers);
} finally {
  if (process.env.BENCH_KEEP) console.error(`kept ${where}`);
  else {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgAdminUrl) await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
  }
}
