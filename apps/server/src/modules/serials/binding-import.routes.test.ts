import { translateError } from '@lading/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import {
  bindingCsv,
  importBindings,
  storedCode,
  succeeded,
  type BindingLine,
} from './serial-files.test-support';
import {
  bindingRows,
  bound,
  c1,
  c2,
  kitProduct,
  lineA,
  opened,
  pA,
  pB,
  row,
  sn,
  supplierA,
  useSerialWorld,
} from './serials.test-support';

/*
 * Binding files (issue 19 "Bulk binding import"): a file of child–parent rows is checked row
 * by row with the stations' rules and bound whole, or not at all with every refused row told
 * in the reader's language.
 */
useSerialWorld();

/** A new pallet of two new cartons of four new products of A (the world's packaging). */
function palletFile() {
  const pallet = sn.pallet();
  const cartons = [sn.carton(), sn.carton()];
  const lines: BindingLine[] = [];
  for (const carton of cartons) {
    lines.push([carton, 'carton', pallet, 'pallet', pA.productId, supplierA.code]);
    for (let i = 0; i < 4; i++) lines.push([sn.product(), 'product', carton, 'carton']);
  }
  return { pallet, cartons, lines };
}

describe('a good file', () => {
  it('binds every row: new codes made with their parents, ancestors and counters, one event a row', async () => {
    const { pallet, cartons, lines } = palletFile();
    const job = succeeded(await importBindings(bindingCsv(lines), { fileName: 'pallet 1.csv' }));
    expect(job).toMatchObject({ imported: 10, bound: 10, created: 11, refusedRows: 0 });

    const palletRow = (await storedCode('pallet', pallet))!;
    expect(palletRow).toMatchObject({
      parent_id: null,
      child_count: 2,
      expected: 3,
      product_id: pA.id,
      supplier_id: supplierA.id,
      bound_at: null,
    });
    for (const carton of cartons) {
      const cartonRow = (await storedCode('carton', carton))!;
      expect(cartonRow).toMatchObject({
        parent_id: palletRow.id,
        up_pallet_id: palletRow.id,
        child_count: 4,
        expected: 4,
      });
      const products = lines.filter((line) => line[2] === carton).map((line) => line[0]!);
      for (const code of products) {
        const product = (await storedCode('product', code))!;
        expect(product).toMatchObject({
          parent_id: cartonRow.id,
          up_carton_id: cartonRow.id,
          up_pallet_id: palletRow.id,
          product_id: pA.id,
          supplier_id: supplierA.id,
          po_line_id: null,
        });
        expect(product.bound_at).not.toBeNull();
      }
    }
    const events = await t.db.kysely
      .selectFrom('serial_bind_events')
      .select(['action', 'reason', 'to_parent_id'])
      .where('reason', '=', 'pallet 1.csv')
      .execute();
    expect(events).toHaveLength(10);
    expect(events.every((event) => event.action === 'bind')).toBe(true);
  });

  it('binds into stored parents and takes loose stored codes, moving what is below them', async () => {
    const station = await opened('carton', sn.carton(), { poLineId: lineA });
    const first = sn.product();
    await bound(station.parent.id, 'product', first);
    // a loose carton with a product inside, bound into a new pallet by the file
    const loose = await opened('carton', sn.carton(), { poLineId: lineA });
    const inside = await bound(loose.parent.id, 'product', sn.product());
    const pallet = sn.pallet();
    const more = [sn.product(), sn.product(), sn.product()];
    const job = succeeded(
      await importBindings(
        bindingCsv([
          ...more.map((code): BindingLine => [code, 'product', station.parent.code, 'carton']),
          [loose.parent.code, 'Carton', pallet, 'PALLET'],
        ]),
      ),
    );
    expect(job).toMatchObject({ bound: 4, created: 4 });
    expect(await row(station.parent.id)).toMatchObject({ child_count: 4 });
    const added = (await storedCode('product', more[0]!))!;
    // the station's carton came from a PO line: its new products take it
    expect(added).toMatchObject({ parent_id: station.parent.id, po_line_id: lineA });
    const palletRow = (await storedCode('pallet', pallet))!;
    expect(await row(loose.parent.id)).toMatchObject({
      parent_id: palletRow.id,
      up_pallet_id: palletRow.id,
    });
    expect(await row(inside.id)).toMatchObject({
      parent_id: loose.parent.id,
      up_carton_id: loose.parent.id,
      up_pallet_id: palletRow.id,
    });
  });

  it('fills kit packs with their components, told by their templates, as many as the kit takes', async () => {
    const [carton, pack] = [sn.carton(kitProduct), sn.pack()];
    const parts = [sn.product(c1), sn.product(c2), sn.product(c1)];
    const lines: BindingLine[] = [
      [pack, 'pack', carton, 'carton', kitProduct.productId, supplierA.code],
      ...parts.map((code): BindingLine => [code, 'product', pack, 'pack']),
    ];
    succeeded(await importBindings(bindingCsv(lines)));
    const packRow = (await storedCode('pack', pack))!;
    expect(packRow).toMatchObject({ product_id: kitProduct.id, child_count: 3, expected: 3 });
    expect((await storedCode('product', parts[1]!))!).toMatchObject({ product_id: c2.id });
    const extra = sn.product(c1);
    const job = await importBindings(bindingCsv([[extra, 'product', pack, 'pack']]));
    expect(job.issues.map((issue) => issue.message)).toEqual([
      translateError('en', 'serials.countExceeded', { parent: pack, max: 3 }),
    ]);
  });

  it('reads an Excel file with Chinese headers and level names', async () => {
    const carton = sn.carton(pB);
    const products = [sn.product(pB), sn.product(pB)];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('绑定');
    sheet.addRow(['下级码', '下级码级别', '上级码', '上级码级别', '产品ID', '供应商代码']);
    for (const code of products)
      sheet.addRow([code, '产品', carton, '外箱', pB.productId, supplierA.code]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = succeeded(await importBindings(bytes, { fileName: 'bindings.xlsx' }));
    expect(job).toMatchObject({ bound: 2, created: 3 });
    expect((await storedCode('carton', carton))!).toMatchObject({
      product_id: pB.id,
      child_count: 2,
    });
  });
});

describe('the template', () => {
  it('is an Excel file in the caller’s language, its levels to pick from', async () => {
    const answer = await t.call('GET', '/api/serials/bindings/import/template', {
      lang: 'zh',
      token: admin,
    });
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      '下级码 *',
      '下级码级别 *',
      '上级码 *',
      '上级码级别 *',
      '产品ID',
      '供应商代码',
    ]);
  });
});

describe('a file with a refused row', () => {
  it('binds nothing and names the row, in the reader’s language', async () => {
    const { lines } = palletFile();
    lines[3] = [`${pB.productId}000001`, 'product', lines[3]![2], 'carton'];
    lines[6] = ['X1', 'box', lines[6]![2], 'carton'];
    const before = await bindingRows();
    const job = await importBindings(bindingCsv(lines), { lang: 'zh' });
    expect(job).toMatchObject({
      status: 'failed',
      imported: null,
      refusedRows: 2,
      error: translateError('zh', 'import.rowsRefused', { rows: 2 }),
    });
    expect(job.issues).toEqual([
      {
        row: 5,
        field: 'childCode',
        column: '下级码',
        message: translateError('zh', 'serials.segmentContext', {
          segment: 1,
          kind: '产品ID',
          expected: pA.productId,
          value: pB.productId,
        }),
      },
      {
        row: 8,
        field: 'childLevel',
        column: '下级码级别',
        message: translateError('zh', 'serials.importLevelUnknown', {
          value: 'box',
          levels: '零件、产品、套件包装、彩盒、外箱、托盘、集装箱',
        }),
      },
    ]);
    expect(await bindingRows()).toEqual(before);
  });

  it('refuses a child named twice in the file on its later row', async () => {
    const carton = sn.carton();
    const twice = sn.product();
    const job = await importBindings(
      bindingCsv([
        [twice, 'product', carton, 'carton', pA.productId, supplierA.code],
        [sn.product(), 'product', carton, 'carton'],
        [twice, 'product', carton, 'carton'],
      ]),
    );
    expect(job.issues).toEqual([
      expect.objectContaining({
        row: 4,
        message: translateError('en', 'serials.duplicate', { code: twice }),
      }),
    ]);
    expect(await storedCode('carton', carton)).toBeUndefined();
  });

  it('refuses a child bound in another parent already, naming that parent', async () => {
    const station = await opened('carton', sn.carton(), { poLineId: lineA });
    const taken = await bound(station.parent.id, 'product', sn.product());
    const job = await importBindings(
      bindingCsv([
        [taken.code, 'product', sn.carton(), 'carton', pA.productId, supplierA.code],
        [taken.code.replace(/\d{6}$/, '999999'), 'product', station.parent.code, 'carton'],
      ]),
    );
    expect(job.issues.map((issue) => [issue.row, issue.message])).toEqual([
      [
        2,
        translateError('en', 'serials.alreadyBound', {
          code: taken.code,
          parent: station.parent.code,
        }),
      ],
    ]);
  });

  it('refuses the rows past a parent’s limit', async () => {
    const carton = sn.carton();
    const lines: BindingLine[] = [
      [sn.product(), 'product', carton, 'carton', pA.productId, supplierA.code],
    ];
    for (let i = 0; i < 5; i++) lines.push([sn.product(), 'product', carton, 'carton']);
    const job = await importBindings(bindingCsv(lines));
    expect(job.issues.map((issue) => [issue.row, issue.message])).toEqual(
      [6, 7].map((at) => [
        at,
        translateError('en', 'serials.countExceeded', { parent: carton, max: 4 }),
      ]),
    );
  });

  it('refuses a product into a carton of another product, and a new code nobody says whose it is', async () => {
    const carton = sn.carton();
    const stranger = sn.product(pB);
    const [orphan, orphanCarton] = [sn.pallet(), sn.carton()];
    const job = await importBindings(
      bindingCsv([
        [sn.product(), 'product', carton, 'carton', pA.productId, supplierA.code],
        [stranger, 'product', carton, 'carton', pB.productId, supplierA.code],
        [orphanCarton, 'carton', orphan, 'pallet'],
      ]),
    );
    expect(job.issues.map((issue) => [issue.row, issue.message])).toEqual([
      [
        3,
        translateError('en', 'serials.productMismatch', {
          code: stranger,
          actual: pB.productId,
          parent: carton,
          expected: pA.productId,
        }),
      ],
      [4, translateError('en', 'serials.importContextRequired', { code: orphanCarton })],
      [4, translateError('en', 'serials.importContextRequired', { code: orphan })],
    ]);
  });
});
