// `npx tsx bench/order-upsert.ts`: the PO import's write step (upsertPurchaseOrderLines, one
// transaction) on 5,000 lines (500 POs × 10), first as new lines, then a re-import changing
// the quantity of every other line. SQLite by default; PostgreSQL with TEST_DATABASE_URL set
// (a schema of its own, dropped after). Prints one JSON line.
import os from 'node:os';
import type { PoUpsertRow } from '@lading/shared';
import { readConfig } from '../apps/server/src/config';
import { buildSupplier } from '../apps/server/src/modules/suppliers/supplier.factories';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { buildProduct } from '../apps/server/src/modules/products/product.factories';
import { buildLoadingPoint } from '../apps/server/src/modules/reference/reference.factories';
import { upsertPurchaseOrderLines } from '../apps/server/src/modules/orders/po-upsert';
import { openTestDatabase } from '../apps/server/src/test/test-database';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const LINES_PER_ORDER = 10;
const PRODUCTS = 200;
const SUPPLIERS = 10;

const db = await openTestDatabase();
try {
  await prepareDatabase(db, { ...readConfig({}), seedDemo: false });
  for (let s = 1; s <= SUPPLIERS; s++) await buildSupplier(db.kysely, { code: `BUS-${s}` });
  for (let p = 1; p <= PRODUCTS; p++) await buildProduct(db.kysely, { productId: `BUP-${p}` });
  await buildLoadingPoint(db.kysely, { name: 'Bench port', shortName: 'BNP' });

  const rows: PoUpsertRow[] = [];
  for (let o = 1; o <= ORDERS; o++) {
    for (let l = 1; l <= LINES_PER_ORDER; l++) {
      rows.push({
        poNumber: `BPO-${o}`,
        supplierCode: `BUS-${1 + (o % SUPPLIERS)}`,
        originator: 'Bench',
        destinationCountry: 'MZ',
        currency: 'USD',
        lineNo: l * 10,
        productCode: `BUP-${1 + ((o + l * 7) % PRODUCTS)}`,
        orderQty: 100 + l,
        unitPriceCents: 500,
        discountPct: 0,
        rowTotalUsdCents: null,
        rdd: '2027-04-01',
        loadingPoint: 'BNP',
        soNumber: null,
        soLineNo: null,
      });
    }
  }
  const actor = { userId: null, username: 'bench', clientAddress: '127.0.0.1' };
  const run = async (batch: PoUpsertRow[]) => {
    const started = performance.now();
    const result = await db.kysely
      .transaction()
      .execute((trx) => upsertPurchaseOrderLines(trx, actor, batch));
    if (result.problems.length) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
    return { ms: Math.round(performance.now() - started), ...result, problems: undefined };
  };
  const created = await run(rows);
  const changed = await run(
    rows.map((row, i) =>
      i % 2
        ? row
        : {
            ...row,
            orderQty: row.orderQty + 1,
            modificationReason: 'bench',
            modificationPurpose: 'other' as const,
          },
    ),
  );
  const audits = await db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      bench: 'orders.upsert',
      database: db.dialect,
      lines: rows.length,
      create: created,
      reimport_half_changed: changed,
      audit_rows: Number(audits.n),
      machine: { cpus: os.cpus().length, node: process.version },
    }),
  );
} finally {
  await db.close();
}
