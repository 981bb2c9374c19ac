import type { Language, OrderImportJob } from '@lading/shared';
import ExcelJS from 'exceljs';
import type { TestContext } from '../../../test/harness';
import { multipart } from '../../products/import/import.test-support';
import { templateHeader } from '../../../platform/import/import-columns';
import { PO_COLUMNS, SO_COLUMNS, type OrderColumn } from './order-import-columns';

/** Helpers the order import tests share (not a test file itself): files built in code. */

export type Cell = string | number | Date | null;
export type Row = Record<string, Cell>;

/** An .xlsx with the template's header row (in `lang`, or `headers`) and rows by field. */
export async function orderFile(
  columns: readonly OrderColumn[],
  rows: Row[],
  options: { lang?: Language; headers?: string[] } = {},
): Promise<Buffer> {
  const lang = options.lang ?? 'en';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lines');
  sheet.addRow(options.headers ?? columns.map((column) => templateHeader(column, lang)));
  for (const row of rows) sheet.addRow(columns.map((column) => row[column.field] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const poFile = (rows: Row[], options?: { lang?: Language; headers?: string[] }) =>
  orderFile(PO_COLUMNS, rows, options);
export const soFile = (rows: Row[], options?: { lang?: Language; headers?: string[] }) =>
  orderFile(SO_COLUMNS, rows, options);

export type OrderKind = 'purchase-orders' | 'sales-orders';

export const uploadOrders = (
  t: TestContext,
  kind: OrderKind,
  token: string,
  bytes: Buffer,
  fileName = 'orders.xlsx',
) =>
  t.call<{ jobId: number }>('POST', `/api/${kind}/import`, {
    token,
    ...multipart(fileName, bytes),
  });

export const readOrderJob = (
  t: TestContext,
  kind: OrderKind,
  token: string,
  jobId: number,
  lang: Language = 'en',
) => t.call<OrderImportJob>('GET', `/api/${kind}/import/${jobId}`, { token, lang });

/** Uploads, waits for the worker to finish (no sleeping), and reads the job. */
export async function importOrders(
  t: TestContext,
  kind: OrderKind,
  token: string,
  bytes: Buffer,
  lang: Language = 'en',
) {
  const queued = await uploadOrders(t, kind, token, bytes);
  if (queued.status !== 200) throw new Error(`upload refused: ${queued.body.message}`);
  await t.app.jobs.drain();
  return (await readOrderJob(t, kind, token, queued.body.data.jobId, lang)).body.data;
}
