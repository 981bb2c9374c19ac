import type { PoUpsertRow, SoUpsertRow, UpsertProblem, UpsertResult } from '@lading/shared';
import type { Queryable } from '../../../db/database';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../platform/auth/auth-context';
import { appendAudit } from '../../../platform/audit/audit.repository';
import {
  RefusedInTransaction,
  issueOrder,
  refusedOutcome,
  type ImportResult,
  type StoredIssue,
} from '../../../platform/import/import-issues';
import type { ImportInput } from '../../../platform/import/import-jobs';
import { readSheet, type SheetRow } from '../../../platform/import/sheet-reader';
import type { JobContext, JobOutcome } from '../../../platform/jobs/job-runner';
import { upsertPurchaseOrderLines } from '../po-upsert';
import { upsertSalesOrderLines } from '../so-upsert';
import { parseCell } from './order-import-cells';
import {
  PO_COLUMNS,
  SO_COLUMNS,
  poColumnForHeader,
  soColumnForHeader,
  type OrderColumn,
} from './order-import-columns';
import { orderImportRepository } from './order-import.repository';

export const PO_IMPORT_JOB = 'orders.po.import';
export const SO_IMPORT_JOB = 'orders.so.import';

/** What a finished order import keeps: the import's counts plus what the upsert did. */
export interface OrderImportResult extends ImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** How often progress is written while rows are checked. */
const PROGRESS_EVERY = 200;

type Fields = Record<string, string | number>;

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
}

const text = (fields: Fields, field: string) =>
  fields[field] === undefined ? null : String(fields[field]);

const PO_KIND: OrderImportKind<PoUpsertRow> = {
  columns: PO_COLUMNS,
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
};

/** A row whose cells all read: its fields, and the product as the file names it. */
interface CheckedRow {
  row: number;
  fields: Fields;
  itemNumber: string | undefined;
  productCode: string | undefined;
}

/** Each cell as its column's type; required columns present; a product named. */
function checkCells(
  sheetRow: SheetRow<OrderColumn>,
  columns: readonly OrderColumn[],
  issues: StoredIssue[],
): CheckedRow | undefined {
  const fields: Fields = {};
  let refused = false;
  for (const [column, cell] of sheetRow.cells) {
    const parsed = parseCell(column, cell);
    if (parsed.ok) {
      fields[column.field] = parsed.value;
    } else {
      refused = true;
      issues.push({
        row: sheetRow.row,
        field: column.field,
        key: parsed.key,
        params: parsed.params,
      });
    }
  }
  for (const column of columns) {
    if (column.required && !sheetRow.cells.has(column)) {
      refused = true;
      issues.push({
        row: sheetRow.row,
        field: column.field,
        key: 'validation.required',
        params: {},
      });
    }
  }
  const named = (field: string) => sheetRow.cells.has(columns.find((c) => c.field === field)!);
  if (!named('itemNumber') && !named('productCode')) {
    refused = true;
    issues.push({
      row: sheetRow.row,
      field: 'itemNumber',
      key: 'orderImport.productRequired',
      params: {},
    });
  }
  if (refused) return undefined;
  return {
    row: sheetRow.row,
    fields,
    itemNumber: text(fields, 'itemNumber') ?? undefined,
    productCode: text(fields, 'productCode') ?? undefined,
  };
}

/** The upsert key (order number + line no.) once per file. */
function refuseRepeats(rows: readonly CheckedRow[], numberField: string, issues: StoredIssue[]) {
  const first = new Map<string, number>();
  const kept: CheckedRow[] = [];
  for (const row of rows) {
    const number = String(row.fields[numberField]);
    const key = `${number}\u0000${row.fields.lineNo}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, row.row);
      kept.push(row);
    } else {
      issues.push({
        row: row.row,
        field: 'lineNo',
        key: 'import.duplicateInFile',
        params: { value: `${number} / ${row.fields.lineNo}`, first: earlier },
      });
    }
  }
  return kept;
}

/**
 * The product of each row by its product ID, or by its item number when only that is
 * given (the ERP's item code); both given must name the same product.
 */
async function resolveProducts(db: Queryable, rows: readonly CheckedRow[], issues: StoredIssue[]) {
  const byItem = await orderImportRepository.productIdsByItemNumber(
    db,
    rows.flatMap((row) => (row.itemNumber ? [row.itemNumber] : [])),
  );
  const resolved: { row: CheckedRow; productCode: string }[] = [];
  for (const row of rows) {
    const fromItem = row.itemNumber ? byItem.get(row.itemNumber.toLowerCase()) : undefined;
    if (row.itemNumber && !fromItem) {
      issues.push({
        row: row.row,
        field: 'itemNumber',
        key: 'orderImport.unknownItemNumber',
        params: { itemNumber: row.itemNumber },
      });
      continue;
    }
    if (fromItem && row.productCode && fromItem.toLowerCase() !== row.productCode.toLowerCase()) {
      issues.push({
        row: row.row,
        field: 'productCode',
        key: 'orderImport.itemProductMismatch',
        params: { itemNumber: row.itemNumber!, productId: fromItem, given: row.productCode },
      });
      continue;
    }
    resolved.push({ row, productCode: row.productCode ?? fromItem! });
  }
  return resolved;
}

/** The service's field names that are not the file's column names. */
const COLUMN_OF_FIELD: Record<string, string> = {
  unitPriceCents: 'unitPrice',
  rowTotalUsdCents: 'rowTotalUsd',
};

/**
 * The upsert's problems (by index into the rows given) as issues on the file's rows and
 * columns; a product problem lands on the column the row named the product in.
 */
const onFileRows = (
  problems: readonly UpsertProblem[],
  rows: readonly { row: CheckedRow }[],
): StoredIssue[] =>
  problems.map((problem) => {
    const checked = rows[problem.row]?.row;
    let field = COLUMN_OF_FIELD[problem.field] ?? problem.field;
    if (field === 'productCode' && checked && checked.productCode === undefined) {
      field = 'itemNumber';
    }
    return { row: checked?.row ?? 0, field, key: problem.key, params: problem.params };
  });

async function runOrderImport<R>(
  kind: OrderImportKind<R>,
  { deps, job, progress }: JobContext,
): Promise<JobOutcome> {
  const { actor } = JSON.parse(job.input_json) as ImportInput;
  if (!job.input_file) throw new Error(`import job ${job.id} has no file`);
  const order = issueOrder(kind.columns.map((column) => column.field));
  const counts = { created: 0, updated: 0, unchanged: 0 };

  await progress('reading', 0, 0);
  const sheet = await readSheet(
    {
      columns: kind.columns,
      columnForHeader: kind.columnForHeader,
      noRowsKey: 'orderImport.noRows',
    },
    job.input_file,
    deps.config.importLimits,
    (read) => progress('reading', read, 0),
  );
  const total = sheet.length;

  const issues: StoredIssue[] = [];
  const checked: CheckedRow[] = [];
  for (const [index, row] of sheet.entries()) {
    const ok = checkCells(row, kind.columns, issues);
    if (ok) checked.push(ok);
    if ((index + 1) % PROGRESS_EVERY === 0) await progress('validating', index + 1, total);
  }
  const unique = refuseRepeats(checked, kind.numberField, issues);
  const resolved = await resolveProducts(deps.db.kysely, unique, issues);
  await progress('validating', total, total);

  // The order rules (suppliers, products, loading points, header agreement, planned lines)
  // are the upsert service's: it runs on every readable row inside one transaction, which
  // is rolled back unless the whole file passed.
  const reason = `Excel import #${job.id} (${job.input_name})`;
  const rows = resolved.map(({ row, productCode }) => kind.toRow(row.fields, productCode, reason));
  await progress('writing', 0, total);
  try {
    await deps.db.kysely.transaction().execute(async (trx) => {
      const result = await kind.upsert(trx, actor, rows, deps.clock().toISOString());
      const found = [...issues, ...onFileRows(result.problems, resolved)];
      if (found.length > 0) throw new RefusedInTransaction(found);
      counts.created = result.created;
      counts.updated = result.updated;
      counts.unchanged = result.unchanged;
      await appendAudit(trx, actor, {
        action: kind.audit.action,
        entity: 'job',
        entityId: job.id,
        after: { fileName: job.input_name, lines: rows.length, ...counts },
      });
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) {
      return refusedOutcome(error.issues, order, { created: 0, updated: 0, unchanged: 0 });
    }
    throw error;
  }
  await progress('writing', total, total);
  const result: OrderImportResult = {
    imported: rows.length,
    refusedRows: 0,
    issuesTotal: 0,
    issues: [],
    ...counts,
  };
  return { status: 'succeeded', result };
}

export const runPoImport = (context: JobContext) => runOrderImport(PO_KIND, context);
export const runSoImport = (context: JobContext) => runOrderImport(SO_KIND, context);
