import { formatDateTime, translateError, type ExportTaskItem, type Page } from '@lading/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { jobRepository } from '../../platform/jobs/job.repository';
import { SERIAL_EXPORT_JOB } from './export-task.job';
import { exportTaskRepository } from './export-task.repository';
import {
  bindingCsv,
  download,
  exported,
  getTask,
  importBindings,
  queueExport,
  storedCode,
  succeeded,
  TASKS,
  type BindingLine,
} from './serial-files.test-support';
import {
  lineB,
  opened,
  pA,
  qrcUserB,
  sn,
  supplierA,
  supplierUserA,
  useSerialWorld,
} from './serials.test-support';

/*
 * Export tasks (issue 19; spec §4 "Export status: Fail, Success, Loading"): the codes under a
 * main code written by a background job as Excel or CSV, listed with their status, downloaded
 * by their owner only.
 */
useSerialWorld();

/**
 * A pallet of supplier A: 2 cartons of 3 products, bound by file; its codes in id order (as
 * the file made them: the pallet, the cartons, then the products).
 */
let pallet: { id: number; code: string };
let codes: string[];

beforeAll(async () => {
  const palletCode = sn.pallet();
  const lines: BindingLine[] = [];
  const cartons = [sn.carton(), sn.carton()];
  const products: string[] = [];
  for (const carton of cartons) {
    lines.push([carton, 'carton', palletCode, 'pallet', pA.productId, supplierA.code]);
    for (let p = 0; p < 3; p++) {
      products.push(sn.product());
      lines.push([products[products.length - 1]!, 'product', carton, 'carton']);
    }
  }
  codes = [palletCode, ...cartons, ...products];
  succeeded(await importBindings(bindingCsv(lines), { token: supplierUserA.token }));
  const row = (await storedCode('pallet', palletCode))!;
  pallet = { id: row.id, code: palletCode };
});

describe('an export task', () => {
  it('is answered Loading at once, then written as Excel: every code under the main code', async () => {
    const queued = await queueExport({ level: 'pallet', code: pallet.code, format: 'xlsx' });
    expect(queued).toMatchObject({
      status: 'loading',
      mainCode: pallet.code,
      level: 'pallet',
      fileName: null,
    });
    await t.app.jobs.drain();
    const task = (await getTask(queued.id)).body.data;
    expect(task).toMatchObject({
      status: 'success',
      done: 9,
      total: 9,
      error: null,
      username: 'admin',
    });
    expect(task.fileName).toBe(`Pallet ${pallet.code} codes.xlsx`);

    const file = await download(task.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(task.fileName!));
    expect(file.raw.length).toBe(task.fileSize);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Code',
      'Code level',
      'Product ID',
      'Supplier code',
      'PO number',
      'Line no.',
      'Parent code',
      'Container code',
      'Scanned at',
      'Bound at',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(codes);
    const product = await storedCode('product', codes[3]!);
    expect(rows[4]).toEqual([
      codes[3],
      'Product',
      pA.productId,
      supplierA.code,
      undefined,
      undefined,
      codes[1],
      undefined,
      formatDateTime(product!.created_at, 'UTC'),
      formatDateTime(product!.bound_at!, 'UTC'),
    ]);
  });

  it('writes CSV in the caller’s language: UTF-8 with a BOM, quoted as RFC 4180 says', async () => {
    const task = await exported({ codeId: pallet.id, format: 'csv' }, { lang: 'zh' });
    expect(task).toMatchObject({ status: 'success', fileName: `托盘 ${pallet.code} 条码数据.csv` });
    const file = await download(task.id);
    expect(file.headers['content-type']).toContain('text/csv');
    const text = file.raw.toString('utf8');
    expect(text.startsWith('\uFEFF条码,码级别,产品ID,供应商代码,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(10);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(codes);
    expect(lines[2]!.split(',').slice(0, 4)).toEqual([
      codes[1],
      '外箱',
      pA.productId,
      supplierA.code,
    ]);
  });

  it('fails when its main code is gone, saying so in the reader’s language', async () => {
    const loose = await opened('carton', sn.carton());
    const jobId = await jobRepository.insert(t.db.kysely, {
      kind: SERIAL_EXPORT_JOB,
      createdBy: 1,
      at: new Date().toISOString(),
      inputName: loose.parent.code,
      input: { lang: 'en', scope: { kind: 'allSuppliers' } },
      file: null,
      runAfter: '2999-01-01T00:00:00.000Z',
    });
    const id = await exportTaskRepository.insertTask(t.db.kysely, {
      jobId,
      mainCodeId: loose.parent.id,
      mainCode: loose.parent.code,
      level: 'carton',
      format: 'xlsx',
      userId: (
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).id,
      at: new Date().toISOString(),
    });
    // queued for later: Loading, and no file to download yet
    expect((await getTask(id)).body.data).toMatchObject({ status: 'loading', fileName: null });
    const early = await download(id);
    expect(early.status).toBe(400);
    await t.db.kysely.deleteFrom('serial_codes').where('id', '=', loose.parent.id).execute();
    await t.db.kysely
      .updateTable('jobs')
      .set({ run_after: null })
      .where('id', '=', jobId)
      .execute();
    await t.app.jobs.drain();
    expect((await getTask(id, { lang: 'zh' })).body.data).toMatchObject({
      status: 'fail',
      fileName: null,
      error: translateError('zh', 'serials.exportCodeGone', { code: loose.parent.code }),
    });
    expect((await download(id)).status).toBe(400);
  });
});

describe('the list of tasks', () => {
  const list = (query: Record<string, string | number>, token = admin) =>
    t.call<Page<ExportTaskItem>>('GET', TASKS, { token, query, lang: 'en' });

  it('shows the newest first, filtered by status, level and the start of the main code', async () => {
    const all = (await list({ pageSize: 100 })).body.data;
    expect(all.list.map((task) => task.id)).toEqual(
      [...all.list.map((task) => task.id)].sort((a, b) => b - a),
    );
    const failed = (await list({ status: 'fail' })).body.data.list;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((task) => task.status === 'fail')).toBe(true);
    const pallets = (await list({ level: 'pallet', status: 'success' })).body.data;
    expect(pallets.list.map((task) => task.mainCode)).toEqual([pallet.code, pallet.code]);
    const prefix = (await list({ code: pallet.code.slice(0, 5).toLowerCase() })).body.data;
    expect(prefix.list.every((task) => task.mainCode.startsWith(pallet.code.slice(0, 5)))).toBe(
      true,
    );
    const paged = (await list({ pageSize: 1, pageNum: 2 })).body.data;
    expect(paged).toMatchObject({ total: all.total, pageNum: 2, pageSize: 1 });
    expect(paged.list).toEqual([all.list[1]]);
  });

  it('is the caller’s own: another user’s task is not found, and not listed', async () => {
    const mine = await exported(
      { codeId: pallet.id, format: 'csv' },
      { token: supplierUserA.token },
    );
    expect(mine.status).toBe('success');
    const own = (await list({}, supplierUserA.token)).body.data;
    expect(own.list.map((task) => task.id)).toEqual([mine.id]);
    expect((await list({}, qrcUserB.token)).body.data.total).toBe(0);
    expect((await getTask(mine.id, { token: qrcUserB.token })).status).toBe(404);
    expect((await download(mine.id, { token: qrcUserB.token })).status).toBe(404);
    // an administrator reads anyone's
    expect((await getTask(mine.id)).body.data.username).toBe(supplierUserA.username);
  });
});

describe('supplier isolation', () => {
  it('refuses another supplier’s main code as one that does not exist', async () => {
    const theirs = await opened(
      'carton',
      sn.carton(),
      { poLineId: lineB },
      { token: qrcUserB.token },
    );
    for (const body of [
      { codeId: theirs.parent.id, format: 'xlsx' as const },
      { level: 'carton' as const, code: theirs.parent.code, format: 'csv' as const },
    ]) {
      const answer = await t.call('POST', TASKS, { token: supplierUserA.token, body, lang: 'en' });
      expect(answer.status).toBe(404);
    }
    const own = await exported(
      { codeId: theirs.parent.id, format: 'csv' },
      { token: qrcUserB.token },
    );
    expect(own.status).toBe('success');
  });
});
