// `npm run bench:count`: what the PO report's filtered count costs without a cache
// (issue 12 §7: keep the count cache only if the count is too slow to run on every page).
// 1M PO lines (bench/api-list's data); SQLite by default, `BENCH_PG_URL=postgres://…` for
// PostgreSQL in a database made for the run. One JSON line per filter: p50/p90 of the count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PoLineStatus } from '@lading/shared';
import pg from 'pg';
import { readConfig } from '../apps/server/src/config';
import { openPostgres, openSqlite, type Db } from '../apps/server/src/db/database';
import { readChangeStamp } from '../apps/server/src/db/change-stamps';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import type { PoLineListFilter } from '../apps/server/src/modules/orders/po-line-filters';
import { poLineRepository } from '../apps/server/src/modules/orders/po-line.repository';
import type { Scope } from '../apps/server/src/platform/permissions/scope';
import { benchDay as day } from './api-list/bench-data';
import { fillPostgres, fillSqlite } from './api-list/bench-writers';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const pgAdminUrl = process.env.BENCH_PG_URL;
const SUPPLIER = 100_000 + 17;
const open: PoLineStatus[] = ['Open', 'PartiallyPlanned'];

/** The report's filters as people use them: nothing, one field, or the buyer's month. */
const CASES: { name: string; scope?: Scope; filter: PoLineListFilter }[] = [
  { name: 'none (report opened)', filter: {} },
  { name: 'status open', filter: { status: open } },
  { name: 'one month', filter: { rddFrom: day(90), rddTo: day(120) } },
  { name: 'destination country', filter: { destinationCountry: 'KE' } },
  { name: 'PO number prefix', filter: { poNumber: 'PO0001' } },
  { name: 'risk buy', filter: { riskBuy: 1 } },
  { name: 'supplier', filter: { supplierId: SUPPLIER } },
  {
    name: 'supplier + month + status (bench:api)',
    filter: { supplierId: SUPPLIER, rddFrom: day(90), rddTo: day(120), status: open },
  },
  {
    name: 'supplier account, none',
    scope: { kind: 'ownSuppliers', supplierIds: [SUPPLIER] },
    filter: {},
  },
];

const adminQuery = async (text: string) => {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-bench-count-'));
const pgDatabase = `lading_bench_count_${process.pid}`;
const config = { ...readConfig({}), dataDir: dir, seedDemo: false };
let db: Db;
if (pgAdminUrl) {
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${pgDatabase}`;
  const migrated = openPostgres(url.toString());
  await prepareDatabase(migrated, config);
  await migrated.close();
  await fillPostgres(url.toString(), LINES);
  db = openPostgres(url.toString());
} else {
  const file = path.join(dir, 'bench.sqlite');
  const migrated = openSqlite(file);
  await prepareDatabase(migrated, config);
  await migrated.close();
  fillSqlite(file, LINES);
  db = openSqlite(file);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
/** p50 and p90 of RUNS calls after one warm-up call (answers the warm-up's result too). */
async function timed<T>(run: () => Promise<T>) {
  const result = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    result,
    p50_ms: +percentile(times, 0.5).toFixed(3),
    p90_ms: +percentile(times, 0.9).toFixed(3),
  };
}

try {
  // what the kept count costs instead: reading the orders change stamp on each request
  const stamp = await timed(() => readChangeStamp(db.kysely, 'orders'));
  console.log(
    JSON.stringify({
      bench: 'po_lines.count.stamp',
      p50_ms: stamp.p50_ms,
      p90_ms: stamp.p90_ms,
      data: { database: db.dialect, runs: RUNS },
    }),
  );
  for (const { name, scope, filter } of CASES) {
    const count = await timed(() =>
      poLineRepository.count(db.kysely, scope ?? { kind: 'allSuppliers' }, filter),
    );
    console.log(
      JSON.stringify({
        bench: 'po_lines.count',
        filter: name,
        p50_ms: count.p50_ms,
        p90_ms: count.p90_ms,
        matching_lines: count.result,
        data: { database: db.dialect, po_lines: LINES, runs: RUNS },
      }),
    );
  }
} finally {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (pgAdminUrl) await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
}
