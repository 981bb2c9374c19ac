import { describe, expect, it } from 'vitest';
import { admin, t } from '../../../test/harness';
import { columnForHeader, IMPORT_COLUMNS } from './import-columns';
import { sheetsOf } from './import-sheets.test-support';
import {
  goodRow,
  importAndWait,
  importFile,
  multipart,
  readJob,
  scm,
  upload,
  useProductImportWorld,
} from './import.test-support';

/** Around the import itself: the template, uploads refused at the door, who may import. */
useProductImportWorld({ admin: true });

describe('the template', () => {
  it.each(['en', 'zh'] as const)(
    'downloads in %s with a header row the importer reads, instructions and drop-downs',
    async (lang) => {
      const answer = await t.call('GET', '/api/products/import/template', {
        token: scm.token,
        lang,
      });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-type'])).toContain('spreadsheetml');
      expect(String(answer.headers['content-disposition'])).toContain(
        encodeURIComponent(lang === 'zh' ? '产品导入模板' : 'product-import-template'),
      );
      const [products, instructions] = await sheetsOf(answer.raw);
      const headers = (products!.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headers).toHaveLength(IMPORT_COLUMNS.length);
      expect(headers.map((header) => columnForHeader(header))).toEqual(IMPORT_COLUMNS);
      expect(products!.rowCount).toBe(1);
      expect(instructions!.name).toBe(lang === 'zh' ? '说明' : 'Instructions');
      expect(instructions!.getColumn(6).values).toContain(lang === 'zh' ? '光伏板' : 'PV panels');

      // uploaded as is: every column recognized, zero rows
      const job = await importAndWait(t, scm.token, answer.raw, { lang });
      expect(job.status).toBe('failed');
      expect(job.error).toBe(
        lang === 'zh'
          ? '文件的标题行下没有产品数据'
          : 'The file has no product rows under the header row',
      );
      expect(job.imported).toBeNull();
    },
  );
});

describe('refusing the upload itself', () => {
  it.each([
    ['products.pdf', Buffer.from('%PDF-1.7\n\u0000\u0001 binary')],
    ['products.xlsx', Buffer.from('this is not a workbook')],
  ])('refuses %s, neither a workbook nor a CSV, in the caller’s language', async (name, bytes) => {
    const en = await upload(t, scm.token, name, bytes);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The file must be an Excel workbook (.xlsx, .xlsm) or a CSV file');
    const zh = await t.call('POST', '/api/products/import', {
      token: scm.token,
      lang: 'zh',
      ...multipart(name, bytes),
    });
    expect(zh.body.message).toBe('文件必须是 Excel 工作簿（.xlsx、.xlsm）或 CSV 文件');
  });

  it('refuses an empty file and a request without a file', async () => {
    const empty = await upload(t, scm.token, 'products.xlsx', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const json = await t.call('POST', '/api/products/import', {
      token: scm.token,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Choose an Excel file (.xlsx, .xlsm) or a CSV file to upload');
  });

  it('fails a job whose .xlsx cannot be read', async () => {
    // a zip header naming a workbook part (so it passes the upload's check), then garbage
    const zipButNotXlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('xl/workbook.xml'),
      Buffer.alloc(64, 1),
    ]);
    const job = await importAndWait(t, scm.token, zipButNotXlsx);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The file is damaged or is not an Excel workbook');
  });
});

describe('who may import and read a job', () => {
  it('refuses every import route without products.import (2-View)', async () => {
    const viewer = await t.signedInUser('2-View');
    const file = await importFile([goodRow()]);
    const answers = [
      await t.call('GET', '/api/products/import/template', { token: viewer.token }),
      await upload(t, viewer.token, 'p.xlsx', file),
      await t.call('GET', '/api/products/import/1', { token: viewer.token }),
      await t.call('GET', '/api/products/import/1/report', { token: viewer.token }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it('shows a job to its creator and administrators only', async () => {
    const job = await importAndWait(t, scm.token, await importFile([goodRow()]));
    const colleague = await t.signedInUser('1-SCM');
    expect((await readJob(t, colleague.token, job.id)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/products/import/${job.id}/report`, { token: colleague.token }))
        .status,
    ).toBe(404);
    expect((await readJob(t, admin, job.id)).body.data).toMatchObject({ imported: 1 });
    expect((await readJob(t, scm.token, 999_999)).status).toBe(404);
  });
});
