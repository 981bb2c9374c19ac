import type { ModificationPurpose, PoRevision, SoRevision } from '@lading/shared';
import type { AuditLogTable } from '../../db/schema';
import { changedFields, parseSnapshot } from '../../platform/audit/audit-changes';

/** One changed field of a PO's or an SO's history (the shared orderRevision contract). */
export type OrderRevision<Entity extends string> = Omit<PoRevision | SoRevision, 'entity'> & {
  entity: Entity;
};

type RevisionAuditRow = Pick<
  AuditLogTable,
  'at' | 'actor_name' | 'entity' | 'entity_id' | 'action' | 'before_json' | 'after_json' | 'reason'
>;

/**
 * Bookkeeping, the purpose (shown beside each change, not as one) and a PO's supplier id
 * (its code is the shown field) are never a change.
 */
const NOT_A_CHANGE: ReadonlySet<string> = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'modificationPurpose',
  'supplierId',
]);

/**
 * An order's audit rows (header and lines, oldest first) as its revision history: one row
 * per changed field. `isLineRow` tells the rows of a line, whose line number is shown.
 */
export function toOrderRevisions<Entity extends string>(
  rows: readonly RevisionAuditRow[],
  isLineRow: (row: RevisionAuditRow) => boolean,
): OrderRevision<Entity>[] {
  return rows.flatMap((row) => {
    const before = parseSnapshot(row.before_json);
    const after = parseSnapshot(row.after_json);
    const lineNo = isLineRow(row) ? Number(after.lineNo ?? before.lineNo ?? 0) : null;
    const purpose = (after.modificationPurpose ?? null) as ModificationPurpose | null;
    return changedFields(before, after, NOT_A_CHANGE).map((change) => ({
      at: row.at,
      actor: row.actor_name,
      entity: row.entity as Entity,
      entityId: Number(row.entity_id),
      lineNo,
      action: row.action,
      field: change.field,
      before: change.before,
      after: change.after,
      reason: row.reason,
      purpose,
    }));
  });
}
