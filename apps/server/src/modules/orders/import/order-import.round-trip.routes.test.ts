import { Readable } from 'node:stream';
import { PO_LINE_STATUS_NAMES, type Language } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../../test/harness';
import { signedInImporter } from '../../products/import/import.test-support';
import { importOrders } from './order-import.test-support';

/**
 * Lading's own PO and SO reports exported and imported back change nothing (issue 13 item 4,
 * "columns once"): the demo's orders, every line of them, in either language.
 */
useTestContext({ admin: true, config: { seedDemo: true } });

let scm: { userId: number; token: string };
beforeAll(async () => {
  scm = await signedInImporter(t);
});

/** Every order table, as stored. */
const orderTables = async () => ({
  purchaseOrders: await t.db.kysely
    .selectFrom('purchase_orders')
    .selectAll()
    .orderBy('id')
    .execute(),
  poLines: await t.db.kysely.selectFrom('po_lines').selectAll().orderBy('id').execute(),
  salesOrders: await t.db.kysely.selectFrom('sales_orders').selectAll().orderBy('id').execute(),
  soLines: await t.db.kysely.selectFrom('so_lines').selectAll().orderBy('id').execute(),
});

async function exported(path: string, lang: Language): Promise<Buffer> {
  const answer = await t.call('GET', path, { token: admin, lang });
  expect(answer.status).toBe(200);
  return answer.raw;
}

/** The export as a workbook to edit, with the column index (1-based) of each header. */
async function editable(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([file]));
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const at = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 1) throw new Error(`no column ${header}`);
    return index;
  };
  const save = async () => Buffer.from(await workbook.xlsx.writeBuffer());
  return { sheet, at, save };
}

describe('importing the order exports back', () => {
  const reports = [
    {
      name: 'PO report',
      export: '/api/po-lines/export',
      into: 'purchase-orders',
      table: 'poLines',
    },
    { name: 'SO report', export: '/api/so-lines/export', into: 'sales-orders', table: 'soLines' },
  ] as const;
  it.each(
    reports.flatMap((report) => (['en', 'zh'] as const).map((lang) => ({ ...report, lang }))),
  )('$name → its import: zero changes ($lang)', async ({ export: path, into, table, lang }) => {
    const before = await orderTables();
    expect(before[table].length).toBeGreaterThan(100);
    const file = await exported(path, lang);
    const job = await importOrders(t, into, scm.token, file, lang);
    expect(job).toMatchObject({
      status: 'succeeded',
      refusedRows: 0,
      issues: [],
      created: 0,
      updated: 0,
      unchanged: before[table].length,
    });
    expect(await orderTables()).toEqual(before);
  });

  it.each(['en', 'zh'] as const)('risk-buy list → PO import: zero changes (%s)', async (lang) => {
    const before = await orderTables();
    const file = await exported('/api/po-lines/risk-buy/export', lang);
    const job = await importOrders(t, 'purchase-orders', scm.token, file, lang);
    expect(job).toMatchObject({ status: 'succeeded', refusedRows: 0, created: 0, updated: 0 });
    expect(job.unchanged).toBeGreaterThan(0);
    expect(await orderTables()).toEqual(before);
  });

  it('an edited PO export changes the edited line only, with its revision', async () => {
    const { sheet, at, save } = await editable(await exported('/api/po-lines/export', 'en'));
    let edited = 0;
    sheet.eachRow((row, index) => {
      if (index === 1 || edited > 0) return;
      if (row.getCell(at('Line status')).value !== PO_LINE_STATUS_NAMES.Open.en) return;
      edited = index;
    });
    const row = sheet.getRow(edited);
    const poNumber = String(row.getCell(at('PO number')).value);
    const lineNo = Number(row.getCell(at('Line')).value);
    const qty = Number(row.getCell(at('Order qty')).value);
    row.getCell(at('Order qty')).value = qty + 7;
    const before = await orderTables();
    const job = await importOrders(t, 'purchase-orders', scm.token, await save());
    expect(job).toMatchObject({
      status: 'succeeded',
      created: 0,
      updated: 1,
      unchanged: before.poLines.length - 1,
    });
    const after = await orderTables();
    const changed = after.poLines.filter(
      (line, index) => JSON.stringify(line) !== JSON.stringify(before.poLines[index]),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ line_no: lineNo, order_qty: qty + 7 });
    const po = after.purchaseOrders.find((order) => order.id === changed[0]!.po_id);
    expect(po?.po_number).toBe(poNumber);
    const revision = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'poLine')
      .where('entity_id', '=', String(changed[0]!.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(revision.after_json!)).toMatchObject({ orderQty: qty + 7 });
  });

  it.each(['en', 'zh'] as const)(
    'a PO export without its supplier-code column finds the supplier by name (%s)',
    async (lang) => {
      const { sheet, at, save } = await editable(await exported('/api/po-lines/export', lang));
      sheet.spliceColumns(at(lang === 'en' ? 'Supplier code' : '供应商代码'), 1);
      const before = await orderTables();
      const job = await importOrders(t, 'purchase-orders', scm.token, await save(), lang);
      expect(job).toMatchObject({ status: 'succeeded', refusedRows: 0, created: 0, updated: 0 });
      expect(await orderTables()).toEqual(before);
    },
  );
});
