import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { buildProduct } from '../../products/product.factories';
import { importOrders, poFile, type Row } from './order-import.test-support';
import {
  countLines,
  fan,
  lamp,
  linesOf,
  newPoNumber,
  otherSupplier,
  panel,
  point,
  poRow,
  scm,
  supplier,
  useOrderImportWorld,
} from './order-import.world.test-support';

/** Importing new POs: what a good file writes, the headers it may use, and a large file. */
useOrderImportWorld();

describe('PO import', () => {
  it('adds the lines of a good file: headers once per PO, money in cents, totals computed when empty', async () => {
    const a = newPoNumber();
    const b = newPoNumber();
    const before = await countLines();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1 }),
        // by item number only, text date, discount, no row total → computed
        poRow({
          poNumber: a,
          lineNo: 2,
          productCode: null,
          itemNumber: panel.itemNumber,
          orderQty: 10,
          unitPrice: 20,
          discountPct: 12.5,
          rowTotalUsd: null,
          rdd: '2027/04/01',
          loadingPoint: point.name,
        }),
        poRow({
          poNumber: b,
          supplierCode: otherSupplier.code,
          currency: 'CNY',
          destinationCountry: 'Kenya',
          unitPrice: 100,
          rowTotalUsd: null,
        }),
      ]),
    );
    expect(job).toMatchObject({
      status: 'succeeded',
      imported: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      refusedRows: 0,
      issues: [],
      error: null,
      total: 3,
    });
    expect(await countLines()).toBe(before + 3);
    expect(await linesOf(a)).toMatchObject([
      {
        line_no: 1,
        product: lamp.productId,
        order_qty: 100,
        unit_price_cents: 1250,
        row_total_usd_cents: 125_000,
        rdd: '2027-03-15',
        supplier_id: supplier.id,
        currency: 'USD',
        destination_country: 'NG',
        originator: 'Alice Buyer',
      },
      {
        line_no: 2,
        product: panel.productId,
        unit_price_cents: 2000,
        discount_bp: 1250,
        row_total_usd_cents: 17_500,
        rdd: '2027-04-01',
      },
    ]);
    const [cny] = await linesOf(b);
    // 100 × 100.00 CNY at 0.14 USD
    expect(cny).toMatchObject({
      destination_country: 'KE',
      currency: 'CNY',
      row_total_usd_cents: 140_000,
    });
    expect(Number(cny!.supplier_id)).toBe(otherSupplier.id);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'purchaseOrder.importFile')
      .where('entity_id', '=', String(job.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ lines: 3, created: 3 });
  });

  it('reads Chinese headers and ERP spellings', async () => {
    const a = newPoNumber();
    const zh = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: a })], { lang: 'zh' }),
    );
    expect(zh).toMatchObject({ status: 'succeeded', created: 1 });

    const b = newPoNumber();
    const erp = [
      'PO No.',
      'LineNum',
      'Vendor Code',
      'Buyer',
      'Country',
      'Curr',
      'ItemCode',
      'Product ID',
      'Quantity',
      'Price',
      'Disc %',
      'Line Total',
      'Requested Delivery Date',
      'POL',
      'SO No.',
      'SO Line No.',
    ];
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: b })], { headers: erp }),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: 1 });
  });
});

describe('a large file', () => {
  it('imports 1,000 lines of 100 POs in one job, counting progress to the end', async () => {
    const products = [lamp, panel, fan];
    for (let i = 0; i < 7; i++) products.push(await buildProduct(t.db.kysely));
    const rows: Row[] = [];
    for (let po = 0; po < 100; po++) {
      const poNumber = `PO-BIG-${po}`;
      products.forEach((product, index) =>
        rows.push(poRow({ poNumber, lineNo: index + 1, productCode: product.productId })),
      );
    }
    const started = Date.now();
    const job = await importOrders(t, 'purchase-orders', scm.token, await poFile(rows));
    console.log(`PO import: 1,000 lines on ${t.db.dialect} in ${Date.now() - started} ms`);
    expect(job).toMatchObject({ status: 'succeeded', created: 1000, done: 1000, total: 1000 });
  });
});
