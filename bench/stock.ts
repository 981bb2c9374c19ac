// `npm run bench:stock`: the stock ledger on 1,000,000 moves over 2,000 products × 5
// warehouses (SQLite; issue 16). Figures: posting a 1,000-line stock-in (a submitted
// delivery note's lines, goal ≤ 500 ms) and a 1,000-line transfer; the inventory's and the
// history's first pages, plain and filtered (goal ≤ 100 ms each). The data
// (stock/bench-data.ts) is built once per day, data version and schema, and cached under
// bench/.cache. Server time: around app.inject in this process (routing, auth, validation,
// the queries and writes, serialization), the median of BENCH_RUNS (5) after a warm-up.
// One JSON line per figure.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../apps/server/src/config';
import { benchApp, median, runCopyOf, timedRuns } from './bench-app';
import { openSqlite } from '../apps/server/src/db/database';
import { migrations } from '../apps/server/src/db/migrations';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { fillStockBench, MOVES, PRODUCTS, STOCK_DATA_VERSION } from './stock/bench-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LINES = 1_000;
const CACHE_DIR = path.resolve('bench/.cache');
const today = new Date().toISOString().slice(0, 10);
const schema = createHash('sha1').update(Object.keys(migrations).join()).digest('hex').slice(0, 8);
const cached = path.join(CACHE_DIR, `stock-v${STOCK_DATA_VERSION}-${schema}-${today}.sqlite`);
const config = { ...readConfig({}), dataDir: CACHE_DIR, seedDemo: false };

let buildSeconds: number | null = null;
if (!fs.existsSync(cached)) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR).filter((name) => name.startsWith('stock-'))) {
    fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  const started = performance.now();
  const building = `${cached}.building`;
  fs.rmSync(building, { force: true });
  const fresh = openSqlite(building);
  await prepareDatabase(fresh, config);
  await fresh.close();
  fillStockBench(building, today);
  fs.renameSync(building, cached);
  buildSeconds = +((performance.now() - started) / 1000).toFixed(1);
}
// the writes below change the file: measure on a copy, the cache stays as built
const file = runCopyOf(cached, 'stock-run.sqlite');
const { db, app, call } = await benchApp(file, config);

function report(name: string, runs: number[], extra: Record<string, unknown> = {}) {
  console.log(
    JSON.stringify({
      bench: 'stock',
      name,
      moves: MOVES,
      products: PRODUCTS,
      warehouses: 5,
      runs: runs.length,
      median_ms: +median(runs).toFixed(1),
      max_ms: +Math.max(...runs).toFixed(1),
      ...extra,
      ...(buildSeconds !== null ? { data_build_seconds: buildSeconds } : {}),
      load1: +os.loadavg()[0]!.toFixed(2),
    }),
  );
}

async function timed(name: string, run: () => Promise<number>, extra?: Record<string, unknown>) {
  report(name, await timedRuns(RUNS, run), extra);
}

// posting: a submitted note of LINES lines (PO lines of products 1…LINES) stocked in whole
let offset = 0;
await timed(
  'stockIn.1000lines',
  async () => {
    const products = Array.from({ length: LINES }, (_, i) => ((offset + i) % PRODUCTS) + 1);
    offset += LINES;
    const note = await call('POST', '/api/delivery-notes', {
      supplierId: 1,
      warehouseId: 1,
      lines: products.map((poLineId) => ({ poLineId, qty: 10 })),
      submit: true,
    });
    const lines = (note.data as { lines: { id: number; qty: number }[] }).lines;
    const posted = await call('POST', '/api/delivery-notes/stock-in', {
      lines: lines.map((line) => ({ lineId: line.id, receivedQty: line.qty })),
    });
    return posted.ms;
  },
  { lines: LINES, goal_ms: 500 },
);

const onHand = (
  await call('GET', `/api/stock/inventory?warehouseIds=1&pageSize=100&sortBy=qty&sortOrder=desc`)
).data as { list: { productId: number; poLineId: number }[] };
const transferable = Array.from({ length: LINES }, (_, i) => onHand.list[i % 100]!);
let direction = 0;
await timed(
  'transfer.1000lines',
  async () => {
    const [from, to] = direction++ % 2 === 0 ? [1, 2] : [2, 1];
    const posted = await call('POST', '/api/stock/transfers', {
      fromWarehouseId: from,
      toWarehouseId: to,
      reason: 'bench',
      lines: transferable.map((row) => ({
        productId: row.productId,
        poLineId: row.poLineId,
        qty: 1,
      })),
    });
    return posted.ms;
  },
  { lines: LINES },
);

const reads: [string, string][] = [
  ['inventory.firstPage', '/api/stock/inventory'],
  [
    'inventory.filtered',
    '/api/stock/inventory?warehouseIds=2&product=SP-17&sortBy=qty&sortOrder=desc',
  ],
  ['inventory.totals', '/api/stock/inventory/totals'],
  ['history.firstPage', '/api/stock/moves'],
  [
    'history.filtered',
    `/api/stock/moves?from=${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)}&to=${today}&warehouseIds=3&kinds=stockIn,loading`,
  ],
  ['history.product', '/api/stock/moves?product=SP-1234'],
  [
    'history.document',
    `/api/stock/moves?docNo=BN${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}`,
  ],
];
for (const [name, url] of reads) {
  await timed(name, async () => (await call('GET', url)).ms, { goal_ms: 100 });
}

const check = await call('GET', '/api/stock/ledger-check');
report('ledgerCheck', [check.ms], {
  mismatches: (check.data as { mismatches: unknown[] }).mismatches.length,
});
await app.close();
await db.close();
