import type { Queryable } from '../../db/database';
import type { AuditLogTable } from '../../db/schema';
import { parseSnapshot, type AuditSnapshot } from '../../platform/audit/audit-changes';
import { allowsSupplier, type Scope } from '../../platform/permissions/scope';
import { orderRefs } from './order-refs.repository';

type RevisionRow = Pick<AuditLogTable, 'entity' | 'before_json' | 'after_json'>;

/** Who a header snapshot names as the PO's supplier: its id, or its code (older rows). */
const supplierOf = (snapshot: AuditSnapshot) =>
  typeof snapshot.supplierId === 'number' ? snapshot.supplierId : String(snapshot.supplier ?? '');

/** A header row moving the PO from one supplier to another. */
function supplierChange(row: RevisionRow) {
  if (row.entity !== 'purchaseOrder' || row.before_json === null) return null;
  const before = parseSnapshot(row.before_json);
  const after = parseSnapshot(row.after_json);
  const moved =
    typeof before.supplierId === 'number' && typeof after.supplierId === 'number'
      ? before.supplierId !== after.supplierId
      : before.supplier !== after.supplier;
  return moved ? before : null;
}

/**
 * issue 12 §5 — a supplier user reads a PO's history only from its own suppliers' time: a
 * PO moved from another supplier keeps that supplier's revisions (its changes, reasons,
 * the move itself, which names it) from the new one. Walking back from the PO's supplier
 * today, each move names the supplier before it; a row is shown when the PO was the
 * scope's both before and after it. A move recorded before snapshots carried the supplier
 * id is read by the code it stored; a code no supplier has any more is nobody's — fail
 * closed. Rows are oldest first; every row is kept for an unscoped caller.
 */
export async function revisionsInScope<Row extends RevisionRow>(
  db: Queryable,
  scope: Scope,
  currentSupplierId: number,
  rows: readonly Row[],
): Promise<Row[]> {
  if (scope.kind === 'allSuppliers') return [...rows];
  const moves = rows.map(supplierChange);
  const codes = moves.flatMap((before) =>
    before && typeof supplierOf(before) === 'string' ? [String(supplierOf(before))] : [],
  );
  const idByCode = new Map(
    (await orderRefs.suppliersByCode(db, [...new Set(codes)])).map((s) => [s.code, s.id]),
  );
  const mine = (supplierId: number | null) =>
    supplierId !== null && allowsSupplier(scope, supplierId);
  const shown: boolean[] = [];
  let owner: number | null = currentSupplierId;
  for (let index = rows.length - 1; index >= 0; index--) {
    const before = moves[index];
    if (!before) {
      shown[index] = mine(owner);
      continue;
    }
    const named = supplierOf(before);
    const previous = typeof named === 'number' ? named : (idByCode.get(named) ?? null);
    shown[index] = mine(owner) && mine(previous);
    owner = previous;
  }
  return rows.filter((_, index) => shown[index]);
}
