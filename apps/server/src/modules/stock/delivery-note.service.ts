import {
  DELIVERY_NOTE_PREFIX,
  MAX_DOCUMENT_LINES,
  type DeliverablePoLine,
  type DeliverablePoLinesQuery,
  type DeliveryNoteDetails,
  type DeliveryNoteItem,
  type Language,
  type ListDeliveryNotesQuery,
  type ListPendingLinesQuery,
  type Page,
  type PendingLineItem,
  type SaveDeliveryNoteBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { ScopedActor } from '../../platform/auth/actor';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, found, NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { deliverableRepository } from './deliverable.repository';
import { checkedLines, loadingWarehouse, scopedSupplier, statusName } from './delivery-note-rules';
import { historyOf, type SavedNoteAudit } from './delivery-note-history';
import { renderDeliveryNotePdf } from './delivery-note-pdf';
import { deliveryNoteRepository, toNoteItem, type NoteValues } from './delivery-note.repository';
import { nextDocumentNo } from './document-numbers';

/**
 * Delivery notes (issue 16): a supplier (or supply chain on its behalf) announces goods
 * for a loading warehouse against its open PO lines — Draft → Submitted → (partly)
 * Received, or Cancelled. Every write is one transaction with its audit row; every read
 * and write keeps to the caller's scope (another supplier's note is a 404).
 */

const repo = deliveryNoteRepository;

async function requireNote(db: Queryable, scope: Scope, id: number): Promise<DeliveryNoteItem> {
  return toNoteItem(found(await repo.findById(db, scope, id)));
}

async function detailsOf(
  db: Queryable,
  scope: Scope,
  lang: Language,
  id: number,
): Promise<DeliveryNoteDetails> {
  const note = await requireNote(db, scope, id);
  const [lines, audit] = await Promise.all([repo.lines(db, id), repo.auditRows(db, id)]);
  return { ...note, lines, history: historyOf(lang, audit) };
}

const notEditable = (lang: Language, note: DeliveryNoteItem) =>
  new BusinessRule('deliveryNote.notEditable', {
    noteNo: note.noteNo,
    status: statusName(lang, note.status),
  });

const valuesOf = (body: SaveDeliveryNoteBody): NoteValues => ({
  supplierId: body.supplierId,
  warehouseId: body.warehouseId,
  packages: body.packages,
  grossWeightG: Math.round(body.grossWeightKg * 1000),
  expectedArrival: body.expectedArrival,
  remark: body.remark,
});

/** The audit record of a saved note: its header and lines as saved. */
const savedAudit = (body: SaveDeliveryNoteBody): SavedNoteAudit & Record<string, unknown> => ({
  supplierId: body.supplierId,
  warehouseId: body.warehouseId,
  packages: body.packages,
  grossWeightKg: body.grossWeightKg,
  expectedArrival: body.expectedArrival,
  remark: body.remark,
  lines: body.lines.map((line) => ({ poLineId: line.poLineId, qty: line.qty })),
});

/** The supplier, warehouse and lines of a save, checked; the lines with their products. */
async function checkedSave(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  body: SaveDeliveryNoteBody,
  noteId: number | null,
) {
  await scopedSupplier(db, actor.scope, body.supplierId, lang);
  const warehouse = await loadingWarehouse(db, body.warehouseId, lang);
  return checkedLines(db, lang, body, warehouse, noteId);
}

/** Draft → Submitted, its lines and warehouse checked again (things change while drafted). */
async function submitInside(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  note: DeliveryNoteItem,
  at: string,
) {
  if (note.status !== 'Draft') throw notEditable(lang, note);
  const lines = await repo.lines(db, note.id);
  const warehouse = await loadingWarehouse(db, note.warehouseId, lang);
  await checkedLines(
    db,
    lang,
    { ...emptySave, supplierId: note.supplierId, warehouseId: note.warehouseId, lines },
    warehouse,
    note.id,
  );
  if (!(await repo.setStatus(db, note.id, ['Draft'], 'Submitted', { at, submittedAt: at }))) {
    throw notEditable(lang, await requireNote(db, actor.scope, note.id));
  }
  await appendAudit(db, actor, {
    action: 'deliveryNote.submit',
    entity: 'deliveryNote',
    entityId: note.id,
    before: { status: note.status },
    after: { status: 'Submitted' },
  });
}

const emptySave: SaveDeliveryNoteBody = {
  supplierId: 0,
  warehouseId: 0,
  packages: 0,
  grossWeightKg: 0,
  expectedArrival: null,
  remark: '',
  lines: [],
  submit: false,
};

export async function listDeliveryNotes(
  deps: AppDeps,
  scope: Scope,
  query: ListDeliveryNotesQuery,
): Promise<Page<DeliveryNoteItem>> {
  const { total, list } = await repo.page(deps.db.kysely, scope, query);
  return pageAnswer(list, total, query);
}

export const getDeliveryNote = (deps: AppDeps, scope: Scope, lang: Language, id: number) =>
  detailsOf(deps.db.kysely, scope, lang, id);

/** A note by its number (a scanned barcode): any case, blanks around it ignored. */
export async function deliveryNoteByNumber(
  deps: AppDeps,
  scope: Scope,
  lang: Language,
  noteNo: string,
): Promise<DeliveryNoteDetails> {
  const db = deps.db.kysely;
  const id = await repo.idByNumber(db, scope, noteNo);
  if (id === undefined)
    throw new NotFound('deliveryNote.notFoundByNumber', { noteNo: noteNo.trim() });
  return detailsOf(db, scope, lang, id);
}

/** The supplier's open PO lines at the warehouse's loading point with something left. */
export async function deliverablePoLines(
  deps: AppDeps,
  scope: Scope,
  lang: Language,
  query: DeliverablePoLinesQuery,
): Promise<DeliverablePoLine[]> {
  const db = deps.db.kysely;
  await scopedSupplier(db, scope, query.supplierId, lang);
  const warehouse = await loadingWarehouse(db, query.warehouseId, lang);
  return deliverableRepository.open(db, {
    supplierId: query.supplierId,
    loadingPointId: warehouse.loading_point_id,
    excludeNoteId: query.noteId ?? null,
    keyword: query.keyword,
    limit: MAX_DOCUMENT_LINES,
  });
}

export async function createDeliveryNote(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  body: SaveDeliveryNoteBody,
): Promise<DeliveryNoteDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    // the saves' lock first: concurrent saves check what is left one after the other
    await repo.holdNoteSaves(trx, DELIVERY_NOTE_PREFIX);
    const noteNo = await nextDocumentNo(trx, DELIVERY_NOTE_PREFIX, at);
    const lines = await checkedSave(trx, actor, lang, body, null);
    const id = await repo.insert(trx, {
      ...valuesOf(body),
      noteNo,
      status: 'Draft',
      userId: actor.userId,
      at,
    });
    await repo.replaceLines(trx, id, lines);
    await appendAudit(trx, actor, {
      action: 'deliveryNote.create',
      entity: 'deliveryNote',
      entityId: id,
      after: { noteNo, status: 'Draft', ...savedAudit(body) },
    });
    if (body.submit)
      await submitInside(trx, actor, lang, await requireNote(trx, actor.scope, id), at);
    return detailsOf(trx, actor.scope, lang, id);
  });
}

export async function updateDeliveryNote(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  body: SaveDeliveryNoteBody,
): Promise<DeliveryNoteDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    await repo.holdNoteSaves(trx, DELIVERY_NOTE_PREFIX);
    const before = await requireNote(trx, actor.scope, id);
    if (before.status !== 'Draft') throw notEditable(lang, before);
    const beforeLines = await repo.lines(trx, id);
    const lines = await checkedSave(trx, actor, lang, body, id);
    if (!(await repo.updateDraft(trx, id, valuesOf(body), at))) {
      throw notEditable(lang, await requireNote(trx, actor.scope, id));
    }
    await repo.replaceLines(trx, id, lines);
    await appendAudit(trx, actor, {
      action: 'deliveryNote.update',
      entity: 'deliveryNote',
      entityId: id,
      before: {
        supplierId: before.supplierId,
        warehouseId: before.warehouseId,
        packages: before.packages,
        grossWeightKg: before.grossWeightKg,
        expectedArrival: before.expectedArrival,
        remark: before.remark,
        lines: beforeLines.map((line) => ({ poLineId: line.poLineId, qty: line.qty })),
      },
      after: savedAudit(body),
    });
    if (body.submit)
      await submitInside(trx, actor, lang, await requireNote(trx, actor.scope, id), at);
    return detailsOf(trx, actor.scope, lang, id);
  });
}

export async function submitDeliveryNote(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
): Promise<DeliveryNoteDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const note = await requireNote(trx, actor.scope, id);
    await submitInside(trx, actor, lang, note, deps.clock().toISOString());
    return detailsOf(trx, actor.scope, lang, id);
  });
}

/** A Draft, or a Submitted note nothing of which is stocked in, becomes Cancelled. */
export async function cancelDeliveryNote(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
): Promise<DeliveryNoteDetails> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const note = await requireNote(trx, actor.scope, id);
    const { stocked } = await repo.stockedCounts(trx, id);
    if (note.status === 'PartlyReceived' || (note.status === 'Submitted' && stocked > 0)) {
      throw new BusinessRule('deliveryNote.partlyStocked', { noteNo: note.noteNo });
    }
    if (
      (note.status !== 'Draft' && note.status !== 'Submitted') ||
      !(await repo.setStatus(trx, id, [note.status], 'Cancelled', {
        at: deps.clock().toISOString(),
      }))
    ) {
      const now = await requireNote(trx, actor.scope, id);
      throw new BusinessRule('deliveryNote.notCancellable', {
        noteNo: now.noteNo,
        status: statusName(lang, now.status),
      });
    }
    await appendAudit(trx, actor, {
      action: 'deliveryNote.cancel',
      entity: 'deliveryNote',
      entityId: id,
      before: { status: note.status },
      after: { status: 'Cancelled' },
    });
    return detailsOf(trx, actor.scope, lang, id);
  });
}

/** Only a Draft is deleted (a submitted note is cancelled instead). */
export async function deleteDeliveryNote(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const note = await requireNote(trx, actor.scope, id);
    if (note.status !== 'Draft') throw notEditable(lang, note);
    const lines = await repo.lines(trx, id);
    if (!(await repo.deleteDraft(trx, id))) {
      throw notEditable(lang, await requireNote(trx, actor.scope, id));
    }
    await appendAudit(trx, actor, {
      action: 'deliveryNote.delete',
      entity: 'deliveryNote',
      entityId: id,
      before: {
        ...note,
        lines: lines.map((line) => ({ poLineId: line.poLineId, qty: line.qty })),
      },
    });
  });
}

/** Submitted lines waiting for stock-in (pendingWarehousing); every supplier's. */
export async function listPendingLines(
  deps: AppDeps,
  query: ListPendingLinesQuery,
): Promise<Page<PendingLineItem>> {
  const { total, list } = await repo.pendingPage(deps.db.kysely, query);
  return pageAnswer(list, total, query);
}

/** The note as a PDF to print, its number as a barcode; named after the number. */
export async function deliveryNotePdf(
  deps: AppDeps,
  scope: Scope,
  lang: Language,
  id: number,
  timeZone: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const note = await detailsOf(deps.db.kysely, scope, lang, id);
  const bytes = await renderDeliveryNotePdf(note, lang, timeZone, deps.clock());
  return { fileName: `${note.noteNo}.pdf`, bytes };
}
