import { Readable } from 'node:stream';
import type { Language, ProductRevision } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../../test/harness';
import { importAndWait, readJob, signedInImporter } from './import.test-support';

/**
 * Lading's own product list exported and imported back changes nothing (issue 24); edited,
 * it changes the products it names by Product ID and adds the new ones (issue 13 item 4).
 */
useTestContext({ admin: true, config: { seedDemo: true } });

let scm: { userId: number; token: string };
beforeAll(async () => {
  scm = await signedInImporter(t);
});

const productRows = () => t.db.kysely.selectFrom('products').selectAll().orderBy('id').execute();

async function exported(lang: Language): Promise<Buffer> {
  const answer = await t.call('GET', '/api/products/export', { token: admin, lang });
  expect(answer.status).toBe(200);
  return answer.raw;
}

describe('importing the product export back', () => {
  it.each(['en', 'zh'] as const)(
    'leaves every product as it was and says so (%s)',
    async (lang) => {
      const before = await productRows();
      expect(before.length).toBeGreaterThan(1);
      const file = await exported(lang);
      const preview = await importAndWait(t, scm.token, file, { lang, preview: true });
      expect(preview).toMatchObject({
        status: 'succeeded',
        preview: { added: 0, changed: 0, unchanged: before.length, adds: [], changes: [] },
      });
      const job = await importAndWait(t, scm.token, file, { lang });
      expect(job).toMatchObject({
        status: 'succeeded',
        imported: 0,
        created: 0,
        updated: 0,
        unchanged: before.length,
        refusedRows: 0,
        issues: [],
        preview: null,
      });
      expect(job.notices).toEqual([
        lang === 'en'
          ? `${before.length} rows match existing products and were left unchanged`
          : `${before.length} 行与现有产品完全相同，未作更改`,
      ]);
      expect(await productRows()).toEqual(before);
      // the other language reads the same notice in its words
      const other = (await readJob(t, scm.token, job.id, lang === 'en' ? 'zh' : 'en')).body.data;
      expect(other.notices).toHaveLength(1);
    },
  );

  it('previews, then applies, an edited export: the changed product updated with its revisions, a new row added', async () => {
    const before = await productRows();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([await exported('en')]));
    const sheet = workbook.worksheets[0]!;
    const headers = sheet.getRow(1).values as unknown[];
    const at = (header: string) => headers.indexOf(header);
    const edited = sheet.getRow(3);
    const productId = String(edited.getCell(at('Product ID')).value);
    const oldName = String(edited.getCell(at('Short name')).value);
    edited.getCell(at('Short name')).value = 'Renamed by the import';
    edited.getCell(at('Activeness')).value = 'Inactive';
    // a new product: row 3 copied under new keys
    const added = sheet.addRow(edited.values as unknown[]);
    added.getCell(at('Product ID')).value = 'RT-NEW-1';
    added.getCell(at('Item number')).value = 'RT-NEW-IT-1';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const wasActive = before.find((row) => row.product_id === productId)!.activeness === 'Active';

    const preview = await importAndWait(t, scm.token, file, { preview: true });
    expect(preview.status).toBe('succeeded');
    expect(preview.preview).toMatchObject({
      added: 1,
      changed: 1,
      unchanged: before.length - 1,
      adds: [{ row: before.length + 2, productId: 'RT-NEW-1', shortName: 'Renamed by the import' }],
      changesTotal: wasActive ? 2 : 1,
    });
    expect(preview.preview!.changes[0]).toEqual({
      row: 3,
      productId,
      field: 'shortName',
      column: 'Short name',
      before: oldName,
      after: 'Renamed by the import',
    });
    // the preview wrote nothing
    expect(await productRows()).toEqual(before);
    const zh = (await readJob(t, scm.token, preview.id, 'zh')).body.data.preview!;
    expect(zh.changes[0]!.column).toBe('简称');
    if (wasActive) expect(zh.changes[1]).toMatchObject({ before: '有效', after: '无效' });

    const job = await importAndWait(t, scm.token, file);
    expect(job).toMatchObject({
      status: 'succeeded',
      imported: 2,
      created: 1,
      updated: 1,
      unchanged: before.length - 1,
      preview: null,
    });
    const after = await productRows();
    expect(after).toHaveLength(before.length + 1);
    const product = after.find((row) => row.product_id === productId)!;
    expect(product).toMatchObject({ short_name: 'Renamed by the import', activeness: 'Inactive' });
    // every other product as it was
    expect(after.filter((row) => row.id !== product.id).slice(0, before.length - 1)).toEqual(
      before.filter((row) => row.id !== product.id),
    );
    const revisions = await t.call<ProductRevision[]>(
      'GET',
      `/api/products/${product.id}/revisions`,
      { token: admin },
    );
    expect(revisions.body.data.slice(0, wasActive ? 2 : 1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'update',
          field: 'shortName',
          before: oldName,
          after: 'Renamed by the import',
        }),
      ]),
    );
  });
});
