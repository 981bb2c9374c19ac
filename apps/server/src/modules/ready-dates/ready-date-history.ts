import type { ContainerChangeField } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Actor } from '../../platform/auth/auth-context';
import { recordContainerChanges } from '../planning/container.service';
import { readyDateRefs } from './ready-date-refs.repository';

/**
 * The container change history of ready-date actions (DOMAIN: every change of a ready date
 * is a change-history row). A line's rows name it in the reason ("PO / line", then the
 * rejection reason) and carry its supplier, whose users alone read them.
 */

export interface LineChange {
  containerId: number;
  /** whose line it is: its supplier's users read the row (issue 12 §5) */
  supplierId: number;
  poNumber: string;
  lineNo: number;
  field: Extract<ContainerChangeField, 'lineReadyDate' | 'lineConfirmReadyDate'>;
  before: string | null;
  after: string | null;
  reason?: string;
}

export const lineReference = (poNumber: string, lineNo: number) => `${poNumber} / ${lineNo}`;

export async function recordLineChanges(
  db: Queryable,
  actor: Actor,
  changes: readonly LineChange[],
  at: string,
) {
  await recordContainerChanges(
    db,
    changes.map((change) => ({
      container_id: change.containerId,
      supplier_id: change.supplierId,
      at,
      actor_user_id: actor.userId,
      actor_name: actor.username,
      field: change.field,
      before_value: change.before,
      after_value: change.after,
      reason: [lineReference(change.poNumber, change.lineNo), change.reason]
        .filter(Boolean)
        .join(': ')
        .slice(0, 300),
    })),
  );
}

/**
 * spec/DOMAIN: a container's ready date = its latest approved line ready date. Re-reads
 * the containers an action touched and moves (and records) those whose date changed; a
 * container with no approved line has none.
 */
export async function refreshContainerReadyDates(
  db: Queryable,
  actor: Actor,
  containerIds: readonly number[],
  at: string,
) {
  const rows = await readyDateRefs.containerReadyDates(db, [...new Set(containerIds)]);
  const moved = rows.filter((row) => (row.latest_approved ?? null) !== row.ready_date);
  for (const row of moved) {
    await readyDateRefs.setContainerReadyDate(db, row.id, row.latest_approved ?? null, at);
  }
  await recordContainerChanges(
    db,
    moved.map((row) => ({
      container_id: row.id,
      at,
      actor_user_id: actor.userId,
      actor_name: actor.username,
      field: 'readyDate' satisfies ContainerChangeField,
      before_value: row.ready_date,
      after_value: row.latest_approved ?? null,
      reason: '',
    })),
  );
  return moved.length;
}
