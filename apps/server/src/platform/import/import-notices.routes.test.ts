import { readFileSync } from 'node:fs';
import type { ImportJob, Language } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { multipart, signedInImporter } from '../../modules/products/import/import.test-support';

/*
 * Issue 24 — content: what an upload is, told by its bytes, and what a successful import
 * tells (hidden rows imported, a total row left out), in the reader's language. The files
 * are the set's (test-fixtures/xlsx-variants); xlsx-variants.routes.test.ts checks their rows.
 */
useTestContext({ admin: true, config: { seedDemo: true } });

const variant = (name: string) =>
  readFileSync(
    new URL(`../../../../../test-fixtures/xlsx-variants/files/${name}`, import.meta.url),
  );

let importer: { token: string };
beforeAll(async () => {
  importer = await signedInImporter(t);
});

async function importPo(name: string, bytes = variant(name)) {
  const queued = await t.call<{ jobId: number }>('POST', '/api/purchase-orders/import', {
    token: importer.token,
    ...multipart(name, bytes),
  });
  expect(queued.status, queued.body.message).toBe(200);
  await t.app.jobs.drain();
  const read = async (lang: Language) =>
    (
      await t.call<ImportJob>('GET', `/api/purchase-orders/import/${queued.body.data.jobId}`, {
        token: importer.token,
        lang,
      })
    ).body.data;
  return { en: await read('en'), zh: await read('zh') };
}

/** The orders a file added, taken out again so the next file starts from the demo. */
async function removeOrders(prefix: string) {
  const ids = (
    await t.db.kysely
      .selectFrom('purchase_orders')
      .select('id')
      .where('po_number', 'like', `${prefix}%`)
      .execute()
  ).map((row) => Number(row.id));
  if (ids.length === 0) return;
  await t.db.kysely.deleteFrom('po_lines').where('po_id', 'in', ids).execute();
  await t.db.kysely.deleteFrom('purchase_orders').where('id', 'in', ids).execute();
}

describe('notices of a successful import, in the reader’s language', () => {
  it('imports rows hidden by an AutoFilter and says how many (po-v125)', async () => {
    const job = await importPo('po-v125-filtered.xlsx');
    expect([job.en.status, job.en.imported]).toEqual(['succeeded', 30]);
    expect(job.en.notices).toEqual(['20 rows hidden by a filter were imported']);
    expect(job.zh.notices).toEqual(['已导入 20 行被筛选隐藏的数据']);
    await removeOrders('XL-V125-');
  });

  it('leaves out a total row under the data and says which (po-v65)', async () => {
    const job = await importPo('po-v65-totalrow.xlsx');
    expect([job.en.status, job.en.imported]).toEqual(['succeeded', 30]);
    expect(job.en.notices).toEqual(['Row 33 looks like a total row and was not imported']);
    expect(job.zh.notices).toEqual(['第 33 行看起来是合计行，未导入']);
    await removeOrders('XL-V65-');
  });

  it('has no notices for an ordinary file', async () => {
    const job = await importPo('po-v86.xlsm');
    expect([job.en.status, job.en.notices]).toEqual(['succeeded', []]);
    await removeOrders('XL-V86-');
  });
});

describe('an upload told by its content, whatever its name', () => {
  it.each([
    ['a UTF-8 CSV with a BOM', 'po-v84-utf8bom.csv', 'XL-V84-'],
    ['a GBK CSV', 'po-v85-gbk.csv', 'XL-V85-'],
  ])('imports %s, under any name', async (_what, file, prefix) => {
    for (const name of [file, 'lines.xlsx', 'lines.txt']) {
      const job = await importPo(name, variant(file));
      expect([name, job.en.status, job.en.imported, job.en.error]).toEqual([
        name,
        'succeeded',
        30,
        null,
      ]);
      await removeOrders(prefix);
    }
  });

  it('imports a workbook named .xlsm or anything else', async () => {
    for (const name of ['po.xlsm', 'po.bin']) {
      const job = await importPo(name, variant('po-v86.xlsm'));
      expect([name, job.en.status, job.en.imported]).toEqual([name, 'succeeded', 30]);
      await removeOrders('XL-V86-');
    }
  });

  it.each(['po-v83-src.xls', 'po-v83-renamed.xlsx'])(
    'refuses an old .xls (%s) by content, saying how to fix it, in en and zh',
    async (name) => {
      for (const [lang, message] of [
        [
          'en',
          'This is an old Excel 97–2003 .xls file: open it in Excel or WPS and save it as .xlsx',
        ],
        [
          'zh',
          '这是旧版 Excel 97–2003 的 .xls 文件：请用 Excel 或 WPS 打开，另存为 .xlsx 后再导入',
        ],
      ] as const) {
        const answer = await t.call('POST', '/api/purchase-orders/import', {
          token: importer.token,
          lang,
          ...multipart(name, variant(name)),
        });
        expect([answer.status, answer.body.message]).toEqual([400, message]);
      }
    },
  );

  it('fails a CSV with a quote never closed, naming the row', async () => {
    const header = variant('po-v84-utf8bom.csv').toString('utf8').split('\r\n')[0]!;
    const csv = Buffer.from(`${header}\r\nXL-V84-A,10,"SUP001,Li Wei\r\n`);
    const job = await importPo('lines.csv', csv);
    expect([job.en.status, job.en.error]).toEqual([
      'failed',
      'Row 2 of the CSV file opens a quoted cell (") that is never closed; add the closing quote or remove the stray one',
    ]);
  });
});
