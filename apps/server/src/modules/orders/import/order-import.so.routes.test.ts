import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { importOrders, poFile, soFile, type Row } from './order-import.test-support';
import {
  lamp,
  newPoNumber,
  panel,
  poRow,
  scm,
  useOrderImportWorld,
} from './order-import.world.test-support';

/** Importing SOs, and PO lines that cover the SO lines imported. */
useOrderImportWorld();

describe('SO import', () => {
  const soRow = (overrides: Row = {}): Row => ({
    soNumber: 'SO-1',
    lineNo: 1,
    postingDate: '2027-01-10',
    rdd: '2027-03-01',
    originalRdd: null,
    bpReferenceNo: 'CUST-77',
    country: 'NG',
    productCode: lamp.productId,
    qty: 500,
    rowTotalUsd: 9999.99,
    ...overrides,
  });

  it('adds SO lines, which PO lines may then cover; a bad row writes nothing', async () => {
    const bad = await importOrders(
      t,
      'sales-orders',
      scm.token,
      await soFile([
        soRow({ soNumber: 'SO-T1' }),
        soRow({
          soNumber: 'SO-T1',
          lineNo: 2,
          productCode: panel.productId,
          postingDate: 'yesterday',
        }),
      ]),
    );
    expect(bad).toMatchObject({ status: 'failed', refusedRows: 1 });
    expect(bad.issues).toEqual([
      {
        row: 3,
        field: 'postingDate',
        column: 'Posting Date',
        message: 'is not a valid date (YYYY-MM-DD)',
      },
    ]);
    const none = await t.db.kysely
      .selectFrom('sales_orders')
      .select('id')
      .where('so_number', '=', 'SO-T1')
      .execute();
    expect(none).toEqual([]);

    const good = await importOrders(
      t,
      'sales-orders',
      scm.token,
      await soFile(
        [
          soRow({ soNumber: 'SO-T1' }),
          soRow({
            soNumber: 'SO-T1',
            lineNo: 2,
            productCode: null,
            itemNumber: panel.itemNumber,
            qty: 20,
          }),
        ],
        { lang: 'zh' },
      ),
    );
    expect(good).toMatchObject({ status: 'succeeded', created: 2 });
    const lines = await t.db.kysely
      .selectFrom('so_lines')
      .innerJoin('sales_orders', 'sales_orders.id', 'so_lines.so_id')
      .select([
        'so_lines.line_no',
        'so_lines.qty',
        'so_lines.row_total_usd_cents',
        'sales_orders.original_rdd',
        'sales_orders.bp_reference_no',
      ])
      .where('sales_orders.so_number', '=', 'SO-T1')
      .orderBy('so_lines.line_no')
      .execute();
    expect(lines).toMatchObject([
      {
        line_no: 1,
        qty: 500,
        row_total_usd_cents: 999_999,
        original_rdd: '2027-03-01',
        bp_reference_no: 'CUST-77',
      },
      { line_no: 2, qty: 20 },
    ]);

    // a PO line covering SO-T1 / 2 (and one naming a line that does not exist)
    const a = newPoNumber();
    const covering = poRow({
      poNumber: a,
      lineNo: 1,
      productCode: panel.productId,
      soNumber: 'SO-T1',
      soLineNo: 2,
    });
    const covered = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([covering, poRow({ poNumber: a, lineNo: 2, soNumber: 'SO-T1', soLineNo: 9 })]),
    );
    expect(covered.issues).toMatchObject([
      { row: 3, field: 'soLineNo', message: 'SO line SO-T1 / 9 does not exist' },
    ]);
    const ok = await importOrders(t, 'purchase-orders', scm.token, await poFile([covering]));
    expect(ok).toMatchObject({ status: 'succeeded', created: 1 });
  });
});
