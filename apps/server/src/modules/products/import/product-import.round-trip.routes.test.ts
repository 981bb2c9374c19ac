import { Readable } from 'node:stream';
import type { Language } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../../test/harness';
import { importAndWait, readJob, signedInImporter } from './import.test-support';

/** Lading's own product list exported and imported back changes nothing (issue 24). */
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
      const job = await importAndWait(t, scm.token, await exported(lang), { lang });
      expect(job).toMatchObject({ status: 'succeeded', imported: 0, refusedRows: 0, issues: [] });
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

  it('still refuses a row whose Product ID exists but whose fields differ', async () => {
    const before = await productRows();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([await exported('en')]));
    const sheet = workbook.worksheets[0]!;
    const headers = sheet.getRow(1).values as unknown[];
    const shortName = headers.indexOf('Short name');
    const productId = String(sheet.getRow(3).getCell(headers.indexOf('Product ID')).value);
    const itemNumber = String(sheet.getRow(3).getCell(headers.indexOf('Item number')).value);
    sheet.getRow(3).getCell(shortName).value = 'Renamed by the import';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const job = await importAndWait(t, scm.token, file);
    expect(job.status).toBe('failed');
    expect(job.imported).toBeNull();
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'productId',
        column: 'Product ID',
        message: `Product ID ${productId} already exists`,
      },
      {
        row: 3,
        field: 'itemNumber',
        column: 'Item number',
        message: `Item number ${itemNumber} already exists`,
      },
    ]);
    expect(await productRows()).toEqual(before);
  });
});
