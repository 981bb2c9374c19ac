import {
  rowTotalUsdCents,
  type ChangePoLineBody,
  type Currency,
  type Language,
  type ListPoLinesQuery,
  type ListRiskBuyQuery,
  type Page,
  type PoLineFilters,
  type PoLineItem,
  type PoLineTotals,
  type RiskBuyItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { appendAudit } from '../../platform/audit/audit.repository';
import { found } from '../../platform/http/errors';
import type { ScopedActor } from '../../platform/auth/actor';
import type { Scope } from '../../platform/permissions/scope';
import { orderRefs } from './order-refs.repository';
import { discountBpOf, lineSnapshot, refuse, toPoLineItem } from './order-rules';
import { type PoLineListFilter } from './po-line-filters';
import { poLineRepository } from './po-line.repository';
import { onHandByPoLine } from './risk-buy-stock.repository';
import { purchaseOrderRepository } from './purchase-order.repository';
import { checkSoLine } from './purchase-order.service';

/** GET /api/po-lines: the PO report and the supplier's order list (scoped). */
export async function listPoLines(
  db: Queryable,
  scope: Scope,
  query: ListPoLinesQuery,
): Promise<Page<PoLineItem>> {
  const { total, list } = await poLineRepository.page(db, scope, query, query);
  return pageAnswer(list.map(toPoLineItem), total, query);
}

/** GET /api/po-lines/totals: the same filters, summed. */
export function poLineTotals(
  db: Queryable,
  scope: Scope,
  filter: Partial<PoLineFilters>,
): Promise<PoLineTotals> {
  return poLineRepository.totals(db, scope, filter as PoLineListFilter);
}

/**
 * GET /api/po-lines/risk-buy: PO lines no SO line covers, still open (not closed, cancelled
 * or fully shipped), with what is on hand of them (stock reports them apart, DOMAIN "Stock").
 */
export async function listRiskBuy(
  db: Queryable,
  scope: Scope,
  query: ListRiskBuyQuery,
): Promise<Page<RiskBuyItem>> {
  const status = query.status?.length
    ? query.status
    : (['Open', 'PartiallyPlanned', 'Planned', 'PartiallyShipped'] as const);
  const { total, list } = await poLineRepository.page(
    db,
    scope,
    { ...query, status: [...status], riskBuy: 1 },
    query,
  );
  const onHand = await onHandByPoLine(
    db,
    list.map((row) => row.id),
  );
  return pageAnswer(
    list.map((row) => ({ ...toPoLineItem(row), stockQty: onHand.get(row.id) ?? 0 })),
    total,
    query,
  );
}

async function requireLine(db: Queryable, scope: Scope, id: number): Promise<PoLineItem> {
  return toPoLineItem(found(await poLineRepository.findById(db, scope, id)));
}

export const getPoLine = (db: Queryable, scope: Scope, id: number) => requireLine(db, scope, id);

/**
 * Planning's hold on a PO line (planning.service moves it as drafts change): take `qty` more
 * if the line, in scope and open, still has that much to plan; give `qty` back, never below
 * 0. Each is one conditional update: false when it updated nothing.
 */
export const takePlannedQty = (db: Queryable, scope: Scope, id: number, qty: number) =>
  poLineRepository.takePlannedQty(db, scope, id, qty);
export const givePlannedQtyBack = (db: Queryable, scope: Scope, id: number, qty: number) =>
  poLineRepository.givePlannedQtyBack(db, scope, id, qty);
/** A container ships (issue 15): its lines' `qty` moves from planned to shipped. */
export const shipPlannedQty = (db: Queryable, scope: Scope, id: number, qty: number) =>
  poLineRepository.shipPlannedQty(db, scope, id, qty);

function refuseIfFinished(lang: Language, line: PoLineItem) {
  if (line.closed || line.cancelled) {
    refuse(lang, 'id', 'poLine.notEditable', { lineNo: line.lineNo, status: line.status });
  }
}

/**
 * PUT /api/po-lines/:id. Quantity never 0 and never below planned + shipped; a real change
 * of quantity or RDD needs a modification reason and purpose, kept in the revision.
 */
export async function changePoLine(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  body: ChangePoLineBody,
): Promise<PoLineItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLine(trx, actor.scope, id);
    refuseIfFinished(lang, before);
    const orderQty = body.orderQty ?? before.orderQty;
    const rdd = body.rdd ?? before.rdd;
    const qtyOrRddChanged = orderQty !== before.orderQty || rdd !== before.rdd;
    const committed = before.plannedQty + before.shippedQty;
    if (orderQty !== before.orderQty && orderQty < committed) {
      refuse(lang, 'orderQty', 'order.qtyBelowCommitted', { min: committed });
    }
    if (qtyOrRddChanged && !body.modificationReason) {
      refuse(lang, 'modificationReason', 'order.reasonRequired');
    }
    if (qtyOrRddChanged && !body.modificationPurpose) {
      refuse(lang, 'modificationPurpose', 'order.purposeRequired');
    }
    if (body.loadingPointId !== undefined && body.loadingPointId !== before.loadingPointId) {
      const [point] = await orderRefs.loadingPointsById(trx, [body.loadingPointId]);
      if (!point) {
        refuse(lang, 'loadingPointId', 'order.unknownLoadingPoint', { name: body.loadingPointId });
      }
    }
    if (
      body.soLineId !== undefined &&
      body.soLineId !== null &&
      body.soLineId !== before.soLineId
    ) {
      await checkSoLine(trx, lang, body.soLineId, before.productId);
    }
    const unitPriceCents = body.unitPriceCents ?? before.unitPriceCents;
    const discountPct = body.discountPct ?? before.discountPct;
    const pricing =
      orderQty !== before.orderQty ||
      unitPriceCents !== before.unitPriceCents ||
      discountPct !== before.discountPct;
    const at = deps.clock().toISOString();
    await poLineRepository.update(trx, actor.scope, id, {
      order_qty: orderQty,
      rdd,
      unit_price_cents: unitPriceCents,
      discount_bp: discountBpOf(discountPct),
      ...(pricing
        ? {
            row_total_usd_cents: rowTotalUsdCents(
              orderQty,
              unitPriceCents,
              discountPct,
              before.currency as Currency,
            ),
          }
        : {}),
      ...(body.loadingPointId !== undefined ? { loading_point_id: body.loadingPointId } : {}),
      ...(body.soLineId !== undefined ? { so_line_id: body.soLineId } : {}),
      updated_at: at,
    });
    await purchaseOrderRepository.update(trx, actor.scope, before.poId, { updated_at: at });
    const after = await requireLine(trx, actor.scope, id);
    await appendAudit(trx, actor, {
      action: 'poLine.update',
      entity: 'poLine',
      entityId: id,
      before: lineSnapshot(before),
      after: lineSnapshot(after, qtyOrRddChanged ? body.modificationPurpose : null),
      reason: body.modificationReason,
    });
    return after;
  });
}

/** POST /api/po-lines/:id/close — the rest will not be delivered; planned/shipped stay. */
export async function closePoLine(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  reason: string,
): Promise<PoLineItem> {
  return setFlag(deps, actor, lang, id, reason, 'close');
}

/** POST /api/po-lines/:id/cancel — only while nothing is planned or shipped. */
export async function cancelPoLine(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  reason: string,
): Promise<PoLineItem> {
  return setFlag(deps, actor, lang, id, reason, 'cancel');
}

async function setFlag(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  reason: string,
  action: 'close' | 'cancel',
): Promise<PoLineItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLine(trx, actor.scope, id);
    refuseIfFinished(lang, before);
    if (action === 'cancel' && (before.plannedQty > 0 || before.shippedQty > 0)) {
      refuse(lang, 'id', 'poLine.cancelCommitted', { lineNo: before.lineNo });
    }
    const at = deps.clock().toISOString();
    await poLineRepository.update(trx, actor.scope, id, {
      ...(action === 'close' ? { closed: 1 } : { cancelled: 1 }),
      updated_at: at,
    });
    await purchaseOrderRepository.update(trx, actor.scope, before.poId, { updated_at: at });
    const after = await requireLine(trx, actor.scope, id);
    await appendAudit(trx, actor, {
      action: `poLine.${action}`,
      entity: 'poLine',
      entityId: id,
      before: lineSnapshot(before),
      after: lineSnapshot(after),
      reason,
    });
    return after;
  });
}

/** PUT /api/po-lines/:id/so-line — cover the line by an SO line of the same product, or not. */
export async function linkPoLine(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  soLineId: number | null,
): Promise<PoLineItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLine(trx, actor.scope, id);
    if (soLineId !== null) await checkSoLine(trx, lang, soLineId, before.productId);
    const at = deps.clock().toISOString();
    await poLineRepository.update(trx, actor.scope, id, { so_line_id: soLineId, updated_at: at });
    const after = await requireLine(trx, actor.scope, id);
    await appendAudit(trx, actor, {
      action: 'poLine.link',
      entity: 'poLine',
      entityId: id,
      before: lineSnapshot(before),
      after: lineSnapshot(after),
    });
    return after;
  });
}
