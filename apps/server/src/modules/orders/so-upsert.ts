import { isIsoDay, type SoUpsertRow, type UpsertResult } from '@lading/shared';
import type { Transaction } from 'kysely';
import type { Database, SalesOrderRow, SoLineRow } from '../../db/schema';
import { appendAudits, type AuditEntry } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { orderRefs } from './order-refs.repository';
import { poLineRepository } from './po-line.repository';
import { salesOrderRepository } from './sales-order.repository';
import { soLineRepository } from './so-line.repository';
import { soHeaderSnapshot, soLineSnapshot } from './so-snapshots';
import {
  checkCents,
  checkCountry,
  checkQty,
  linesByOrder,
  OrderBatch,
  problemList,
} from './upsert-batch';

const IMPORT_REASON = 'Excel import';
/** Lines written (inserted, audited) per round. */
const WRITE_CHUNK = 500;
const HEADER_FIELDS = ['postingDate', 'rdd', 'originalRdd', 'bpReferenceNo', 'country'] as const;

/**
 * Validate a batch of SO rows (one per line, upsert by SO number + line no.) and, when no
 * row has a problem, write them: new SOs and lines, header and line changes, audited.
 * Runs inside the caller's transaction; answers problems instead of throwing and writes
 * nothing when there are any. The original RDD is kept once set.
 */
export async function upsertSalesOrderLines(
  trx: Transaction<Database>,
  actor: Actor,
  rows: readonly SoUpsertRow[],
  at: string = new Date().toISOString(),
): Promise<UpsertResult> {
  const { problems, problem } = problemList();

  const [products, orders] = await Promise.all([
    orderRefs.productsByCode(trx, [...new Set(rows.map((r) => r.productCode))]),
    salesOrderRepository.findByNumbers(trx, [...new Set(rows.map((r) => r.soNumber))]),
  ]);
  const productByCode = new Map(products.map((p) => [p.product_id, p]));
  const orderByNumber = new Map<string, SalesOrderRow>(orders.map((o) => [o.so_number, o]));
  const orderIds = orders.map((order) => order.id);
  const storedLines = linesByOrder(
    orderIds,
    await soLineRepository.rawOfOrders(trx, orderIds),
    (line) => line.so_id,
  );

  const batch = new OrderBatch<SoUpsertRow>(HEADER_FIELDS, problem);
  const productChanges: { index: number; line: SoLineRow }[] = [];
  for (const [index, row] of rows.entries()) {
    const key = { orderNo: row.soNumber, lineNo: row.lineNo, productCode: row.productCode };
    batch.add(index, row, key);
    if (!isIsoDay(row.postingDate)) problem(index, 'postingDate', 'order.invalidDate');
    if (!isIsoDay(row.rdd)) problem(index, 'rdd', 'order.invalidDate');
    if (row.originalRdd !== null && !isIsoDay(row.originalRdd)) {
      problem(index, 'originalRdd', 'order.invalidDate');
    }
    checkCountry(problem, index, 'country', row.country);
    checkQty(problem, index, 'qty', row.qty);
    checkCents(problem, index, 'rowTotalUsdCents', row.rowTotalUsdCents);
    const product = productByCode.get(row.productCode);
    if (!product) {
      problem(index, 'productCode', 'order.unknownProduct', { productId: row.productCode });
      continue;
    }
    const order = orderByNumber.get(row.soNumber);
    const stored = order ? (storedLines.get(order.id) ?? []) : [];
    const line = batch.storedLine(
      index,
      key,
      { id: product.id, active: product.activeness === 'Active' },
      stored,
    );
    if (line && line.product_id !== product.id) productChanges.push({ index, line });
  }
  // a line some PO line covers keeps its product (checked last for its row, as reported)
  const covered = await poLineRepository.coveredSoLineIds(
    trx,
    productChanges.map((change) => change.line.id),
  );
  for (const { index, line } of productChanges) {
    if (covered.has(line.id)) {
      problem(index, 'productCode', 'so.lineCovered', { lineNo: line.line_no });
    }
  }
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    return { problems, created: 0, updated: 0, unchanged: 0 };
  }

  // headers: new ones in a few multi-row inserts, changed ones one by one
  const headerOf = (soNumber: string, first: SoUpsertRow) => {
    const order = orderByNumber.get(soNumber);
    return {
      so_number: soNumber,
      posting_date: first.postingDate,
      rdd: first.rdd,
      original_rdd: order?.original_rdd ?? first.originalRdd ?? first.rdd,
      bp_reference_no: first.bpReferenceNo.trim(),
      country: first.country,
    };
  };
  const newOrders = [...batch.firstOfOrder]
    .filter(([soNumber]) => !orderByNumber.has(soNumber))
    .map(([soNumber, first]) => headerOf(soNumber, first));
  const insertedOrders = await salesOrderRepository.insertMany(
    trx,
    newOrders.map((header) => ({ ...header, created_at: at, updated_at: at })),
  );
  const newOrderIds = new Map(insertedOrders.map((o) => [o.so_number, o.id]));
  const headerAudits: AuditEntry[] = [];
  for (const [soNumber, first] of batch.firstOfOrder) {
    const order = orderByNumber.get(soNumber);
    const header = headerOf(soNumber, first);
    if (!order) {
      const id = newOrderIds.get(soNumber)!;
      orderByNumber.set(soNumber, { id, ...header, created_at: at, updated_at: at });
      storedLines.set(id, []);
      headerAudits.push({
        action: 'salesOrder.import',
        entity: 'salesOrder',
        entityId: id,
        after: soHeaderSnapshot(header),
        reason: IMPORT_REASON,
      });
      continue;
    }
    const before = soHeaderSnapshot(order);
    const after = soHeaderSnapshot(header);
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    await salesOrderRepository.update(trx, order.id, { ...header, updated_at: at });
    headerAudits.push({
      action: 'salesOrder.import',
      entity: 'salesOrder',
      entityId: order.id,
      before,
      after: {
        ...after,
        modificationPurpose:
          order.rdd !== header.rdd ? (first.modificationPurpose ?? 'other') : null,
      },
      reason: first.modificationReason?.trim() || IMPORT_REASON,
    });
  }
  await appendAudits(trx, actor, headerAudits);

  // lines: changed ones first (one update each), then the new ones in multi-row inserts —
  // a line giving up a product frees it before a new line of the same SO takes it
  const productCodeById = new Map(products.map((p) => [p.id, p.product_id]));
  const formerProducts = await orderRefs.productsById(trx, [
    ...new Set(
      [...storedLines.values()]
        .flat()
        .map((l) => l.product_id)
        .filter((id) => !productCodeById.has(id)),
    ),
  ]);
  for (const p of formerProducts) productCodeById.set(p.id, p.product_id);
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const valuesOf = (row: SoUpsertRow) => ({
    line_no: row.lineNo,
    qty: row.qty,
    row_total_usd_cents: row.rowTotalUsdCents,
  });
  /** The lines that need a revision, in file order; `line` = the stored line it changed. */
  const revised: { index: number; line?: SoLineRow }[] = [];
  for (const [index, row] of rows.entries()) {
    const order = orderByNumber.get(row.soNumber)!;
    const product = productByCode.get(row.productCode)!;
    const line = (storedLines.get(order.id) ?? []).find((l) => l.line_no === row.lineNo);
    if (!line) {
      revised.push({ index });
      created++;
      continue;
    }
    if (
      line.product_id === product.id &&
      line.qty === row.qty &&
      Number(line.row_total_usd_cents) === row.rowTotalUsdCents
    ) {
      unchanged++;
      continue;
    }
    await soLineRepository.update(trx, line.id, {
      product_id: product.id,
      ...valuesOf(row),
      updated_at: at,
    });
    revised.push({ index, line });
    updated++;
  }

  // New lines and the revisions a chunk at a time, in file order (see po-upsert-write.ts).
  const newLineOf = (row: SoUpsertRow) => ({
    so_id: orderByNumber.get(row.soNumber)!.id,
    product_id: productByCode.get(row.productCode)!.id,
    line_no: row.lineNo,
    qty: row.qty,
    row_total_usd_cents: row.rowTotalUsdCents,
    created_at: at,
    updated_at: at,
  });
  for (let start = 0; start < revised.length; start += WRITE_CHUNK) {
    const chunk = revised.slice(start, start + WRITE_CHUNK);
    const newLines: ReturnType<typeof newLineOf>[] = [];
    for (const { index, line } of chunk) if (!line) newLines.push(newLineOf(rows[index]!));
    const inserted = await soLineRepository.insertMany(trx, newLines);
    const newLineIds = new Map(inserted.map((l) => [`${l.so_id}\u0000${l.line_no}`, l.id]));
    let next = 0;
    const audits = chunk.map(({ index, line }): AuditEntry => {
      const row = rows[index]!;
      if (!line) {
        const newLine = newLines[next++]!;
        return {
          action: 'soLine.import',
          entity: 'soLine',
          entityId: newLineIds.get(`${newLine.so_id}\u0000${newLine.line_no}`)!,
          after: soLineSnapshot(newLine, row.productCode),
          reason: IMPORT_REASON,
        };
      }
      return {
        action: 'soLine.import',
        entity: 'soLine',
        entityId: line.id,
        before: soLineSnapshot(line, productCodeById.get(line.product_id) ?? ''),
        after: soLineSnapshot(
          valuesOf(row),
          row.productCode,
          line.qty !== row.qty ? (row.modificationPurpose ?? 'other') : null,
        ),
        reason: row.modificationReason?.trim() || IMPORT_REASON,
      };
    });
    await appendAudits(trx, actor, audits);
  }
  return { problems: [], created, updated, unchanged };
}
