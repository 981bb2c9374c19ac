// `npm run bench:api`: api.list — the authorized, filtered, paged PO-line list on 1M lines
// in SQLite (QUALITY.md: ≥ 3,000 req/s on one process, p99 ≤ 25 ms, autocannon, 50
// connections). Builds its own data deterministically, serves it from a child process so
// autocannon does not share the server's event loop, prints one JSON line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SUPPLIERS = 100;
const PRODUCTS = 500;
const LINES_PER_PO = 10;
const COUNTRIES = ['NG', 'BJ', 'CDI', 'KE', 'MZ', 'RW', 'TZ', 'UG', 'ZA'];

/** mulberry32, so every run builds the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-bench-list-'));
const file = path.join(dir, 'bench.sqlite');
const started = performance.now();
{
  const db = openSqlite(file);
  await prepareDatabase(db, { ...readConfig({}), seedDemo: false });
  await db.close();
}
const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = OFF');
const at = '2026-11-22T00:00:00.000Z';
const random = prng(42);
const day0 = Date.UTC(2026, 11, 1);
const day = (offset: number) => new Date(day0 + offset * 86_400_000).toISOString().slice(0, 10);
sqlite.transaction(() => {
  const supplier = sqlite.prepare(
    'insert into suppliers (id, code, name, created_at) values (?, ?, ?, ?)',
  );
  for (let s = 1; s <= SUPPLIERS; s++) {
    supplier.run(100_000 + s, `BS${String(s).padStart(4, '0')}`, `Bench supplier ${s}`, at);
  }
  const product = sqlite.prepare(
    `insert into products (id, product_id, item_number, short_name, model_number, model_name,
       activeness, brand, category, net_weight_g, gross_weight_g, country_short_names_json,
       package_type, qty_per_package, length_mm, width_mm, height_mm, serialized, moq, msq, standard_lead_time_days, safety_stock_qty, safety_lead_time_days,
       related_main_product_model, parent_sn, created_at, updated_at)
     values (?, ?, ?, ?, 'M', 'Model', 'Active', 'Bench', 'others', 1000, 1200, '{}', 'Carton',
       1, 100, 100, 100, 0, 0, 0, 0, 0, 0, '', '', ?, ?)`,
  );
  for (let p = 1; p <= PRODUCTS; p++) {
    product.run(100_000 + p, `BP-${p}`, `BI-${p}`, `Bench product ${p}`, at, at);
  }
  sqlite
    .prepare(
      "insert into loading_points (id, name, short_name, address, created_at, updated_at) values (100001, 'Bench port', 'BENCH', '', ?, ?)",
    )
    .run(at, at);
  const po = sqlite.prepare(
    `insert into purchase_orders (id, po_number, supplier_id, originator, destination_country,
       currency, created_at, updated_at) values (?, ?, ?, ?, ?, 'USD', ?, ?)`,
  );
  const line = sqlite.prepare(
    `insert into po_lines (po_id, supplier_id, line_no, product_id, order_qty, unit_price_cents,
       discount_bp, row_total_usd_cents, rdd, original_rdd, loading_point_id, so_line_id,
       planned_qty, shipped_qty, closed, cancelled, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, 100001, null, ?, ?, 0, 0, ?, ?)`,
  );
  for (let n = 1; n <= LINES / LINES_PER_PO; n++) {
    const supplierId = 100_000 + 1 + Math.floor(random() * SUPPLIERS);
    po.run(
      n,
      `PO${String(n).padStart(8, '0')}`,
      supplierId,
      `Buyer ${n % 7}`,
      COUNTRIES[n % 9],
      at,
      at,
    );
    const rdd = Math.floor(random() * 365);
    const firstProduct = Math.floor(random() * (PRODUCTS - LINES_PER_PO));
    for (let l = 1; l <= LINES_PER_PO; l++) {
      const qty = 10 + Math.floor(random() * 990);
      const price = 100 + Math.floor(random() * 10_000);
      const planned = random() < 0.3 ? Math.floor(qty / 2) : 0;
      const lineRdd = day(rdd + Math.floor(random() * 14));
      line.run(
        n,
        supplierId,
        l * 10,
        100_000 + 1 + firstProduct + l,
        qty,
        price,
        qty * price,
        lineRdd,
        lineRdd,
        planned,
        0,
        at,
        at,
      );
    }
  }
})();
sqlite.pragma('optimize');
sqlite.exec('analyze');
sqlite.close();
const buildSeconds = +((performance.now() - started) / 1000).toFixed(1);

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-list-server.ts', file], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const server = JSON.parse(first) as { port: number; token: string };

// a buyer's typical question: one supplier's open/partly planned lines due in one month
const query = new URLSearchParams({
  supplierId: String(100_000 + 17),
  rddFrom: day(90),
  rddTo: day(120),
  status: 'Open,PartiallyPlanned',
  pageNum: '1',
  pageSize: '20',
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
        database: 'sqlite',
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
  if (process.env.BENCH_KEEP) console.error(`kept ${file}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
