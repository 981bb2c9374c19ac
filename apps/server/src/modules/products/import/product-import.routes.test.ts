import type { ProductItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../../test/harness';
import { buildProduct } from '../product.factories';
import { countProducts } from '../product.test-support';
import { IMPORT_COLUMNS } from './import-columns';
import { sheetsOf } from './import-sheets.test-support';
import {
  goodRow,
  importAndWait,
  importFile,
  readJob,
  scm,
  upload,
  useProductImportWorld,
} from './import.test-support';

/** Importing a product file: all rows or none, each refused row named, in en and zh. */
useProductImportWorld({ admin: true });

const auditCount = async (action: string) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing', () => {
  it('adds every row of a good file in one go, audited, CBM computed', async () => {
    const rows = [
      goodRow({ lengthCm: 50, widthCm: 40, heightCm: 30, qtyPerPackage: 10 }),
      goodRow({ category: 'pvPanels', countryShortNames: { NG: 'Lamp NG', KE: 'Taa' } }),
      goodRow({ activeness: 'Inactive', serialized: false }, 'zh'),
    ];
    const before = await countProducts(t);
    const createAudits = await auditCount('product.create');
    const job = await importAndWait(t, scm.token, await importFile(rows));
    expect(job).toMatchObject({
      status: 'succeeded',
      stage: 'done',
      imported: 3,
      refusedRows: 0,
      issues: [],
      done: 3,
      total: 3,
      error: null,
      fileName: 'products.xlsx',
    });
    expect(await countProducts(t)).toBe(before + 3);
    expect(await auditCount('product.create')).toBe(createAudits + 3);

    const list = await t.call<{ list: ProductItem[] }>('GET', '/api/products', {
      token: scm.token,
      query: { keyword: String(rows[0]!.productId) },
    });
    const first = list.body.data.list[0]!;
    expect(first.cbm).toBe(0.06);
    expect(first.unitCbm).toBe(0.006);
    const second = (
      await t.call<{ list: ProductItem[] }>('GET', '/api/products', {
        token: scm.token,
        query: { keyword: String(rows[1]!.productId) },
      })
    ).body.data.list[0]!;
    expect(second.category).toBe('pvPanels');
    expect(second.countryShortNames).toMatchObject({ NG: 'Lamp NG', KE: 'Taa', ZA: '' });
    const third = (
      await t.call<{ list: ProductItem[] }>('GET', '/api/products', {
        token: scm.token,
        query: { keyword: String(rows[2]!.productId) },
      })
    ).body.data.list[0]!;
    expect(third).toMatchObject({ activeness: 'Inactive', serialized: false });

    // the revision history shows each as created; the import itself is audited once
    const revisions = await t.call<{ action: string; actor: string }[]>(
      'GET',
      `/api/products/${first.id}/revisions`,
      { token: admin },
    );
    expect(revisions.body.data[0]).toMatchObject({ action: 'create' });
    const importAudit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.import')
      .where('entity_id', '=', String(job.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(importAudit.after_json!)).toMatchObject({ imported: 3 });
  });

  it('imports nothing when one row is bad and names the row, field and reason in en and zh', async () => {
    const before = await countProducts(t);
    const rows = [goodRow(), goodRow({ netWeightKg: 5, grossWeightKg: 4 }), goodRow()];
    rows[2]!.category = 'Spaceships';
    rows[2]!.lengthCm = 'long';
    const job = await importAndWait(t, scm.token, await importFile(rows));
    expect(job.status).toBe('failed');
    expect(job.imported).toBeNull();
    expect(job.refusedRows).toBe(2);
    expect(job.error).toBe('Refused rows: 2. Nothing was imported');
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'grossWeightKg',
        column: 'Gross weight/pc (kg)',
        message: 'cannot be less than the net weight',
      },
      {
        row: 4,
        field: 'category',
        column: 'Category',
        message: expect.stringMatching(
          /^"Spaceships" is not known\. Use one of: mainKits \(Main kits \/ 主套件\), .*, others \(其他\)$/,
        ),
      },
      { row: 4, field: 'lengthCm', column: 'Length (cm)', message: 'must be number' },
    ]);
    expect(await countProducts(t)).toBe(before);

    const zh = (await readJob(t, scm.token, job.id, 'zh')).body.data;
    expect(zh.error).toBe('2 行未通过校验，未导入任何数据');
    expect(zh.issues[0]).toMatchObject({
      row: 3,
      column: '单件毛重 (kg)',
      message: '不能小于净重',
    });
    expect(zh.issues[1]!.message).toMatch(
      /^无法识别“Spaceships”。请使用以下之一：mainKits \(Main kits \/ 主套件\), .*, others \(其他\)$/,
    );

    // the refused rows as Excel, in the reader's language
    const report = await t.call('GET', `/api/products/import/${job.id}/report`, {
      token: scm.token,
      lang: 'zh',
    });
    expect(report.status).toBe(200);
    const [sheet] = await sheetsOf(report.raw);
    expect(sheet!.getRow(1).values).toEqual([undefined, '行号', '列', '原因']);
    expect(sheet!.getRow(2).values).toEqual([undefined, 3, '单件毛重 (kg)', '不能小于净重']);
    expect(sheet!.rowCount).toBe(4);
  });

  it('refuses required values left empty and over-long text, like the add form', async () => {
    const row = goodRow();
    row.brand = null;
    row.shortName = 'x'.repeat(101);
    const job = await importAndWait(t, scm.token, await importFile([row]));
    expect(job.issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['shortName', 'must be at most 100 characters'],
      ['brand', 'cannot be empty'],
    ]);
  });

  it('refuses a product ID or item number repeated inside the file, ignoring case', async () => {
    const first = goodRow();
    const again = goodRow({ productId: String(first.productId).toLowerCase() });
    const sameItem = goodRow({ itemNumber: String(first.itemNumber) });
    const job = await importAndWait(t, scm.token, await importFile([first, again, sameItem]));
    expect(job.status).toBe('failed');
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'productId',
        column: 'Product ID',
        message: `${String(first.productId).toLowerCase()} is already on row 2 of the file`,
      },
      {
        row: 4,
        field: 'itemNumber',
        column: 'Item number',
        message: `${String(first.itemNumber)} is already on row 2 of the file`,
      },
    ]);
  });

  it('refuses an item number another product has, ignoring case (a known Product ID is a change)', async () => {
    const existing = await buildProduct(t.db.kysely, {
      productId: 'IMP-EXISTING-1',
      itemNumber: 'IMP-EXISTING-IT',
    });
    const before = await countProducts(t);
    const job = await importAndWait(
      t,
      scm.token,
      await importFile([
        goodRow(),
        goodRow({ productId: existing.productId.toLowerCase() }),
        goodRow({ itemNumber: existing.itemNumber }),
      ]),
      { lang: 'zh' },
    );
    // row 3 names the product by its Product ID (another case): it would change that product
    expect(job.issues).toEqual([
      {
        row: 4,
        field: 'itemNumber',
        column: '物料编号',
        message: '物料编号 IMP-EXISTING-IT 已存在',
      },
    ]);
    expect(await countProducts(t)).toBe(before);
  });

  it('reads Chinese headers and values, and ignores the export’s computed columns', async () => {
    const headers = [
      ...IMPORT_COLUMNS.map((column) => column.title('zh')),
      '每包装体积 (CBM)',
      'Notes we keep',
    ];
    const row = goodRow({ category: 'batteries' }, 'zh');
    const job = await importAndWait(t, scm.token, await importFile([row], { headers }));
    expect(job).toMatchObject({ status: 'succeeded', imported: 1 });
  });

  it('names missing required columns in the reader’s language', async () => {
    const headers = IMPORT_COLUMNS.filter(
      (column) => column.field !== 'brand' && column.field !== 'category',
    ).map((column) => column.title('en'));
    const queued = await upload(t, scm.token, 'p.xlsx', await importFile([], { headers }));
    await t.app.jobs.drain();
    const en = (await readJob(t, scm.token, queued.body.data.jobId)).body.data;
    expect(en.error).toBe('Required columns are missing: Brand, Category');
    const zh = (await readJob(t, scm.token, queued.body.data.jobId, 'zh')).body.data;
    expect(zh.error).toBe('缺少必填列：品牌、类别');
  });

  it('imports 2,000 rows with progress, in one transaction', async () => {
    const rows = Array.from({ length: 2000 }, () => goodRow());
    const file = await importFile(rows);
    const before = await countProducts(t);
    const started = performance.now();
    const job = await importAndWait(t, scm.token, file);
    const ms = Math.round(performance.now() - started);
    console.log(`product import: 2,000 rows on ${t.db.dialect} in ${ms} ms`);
    expect(job).toMatchObject({ status: 'succeeded', imported: 2000, done: 2000, total: 2000 });
    expect(await countProducts(t)).toBe(before + 2000);
  }, 120_000);
});
