import { label, type Language } from '@lading/shared';

/**
 * A delivery note's history (issue 16), read from its audit rows: when, who, what (the
 * action's last word: create, update, submit, cancel, stockIn, delete) and a short detail
 * in the caller's language.
 */

export interface NoteAuditRow {
  at: string;
  actor_name: string;
  action: string;
  after_json: string | null;
}

/** What a save writes as the audit row's `after`. */
export interface SavedNoteAudit {
  lines: { poLineId: number; qty: number }[];
}

/** What a stock-in writes as the audit row's `after` of each note it touched. */
export interface StockInAudit {
  docNo: string;
  receivedQty: number;
  damagedQty: number;
  shortQty: number;
}

function detailOf(lang: Language, action: string, after: unknown): string {
  if (!after || typeof after !== 'object') return '';
  if ((action === 'create' || action === 'update') && 'lines' in after) {
    const { lines } = after as SavedNoteAudit;
    const qty = lines.reduce((sum, line) => sum + line.qty, 0);
    return label(lang, 'stock:deliveryNotes.historyDetail.saved', { count: lines.length, qty });
  }
  if (action === 'stockIn' && 'docNo' in after) {
    const stockIn = after as StockInAudit;
    return label(lang, 'stock:deliveryNotes.historyDetail.stockIn', {
      docNo: stockIn.docNo,
      received: stockIn.receivedQty,
      damaged: stockIn.damagedQty,
      short: stockIn.shortQty,
    });
  }
  return '';
}

/**
 * A document's history from its audit rows (delivery notes, scrap orders): the action's last
 * word and a detail the document's `detail` writes from the row's `after`.
 */
export function auditHistory(
  rows: readonly NoteAuditRow[],
  detail: (action: string, after: unknown) => string,
) {
  return rows.map((row) => {
    const action = row.action.slice(row.action.indexOf('.') + 1);
    return {
      at: row.at,
      username: row.actor_name,
      action,
      detail: detail(action, row.after_json ? (JSON.parse(row.after_json) as unknown) : null),
    };
  });
}

export function historyOf(lang: Language, rows: readonly NoteAuditRow[]) {
  return auditHistory(rows, (action, after) => detailOf(lang, action, after));
}
