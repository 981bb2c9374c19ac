import {
  rowTotalUsdCents,
  type CreatePurchaseOrderBody,
  type Currency,
  type Language,
  type PoLineInputBody,
  type PoRevision,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
  type UpdatePurchaseOrderRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/constraint-errors';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import type { ScopedActor } from '../../platform/auth/actor';
import { allowsSupplier, type Scope } from '../../platform/permissions/scope';
import { orderRefs } from './order-refs.repository';
import { discountBpOf, lineSnapshot, refuse, toPoHeaderFields, toPoLineItem } from './order-rules';
import { toOrderRevisions } from './order-revisions';
import { poLineRepository } from './po-line.repository';
import { revisionsInScope } from './po-revision-scope';
import { purchaseOrderRepository, type PurchaseOrderRecord } from './purchase-order.repository';

export { upsertPurchaseOrderLines } from './po-upsert';

const toHeader = (row: PurchaseOrderRecord): PurchaseOrderItem => ({
  id: row.id,
  poNumber: row.po_number,
  ...toPoHeaderFields(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

// supplierId: which supplier's time a revision falls in (po-revision-scope); never shown
const headerSnapshot = (po: PurchaseOrderItem) => ({
  poNumber: po.poNumber,
  supplier: po.supplierCode,
  supplierId: po.supplierId,
  originator: po.originator,
  destinationCountry: po.destinationCountry,
  currency: po.currency,
});

async function requireOrder(db: Queryable, scope: Scope, id: number) {
  return found(await purchaseOrderRepository.findById(db, scope, id));
}

export async function getPurchaseOrder(
  db: Queryable,
  scope: Scope,
  id: number,
): Promise<PurchaseOrderDetail> {
  const header = toHeader(await requireOrder(db, scope, id));
  const lines = (await poLineRepository.ofOrder(db, id)).map(toPoLineItem);
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    ...header,
    lines,
    totals: {
      lineCount: lines.length,
      orderQty: sum((l) => l.orderQty),
      openQty: sum((l) => l.openQty),
      plannedQty: sum((l) => l.plannedQty),
      shippedQty: sum((l) => l.shippedQty),
      plannableQty: sum((l) => l.plannableQty),
      rowTotalUsdCents: sum((l) => l.rowTotalUsdCents),
    },
  };
}

/** The supplier exists and lies in the caller's scope (else it is unknown to them). */
async function requireSupplier(db: Queryable, lang: Language, scope: Scope, supplierId: number) {
  const [supplier] = await orderRefs.suppliersById(db, [supplierId]);
  if (!supplier || !allowsSupplier(scope, supplierId)) {
    refuse(lang, 'supplierId', 'order.unknownSupplier', { code: supplierId });
  }
  return supplier;
}

/**
 * The rules every keyed line meets: product exists (and is Active when new), loading point
 * exists, SO line exists and is for the same product, no duplicate line no./product in the
 * order (`others` = the order's other lines).
 */
export async function checkLineInput(
  db: Queryable,
  lang: Language,
  line: Pick<PoLineInputBody, 'productId' | 'loadingPointId' | 'soLineId' | 'lineNo'>,
  others: readonly { line_no: number; product_id: number }[],
  path: string,
  options: { newProduct: boolean },
): Promise<{ productCode: string }> {
  const [product] = await orderRefs.productsById(db, [line.productId]);
  if (!product)
    refuse(lang, `${path}productId`, 'order.unknownProduct', { productId: line.productId });
  if (options.newProduct && product.activeness !== 'Active') {
    refuse(lang, `${path}productId`, 'order.inactiveProduct', { productId: product.product_id });
  }
  if (others.some((other) => other.line_no === line.lineNo)) {
    refuse(lang, `${path}lineNo`, 'order.duplicateLineNo', { lineNo: line.lineNo });
  }
  if (others.some((other) => other.product_id === line.productId)) {
    refuse(lang, `${path}productId`, 'order.duplicateProduct', { productId: product.product_id });
  }
  const [point] = await orderRefs.loadingPointsById(db, [line.loadingPointId]);
  if (!point) {
    refuse(lang, `${path}loadingPointId`, 'order.unknownLoadingPoint', {
      name: line.loadingPointId,
    });
  }
  if (line.soLineId !== null) await checkSoLine(db, lang, line.soLineId, line.productId, path);
  return { productCode: product.product_id };
}

export async function checkSoLine(
  db: Queryable,
  lang: Language,
  soLineId: number,
  productId: number,
  path = '',
) {
  const [soLine] = await orderRefs.soLinesById(db, [soLineId]);
  if (!soLine) {
    refuse(lang, `${path}soLineId`, 'order.unknownSoLine', { soNumber: '?', lineNo: soLineId });
  }
  if (soLine.product_id !== productId) {
    refuse(lang, `${path}soLineId`, 'order.soLineOtherProduct', { productId: soLine.product_code });
  }
}

export async function insertLine(
  db: Queryable,
  scope: Scope,
  po: { id: number; supplierId: number; currency: Currency },
  line: PoLineInputBody,
  at: string,
  rowTotal: number | null = null,
) {
  return poLineRepository.insert(db, scope, {
    po_id: po.id,
    supplier_id: po.supplierId,
    line_no: line.lineNo,
    product_id: line.productId,
    order_qty: line.orderQty,
    unit_price_cents: line.unitPriceCents,
    discount_bp: discountBpOf(line.discountPct),
    row_total_usd_cents:
      rowTotal ??
      rowTotalUsdCents(line.orderQty, line.unitPriceCents, line.discountPct, po.currency),
    rdd: line.rdd,
    original_rdd: line.rdd,
    loading_point_id: line.loadingPointId,
    so_line_id: line.soLineId,
    created_at: at,
    updated_at: at,
  });
}

export async function auditLineCreated(
  db: Queryable,
  actor: ScopedActor,
  lineId: number,
  action: string,
) {
  const created = await poLineRepository.findById(db, actor.scope, lineId);
  if (created) {
    await appendAudit(db, actor, {
      action,
      entity: 'poLine',
      entityId: lineId,
      after: lineSnapshot(toPoLineItem(created)),
    });
  }
}

/** POST /api/purchase-orders: header and lines in one transaction, one audit row each. */
export async function createPurchaseOrder(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  body: CreatePurchaseOrderBody,
): Promise<PurchaseOrderDetail> {
  try {
    return await deps.db.kysely.transaction().execute(async (trx) => {
      const [existing] = await purchaseOrderRepository.findByNumbers(trx, [body.poNumber]);
      if (existing) throw new Conflict('po.numberExists', { poNumber: body.poNumber });
      await requireSupplier(trx, lang, actor.scope, body.supplierId);
      const seen: { line_no: number; product_id: number }[] = [];
      for (const [index, line] of body.lines.entries()) {
        await checkLineInput(trx, lang, line, seen, `lines.${index}.`, { newProduct: true });
        seen.push({ line_no: line.lineNo, product_id: line.productId });
      }
      const at = deps.clock().toISOString();
      const id = await purchaseOrderRepository.insert(trx, actor.scope, {
        po_number: body.poNumber,
        supplier_id: body.supplierId,
        originator: body.originator,
        destination_country: body.destinationCountry,
        currency: body.currency,
        created_at: at,
        updated_at: at,
      });
      const header = toHeader(await requireOrder(trx, actor.scope, id));
      await appendAudit(trx, actor, {
        action: 'purchaseOrder.create',
        entity: 'purchaseOrder',
        entityId: id,
        after: headerSnapshot(header),
      });
      for (const line of body.lines) {
        const lineId = await insertLine(
          trx,
          actor.scope,
          { id, supplierId: body.supplierId, currency: body.currency },
          line,
          at,
        );
        await auditLineCreated(trx, actor, lineId, 'poLine.create');
      }
      return getPurchaseOrder(trx, actor.scope, id);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new Conflict('po.numberExists', { poNumber: body.poNumber });
    throw error;
  }
}

/** PUT /api/purchase-orders/:id: supplier, originator, destination, currency. */
export async function updatePurchaseOrder(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  body: UpdatePurchaseOrderRequest,
): Promise<PurchaseOrderDetail> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = toHeader(await requireOrder(trx, actor.scope, id));
    const lines = await poLineRepository.rawOfOrder(trx, id);
    if (body.supplierId !== before.supplierId) {
      await requireSupplier(trx, lang, actor.scope, body.supplierId);
      if (lines.some((line) => line.planned_qty > 0 || line.shipped_qty > 0)) {
        refuse(lang, 'supplierId', 'po.supplierLocked');
      }
    }
    const at = deps.clock().toISOString();
    await purchaseOrderRepository.update(trx, actor.scope, id, {
      supplier_id: body.supplierId,
      originator: body.originator,
      destination_country: body.destinationCountry,
      currency: body.currency,
      updated_at: at,
    });
    if (body.supplierId !== before.supplierId) {
      await poLineRepository.setSupplierOfOrder(trx, actor.scope, id, body.supplierId, at);
    }
    const after = toHeader(await requireOrder(trx, actor.scope, id));
    await appendAudit(trx, actor, {
      action: 'purchaseOrder.update',
      entity: 'purchaseOrder',
      entityId: id,
      before: headerSnapshot(before),
      after: headerSnapshot(after),
    });
    if (body.currency !== before.currency) {
      // keyed row totals follow the PO currency
      for (const line of lines) {
        const lineBefore = await poLineRepository.findById(trx, actor.scope, line.id);
        await poLineRepository.update(trx, actor.scope, line.id, {
          row_total_usd_cents: rowTotalUsdCents(
            line.order_qty,
            Number(line.unit_price_cents),
            line.discount_bp / 100,
            body.currency,
          ),
          updated_at: at,
        });
        const lineAfter = await poLineRepository.findById(trx, actor.scope, line.id);
        if (lineBefore && lineAfter) {
          await appendAudit(trx, actor, {
            action: 'poLine.recalculate',
            entity: 'poLine',
            entityId: line.id,
            before: lineSnapshot(toPoLineItem(lineBefore)),
            after: lineSnapshot(toPoLineItem(lineAfter)),
          });
        }
      }
    }
    return getPurchaseOrder(trx, actor.scope, id);
  });
}

/** POST /api/purchase-orders/:id/lines */
export async function addPoLine(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  line: PoLineInputBody,
): Promise<PurchaseOrderDetail> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const po = toHeader(await requireOrder(trx, actor.scope, id));
    const others = await poLineRepository.rawOfOrder(trx, id);
    await checkLineInput(trx, lang, line, others, '', { newProduct: true });
    const at = deps.clock().toISOString();
    const lineId = await insertLine(trx, actor.scope, po, line, at);
    await purchaseOrderRepository.update(trx, actor.scope, id, { updated_at: at });
    await auditLineCreated(trx, actor, lineId, 'poLine.create');
    return getPurchaseOrder(trx, actor.scope, id);
  });
}

/**
 * GET /api/purchase-orders/:id/revisions: header and line changes, field by field; a
 * supplier user's from its own time only (po-revision-scope).
 */
export async function listPoRevisions(
  db: Queryable,
  scope: Scope,
  id: number,
): Promise<PoRevision[]> {
  const po = await requireOrder(db, scope, id);
  const lines = await poLineRepository.rawOfOrder(db, id);
  const rows = await purchaseOrderRepository.revisions(
    db,
    id,
    lines.map((line) => line.id),
  );
  return toOrderRevisions<PoRevision['entity']>(
    await revisionsInScope(db, scope, po.supplier_id, rows),
    (row) => row.entity === 'poLine',
  );
}
