import type { PoUpsertRow, SoUpsertRow, UpsertResult } from '@lading/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../platform/auth/auth-context';
import { appendAudit } from '../../../platform/audit/audit.repository';
import {
  RefusedInTransaction,
  issueOrder,
  type ImportResult,
  type StoredIssue,
  type StoredNotice,
} from '../../../platform/import/import-issues';
import { headerMappingOf, mappedLookup } from '../../../platform/import/header-mappings';
import type { ImportInput } from '../../../platform/import/import-jobs';
import { readSheet } from '../../../platform/import/sheet-reader';
import { importedResult, writeWholeFile } from '../../../platform/import/whole-file-write';
import type { JobContext, JobOutcome } from '../../../platform/jobs/job-runner';
import { upsertPurchaseOrderLines } from '../po-upsert';
import { upsertSalesOrderLines } from '../so-upsert';
import {
  PO_READ_COLUMNS,
  SO_COLUMNS,
  poColumnForHeader,
  soColumnForHeader,
  type OrderColumn,
} from './order-import-columns';
import {
  checkCells,
  onFileRows,
  refuseRepeats,
  resolveProducts,
  supplierCodesByName,
  text,
  type CheckedRow,
  type Fields,
  type RowOrigin,
} from './order-import-rows';

/** The columns a total row under the data may hold numbers in. */
const NUMERIC_KINDS = new Set(['int', 'qty', 'money', 'percent']);

export const PO_IMPORT_JOB = 'orders.po.import';
export const SO_IMPORT_JOB = 'orders.so.import';

/** What a finished order import keeps: the import's counts plus what the upsert did. */
export interface OrderImportResult extends ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** One kind of order file: its columns and how a checked row becomes an upsert row. */
interface OrderImportKind<R> {
  columns: readonly OrderColumn[];
  columnForHeader: (text: string) => OrderColumn | null | undefined;
  /** The order-number field (the upsert key is it + line no.). */
  numberField: 'poNumber' | 'soNumber';
  toRow: (fields: Fields, productCode: string, reason: string) => R;
  upsert: (
    trx: Transaction<Database>,
    actor: Actor,
    rows: readonly R[],
    at: string,
  ) => Promise<UpsertResult>;
  audit: { action: string };
  /** The import lock its write transaction holds (db/scope-lock): the orders it writes. */
  lockScope: string;
}

const PO_KIND: OrderImportKind<PoUpsertRow> = {
  columns: PO_READ_COLUMNS,
  columnForHeader: poColumnForHeader,
  numberField: 'poNumber',
  toRow: (f, productCode, reason) => ({
    poNumber: String(f.poNumber),
    supplierCode: String(f.supplierCode),
    originator: String(f.originator),
    destinationCountry: f.destinationCountry as PoUpsertRow['destinationCountry'],
    currency: f.currency as PoUpsertRow['currency'],
    lineNo: Number(f.lineNo),
    productCode,
    orderQty: Number(f.orderQty),
    unitPriceCents: Number(f.unitPrice),
    discountPct: f.discountPct === undefined ? 0 : Number(f.discountPct),
    rowTotalUsdCents: f.rowTotalUsd === undefined ? null : Number(f.rowTotalUsd),
    rdd: String(f.rdd),
    loadingPoint: String(f.loadingPoint),
    soNumber: text(f, 'soNumber'),
    soLineNo: f.soLineNo === undefined ? null : Number(f.soLineNo),
    modificationReason: reason,
    modificationPurpose: null,
  }),
  upsert: upsertPurchaseOrderLines,
  audit: { action: 'purchaseOrder.importFile' },
  lockScope: 'purchase-orders',
};

const SO_KIND: OrderImportKind<SoUpsertRow> = {
  columns: SO_COLUMNS,
  columnForHeader: soColumnForHeader,
  numberField: 'soNumber',
  toRow: (f, productCode, reason) => ({
    soNumber: String(f.soNumber),
    postingDate: String(f.postingDate),
    rdd: String(f.rdd),
    originalRdd: text(f, 'originalRdd'),
    bpReferenceNo: text(f, 'bpReferenceNo') ?? '',
    country: f.country as SoUpsertRow['country'],
    lineNo: Number(f.lineNo),
    productCode,
    qty: Number(f.qty),
    rowTotalUsdCents: Number(f.rowTotalUsd),
    modificationReason: reason,
    modificationPurpose: null,
  }),
  upsert: upsertSalesOrderLines,
  audit: { action: 'salesOrder.importFile' },
  lockScope: 'sales-orders',
};

/**
 * The file read and checked: each row's cells as the row arrives (only the checked fields
 * are kept, never the sheet), then the whole file's repeats and products. Answers the
 * rows for the upsert, where each came from, and how many rows the file has.
 */
async function checkedRowsOf<R>(
  kind: OrderImportKind<R>,
  { deps, job, progress }: JobContext,
  issues: StoredIssue[],
  notices: StoredNotice[],
): Promise<{ total: number; rows: R[]; origins: RowOrigin[] }> {
  const checked: CheckedRow[] = [];
  const total = await readSheet(
    {
      columns: kind.columns,
      columnForHeader: mappedLookup(kind.columns, kind.columnForHeader, headerMappingOf(job)),
      noRowsKey: 'orderImport.noRows',
      totalRow: { keys: [kind.numberField], numeric: (column) => NUMERIC_KINDS.has(column.kind) },
    },
    job.input_file!,
    deps.config.importLimits,
    {
      onRow: (row) => {
        const ok = checkCells(row, kind.columns, issues);
        if (ok) checked.push(ok);
      },
      onRows: (read) => progress('reading', read, 0),
      onNotice: (notice) => notices.push(notice),
    },
  );
  const unique = refuseRepeats(checked, kind.numberField, issues);
  const supplied = await supplierCodesByName(deps.db.kysely, unique, issues);
  const resolved = await resolveProducts(deps.db.kysely, supplied, issues);
  await progress('validating', total, total);
  const reason = `Excel import #${job.id} (${job.input_name})`;
  return {
    total,
    rows: resolved.map(({ row, productCode }) => kind.toRow(row.fields, productCode, reason)),
    origins: resolved.map(({ row }) => ({
      row: row.row,
      byItemNumber: row.productCode === undefined,
    })),
  };
}

async function runOrderImport<R>(
  kind: OrderImportKind<R>,
  context: JobContext,
): Promise<JobOutcome> {
  const { deps, job, progress } = context;
  const { actor } = JSON.parse(job.input_json) as ImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);
  const order = issueOrder(kind.columns.map((column) => column.field));

  await progress('reading', 0, 0);
  const issues: StoredIssue[] = [];
  const notices: StoredNotice[] = [];
  const { total, rows, origins } = await checkedRowsOf(kind, context, issues, notices);

  // The order rules (suppliers, products, loading points, header agreement, planned lines)
  // are the upsert service's: it runs on every readable row inside one transaction, which
  // is rolled back unless the whole file passed. The transaction holds the kind's lock, so
  // imports of the same orders queue (on one process or many) and the later one reads what
  // the earlier wrote; the job's end is recorded in it (JobContext.commit).
  await progress('writing', 0, total);
  const nothingDone = { created: 0, updated: 0, unchanged: 0 };
  const write = { lock: kind.lockScope, total, order, nothingDone };
  return writeWholeFile(context, write, async (trx) => {
    const upserted = await kind.upsert(trx, actor, rows, deps.clock().toISOString());
    const found = [...issues, ...onFileRows(upserted.problems, origins)];
    if (found.length > 0) throw new RefusedInTransaction(found);
    const counts = {
      created: upserted.created,
      updated: upserted.updated,
      unchanged: upserted.unchanged,
    };
    await appendAudit(trx, actor, {
      action: kind.audit.action,
      entity: 'job',
      entityId: job.id,
      after: { fileName: job.input_name, lines: rows.length, ...counts },
    });
    return importedResult(rows.length, notices, counts) satisfies OrderImportResult;
  });
}

export const runPoImport = (context: JobContext) => runOrderImport(PO_KIND, context);
export const runSoImport = (context: JobContext) => runOrderImport(SO_KIND, context);
