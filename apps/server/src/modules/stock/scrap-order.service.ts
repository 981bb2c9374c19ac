import {
  SCRAP_ORDER_PREFIX,
  type Language,
  type ListScrapOrdersQuery,
  type Page,
  type SaveScrapOrderBody,
  type ScrapOrderDetails,
  type ScrapOrderItem,
  type ScrapOrderLine,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { found } from '../../platform/http/errors';
import { nextDocumentNo } from './document-numbers';
import { postDocument } from './ledger.service';
import {
  checkOnHand,
  scrapHistory,
  scrapRefusal,
  sourceWarehouse,
  type ScrapAudit,
} from './scrap-order-rules';
import { scrapOrderRepository as repo } from './scrap-order.repository';
import { warehouseOfType } from './warehouse-rules';

/**
 * Scrap orders (issue 16): Draft → Approved (an approver) → Done (the warehouse: one 'scrap'
 * stock document moves every line out of the source warehouse into the scrap warehouse);
 * Draft → Rejected; Draft or Approved → Cancelled. Every write is one transaction with its
 * audit row; a refusal changes nothing.
 */

const requireOrder = async (db: Queryable, id: number) => found(await repo.findById(db, id));

async function detailsOf(db: Queryable, lang: Language, id: number): Promise<ScrapOrderDetails> {
  const order = await requireOrder(db, id);
  const [lines, audit] = await Promise.all([repo.lines(db, id), repo.auditRows(db, id)]);
  return { ...order, lines, history: scrapHistory(lang, audit) };
}

const linesAudit = (lines: readonly Pick<ScrapOrderLine, 'productId' | 'poLineId' | 'qty'>[]) =>
  lines.map((line) => ({ productId: line.productId, poLineId: line.poLineId, qty: line.qty }));

async function audit(
  db: Queryable,
  actor: Actor,
  id: number,
  action: string,
  before: Record<string, unknown> | undefined,
  after: (ScrapAudit & Record<string, unknown>) | undefined,
) {
  await appendAudit(db, actor, {
    action: `scrapOrder.${action}`,
    entity: 'scrapOrder',
    entityId: id,
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  });
}

export async function listScrapOrders(
  deps: AppDeps,
  query: ListScrapOrdersQuery,
): Promise<Page<ScrapOrderItem>> {
  const { total, list } = await repo.page(deps.db.kysely, query);
  return pageAnswer(list, total, query);
}

export const getScrapOrder = (deps: AppDeps, lang: Language, id: number) =>
  detailsOf(deps.db.kysely, lang, id);

export async function createScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  body: SaveScrapOrderBody,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const warehouse = await sourceWarehouse(trx, body.warehouseId, lang);
    await checkOnHand(trx, lang, warehouse, body.lines);
    const scrapNo = await nextDocumentNo(trx, SCRAP_ORDER_PREFIX, at);
    const id = await repo.insert(
      trx,
      { scrapNo, warehouseId: body.warehouseId, reason: body.reason, userId: actor.userId },
      at,
    );
    await repo.replaceLines(trx, id, body.lines);
    await audit(trx, actor, id, 'create', undefined, {
      scrapNo,
      status: 'Draft',
      warehouseId: body.warehouseId,
      reason: body.reason,
      lines: linesAudit(body.lines),
    });
    return detailsOf(trx, lang, id);
  });
}

export async function updateScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  body: SaveScrapOrderBody,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const before = await requireOrder(trx, id);
    if (before.status !== 'Draft') throw scrapRefusal('scrapOrder.notEditable', lang, before);
    const beforeLines = await repo.lines(trx, id);
    const warehouse = await sourceWarehouse(trx, body.warehouseId, lang);
    await checkOnHand(trx, lang, warehouse, body.lines);
    if (!(await repo.updateDraft(trx, id, body, at)))
      throw scrapRefusal('scrapOrder.notEditable', lang, await requireOrder(trx, id));
    await repo.replaceLines(trx, id, body.lines);
    await audit(
      trx,
      actor,
      id,
      'update',
      { warehouseId: before.warehouseId, reason: before.reason, lines: linesAudit(beforeLines) },
      { warehouseId: body.warehouseId, reason: body.reason, lines: linesAudit(body.lines) },
    );
    return detailsOf(trx, lang, id);
  });
}

/** Only a Draft is deleted (an approved order is cancelled instead). */
export async function deleteScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, id);
    if (order.status !== 'Draft') throw scrapRefusal('scrapOrder.notEditable', lang, order);
    const lines = await repo.lines(trx, id);
    if (!(await repo.deleteDraft(trx, id)))
      throw scrapRefusal('scrapOrder.notEditable', lang, await requireOrder(trx, id));
    await audit(trx, actor, id, 'delete', { ...order, lines: linesAudit(lines) }, undefined);
  });
}

/** Draft → Approved, its lines checked on hand again (stock moves while it is drafted). */
export async function approveScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, id);
    if (order.status !== 'Draft') throw scrapRefusal('scrapOrder.notDraft', lang, order);
    const warehouse = await sourceWarehouse(trx, order.warehouseId, lang);
    await checkOnHand(trx, lang, warehouse, await repo.lines(trx, id));
    const at = deps.clock().toISOString();
    if (!(await repo.setStatus(trx, id, ['Draft'], 'Approved', { at, approvedBy: actor.userId })))
      throw scrapRefusal('scrapOrder.notDraft', lang, await requireOrder(trx, id));
    await audit(trx, actor, id, 'approve', { status: 'Draft' }, { status: 'Approved' });
    return detailsOf(trx, lang, id);
  });
}

export async function rejectScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  comment: string,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, id);
    const at = deps.clock().toISOString();
    if (
      order.status !== 'Draft' ||
      !(await repo.setStatus(trx, id, ['Draft'], 'Rejected', {
        at,
        approvedBy: actor.userId,
        rejectComment: comment,
      }))
    )
      throw scrapRefusal('scrapOrder.notDraft', lang, await requireOrder(trx, id));
    await audit(trx, actor, id, 'reject', { status: 'Draft' }, { status: 'Rejected', comment });
    return detailsOf(trx, lang, id);
  });
}

/**
 * Approved → Done: one 'scrap' stock document takes every line out of the source warehouse
 * and puts it into the scrap warehouse; refused whole ('stock.insufficient') if a line is
 * no longer on hand.
 */
export async function finishScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, id);
    if (order.status !== 'Approved') throw scrapRefusal('scrapOrder.notApproved', lang, order);
    await sourceWarehouse(trx, order.warehouseId, lang);
    const scrap = await warehouseOfType(trx, 'scrap', lang);
    const lines = await repo.lines(trx, id);
    const at = deps.clock().toISOString();
    const posted = await postDocument(
      trx,
      actor,
      at,
      {
        docType: 'scrap',
        fromWarehouseId: order.warehouseId,
        toWarehouseId: scrap.id,
        reason: order.reason,
        source: { type: 'scrapOrder', id },
      },
      lines.flatMap((line) => {
        const common = {
          productId: line.productId,
          poLineId: line.poLineId,
          kind: 'scrap' as const,
          reason: order.reason,
        };
        return [
          { ...common, warehouseId: order.warehouseId, qty: -line.qty },
          { ...common, warehouseId: scrap.id, qty: line.qty },
        ];
      }),
    );
    if (!(await repo.setStatus(trx, id, ['Approved'], 'Done', { at, stockDocumentId: posted.id })))
      throw scrapRefusal('scrapOrder.notApproved', lang, await requireOrder(trx, id));
    await audit(
      trx,
      actor,
      id,
      'done',
      { status: 'Approved' },
      { status: 'Done', docNo: posted.docNo },
    );
    return detailsOf(trx, lang, id);
  });
}

export async function cancelScrapOrder(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
): Promise<ScrapOrderDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const order = await requireOrder(trx, id);
    if (
      (order.status !== 'Draft' && order.status !== 'Approved') ||
      !(await repo.setStatus(trx, id, [order.status], 'Cancelled', {
        at: deps.clock().toISOString(),
      }))
    )
      throw scrapRefusal('scrapOrder.notCancellable', lang, await requireOrder(trx, id));
    await audit(trx, actor, id, 'cancel', { status: order.status }, { status: 'Cancelled' });
    return detailsOf(trx, lang, id);
  });
}
