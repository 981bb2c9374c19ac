import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { buildLoadingPoint } from '../../reference/reference.factories';
import { importOrders, poFile, soFile } from './order-import.test-support';
import {
  lamp,
  newPoNumber,
  panel,
  point,
  poRow,
  scm,
  supplier,
  useOrderImportWorld,
} from './order-import.world.test-support';

/**
 * How the order imports find what a row refers to (issue 14): a loading point, a supplier, a
 * product or a country by its code, its name as the screens show it, or either language's half
 * of a bilingual name, ignoring case, width and spaces; a value nothing answers to is refused
 * listing what would be accepted, in the reader's language.
 */
useOrderImportWorld();

const pointOf = async (poNumber: string) =>
  (
    await t.db.kysely
      .selectFrom('po_lines')
      .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
      .select('po_lines.loading_point_id')
      .where('purchase_orders.po_number', '=', poNumber)
      .execute()
  ).map((line) => line.loading_point_id);

describe('a reference written as the screens show it', () => {
  it('takes the loading point "Shenzhen Yantian", "深圳盐田", "yantian", full-width or spaced', async () => {
    const spellings = [
      'Shenzhen Yantian',
      '深圳盐田',
      'yantian',
      'Shenzhen Yantian 深圳盐田',
      '  shenzhen   YANTIAN ',
      'ＹＡＮＴＩＡＮ',
    ];
    const numbers = spellings.map(() => newPoNumber());
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile(
        spellings.map((loadingPoint, i) => poRow({ poNumber: numbers[i]!, loadingPoint })),
      ),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: spellings.length });
    for (const poNumber of numbers) expect(await pointOf(poNumber)).toEqual([point.id]);
  });

  it('takes a supplier, a product and a country by name in the code columns', async () => {
    const coastal = await t.buildSupplier({
      shortName: 'Coastal Solar',
      fullName: 'Coastal Solar Trading Co., Ltd.',
    });
    const a = newPoNumber();
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({
          poNumber: a,
          supplierCode: 'COASTAL SOLAR',
          productCode: ` ${lamp.shortName.toLowerCase()} `,
          destinationCountry: '尼日利亚',
        }),
        poRow({
          poNumber: a,
          lineNo: 2,
          supplierCode: 'coastal solar trading co., ltd.',
          productCode: panel.shortName,
        }),
      ]),
    );
    expect(job).toMatchObject({ status: 'succeeded', created: 2 });
    const lines = await t.db.kysely
      .selectFrom('po_lines')
      .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
      .innerJoin('products', 'products.id', 'po_lines.product_id')
      .select([
        'products.product_id',
        'po_lines.supplier_id',
        'purchase_orders.destination_country',
      ])
      .where('purchase_orders.po_number', '=', a)
      .orderBy('po_lines.line_no')
      .execute();
    expect(lines).toEqual([
      { product_id: lamp.productId, supplier_id: coastal.id, destination_country: 'NG' },
      { product_id: panel.productId, supplier_id: coastal.id, destination_country: 'NG' },
    ]);

    const so = await importOrders(
      t,
      'sales-orders',
      scm.token,
      await soFile([
        {
          soNumber: 'SO-REF-1',
          lineNo: 1,
          postingDate: '2027-01-10',
          rdd: '2027-03-01',
          bpReferenceNo: 'CUST-1',
          country: 'nigeria',
          productCode: lamp.shortName,
          qty: 5,
          rowTotalUsd: 50,
        },
      ]),
    );
    expect(so).toMatchObject({ status: 'succeeded', created: 1 });
  });
});

describe('a reference nothing answers to', () => {
  it('refuses an unknown loading point listing the accepted ones, in en and zh', async () => {
    const a = newPoNumber();
    const file = await poFile([poRow({ poNumber: a, loadingPoint: 'Xiamen' })]);
    const en = await importOrders(t, 'purchase-orders', scm.token, file);
    expect(en).toMatchObject({ status: 'failed', refusedRows: 1 });
    expect(en.issues).toEqual([
      {
        row: 2,
        field: 'loadingPoint',
        column: 'Loading Point',
        message: expect.stringMatching(
          /^"Xiamen" is not known\. Use one of: .*YANTIAN \(Shenzhen Yantian 深圳盐田\)/,
        ),
      },
    ]);
    const zh = await importOrders(t, 'purchase-orders', scm.token, file, 'zh');
    expect(zh.issues[0]).toMatchObject({ column: '装货地' });
    expect(zh.issues[0]!.message).toMatch(
      /^无法识别“Xiamen”。请使用以下之一：.*YANTIAN \(Shenzhen Yantian 深圳盐田\)/,
    );
    expect(await pointOf(a)).toEqual([]);
  });

  it('refuses a name two loading points answer to, naming both', async () => {
    const one = await buildLoadingPoint(t.db.kysely, { shortName: 'SHEKOU1', name: 'Shekou 蛇口' });
    const two = await buildLoadingPoint(t.db.kysely, {
      shortName: 'SHEKOU2',
      name: 'Shekou Container Terminal 蛇口',
    });
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([poRow({ poNumber: newPoNumber(), loadingPoint: '蛇口' })]),
    );
    expect(job.issues).toEqual([
      {
        row: 2,
        field: 'loadingPoint',
        column: 'Loading Point',
        message: `"蛇口" could be any of: ${one.shortName} (${one.name}), ${two.shortName} (${two.name}); write the code`,
      },
    ]);
  });

  it('refuses an unknown supplier, product and country, each listing what it takes', async () => {
    const job = await importOrders(
      t,
      'purchase-orders',
      scm.token,
      await poFile([
        poRow({ poNumber: newPoNumber(), supplierCode: 'NO-SUCH' }),
        poRow({ poNumber: newPoNumber(), productCode: 'Moon lamp' }),
        poRow({ poNumber: newPoNumber(), destinationCountry: 'Atlantis' }),
      ]),
    );
    const said = Object.fromEntries(job.issues.map((issue) => [issue.field, issue.message]));
    expect(said.supplierCode).toMatch(/^"NO-SUCH" is not known\. Use one of: /);
    expect(said.supplierCode).toContain(`${supplier.code} (`);
    expect(said.productCode).toMatch(/^"Moon lamp" is not known\. Use one of: /);
    expect(said.productCode).toContain(`${lamp.productId} (${lamp.shortName})`);
    expect(said.destinationCountry).toContain('NG (Nigeria / 尼日利亚)');
  });
});
