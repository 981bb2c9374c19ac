import {
  plannedCbmMilli,
  plannedGrossGrams,
  poLineStatus,
  type DiscardDraftResult,
  type Language,
  type ListOpenLinesQuery,
  type Page,
  type PlannableLineItem,
  type PlanningDraft,
  type SaveDraftBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { appendAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { Conflict, NotFound } from '../../platform/http/errors';
import type { ScopedActor } from '../../platform/auth/actor';
import { ALL_SUPPLIERS, type Scope } from '../../platform/permissions/scope';
import { refuse } from '../orders/order-rules';
import { givePlannedQtyBack, takePlannedQty } from '../orders/po-line.service';
import { containerLineRepository } from './container-line.repository';
import { containerRepository } from './container.repository';
import { detailContainers, packageUnitOf, plannableQtyOf, toPlannableLine } from './container-view';
import { checkNamedRecords, draftFieldsOf } from './planning-draft-fields';
import { planningRefs, type PlanningLineRecord } from './planning-refs.repository';

/**
 * The planning workbench's draft (spec §2 /arrange/preArrange; DOMAIN "Shipment planning").
 * A saved draft reserves its quantity: planned_qty of a PO line counts Draft containers too,
 * so the save moves quantity between the PO lines and the draft in the same transaction —
 * one conditional update per PO line (orders' takePlannedQty).
 */

/**
 * A planner: a signed-in user, so never the system actor, with the scope their reads and
 * writes of PO lines keep to (issue 12 §5).
 */
export type Planner = ScopedActor & { userId: number };

/** GET /api/planning/open-lines */
export async function listOpenLines(
  db: Queryable,
  scope: Scope,
  query: ListOpenLinesQuery,
): Promise<Page<PlannableLineItem>> {
  const { total, list } = await planningRefs.openLines(db, scope, query, query);
  return pageAnswer(list.map(toPlannableLine), total, query);
}

/** The planner's draft with its containers and lines, or null when they have none. */
export async function readDraft(db: Queryable, userId: number): Promise<PlanningDraft | null> {
  const rows = await containerRepository.draftOf(db, userId);
  if (!rows.length) return null;
  return {
    containers: await detailContainers(db, rows),
    updatedAt: rows.reduce(
      (latest, row) => (row.updated_at > latest ? row.updated_at : latest),
      '',
    ),
  };
}

/** Quantity per PO line of a draft (a line may sit in several containers: split). */
function qtyByPoLine(lines: readonly { poLineId: number; qty: number }[]) {
  const qty = new Map<number, number>();
  for (const line of lines) qty.set(line.poLineId, (qty.get(line.poLineId) ?? 0) + line.qty);
  return qty;
}

/**
 * The rules a draft meets before any quantity moves: PO lines and loading points exist; a
 * container holds one loading point and one destination (its lines' own).
 */
async function checkDraft(trx: Queryable, scope: Scope, lang: Language, body: SaveDraftBody) {
  const points = new Map(
    (
      await planningRefs.loadingPointsById(trx, [
        ...new Set(body.containers.map((c) => c.loadingPointId)),
      ])
    ).map((point) => [point.id, point.name]),
  );
  await checkNamedRecords(trx, lang, body);
  const wanted = [...new Set(body.containers.flatMap((c) => c.lines.map((l) => l.poLineId)))];
  const lines = new Map(
    (await planningRefs.linesById(trx, scope, wanted)).map((line) => [line.id, line]),
  );
  for (const [index, container] of body.containers.entries()) {
    const path = `containers.${index}`;
    const pointName = points.get(container.loadingPointId);
    if (pointName === undefined) {
      refuse(lang, `${path}.loadingPointId`, 'planning.unknownLoadingPoint', {
        id: container.loadingPointId,
      });
    }
    for (const [lineIndex, input] of container.lines.entries()) {
      const linePath = `${path}.lines.${lineIndex}.poLineId`;
      const line = lines.get(input.poLineId);
      if (!line) refuse(lang, linePath, 'planning.unknownPoLine', { id: input.poLineId });
      // a line may load elsewhere than its container: a merge the planner confirmed (spec §5,
      // DOMAIN "Confirm when merging across loading locations"); destinations never mix
      if (line.destination_country !== container.destinationCountry) {
        refuse(lang, linePath, 'planning.destinationMismatch', {
          poNumber: line.po_number,
          lineNo: line.line_no,
          lineDestination: line.destination_country,
          containerDestination: container.destinationCountry,
        });
      }
    }
  }
  return lines;
}

/**
 * Moves planned quantity from the old draft to the new one, PO line by PO line in id order
 * (so two planners' transactions lock rows in the same order and cannot deadlock). Taking
 * more is one conditional update; if it updates nothing the whole save is refused, naming the
 * PO line, and the transaction rolls back whatever was moved before it.
 */
async function moveReservations(
  trx: Queryable,
  scope: Scope,
  lang: Language,
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
) {
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  for (const id of ids) {
    const delta = (after.get(id) ?? 0) - (before.get(id) ?? 0);
    if (delta > 0 && !(await takePlannedQty(trx, scope, id, delta))) {
      const [line] = await planningRefs.linesById(trx, scope, [id]);
      if (!line) throw new NotFound();
      refuseTaking(lang, line, delta);
    }
    if (delta < 0 && !(await givePlannedQtyBack(trx, scope, id, -delta))) {
      throw new Error(`po_lines ${id}: planned_qty below what a draft holds`);
    }
  }
}

function refuseTaking(lang: Language, line: PlanningLineRecord, wanted: number): never {
  const names = { poNumber: line.po_number, lineNo: line.line_no };
  if (line.closed || line.cancelled) {
    const status = poLineStatus({
      orderQty: line.order_qty,
      plannedQty: line.planned_qty,
      shippedQty: line.shipped_qty,
      closed: line.closed === 1,
      cancelled: line.cancelled === 1,
    });
    refuse(lang, 'poLineId', 'planning.lineNotOpen', { ...names, status });
  }
  throw new Conflict('planning.alreadyPlanned', {
    ...names,
    available: plannableQtyOf(line),
    wanted,
  });
}

const draftSnapshot = (
  containers: readonly {
    containerType: string;
    loadingPointId: number;
    destinationCountry: string;
    etd?: string | null | undefined;
    shippingLineId?: number | null | undefined;
    ownerUserId?: number | null | undefined;
    notes?: string | undefined;
    lines: readonly { poLineId: number; qty: number }[];
  }[],
) =>
  containers.map((c) => ({
    containerType: c.containerType,
    loadingPointId: c.loadingPointId,
    destinationCountry: c.destinationCountry,
    etd: c.etd ?? null,
    shippingLineId: c.shippingLineId ?? null,
    ownerUserId: c.ownerUserId ?? null,
    notes: c.notes ?? '',
    lines: c.lines.map((l) => `${l.poLineId}×${l.qty}`),
  }));

/** The planner's Draft containers and their lines, as stored. */
async function storedDraft(trx: Queryable, userId: number) {
  const rows = await containerRepository.draftOf(trx, userId);
  const lines = await containerLineRepository.ofContainers(
    trx,
    rows.map((row) => row.id),
  );
  const snapshot = draftSnapshot(
    rows.map((row) => ({
      containerType: row.container_type,
      loadingPointId: row.loading_point_id,
      destinationCountry: row.destination_country,
      etd: row.etd,
      shippingLineId: row.shipping_line_id,
      ownerUserId: row.owner_user_id,
      notes: row.notes,
      lines: lines
        .filter((line) => line.container_id === row.id)
        .map((line) => ({ poLineId: line.po_line_id, qty: line.qty })),
    })),
  );
  const held = qtyByPoLine(lines.map((line) => ({ poLineId: line.po_line_id, qty: line.qty })));
  return { rows, held, snapshot };
}

/** PUT /api/planning/draft — replaces the caller's whole draft in one transaction. */
export async function saveDraft(
  deps: AppDeps,
  planner: Planner,
  lang: Language,
  body: SaveDraftBody,
): Promise<PlanningDraft | null> {
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const userId = planner.userId;
    await containerRepository.lockPlanner(trx, userId);
    const old = await storedDraft(trx, userId);
    const lines = await checkDraft(trx, planner.scope, lang, body);
    await moveReservations(
      trx,
      planner.scope,
      lang,
      old.held,
      qtyByPoLine(body.containers.flatMap((c) => c.lines)),
    );
    await containerRepository.deleteDraftOf(trx, userId);
    const at = deps.clock().toISOString();
    for (const container of body.containers) {
      const containerId = await containerRepository.insert(trx, {
        shipment_no: null,
        container_no: null,
        container_type: container.containerType,
        status: 'Draft',
        loading_point_id: container.loadingPointId,
        destination_country: container.destinationCountry,
        created_by_user_id: userId,
        eta: null,
        atd: null,
        ata: null,
        ready_date: null,
        original_ready_date: null,
        loading_date: null,
        promised_delivery_date: null,
        ...draftFieldsOf(container),
        created_at: at,
        updated_at: at,
      });
      await containerLineRepository.insertMany(
        trx,
        container.lines.map((input) => {
          const { unit } = packageUnitOf(lines.get(input.poLineId)!);
          return {
            container_id: containerId,
            po_line_id: input.poLineId,
            qty: input.qty,
            cbm_milli: plannedCbmMilli(input.qty, unit),
            gross_g: plannedGrossGrams(input.qty, unit),
            ready_date: null,
            original_ready_date: null,
            created_at: at,
            updated_at: at,
          };
        }),
      );
    }
    await appendAudit(trx, planner, {
      action: 'planning.saveDraft',
      entity: 'planningDraft',
      entityId: userId,
      before: old.snapshot,
      after: draftSnapshot(body.containers),
    });
    return readDraft(trx, userId);
  });
  return saved;
}

/**
 * Discards a planner's Draft containers inside the caller's transaction and gives their
 * quantity back to the PO lines (within `scope`), with the same audit row a discard writes.
 */
async function discardStoredDraft(
  trx: Queryable,
  actor: Actor,
  scope: Scope,
  userId: number,
): Promise<DiscardDraftResult> {
  await containerRepository.lockPlanner(trx, userId);
  const old = await storedDraft(trx, userId);
  if (!old.rows.length) return { containers: 0, qty: 0 };
  await moveReservations(trx, scope, 'en', old.held, new Map());
  await containerRepository.deleteDraftOf(trx, userId);
  await appendAudit(trx, actor, {
    action: 'planning.discardDraft',
    entity: 'planningDraft',
    entityId: userId,
    before: old.snapshot,
    after: [],
  });
  return {
    containers: old.rows.length,
    qty: [...old.held.values()].reduce((sum, qty) => sum + qty, 0),
  };
}

/**
 * An administrator deleting a planner's account discards their draft: every line's quantity
 * goes back, whatever its supplier (only administrators delete users).
 */
export const discardDraftOf = (trx: Queryable, actor: Actor, userId: number) =>
  discardStoredDraft(trx, actor, ALL_SUPPLIERS, userId);

/** DELETE /api/planning/draft — discards the caller's draft and gives its quantity back. */
export async function discardDraft(deps: AppDeps, planner: Planner): Promise<DiscardDraftResult> {
  const result = await deps.db.kysely
    .transaction()
    .execute((trx) => discardStoredDraft(trx, planner, planner.scope, planner.userId));
  return result;
}
