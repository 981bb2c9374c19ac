import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { sheetsOf } from '../../products/import/import-sheets.test-support';
import { importOrders, poFile, readOrderJob, uploadOrders } from './order-import.test-support';
import {
  countLines,
  fan,
  lamp,
  linesOf,
  newPoNumber,
  otherSupplier,
  panel,
  poRow,
  scm,
  supplier,
  useOrderImportWorld,
} from './order-import.world.test-support';

/** A PO file with refused rows: every refusal named, in en and zh, and nothing written. */
useOrderImportWorld();

describe('PO import', () => {
  it('writes nothing when one row is refused, and names every refused row in en and zh', async () => {
    const a = newPoNumber();
    const before = await countLines();
    const file = await poFile([
      poRow({ poNumber: a, lineNo: 1 }),
      poRow({ poNumber: a, lineNo: 2, productCode: fan.productId, loadingPoint: 'Atlantis' }),
      poRow({
        poNumber: a,
        lineNo: 3,
        productCode: panel.productId,
        rdd: '15/03/2027',
        orderQty: 'ten',
      }),
    ]);
    const queued = await uploadOrders(t, 'purchase-orders', scm.token, file);
    await t.app.jobs.drain();
    const en = (await readOrderJob(t, 'purchase-orders', scm.token, queued.body.data.jobId)).body
      .data;
    expect(en).toMatchObject({
      status: 'failed',
      imported: null,
      created: 0,
      refusedRows: 2,
      error: 'Refused rows: 2. Nothing was imported',
    });
    expect(en.issues).toEqual([
      {
        row: 3,
        field: 'loadingPoint',
        column: 'Loading Point',
        message: '"Atlantis" is not known. Use one of: YANTIAN (Shenzhen Yantian 深圳盐田)',
      },
      { row: 4, field: 'orderQty', column: 'Order Qty', message: 'must be a whole number' },
      { row: 4, field: 'rdd', column: 'RDD', message: 'is not a valid date (YYYY-MM-DD)' },
    ]);
    expect(await countLines()).toBe(before);
    expect(await linesOf(a)).toEqual([]);

    const zh = (await readOrderJob(t, 'purchase-orders', scm.token, en.id, 'zh')).body.data;
    expect(zh.error).toBe('2 行未通过校验，未导入任何数据');
    expect(zh.issues[0]).toMatchObject({
      column: '装货地',
      message: '无法识别“Atlantis”。请使用以下之一：YANTIAN (Shenzhen Yantian 深圳盐田)',
    });
    expect(zh.issues[1]).toMatchObject({ column: '订单数量', message: '必须是整数' });

    // the report: the same rows as Excel, in the reader's language
    const report = await t.call('GET', `/api/purchase-orders/import/${en.id}/report`, {
      token: scm.token,
      lang: 'zh',
    });
    expect(report.status).toBe(200);
    const [sheet] = await sheetsOf(report.raw);
    expect(sheet!.getRow(2).values).toEqual([
      undefined,
      3,
      '装货地',
      '无法识别“Atlantis”。请使用以下之一：YANTIAN (Shenzhen Yantian 深圳盐田)',
    ]);

    // fixed, the same file imports
    const fixed = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1 }),
        poRow({ poNumber: a, lineNo: 2, productCode: fan.productId }),
        poRow({ poNumber: a, lineNo: 3, productCode: panel.productId, rdd: '2027-03-15' }),
      ]),
    );
    expect(fixed).toMatchObject({ status: 'succeeded', created: 3 });
  });

  it('refuses unknown suppliers, products, item numbers and loading points, and missing cells', async () => {
    const a = newPoNumber();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1, supplierCode: 'NO-SUCH' }),
        poRow({ poNumber: newPoNumber(), lineNo: 1, productCode: 'P-NOPE' }),
        poRow({ poNumber: newPoNumber(), lineNo: 1, productCode: null, itemNumber: 'IT-NOPE' }),
        poRow({ poNumber: newPoNumber(), lineNo: 1, productCode: null, originator: null }),
        poRow({
          poNumber: newPoNumber(),
          lineNo: 1,
          productCode: panel.productId,
          itemNumber: lamp.itemNumber,
          currency: 'GBP',
        }),
      ]),
    );
    expect(job.status).toBe('failed');
    const said = job.issues.map((issue) => [issue.row, issue.field, issue.message]);
    expect(said).toEqual(
      expect.arrayContaining([
        [
          2,
          'supplierCode',
          `"NO-SUCH" is not known. Use one of: ${[supplier, otherSupplier].map((s) => `${s.code} (${s.name.replace(' Co., Ltd.', '')})`).join(', ')}`,
        ],
        [
          3,
          'productCode',
          `"P-NOPE" is not known. Use one of: ${[lamp, panel, fan].map((p) => `${p.productId} (${p.shortName})`).join(', ')}`,
        ],
        [
          4,
          'itemNumber',
          `"IT-NOPE" is not known. Use one of: ${[lamp, panel, fan].map((p) => `${p.itemNumber} (${p.productId} · ${p.shortName})`).join(', ')}`,
        ],
        [5, 'originator', 'cannot be empty'],
        [5, 'itemNumber', 'give the item number or the product ID'],
        [6, 'currency', '"GBP" is not known. Use one of: USD, CNY, EUR'],
      ]),
    );
    expect(job.refusedRows).toBe(5);
  });

  it('refuses a PO whose header differs between its rows, and a line twice in the file', async () => {
    const a = newPoNumber();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId, currency: 'EUR' }),
        poRow({ poNumber: a, lineNo: 1, productCode: fan.productId }),
      ]),
    );
    expect(job.status).toBe('failed');
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'currency',
        column: 'Currency',
        message: 'differs from an earlier row of the same order (there: USD)',
      },
      {
        row: 4,
        field: 'lineNo',
        column: 'Line No.',
        message: `${a} / 1 is already on row 2 of the file`,
      },
    ]);
    expect(await linesOf(a)).toEqual([]);
  });
});
