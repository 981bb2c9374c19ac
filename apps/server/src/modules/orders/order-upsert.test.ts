import type { PoUpsertRow, SoUpsertRow } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { auditTrail } from '../reference/reference.test-support';
import { setLinePlanning } from './order.factories';
import { upsertPurchaseOrderLines } from './purchase-order.service';
import { upsertSalesOrderLines } from './sales-order.service';

useTestContext();

const actor = { userId: null, username: 'importer', clientAddress: '127.0.0.1' };

beforeAll(async () => {
  await t.buildSupplier({ code: 'UPS-A', name: 'Upsert supplier' });
  await buildLoadingPoint(t.db.kysely, { name: 'Shenzhen DC', shortName: 'SZX' });
  for (let i = 1; i <= 3; i++) await buildProduct(t.db.kysely, { productId: `UPP-${i}` });
  await buildProduct(t.db.kysely, { productId: 'UPP-OLD', activeness: 'Inactive' });
});

const poRow = (overrides: Partial<PoUpsertRow> = {}): PoUpsertRow => ({
  poNumber: 'UP-PO-1',
  supplierCode: 'UPS-A',
  originator: 'Erin',
  destinationCountry: 'MZ',
  currency: 'USD',
  lineNo: 10,
  productCode: 'UPP-1',
  orderQty: 100,
  unitPriceCents: 500,
  discountPct: 0,
  rowTotalUsdCents: null,
  rdd: '2027-04-01',
  loadingPoint: 'szx',
  soNumber: null,
  soLineNo: null,
  ...overrides,
});
const soRow = (overrides: Partial<SoUpsertRow> = {}): SoUpsertRow => ({
  soNumber: 'UP-SO-1',
  postingDate: '2026-11-01',
  rdd: '2027-04-15',
  originalRdd: null,
  bpReferenceNo: 'BP-1',
  country: 'MZ',
  lineNo: 1,
  productCode: 'UPP-1',
  qty: 100,
  rowTotalUsdCents: 90_000,
  ...overrides,
});
const poRun = (rows: PoUpsertRow[]) =>
  t.db.kysely.transaction().execute((trx) => upsertPurchaseOrderLines(trx, actor, rows));
const soRun = (rows: SoUpsertRow[]) =>
  t.db.kysely.transaction().execute((trx) => upsertSalesOrderLines(trx, actor, rows));
const poLines = () =>
  t.db.kysely
    .selectFrom('po_lines as pl')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .select([
      'pl.id',
      'po.po_number',
      'pl.line_no',
      'pl.order_qty',
      'pl.rdd',
      'pl.so_line_id',
      'pl.row_total_usd_cents',
    ])
    .where('po.po_number', 'like', 'UP-PO-%')
    .orderBy('pl.id')
    .execute();

describe('upsertSalesOrderLines / upsertPurchaseOrderLines (the import service)', () => {
  it('writes good batches, links PO lines to SO lines, counts unchanged rows', async () => {
    const so = await soRun([soRow(), soRow({ lineNo: 2, productCode: 'UPP-2', qty: 50 })]);
    expect(so).toEqual({ problems: [], created: 2, updated: 0, unchanged: 0 });
    const first = await poRun([
      poRow({ soNumber: 'UP-SO-1', soLineNo: 1 }),
      poRow({ lineNo: 20, productCode: 'UPP-2', orderQty: 40, rowTotalUsdCents: 12_345 }),
    ]);
    expect(first).toEqual({ problems: [], created: 2, updated: 0, unchanged: 0 });
    const lines = await poLines();
    expect(lines.map((l) => [l.line_no, l.order_qty, Number(l.row_total_usd_cents)])).toEqual([
      [10, 100, 50_000],
      [20, 40, 12_345],
    ]);
    expect(lines[0]!.so_line_id).not.toBeNull();
    const again = await poRun([
      poRow({ soNumber: 'UP-SO-1', soLineNo: 1 }),
      poRow({ lineNo: 20, productCode: 'UPP-2', orderQty: 45, rowTotalUsdCents: 12_345 }),
    ]);
    expect(again).toEqual({ problems: [], created: 0, updated: 1, unchanged: 1 });
    expect(await auditTrail(t, 'poLine', lines[1]!.id)).toMatchObject([
      { action: 'poLine.import', after: { orderQty: 40 } },
      {
        action: 'poLine.import',
        before: { orderQty: 40 },
        after: { orderQty: 45, modificationPurpose: 'other' },
      },
    ]);
  });

  it('reports bad rows (nothing written): unknown references, qty 0, duplicates, header mismatch', async () => {
    const before = await poLines();
    const result = await poRun([
      poRow({ poNumber: 'UP-PO-2', supplierCode: 'NOPE' }),
      poRow({ poNumber: 'UP-PO-2', lineNo: 20, productCode: 'UPP-X', orderQty: 0 }),
      poRow({ poNumber: 'UP-PO-2', lineNo: 20, productCode: 'UPP-3', loadingPoint: 'Mars' }),
      poRow({ poNumber: 'UP-PO-2', lineNo: 30, productCode: 'UPP-OLD', originator: 'Zed' }),
      poRow({
        poNumber: 'UP-PO-2',
        lineNo: 40,
        productCode: 'UPP-2',
        soNumber: 'UP-SO-1',
        soLineNo: 1,
      }),
      poRow({ poNumber: 'UP-PO-2', lineNo: 50, productCode: 'UPP-2' }),
    ]);
    expect(result.created).toBe(0);
    const keys = result.problems.map((pr) => [pr.row, pr.field, pr.key]);
    expect(keys).toEqual(
      expect.arrayContaining([
        [0, 'supplierCode', 'order.unknownSupplier'],
        [1, 'orderQty', 'order.qtyZero'],
        [1, 'productCode', 'order.unknownProduct'],
        [2, 'lineNo', 'order.duplicateLineNo'],
        [2, 'loadingPoint', 'import.unknownReference'],
        [3, 'originator', 'order.headerMismatch'],
        [3, 'productCode', 'order.inactiveProduct'],
        [4, 'soLineNo', 'order.soLineOtherProduct'],
        [5, 'productCode', 'order.duplicateProduct'],
      ]),
    );
    expect(await poLines()).toEqual(before);
  });

  it('a re-import changing qty or RDD of a planned line is reported, not applied', async () => {
    const lines = await poLines();
    await setLinePlanning(t.db.kysely, lines[0]!.id, 60);
    const result = await poRun([
      poRow({ soNumber: 'UP-SO-1', soLineNo: 1, rdd: '2027-05-01' }),
      poRow({ lineNo: 20, productCode: 'UPP-2', orderQty: 46, rowTotalUsdCents: 12_345 }),
    ]);
    expect(result.problems).toEqual([
      { row: 0, field: 'rdd', key: 'order.plannedChangeRefused', params: { lineNo: 10 } },
    ]);
    expect((await poLines())[0]).toMatchObject({ rdd: '2027-04-01', order_qty: 100 });
    expect((await poLines())[1]).toMatchObject({ order_qty: 45 });
    // the same values again are fine
    const same = await poRun([poRow({ soNumber: 'UP-SO-1', soLineNo: 1 })]);
    expect(same).toEqual({ problems: [], created: 0, updated: 0, unchanged: 1 });
  });

  it('SO upsert: keeps the original RDD, reports bad rows and duplicate products', async () => {
    const moved = await soRun([
      soRow({ rdd: '2027-06-01' }),
      soRow({ lineNo: 2, productCode: 'UPP-2', qty: 50, rdd: '2027-06-01' }),
    ]);
    expect(moved.problems).toEqual([]);
    const so = await t.db.kysely
      .selectFrom('sales_orders')
      .selectAll()
      .where('so_number', '=', 'UP-SO-1')
      .executeTakeFirstOrThrow();
    expect(so).toMatchObject({ rdd: '2027-06-01', original_rdd: '2027-04-15' });
    const bad = await soRun([
      soRow({ soNumber: 'UP-SO-2', qty: 0 }),
      soRow({ soNumber: 'UP-SO-2', lineNo: 2, country: 'ZA' }),
      soRow({ soNumber: 'UP-SO-2', lineNo: 3, productCode: 'UPP-OLD', postingDate: '2026-02-30' }),
    ]);
    expect(bad.problems.map((pr) => [pr.row, pr.field, pr.key])).toEqual(
      expect.arrayContaining([
        [0, 'qty', 'order.qtyZero'],
        [1, 'country', 'order.headerMismatch'],
        [1, 'productCode', 'order.duplicateProduct'],
        [2, 'postingDate', 'order.invalidDate'],
        [2, 'productCode', 'order.inactiveProduct'],
      ]),
    );
  });
});
