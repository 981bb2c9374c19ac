// PO import files for the cluster test, as an ERP exports them (the template's English
// header row; bench/import-memory.ts builds its 50,000-line file the same way), over the
// demo data's suppliers, products and loading point.
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { templateHeader } from '../../apps/server/src/platform/import/import-columns';
import { PO_COLUMNS } from '../../apps/server/src/modules/orders/import/order-import-columns';

const LINES_PER_PO = 10;

export interface DemoReferences {
  supplierIds: number[];
  supplierCodes: string[];
  productIds: number[];
  productCodes: string[];
  loadingPointId: number;
  loadingPoint: string;
}

export async function demoReferences(db: pg.Pool): Promise<DemoReferences> {
  const suppliers = await db.query<{ id: number; code: string }>(
    'select id, code from suppliers order by id',
  );
  const products = await db.query<{ id: number; product_id: string }>(
    "select id, product_id from products where activeness = 'Active' order by id",
  );
  const point = await db.query<{ id: number; short_name: string }>(
    'select id, short_name from loading_points order by id limit 1',
  );
  return {
    supplierIds: suppliers.rows.map((row) => row.id),
    supplierCodes: suppliers.rows.map((row) => row.code),
    productIds: products.rows.map((row) => row.id),
    productCodes: products.rows.map((row) => row.product_id),
    loadingPointId: point.rows[0]!.id,
    loadingPoint: point.rows[0]!.short_name,
  };
}

/** `lines` new lines on POs `<prefix>-00000`, `<prefix>-00001`… (ten lines each). */
export async function poImportFile(
  refs: DemoReferences,
  prefix: string,
  lines: number,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PO lines');
  sheet.addRow(PO_COLUMNS.map((column) => templateHeader(column, 'en')));
  for (let n = 0; n < lines; n++) {
    const po = Math.floor(n / LINES_PER_PO);
    const row: Record<string, string | number | Date> = {
      poNumber: `${prefix}-${String(po).padStart(5, '0')}`,
      lineNo: (n % LINES_PER_PO) + 1,
      supplierCode: refs.supplierCodes[po % refs.supplierCodes.length]!,
      originator: 'Cluster Buyer',
      destinationCountry: 'NG',
      currency: 'USD',
      productCode: refs.productCodes[n % refs.productCodes.length]!,
      orderQty: 100 + (n % 50),
      unitPrice: 12.5,
      discountPct: 0,
      rdd: new Date(Date.UTC(2027, po % 12, 1 + (n % 28))),
      loadingPoint: refs.loadingPoint,
    };
    sheet.addRow(PO_COLUMNS.map((column) => row[column.field] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Row counts of the run's database for PO numbers starting with `prefix`. */
export async function rowsOf(db: pg.Pool, prefix: string) {
  const pattern = `${prefix}-%`;
  const lines = await db.query<{ n: string }>(
    'select count(*) as n from po_lines l join purchase_orders o on o.id = l.po_id where o.po_number like $1',
    [pattern],
  );
  const orders = await db.query<{ n: string }>(
    'select count(*) as n from purchase_orders where po_number like $1',
    [pattern],
  );
  return { lines: Number(lines.rows[0]!.n), orders: Number(orders.rows[0]!.n) };
}

/** The job row as stored: who ran it, its stage and its error key. */
export async function jobRow(db: pg.Pool, jobId: number) {
  const found = await db.query<{
    status: string;
    stage: string;
    worker_id: string | null;
    error_json: string | null;
  }>('select status, stage, worker_id, error_json from jobs where id = $1', [jobId]);
  const row = found.rows[0]!;
  const error = row.error_json ? (JSON.parse(row.error_json) as { key: string }) : null;
  /** worker ids are `host:pid:random` (platform/jobs/job-runner.ts) */
  const pid = row.worker_id ? Number(row.worker_id.split(':')[1]) : undefined;
  return { ...row, errorKey: error?.key ?? null, pid };
}

/** The audit rows an import job wrote on commit (none when nothing of it was applied). */
export async function importAuditRows(db: pg.Pool, jobId: number) {
  const found = await db.query<{ n: string }>(
    "select count(*) as n from audit_log where action = 'purchaseOrder.importFile' and entity = 'job' and entity_id = $1",
    [String(jobId)],
  );
  return Number(found.rows[0]!.n);
}
