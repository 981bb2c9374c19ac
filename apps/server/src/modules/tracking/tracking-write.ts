import { PLANNED_CONTAINER_STATUSES, type ContainerChangeField } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { appendAudits } from '../../platform/audit/audit.repository';
import { Conflict } from '../../platform/http/errors';
import { givePlannedQtyBack, shipPlannedQty } from '../orders/po-line.service';
import { recordContainerChanges } from '../planning/container.service';
import { containerLabel } from './tracking-changes';
import { tellContainerChanged } from './tracking-messages';
import { trackingRepository, type TrackedLineRow } from './tracking.repository';
import type { PlannedChange, TrackingActor } from './tracking-types';

export type { PlannedChange, TrackingActor } from './tracking-types';

/**
 * Writes planned container changes (issue 15), after every rule has passed: the guarded
 * update (optimistic lock), the PO lines' quantities when a container ships or is
 * cancelled, one change-history row per changed field, an audit row and one type-5 message
 * per container. Runs in the caller's transaction.
 */

const isPlanned = (status: string) =>
  (PLANNED_CONTAINER_STATUSES as readonly string[]).includes(status);
const SHIPPED: readonly string[] = ['Shipped', 'Arrived', 'Received'];

/**
 * PO line quantities follow the container (DOMAIN "Orders": planned_qty counts the planned
 * statuses, shipped_qty the shipped ones): shipping moves its lines' qty from planned to
 * shipped; cancelling gives the planned qty back.
 */
async function moveQuantities(
  db: Queryable,
  actor: TrackingActor,
  change: PlannedChange,
  lines: readonly TrackedLineRow[],
) {
  if (!isPlanned(change.row.status)) return;
  const ships = SHIPPED.includes(change.status);
  if (!ships && change.status !== 'Cancelled') return;
  for (const line of lines) {
    const moved = ships
      ? await shipPlannedQty(db, actor.scope, line.po_line_id, line.qty)
      : await givePlannedQtyBack(db, actor.scope, line.po_line_id, line.qty);
    if (!moved)
      throw new Error(`po_lines ${line.po_line_id}: planned_qty below container ${change.row.id}`);
  }
}

export async function writeChanges(
  db: Queryable,
  actor: TrackingActor,
  planned: readonly PlannedChange[],
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const effective = planned.filter((change) => change.changes.length > 0);
  const lines = await trackingRepository.lines(
    db,
    effective.map((change) => change.row.id),
  );
  for (const change of effective) {
    const values =
      change.status === change.row.status
        ? change.values
        : { ...change.values, status: change.status };
    if (!(await trackingRepository.update(db, change.row.id, change.row.version, values, at))) {
      throw new Conflict('tracking.changedMeanwhile', { container: containerLabel(change.row) });
    }
    await moveQuantities(
      db,
      actor,
      change,
      lines.filter((line) => line.container_id === change.row.id),
    );
  }
  await recordContainerChanges(
    db,
    effective.flatMap((change) =>
      change.changes.map((field) => ({
        container_id: change.row.id,
        at,
        actor_user_id: actor.userId,
        actor_name: actor.username,
        field: field.field satisfies ContainerChangeField,
        before_value: field.before,
        after_value: field.after,
        reason: '',
      })),
    ),
  );
  await appendAudits(
    db,
    actor,
    effective.map((change) => ({
      action: 'container.tracking',
      entity: 'container',
      entityId: change.row.id,
      before: Object.fromEntries(change.changes.map((c) => [c.field, c.before])),
      after: Object.fromEntries(change.changes.map((c) => [c.field, c.after])),
    })),
  );
  return tellContainerChanged(db, actor, effective, lines, now);
}
