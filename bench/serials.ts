// `npm run bench:serials` (issues 18 and 19): serial numbers on ~11,000,000 stored codes
// (SQLite; serials/bench-data.ts — 244 containers of 20 pallets × 50 cartons × 40 products,
// and one big container of 500 pallets, 1,025,501 codes). `BENCH_PG_URL=postgres://…` runs
// the same on PostgreSQL, in a database made for the run and filled by SQL (serials/pg-fill.ts).
// Figures, each a JSON line: the fill (codes, seconds, file size), then
// - part 1, through the HTTP API of a listening server (fetch on keep-alive, so each figure
//   is a real round trip: HTTP parsing, auth, validation, template match, every binding
//   check and the transaction that binds): `serials.scan` — a new product code scanned into
//   an open carton, SCANS of them into fresh cartons, p50/p99/max; `serials.scan.refused` —
//   a code already bound elsewhere ("Product S/N has been bound"); `serials.open` — a new
//   carton opened at the station. Goal: scan p99 ≤ 20 ms (QUALITY.md).
// - part 2: `serials.trace.up` and `serials.trace.down` in process (serials/trace-figures.ts),
//   `serials.bulkImport` through the upload route and `serials.export` of the big container
//   in a process of its own (serials/file-figures.ts).
// The SQLite data is built once per data version and schema and cached under bench/.cache
// (BENCH_SERIAL_CONTAINERS scales it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openPostgres, openSqlite, type Db } from '../apps/server/src/db/database';
import { migrations } from '../apps/server/src/db/migrations';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { runCopyOf } from './bench-app';
import {
  BIG_CONTAINER_PREFIX,
  CONTAINERS,
  fillSerialsBench,
  SERIALS_DATA_VERSION,
} from './serials/bench-data';
import { bulkImportFigure, exportFigures } from './serials/file-figures';
import { fillSerialsPostgres } from './serials/pg-fill';
import { figures } from './serials/figures';
import { traceFigures } from './serials/trace-figures';

const SCANS = Number(process.env.BENCH_SERIAL_SCANS ?? 2_000);
const PER_CARTON = 40;
const CACHE_DIR = path.resolve('bench/.cache');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-serials-bench-'));
const config = { ...readConfig({}), dataDir: CACHE_DIR, filesDir, seedDemo: true };
const schema = createHash('sha1').update(Object.keys(migrations).join()).digest('hex').slice(0, 8);
const cached = path.join(
  CACHE_DIR,
  `serials-v${SERIALS_DATA_VERSION}-${CONTAINERS}-${schema}.sqlite`,
);

if (!process.env.BENCH_PG_URL && !fs.existsSync(cached)) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR).filter((name) => name.startsWith('serials-'))) {
    fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  const started = performance.now();
  const building = `${cached}.building`;
  fs.rmSync(building, { force: true });
  const fresh = openSqlite(building);
  await prepareDatabase(fresh, config);
  await fresh.close();
  const sqlite = new SQLite(building);
  sqlite.pragma('journal_mode = wal');
  sqlite.pragma('synchronous = off');
  const refs = benchRefs(sqlite);
  const codes = fillSerialsBench(sqlite, refs);
  sqlite.close();
  fs.renameSync(building, cached);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(building + suffix)) fs.renameSync(building + suffix, cached + suffix);
  }
  console.log(
    JSON.stringify({
      bench: 'serials.fill',
      codes,
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      mb: Math.round(fs.statSync(cached).size / 1e6),
    }),
  );
}

/** The bench's product (40 a carton, 50 cartons a pallet), supplier SUP001 and templates. */
function benchRefs(sqlite: SQLite.Database) {
  const one = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as T;
  const supplier = one<{ id: number; code: string }>(
    `select id, code from suppliers where code = 'SUP001'`,
  );
  const product = one<{ product_id: number }>(
    `select product_id from product_packaging order by product_id limit 1`,
  );
  sqlite
    .prepare(
      `update product_packaging set pieces_per_carton = ${PER_CARTON}, cartons_per_pallet = 50 where product_id = ?`,
    )
    .run(product.product_id);
  const template = (level: string) =>
    one<{ id: number }>(
      `select id from code_templates where level = ? and product_id is null and is_current = 1`,
      level,
    ).id;
  return {
    productId: product.product_id,
    supplierId: supplier.id,
    supplierCode: supplier.code,
    templates: {
      product: template('product'),
      carton: template('carton'),
      pallet: template('pallet'),
      container: template('container'),
    },
  };
}

const pgAdminUrl = process.env.BENCH_PG_URL;
const pgDatabase = `lading_bench_serials_${process.pid}`;
let db: Db;
/** Where the export processes read: the SQLite file, or the PostgreSQL database's URL. */
let target: string;
if (pgAdminUrl) {
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${pgDatabase}`;
  target = url.toString();
  const started = performance.now();
  const migrated = openPostgres(target);
  await prepareDatabase(migrated, config);
  const fillRefs = await postgresRefs(migrated);
  await migrated.close();
  const codes = await fillSerialsPostgres(target, fillRefs);
  console.log(
    JSON.stringify({
      bench: 'serials.fill',
      db: 'postgres',
      codes,
      seconds: +((performance.now() - started) / 1000).toFixed(1),
    }),
  );
  db = openPostgres(target);
} else {
  target = runCopyOf(cached, 'serials-run.sqlite');
  db = openSqlite(target);
}
const one = async <T>(query: string) =>
  (await sql<T>`${sql.raw(query)}`.execute(db.kysely)).rows[0]!;
const stored = Number((await one<{ n: number }>('select count(*) as n from serial_codes')).n);
const refs = {
  supplier: await one<{ id: number; code: string }>(
    `select id, code from suppliers where code = 'SUP001'`,
  ),
  product: await one<{ id: number; code: string }>(
    `select p.id, p.product_id as code from product_packaging pp join products p on p.id = pp.product_id where pp.pieces_per_carton = ${PER_CARTON} order by p.id limit 1`,
  ),
  boundProduct: (
    await one<{ code: string }>(
      `select code from serial_codes where level = 'product' and parent_id is not null order by id desc limit 1`,
    )
  ).code,
  bigContainer: Number(
    (
      await one<{ id: number }>(
        `select id from serial_codes where level = 'container' and code like '${BIG_CONTAINER_PREFIX}%'`,
      )
    ).id,
  ),
};

await prepareDatabase(db, config);
const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: config.adminPassword }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const headers = {
  authorization: `Bearer ${token}`,
  lang: 'en',
  'content-type': 'application/json',
};

async function post(url: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: unknown; message: string };
  return { ms: performance.now() - started, status: response.status, json };
}

const context = { productId: refs.product.id, supplierId: refs.supplier.id };
const opens: number[] = [];
const scans: number[] = [];
const refused: number[] = [];
let serial = 90_000_000;
let carton = 9_000_000;
// warm-up: one carton, not counted
for (let round = -1; scans.length < SCANS; round++) {
  const opened = await post('/serials/parents', {
    level: 'carton',
    code: `CT${refs.supplier.code}${++carton}`,
    context,
  });
  if (opened.status !== 200) throw new Error(`open: ${opened.status} ${opened.json.message}`);
  if (round >= 0) opens.push(opened.ms);
  const parentId = (opened.json.data as { parent: { id: number } }).parent.id;
  for (let i = 0; i < PER_CARTON && scans.length < SCANS; i++) {
    const scan = await post(`/serials/parents/${parentId}/children`, {
      level: 'product',
      code: `${refs.supplier.code}01${++serial}`,
    });
    if (scan.status !== 200) throw new Error(`scan: ${scan.status} ${scan.json.message}`);
    if (round >= 0) scans.push(scan.ms);
  }
  if (round >= 0 && refused.length < SCANS / 10) {
    const again = await post(`/serials/parents/${parentId}/children`, {
      level: 'product',
      code: refs.boundProduct,
    });
    if (again.status === 200) throw new Error('a bound code was bound again');
    refused.push(again.ms);
  }
}
const common = { stored_codes: stored, db: db.dialect };
console.log(
  JSON.stringify({ bench: 'serials.scan', ...common, ...figures(scans), goal_p99_ms: 20 }),
);
console.log(JSON.stringify({ bench: 'serials.scan.refused', ...common, ...figures(refused) }));
console.log(JSON.stringify({ bench: 'serials.open', ...common, ...figures(opens) }));

// part 2 (issue 19): tracing in process, then codes moved as files
await traceFigures({ db, config, clock: () => new Date() }, common);
await bulkImportFigure(
  { base, headers },
  { productCode: refs.product.code, supplierCode: refs.supplier.code },
  common,
);
await app.close();
await db.close();
exportFigures(target, refs.bigContainer, common);
if (pgAdminUrl) await adminQuery(`drop database ${pgDatabase}`);

/** A statement on the PostgreSQL server's admin database (create and drop the bench's). */
async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** benchRefs on a migrated PostgreSQL database (the demo's SUP001, a product, the templates). */
async function postgresRefs(migrated: Db) {
  const q = async <T>(query: string) =>
    (await sql<T>`${sql.raw(query)}`.execute(migrated.kysely)).rows[0]!;
  const supplier = await q<{ id: number; code: string }>(
    `select id, code from suppliers where code = 'SUP001'`,
  );
  const product = await q<{ product_id: number }>(
    `select product_id from product_packaging order by product_id limit 1`,
  );
  await sql`update product_packaging set pieces_per_carton = ${PER_CARTON}, cartons_per_pallet = 50 where product_id = ${product.product_id}`.execute(
    migrated.kysely,
  );
  const template = async (level: string) =>
    (
      await q<{ id: number }>(
        `select id from code_templates where level = '${level}' and product_id is null and is_current = 1`,
      )
    ).id;
  return {
    productId: product.product_id,
    supplierId: supplier.id,
    supplierCode: supplier.code,
    templates: {
      product: await template('product'),
      carton: await template('carton'),
      pallet: await template('pallet'),
      container: await template('container'),
    },
  };
}
