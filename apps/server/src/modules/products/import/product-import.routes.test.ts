import { Readable } from 'node:stream';
import type { ProductItem } from '@lading/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { buildProduct } from '../product.factories';
import { countProducts } from '../product.test-support';
import { columnForHeader, IMPORT_COLUMNS } from './import-columns';
import {
  goodRow,
  importAndWait,
  importFile,
  multipart,
  readJob,
  upload,
} from './import.test-support';
import { PRODUCT_IMPORT_JOB, runProductImport } from './product-import.job';

let t: TestContext;
let admin: string;
let scm: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  const user = await t.signedInUser('1-SCM');
  scm = { userId: user.id, token: user.token };
});
afterAll(() => t.close());

async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook.worksheets;
}

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
        message: '"Spaceships" is not an allowed value (see the Instructions sheet)',
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
    expect(zh.issues[1]!.message).toBe('“Spaceships”不是允许的值（见“说明”工作表）');

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

  it('refuses keys the database already has, ignoring case', async () => {
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
    expect(job.issues).toEqual([
      {
        row: 3,
        field: 'productId',
        column: '产品 ID',
        message: '产品 ID imp-existing-1 已存在',
      },
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

describe('refusing the upload itself', () => {
  it.each([
    ['products.csv', Buffer.from('productId,itemNumber\nA,B\n')],
    ['products.xlsx', Buffer.from('this is not a workbook')],
  ])('refuses %s that is not an .xlsx, in the caller’s language', async (name, bytes) => {
    const en = await upload(t, scm.token, name, bytes);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The file must be an Excel workbook (.xlsx)');
    const zh = await t.call('POST', '/api/products/import', {
      token: scm.token,
      lang: 'zh',
      ...multipart(name, bytes),
    });
    expect(zh.body.message).toBe('文件必须是 Excel 工作簿（.xlsx）');
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
    expect(json.body.message).toBe('Choose an Excel file (.xlsx) to upload');
  });

  it('fails a job whose .xlsx cannot be read', async () => {
    const zipButNotXlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(64, 1),
    ]);
    const job = await importAndWait(t, scm.token, zipButNotXlsx);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The file could not be read as an Excel workbook');
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

describe('the job queue', () => {
  it('reports progress as it reads, checks and writes (every 200 rows while checking)', async () => {
    const file = await importFile(Array.from({ length: 450 }, () => goodRow()));
    const id = await jobRepository.insert(t.db.kysely, {
      kind: PRODUCT_IMPORT_JOB,
      createdBy: scm.userId,
      at: new Date().toISOString(),
      inputName: 'direct.xlsx',
      input: { actor: { userId: scm.userId, username: 'scm', clientAddress: '127.0.0.1' } },
      file,
    });
    const job = (await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow())!;
    const seen: string[] = [];
    const outcome = await runProductImport({
      deps: { db: t.db, config: t.config, clock: () => new Date() },
      job,
      progress: async (stage, done, total) => {
        seen.push(`${stage} ${done}/${total}`);
      },
    });
    expect(outcome).toMatchObject({ status: 'succeeded', result: { imported: 450 } });
    expect(seen).toEqual([
      'reading 0/0',
      'reading 450/0',
      'validating 200/450',
      'validating 400/450',
      'validating 450/450',
      'writing 0/450',
      'writing 450/450',
    ]);
  });

  it('lets several workers share the queue without running a job twice', async () => {
    const before = await countProducts(t);
    const ids: number[] = [];
    for (let n = 0; n < 6; n++) {
      ids.push(
        await jobRepository.insert(t.db.kysely, {
          kind: PRODUCT_IMPORT_JOB,
          createdBy: scm.userId,
          at: new Date().toISOString(),
          inputName: `batch-${n}.xlsx`,
          input: { actor: { userId: scm.userId, username: 'scm', clientAddress: '127.0.0.1' } },
          file: await importFile([goodRow(), goodRow()]),
        }),
      );
    }
    const workers = [1, 2].map(
      () =>
        new JobRunner(
          { db: t.db, config: t.config, clock: () => new Date() },
          { [PRODUCT_IMPORT_JOB]: runProductImport },
          t.app.log,
        ),
    );
    for (const worker of workers) worker.start();
    await Promise.all([...workers.map((worker) => worker.drain()), t.app.jobs.drain()]);
    await Promise.all(workers.map((worker) => worker.stop()));
    const jobs = await t.db.kysely
      .selectFrom('jobs')
      .select(['status', 'result_json', 'input_file'])
      .where('id', 'in', ids)
      .execute();
    expect(jobs.map((job) => job.status)).toEqual(Array(6).fill('succeeded'));
    expect(jobs.every((job) => job.input_file === null)).toBe(true);
    expect(await countProducts(t)).toBe(before + 12);
  });

  it('fails a job left running by a stopped server as interrupted, and runs the queue on', async () => {
    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    const stale = await t.db.kysely
      .insertInto('jobs')
      .values({
        kind: PRODUCT_IMPORT_JOB,
        status: 'running',
        stage: 'validating',
        progress_done: 10,
        progress_total: 100,
        created_by: scm.userId,
        created_at: at,
        started_at: at,
        heartbeat_at: at,
        worker_id: 'gone:1',
        input_name: 'old.xlsx',
        input_json: '{}',
        input_file: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A second worker starting (as after a restart) recovers it.
    const restarted = new JobRunner(
      { db: t.db, config: t.config, clock: () => new Date() },
      { [PRODUCT_IMPORT_JOB]: runProductImport },
      t.app.log,
    );
    restarted.start();
    await restarted.drain();
    await restarted.stop();
    const job = (await readJob(t, scm.token, stale.id)).body.data;
    expect(job).toMatchObject({ status: 'failed', stage: 'done' });
    expect(job.error).toBe('The job was interrupted by a server restart; please start it again');
    const zh = (await readJob(t, scm.token, stale.id, 'zh')).body.data;
    expect(zh.error).toBe('任务因服务器重启而中断，请重新开始');
  });
});
