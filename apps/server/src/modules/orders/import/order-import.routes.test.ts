import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildProduct } from '../../products/product.factories';
import { buildLoadingPoint } from '../../reference/reference.factories';
import {
  PO_COLUMNS,
  SO_COLUMNS,
  poColumnForHeader,
  soColumnForHeader,
} from './order-import-columns';
import {
  importOrders,
  poFile,
  readOrderJob,
  soFile,
  uploadOrders,
  type Row,
} from './order-import.test-support';

let t: TestContext;
let admin: string;
let scm: { userId: number; token: string };
let supplier: { id: number; code: string };
let otherSupplier: { id: number; code: string };
let lamp: { productId: string; itemNumber: string };
let panel: { productId: string; itemNumber: string };
let fan: { productId: string; itemNumber: string };
let point: { shortName: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  const user = await t.signedInUser('1-SCM');
  scm = { userId: user.id, token: user.token };
  supplier = await t.buildSupplier();
  otherSupplier = await t.buildSupplier();
  lamp = await buildProduct(t.db.kysely);
  panel = await buildProduct(t.db.kysely, { category: 'pvPanels' });
  fan = await buildProduct(t.db.kysely);
  point = await buildLoadingPoint(t.db.kysely, { shortName: 'SZX', name: 'Shenzhen Yantian' });
});
afterAll(() => t.close());

let poSeq = 0;
const newPoNumber = () => `PO-T${String(++poSeq).padStart(5, '0')}`;

/** A valid PO line row as an ERP exports it. */
const poRow = (overrides: Row = {}): Row => ({
  poNumber: 'PO-1',
  lineNo: 1,
  supplierCode: supplier.code,
  originator: 'Alice Buyer',
  destinationCountry: 'NG',
  currency: 'USD',
  productCode: lamp.productId,
  orderQty: 100,
  unitPrice: 12.5,
  discountPct: 0,
  rowTotalUsd: 1250,
  rdd: new Date(Date.UTC(2027, 2, 15)),
  loadingPoint: point.shortName,
  ...overrides,
});

async function linesOf(poNumber: string) {
  return t.db.kysely
    .selectFrom('po_lines')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
    .innerJoin('products', 'products.id', 'po_lines.product_id')
    .select([
      'po_lines.id',
      'po_lines.line_no',
      'po_lines.order_qty',
      'po_lines.unit_price_cents',
      'po_lines.discount_bp',
      'po_lines.row_total_usd_cents',
      'po_lines.rdd',
      'po_lines.supplier_id',
      'products.product_id as product',
      'purchase_orders.currency',
      'purchase_orders.destination_country',
      'purchase_orders.originator',
    ])
    .where('purchase_orders.po_number', '=', poNumber)
    .orderBy('po_lines.line_no')
    .execute();
}

const countLines = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('po_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets;
}

describe('the templates', () => {
  it.each([
    ['purchase-orders', 'en', PO_COLUMNS, poColumnForHeader, 'po-import-template'],
    ['purchase-orders', 'zh', PO_COLUMNS, poColumnForHeader, '采购订单导入模板'],
    ['sales-orders', 'en', SO_COLUMNS, soColumnForHeader, 'so-import-template'],
    ['sales-orders', 'zh', SO_COLUMNS, soColumnForHeader, '销售订单导入模板'],
  ] as const)(
    '%s in %s: headers the importer reads, instructions, drop-downs',
    async (kind, lang, columns, lookup, fileName) => {
      const answer = await t.call('GET', `/api/${kind}/import/template`, {
        token: scm.token,
        lang,
      });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-disposition'])).toContain(encodeURIComponent(fileName));
      const [lines, instructions] = await sheetsOf(answer.raw);
      const headers = (lines!.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headers.map((header) => lookup(header))).toEqual(columns);
      expect(instructions!.name).toBe(lang === 'zh' ? '说明' : 'Instructions');
      // every column is explained; the country codes are listed for the drop-down
      expect(instructions!.getColumn(1).values).toEqual(
        expect.arrayContaining(columns.map((column) => column.title(lang))),
      );
      expect(instructions!.getColumn(5).values).toContain('NG');

      const job = await importOrders(t, kind, scm.token, answer.raw, lang);
      expect(job.status).toBe('failed');
      expect(job.error).toBe(
        lang === 'zh'
          ? '文件的标题行下没有订单行'
          : 'The file has no order lines under the header row',
      );
    },
  );
});

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
        message: 'the loading point Atlantis does not exist',
      },
      { row: 4, field: 'orderQty', column: 'Order Qty', message: 'must be a whole number' },
      { row: 4, field: 'rdd', column: 'RDD', message: 'is not a valid date (YYYY-MM-DD)' },
    ]);
    expect(await countLines()).toBe(before);
    expect(await linesOf(a)).toEqual([]);

    const zh = (await readOrderJob(t, 'purchase-orders', scm.token, en.id, 'zh')).body.data;
    expect(zh.error).toBe('2 行未通过校验，未导入任何数据');
    expect(zh.issues[0]).toMatchObject({ column: '装货地', message: '装货地 Atlantis 不存在' });
    expect(zh.issues[1]).toMatchObject({ column: '订单数量', message: '必须是整数' });

    // the report: the same rows as Excel, in the reader's language
    const report = await t.call('GET', `/api/purchase-orders/import/${en.id}/report`, {
      token: scm.token,
      lang: 'zh',
    });
    expect(report.status).toBe(200);
    const [sheet] = await sheetsOf(report.raw);
    expect(sheet!.getRow(2).values).toEqual([undefined, 3, '装货地', '装货地 Atlantis 不存在']);

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
        [2, 'supplierCode', `the supplier NO-SUCH does not exist`],
        [3, 'productCode', 'the product P-NOPE does not exist'],
        [4, 'itemNumber', 'the item number IT-NOPE does not exist'],
        [5, 'originator', 'cannot be empty'],
        [5, 'itemNumber', 'give the item number or the product ID'],
        [6, 'currency', '"GBP" is not an allowed value (see the Instructions sheet)'],
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

  it('updates an unplanned line, refuses a change of qty or RDD on a planned one (nothing applied)', async () => {
    const a = newPoNumber();
    const first = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId }),
      ]),
    );
    expect(first).toMatchObject({ status: 'succeeded', created: 2 });
    const [one, two] = await linesOf(a);

    // planning (issue 6) will maintain planned_qty; here it is set directly
    await t.db.kysely
      .updateTable('po_lines')
      .set({ planned_qty: 40 })
      .where('id', '=', two!.id)
      .execute();

    const refused = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1, orderQty: 150, rowTotalUsd: 1875 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId, orderQty: 80 }),
      ]),
    );
    expect(refused).toMatchObject({ status: 'failed', refusedRows: 1 });
    expect(refused.issues).toEqual([
      {
        row: 3,
        field: 'orderQty',
        column: 'Order Qty',
        message: 'line 2 is already planned or shipped; its quantity/RDD change was not applied',
      },
    ]);
    const zh = (await readOrderJob(t, 'purchase-orders', scm.token, refused.id, 'zh')).body.data;
    expect(zh.issues[0]!.message).toBe('第 2 行已计划或已发运，其数量/RDD 修改未被应用');
    // all or nothing: line 1's change was not applied either
    expect((await linesOf(a)).map((line) => line.order_qty)).toEqual([100, 100]);

    // an RDD change of the planned line is refused the same way
    const rdd = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId, rdd: '2027-05-01' }),
      ]),
    );
    expect(rdd.issues).toMatchObject([{ row: 2, field: 'rdd' }]);

    // the unplanned line alone: updated, with its revision; the planned one unchanged
    const updated = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: a, lineNo: 1, orderQty: 150, rowTotalUsd: 1875 }),
        poRow({ poNumber: a, lineNo: 2, productCode: panel.productId }),
      ]),
    );
    expect(updated).toMatchObject({ status: 'succeeded', created: 0, updated: 1, unchanged: 1 });
    const after = await linesOf(a);
    expect(after[0]).toMatchObject({ order_qty: 150, row_total_usd_cents: 187_500 });
    expect(after[1]).toMatchObject({ order_qty: 100 });
    const revision = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'poLine')
      .where('entity_id', '=', String(one!.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(revision.reason).toBe(`Excel import #${updated.id} (orders.xlsx)`);
    expect(JSON.parse(revision.before_json!)).toMatchObject({ orderQty: 100 });
    expect(JSON.parse(revision.after_json!)).toMatchObject({ orderQty: 150 });
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
    const covered = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({
          poNumber: a,
          lineNo: 1,
          productCode: panel.productId,
          soNumber: 'SO-T1',
          soLineNo: 2,
        }),
        poRow({ poNumber: a, lineNo: 2, soNumber: 'SO-T1', soLineNo: 9 }),
      ]),
    );
    expect(covered.issues).toMatchObject([
      { row: 3, field: 'soLineNo', message: 'SO line SO-T1 / 9 does not exist' },
    ]);
    const ok = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({
          poNumber: a,
          lineNo: 1,
          productCode: panel.productId,
          soNumber: 'SO-T1',
          soLineNo: 2,
        }),
      ]),
    );
    expect(ok).toMatchObject({ status: 'succeeded', created: 1 });
  });
});

describe('access', () => {
  it('needs orders.import for every import route', async () => {
    const viewer = await t.signedInUser('2-View');
    const file = await poFile([poRow({ poNumber: newPoNumber() })]);
    for (const kind of ['purchase-orders', 'sales-orders'] as const) {
      expect(
        (await t.call('GET', `/api/${kind}/import/template`, { token: viewer.token })).status,
      ).toBe(403);
      expect((await uploadOrders(t, kind, viewer.token, file)).status).toBe(403);
      expect((await readOrderJob(t, kind, viewer.token, 1)).status).toBe(403);
      expect(
        (await t.call('GET', `/api/${kind}/import/1/report`, { token: viewer.token })).status,
      ).toBe(403);
    }
    const supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
    expect((await uploadOrders(t, 'purchase-orders', supplierUser.token, file)).status).toBe(403);
  });

  it('shows a job to its creator and administrators only, and only under its own kind', async () => {
    const queued = await uploadOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: newPoNumber() })]),
    );
    await t.app.jobs.drain();
    const jobId = queued.body.data.jobId;
    const colleague = await t.signedInUser('5-OPM');
    expect((await readOrderJob(t, 'purchase-orders', colleague.token, jobId)).status).toBe(404);
    expect(
      (
        await t.call('GET', `/api/purchase-orders/import/${jobId}/report`, {
          token: colleague.token,
        })
      ).status,
    ).toBe(404);
    expect((await readOrderJob(t, 'sales-orders', scm.token, jobId)).status).toBe(404);
    expect((await t.call('GET', `/api/products/import/${jobId}`, { token: admin })).status).toBe(
      404,
    );
    expect((await readOrderJob(t, 'purchase-orders', admin, jobId)).body.data.status).toBe(
      'succeeded',
    );
  });

  it('refuses a file that is not .xlsx before queueing it', async () => {
    const answer = await uploadOrders(
      t,
      'purchase-orders',
      scm.token,
      Buffer.from('a,b\n1,2'),
      'po.csv',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The file must be an Excel workbook (.xlsx)');
  });
});
