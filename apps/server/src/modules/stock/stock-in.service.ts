import type { DeliveryNoteStatus, Language, StockInResult, stockInRequest } from '@lading/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudits } from '../../platform/audit/audit.repository';
import { fieldRefusal } from './delivery-note-rules';
import type { StockInAudit } from './delivery-note-history';
import { deliveryNoteRepository } from './delivery-note.repository';
import { stockInRepository, type StockInLineRow } from './stock-in.repository';
import { postDocument, type MoveLine } from './ledger.service';
import { usableWarehouse } from './warehouse-rules';

/**
 * Stock-in (issue 16, pendingWarehousing): the loading warehouse records what arrived of
 * submitted delivery note lines — received (into stock), damaged, and the rest short. All
 * lines of one request post ONE stock-in document (a move per line with something
 * received); each touched note becomes Received once all its lines are in, else partly
 * received. One transaction: any refusal changes nothing.
 */

const PENDING: readonly string[] = ['Submitted', 'PartlyReceived'];

type StockInBody = z.output<typeof stockInRequest>;

interface CheckedLine {
  row: StockInLineRow;
  received: number;
  damaged: number;
  short: number;
}

/** Each line exists, waits for stock-in, and does not receive more than was delivered. */
function checked(lang: Language, body: StockInBody, rows: Map<number, StockInLineRow>) {
  return body.lines.map((line, index): CheckedLine => {
    const row = rows.get(line.lineId);
    if (!row) {
      throw fieldRefusal(
        lang,
        'deliveryNote.unknownLine',
        { id: line.lineId },
        `lines.${index}.lineId`,
      );
    }
    const names = { lineNo: row.line_no, noteNo: row.note_no };
    if (row.stock_document_id !== null || !PENDING.includes(row.status)) {
      throw fieldRefusal(lang, 'deliveryNote.lineNotPending', names, `lines.${index}.lineId`);
    }
    const total = line.receivedQty + line.damagedQty;
    if (total > row.qty) {
      throw fieldRefusal(
        lang,
        'deliveryNote.overReceived',
        { ...names, total, qty: row.qty },
        `lines.${index}.receivedQty`,
      );
    }
    return { row, received: line.receivedQty, damaged: line.damagedQty, short: row.qty - total };
  });
}

const sum = (lines: readonly CheckedLine[], pick: (line: CheckedLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

export async function stockIn(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  body: StockInBody,
): Promise<StockInResult> {
  const repo = deliveryNoteRepository;
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const rows = new Map(
      (
        await stockInRepository.linesForStockIn(
          trx,
          body.lines.map((line) => line.lineId),
        )
      ).map((row) => [row.id, row]),
    );
    const lines = checked(lang, body, rows);
    const warehouseIds = [...new Set(lines.map((line) => line.row.warehouse_id))];
    for (const id of warehouseIds) await usableWarehouse(trx, id, lang);
    const noteIds = [...new Set(lines.map((line) => line.row.delivery_note_id))];
    const moves: MoveLine[] = lines
      .filter((line) => line.received > 0)
      .map((line) => ({
        warehouseId: line.row.warehouse_id,
        productId: line.row.product_id,
        poLineId: line.row.po_line_id,
        qty: line.received,
        kind: 'stockIn',
        reason: line.row.note_no,
      }));
    const posted = await postDocument(
      trx,
      actor,
      at,
      {
        docType: 'stockIn',
        fromWarehouseId: null,
        toWarehouseId: warehouseIds.length === 1 ? warehouseIds[0]! : null,
        reason: [...new Set(lines.map((line) => line.row.note_no))].join(', ').slice(0, 500),
        ...(noteIds.length === 1 ? { source: { type: 'deliveryNote', id: noteIds[0]! } } : {}),
      },
      moves,
    );
    const missed = await stockInRepository.stampStockIn(
      trx,
      lines.map((line) => ({
        lineId: line.row.id,
        received: line.received,
        damaged: line.damaged,
        short: line.short,
      })),
      { documentId: posted.id, at },
    );
    const first = lines.findIndex((line) => missed.includes(line.row.id));
    if (first >= 0) {
      const line = lines[first]!;
      throw fieldRefusal(
        lang,
        'deliveryNote.lineNotPending',
        { lineNo: line.row.line_no, noteNo: line.row.note_no },
        `lines.${first}.lineId`,
      );
    }
    const notes: { id: number; noteNo: string; status: DeliveryNoteStatus }[] = [];
    for (const noteId of noteIds) {
      const ofNote = lines.filter((line) => line.row.delivery_note_id === noteId);
      const { lines: count, stocked } = await repo.stockedCounts(trx, noteId);
      const status: DeliveryNoteStatus = stocked === count ? 'Received' : 'PartlyReceived';
      await repo.setStatus(trx, noteId, PENDING, status, { at, receivedAt: at });
      notes.push({ id: noteId, noteNo: ofNote[0]!.row.note_no, status });
    }
    await appendAudits(
      trx,
      actor,
      notes.map((note) => {
        const ofNote = lines.filter((line) => line.row.delivery_note_id === note.id);
        const after: StockInAudit & Record<string, unknown> = {
          docNo: posted.docNo,
          status: note.status,
          receivedQty: sum(ofNote, (line) => line.received),
          damagedQty: sum(ofNote, (line) => line.damaged),
          shortQty: sum(ofNote, (line) => line.short),
          lines: ofNote.map((line) => ({
            lineNo: line.row.line_no,
            receivedQty: line.received,
            damagedQty: line.damaged,
            shortQty: line.short,
          })),
        };
        return { action: 'deliveryNote.stockIn', entity: 'deliveryNote', entityId: note.id, after };
      }),
    );
    return {
      docNo: posted.docNo,
      lines: lines.length,
      receivedQty: sum(lines, (line) => line.received),
      notes: notes.map(({ noteNo, status }) => ({ noteNo, status })),
    };
  });
}
