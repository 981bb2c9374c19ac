import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { PO_READ_COLUMNS } from './order-import-columns';
import { importOrders, orderFile, poFile, type Row } from './order-import.test-support';
import {
  fan,
  linesOf,
  newPoNumber,
  poRow,
  scm,
  supplier,
  useOrderImportWorld,
} from './order-import.world.test-support';

/**
 * How a PO file names its supplier and its order: by the supplier's name when the file has no
 * supplier-code column, and new order numbers stored upper-case (docs/decisions, issue 24 —
 * values).
 */
useOrderImportWorld();

/** A PO file with the supplier's name and no supplier-code column (an export with it deleted). */
const namedFile = (rows: Row[]) =>
  orderFile(
    PO_READ_COLUMNS.filter((column) => column.field !== 'supplierCode'),
    rows,
  );
const supplierOf = async (poNumber: string) =>
  (await linesOf(poNumber)).map((line) => line.supplier_id);

describe('a PO file without the supplier-code column', () => {
  it('finds each supplier by its short or full name, ignoring case and spacing', async () => {
    const harbour = await t.buildSupplier({
      fullName: 'Harbour Light Trading Co., Ltd.',
      shortName: 'Harbour Light',
    });
    const [a, b] = [newPoNumber(), newPoNumber()];
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await namedFile([
        poRow({ poNumber: a, supplierName: '  harbour  LIGHT trading co., ltd.' }),
        poRow({ poNumber: b, supplierName: 'ＨＡＲＢＯＵＲ Light' }),
      ]),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: 2 });
    expect(await supplierOf(a)).toEqual([harbour.id]);
    expect(await supplierOf(b)).toEqual([harbour.id]);
  });

  it('refuses a name no supplier has, or several have, naming row, column and value', async () => {
    const one = await t.buildSupplier({ fullName: 'Twin Star', shortName: 'Twin Star A' });
    const two = await t.buildSupplier({ fullName: 'Twin Star Group', shortName: 'twin star' });
    const a = newPoNumber();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await namedFile([
        poRow({ poNumber: a, lineNo: 1, supplierName: 'Nobody Trading' }),
        poRow({ poNumber: a, lineNo: 2, supplierName: 'TWIN STAR' }),
      ]),
    );
    expect(job).toMatchObject({ status: 'failed', refusedRows: 2 });
    expect(job.issues).toEqual([
      {
        row: 2,
        field: 'supplierName',
        column: 'Supplier',
        message: expect.stringMatching(
          new RegExp(
            `^"Nobody Trading" is not known\\. Use one of: .*${one.code} \\(Twin Star A\\)`,
          ),
        ),
      },
      {
        row: 3,
        field: 'supplierName',
        column: 'Supplier',
        message: `"TWIN STAR" could be any of: ${one.code} (Twin Star A), ${two.code} (twin star); write the code`,
      },
    ]);
    const zh = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await namedFile([poRow({ poNumber: a, supplierName: 'Nobody Trading' })]),
      'zh',
    );
    expect(zh.issues[0]).toMatchObject({ row: 2, column: '供应商' });
    expect(zh.issues[0]!.message).toContain('Nobody Trading');
    expect(await linesOf(a)).toEqual([]);
  });

  it('reads the code when the file has both columns: the name is not read', async () => {
    const a = newPoNumber();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await orderFile(PO_READ_COLUMNS, [poRow({ poNumber: a, supplierName: 'Nobody Trading' })]),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: 1 });
    expect(await supplierOf(a)).toEqual([supplier.id]);

    // a blank code is not made up from the name beside it
    const blank = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await orderFile(PO_READ_COLUMNS, [
        poRow({ poNumber: newPoNumber(), supplierCode: null, supplierName: supplier.name }),
      ]),
    );
    expect(blank.issues).toEqual([
      { row: 2, field: 'supplierCode', column: 'Supplier Code', message: 'cannot be empty' },
    ]);
  });
});

describe('order numbers', () => {
  it('stores a new PO number upper-case and matches it ignoring case afterwards', async () => {
    const created = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: 'xl-t-1', lineNo: 1 })]),
    );
    expect(created).toMatchObject({ status: 'succeeded', created: 1 });
    expect(await linesOf('XL-T-1')).toHaveLength(1);
    expect(await linesOf('xl-t-1')).toEqual([]);

    const added = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: 'Xl-t-1', lineNo: 2, productCode: fan.productId })]),
    );
    expect(added).toMatchObject({ status: 'succeeded', created: 1 });
    expect((await linesOf('XL-T-1')).map((line) => line.line_no)).toEqual([1, 2]);
  });

  it('refuses one order line given twice in different cases', async () => {
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: 'xl-t-2' }), poRow({ poNumber: 'XL-T-2' })]),
    );
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'lineNo',
        column: 'Line No.',
        message: 'XL-T-2 / 1 is already on row 2 of the file',
      },
    ]);
  });
});
