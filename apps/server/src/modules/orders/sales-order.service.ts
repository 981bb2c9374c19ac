import type {
  CreateSalesOrderBody,
  DestinationCountry,
  Language,
  ListSoLinesQuery,
  Page,
  SalesOrderDetail,
  SoLineFilters,
  SoLineInput,
  SoLineItem,
  SoLineTotals,
  SoRevision,
  UpdateSalesOrderBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/constraint-errors';
import { pageAnswer } from '../../db/paging';
import { changedFields } from '../../platform/audit/audit-changes';
import { appendAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { Conflict, NotFound } from '../../platform/http/errors';
import { orderRefs } from './order-refs.repository';
import { refuse } from './order-rules';
import { toOrderRevisions } from './order-revisions';
import { poLineRepository } from './po-line.repository';
import { salesOrderRepository } from './sales-order.repository';
import { soLineRepository, type SoLineListFilter, type SoLineRecord } from './so-line.repository';
import { soHeaderSnapshot, soLineSnapshot } from './so-snapshots';

export { upsertSalesOrderLines } from './so-upsert';

export function toSoLineItem(row: SoLineRecord, coveredQty: number): SoLineItem {
  return {
    id: row.id,
    soId: row.so_id,
    soNumber: row.so_number,
    lineNo: row.line_no,
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
    qty: row.qty,
    rowTotalUsdCents: Number(row.row_total_usd_cents),
    postingDate: row.posting_date,
    rdd: row.rdd,
    originalRdd: row.original_rdd,
    bpReferenceNo: row.bp_reference_no,
    country: row.country as DestinationCountry,
    coveredQty,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function withCoverage(db: Queryable, rows: SoLineRecord[]): Promise<SoLineItem[]> {
  const covered = new Map(
    (
      await poLineRepository.coveredQty(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.so_line_id, Number(c.qty)]),
  );
  return rows.map((row) => toSoLineItem(row, covered.get(row.id) ?? 0));
}

const soLineValues = (line: SoLineInput) => ({
  line_no: line.lineNo,
  qty: line.qty,
  row_total_usd_cents: line.rowTotalUsdCents,
});

/** A new line of the order, audited as `soLine.create` (with the save's reason, if any). */
async function insertSoLine(
  db: Queryable,
  actor: Actor,
  soId: number,
  line: SoLineInput,
  productCode: string,
  at: string,
  reason?: string,
) {
  const values = soLineValues(line);
  const lineId = await soLineRepository.insert(db, {
    so_id: soId,
    product_id: line.productId,
    ...values,
    created_at: at,
    updated_at: at,
  });
  await appendAudit(db, actor, {
    action: 'soLine.create',
    entity: 'soLine',
    entityId: lineId,
    after: soLineSnapshot(values, productCode),
    reason,
  });
}

export async function getSalesOrder(db: Queryable, id: number): Promise<SalesOrderDetail> {
  const so = await salesOrderRepository.findById(db, id);
  if (!so) throw new NotFound();
  const lines = await withCoverage(db, await soLineRepository.ofOrder(db, id));
  return {
    id: so.id,
    soNumber: so.so_number,
    postingDate: so.posting_date,
    rdd: so.rdd,
    originalRdd: so.original_rdd,
    bpReferenceNo: so.bp_reference_no,
    country: so.country as DestinationCountry,
    rowTotalUsdCents: lines.reduce((sum, line) => sum + line.rowTotalUsdCents, 0),
    createdAt: so.created_at,
    updatedAt: so.updated_at,
    lines,
  };
}

export async function listSoLines(
  db: Queryable,
  query: ListSoLinesQuery,
): Promise<Page<SoLineItem>> {
  const { total, list } = await soLineRepository.page(db, query, query);
  return pageAnswer(await withCoverage(db, list), total, query);
}

export function soLineTotals(db: Queryable, filter: Partial<SoLineFilters>): Promise<SoLineTotals> {
  return soLineRepository.totals(db, filter as SoLineListFilter);
}

/** Line numbers and products unique in the order; products exist (Active when new). */
async function checkLines(
  db: Queryable,
  lang: Language,
  lines: CreateSalesOrderBody['lines'],
  keptProducts: ReadonlySet<number>,
) {
  const products = new Map(
    (
      await orderRefs.productsById(
        db,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const lineNos = new Set<number>();
  const productIds = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const product = products.get(line.productId);
    if (!product)
      refuse(lang, `lines.${index}.productId`, 'order.unknownProduct', {
        productId: line.productId,
      });
    if (product.activeness !== 'Active' && !keptProducts.has(product.id)) {
      refuse(lang, `lines.${index}.productId`, 'order.inactiveProduct', {
        productId: product.product_id,
      });
    }
    if (lineNos.has(line.lineNo))
      refuse(lang, `lines.${index}.lineNo`, 'order.duplicateLineNo', { lineNo: line.lineNo });
    if (productIds.has(line.productId)) {
      refuse(lang, `lines.${index}.productId`, 'order.duplicateProduct', {
        productId: product.product_id,
      });
    }
    lineNos.add(line.lineNo);
    productIds.add(line.productId);
  }
  return products;
}

/** POST /api/sales-orders */
export async function createSalesOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  body: CreateSalesOrderBody,
): Promise<SalesOrderDetail> {
  try {
    return await deps.db.kysely.transaction().execute(async (trx) => {
      const [existing] = await salesOrderRepository.findByNumbers(trx, [body.soNumber]);
      if (existing) throw new Conflict('so.numberExists', { soNumber: body.soNumber });
      const products = await checkLines(trx, lang, body.lines, new Set());
      const at = deps.clock().toISOString();
      const header = {
        so_number: body.soNumber,
        posting_date: body.postingDate,
        rdd: body.rdd,
        original_rdd: body.originalRdd ?? body.rdd,
        bp_reference_no: body.bpReferenceNo,
        country: body.country,
      };
      const id = await salesOrderRepository.insert(trx, {
        ...header,
        created_at: at,
        updated_at: at,
      });
      await appendAudit(trx, actor, {
        action: 'salesOrder.create',
        entity: 'salesOrder',
        entityId: id,
        after: soHeaderSnapshot(header),
      });
      for (const line of body.lines) {
        const code = products.get(line.productId)?.product_id ?? '';
        await insertSoLine(trx, actor, id, line, code, at);
      }
      return getSalesOrder(trx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new Conflict('so.numberExists', { soNumber: body.soNumber });
    throw error;
  }
}

/**
 * PUT /api/sales-orders/:id — header and the full line list (by line number). A change of
 * RDD or of a line quantity needs a modification reason and purpose; a line covered by PO
 * lines cannot be removed or switch product.
 */
export async function updateSalesOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  body: UpdateSalesOrderBody,
): Promise<SalesOrderDetail> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await salesOrderRepository.findById(trx, id);
    if (!before) throw new NotFound();
    const stored = await soLineRepository.rawOfOrder(trx, id);
    const products = await checkLines(
      trx,
      lang,
      body.lines,
      new Set(stored.map((l) => l.product_id)),
    );
    const storedProducts = new Map(
      (
        await orderRefs.productsById(
          trx,
          stored.map((l) => l.product_id),
        )
      ).map((p) => [p.id, p.product_id]),
    );
    const byNo = new Map(stored.map((l) => [l.line_no, l]));
    const qtyChanged = body.lines.some((l) => {
      const old = byNo.get(l.lineNo);
      return old !== undefined && old.qty !== l.qty;
    });
    const changesQtyOrRdd = qtyChanged || body.rdd !== before.rdd;
    if (changesQtyOrRdd && !body.modificationReason)
      refuse(lang, 'modificationReason', 'order.reasonRequired');
    if (changesQtyOrRdd && !body.modificationPurpose)
      refuse(lang, 'modificationPurpose', 'order.purposeRequired');
    const kept = new Set(body.lines.map((l) => l.lineNo));
    for (const old of stored) {
      const next = body.lines.find((l) => l.lineNo === old.line_no);
      const covered = (await poLineRepository.countCoveringSoLine(trx, old.id)) > 0;
      if (covered && (!kept.has(old.line_no) || next?.productId !== old.product_id)) {
        refuse(lang, 'lines', 'so.lineCovered', { lineNo: old.line_no });
      }
    }
    const at = deps.clock().toISOString();
    const header = {
      so_number: before.so_number,
      posting_date: body.postingDate,
      rdd: body.rdd,
      original_rdd: before.original_rdd,
      bp_reference_no: body.bpReferenceNo,
      country: body.country,
    };
    await salesOrderRepository.update(trx, id, { ...header, updated_at: at });
    const purpose = changesQtyOrRdd ? body.modificationPurpose : null;
    if (changedFields(soHeaderSnapshot(before), soHeaderSnapshot(header)).length) {
      await appendAudit(trx, actor, {
        action: 'salesOrder.update',
        entity: 'salesOrder',
        entityId: id,
        before: soHeaderSnapshot(before),
        after: {
          ...soHeaderSnapshot(header),
          modificationPurpose: body.rdd !== before.rdd ? purpose : null,
        },
        reason: body.modificationReason,
      });
    }
    for (const old of stored) {
      if (kept.has(old.line_no)) continue;
      await soLineRepository.delete(trx, old.id);
      await appendAudit(trx, actor, {
        action: 'soLine.delete',
        entity: 'salesOrder',
        entityId: id,
        before: soLineSnapshot(old, storedProducts.get(old.product_id) ?? ''),
        reason: body.modificationReason,
      });
    }
    for (const line of body.lines) {
      const values = soLineValues(line);
      const code = products.get(line.productId)?.product_id ?? '';
      const old = byNo.get(line.lineNo);
      if (!old) {
        await insertSoLine(trx, actor, id, line, code, at, body.modificationReason);
        continue;
      }
      const beforeSnap = soLineSnapshot(old, storedProducts.get(old.product_id) ?? '');
      const afterSnap = soLineSnapshot(values, code);
      if (!changedFields(beforeSnap, afterSnap).length) continue;
      await soLineRepository.update(trx, old.id, {
        product_id: line.productId,
        ...values,
        updated_at: at,
      });
      await appendAudit(trx, actor, {
        action: 'soLine.update',
        entity: 'soLine',
        entityId: old.id,
        before: beforeSnap,
        after: { ...afterSnap, modificationPurpose: old.qty !== line.qty ? purpose : null },
        reason: body.modificationReason,
      });
    }
    return getSalesOrder(trx, id);
  });
}

/** GET /api/sales-orders/:id/revisions */
export async function listSoRevisions(db: Queryable, id: number): Promise<SoRevision[]> {
  const so = await salesOrderRepository.findById(db, id);
  if (!so) throw new NotFound();
  const lineIds = (await soLineRepository.rawOfOrder(db, id)).map((l) => l.id);
  const rows = await salesOrderRepository.revisions(db, id, lineIds);
  // a removed line is recorded on its order (the line row is gone)
  return toOrderRevisions<SoRevision['entity']>(rows, (row) => row.action.startsWith('soLine.'));
}
