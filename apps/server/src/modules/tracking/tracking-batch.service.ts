import {
  checkMilestones,
  isTrackingEditable,
  type ContainerStatus,
  statusOfMilestones,
  type ContainerItem,
  type ErrorMessageKey,
  type LifecycleRefusal,
  type TrackingUpdateInput,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { containersByIds } from '../planning/container.service';
import { containerLabel, patchOf, stateOf } from './tracking-changes';
import { todayOf } from './tracking-today';
import { writeChanges, type PlannedChange, type TrackingActor } from './tracking-write';
import { trackingRepository, type TrackedContainerRow } from './tracking.repository';

export type { TrackingActor } from './tracking-write';

/**
 * Many containers' tracking updates at once (issue 15: the tracking file, one edit), all or
 * nothing: every row is checked against the lifecycle first (tracking-changes patchOf,
 * shared lifecycle checkMilestones); one refusal and nothing is written. A milestone date
 * moves the status forward (docs/decisions.md "Issue 15 container lifecycle").
 */

export interface TrackingRefusal {
  /** the update's position in the list given */
  index: number;
  containerId: number;
  /** the trackingFields key the refusal is about, '' for the row as a whole */
  field: string;
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

export type TrackingBatchResult =
  | { ok: true; containers: ContainerItem[]; notifiedUsers: number }
  | { ok: false; refusals: TrackingRefusal[] };

async function namesFor(
  db: Queryable,
  rows: readonly TrackedContainerRow[],
  updates: readonly TrackingUpdateInput[],
) {
  const reasonIds = [
    ...updates.flatMap((u) => (u.deltas ?? []).map((d) => d.reasonId ?? null)),
    ...rows.flatMap((row) => [1, 2, 3, 4, 5].map((no) => row[`delta${no as 1}_reason_id`])),
  ].filter((id): id is number => typeof id === 'number');
  const lineIds = [
    ...updates.map((u) => u.shippingLineId),
    ...rows.map((row) => row.shipping_line_id),
  ].filter((id): id is number => typeof id === 'number');
  const [reasons, lines] = await Promise.all([
    trackingRepository.delayReasons(db, reasonIds),
    trackingRepository.shippingLines(db, lineIds),
  ]);
  return {
    reasons: new Map(reasons.map((r) => [r.id, r.code])),
    shippingLines: new Map(lines.map((l) => [l.id, l.name])),
  };
}

/** The reason a row cannot apply, or its planned change. */
function planRow(
  update: TrackingUpdateInput,
  row: TrackedContainerRow | undefined,
  names: Awaited<ReturnType<typeof namesFor>>,
  today: string,
): PlannedChange | Omit<TrackingRefusal, 'index' | 'containerId'> {
  if (!row)
    return { field: '', key: 'tracking.unknownContainer', params: { id: update.containerId } };
  const container = containerLabel(row);
  if (!isTrackingEditable(row.status as ContainerStatus)) {
    return { field: '', key: 'tracking.notEditable', params: { container, status: row.status } };
  }
  if (update.version !== undefined && update.version !== row.version) {
    return { field: '', key: 'tracking.changedMeanwhile', params: { container } };
  }
  if (update.shippingLineId != null && !names.shippingLines.has(update.shippingLineId)) {
    const params = { id: update.shippingLineId };
    return { field: 'shippingLineId', key: 'planning.unknownShippingLine', params };
  }
  const unknownReason = (update.deltas ?? []).find(
    (d) => d.reasonId != null && !names.reasons.has(d.reasonId),
  );
  if (unknownReason) {
    const params = { id: unknownReason.reasonId! };
    return { field: 'deltas', key: 'tracking.unknownDelayReason', params };
  }
  const before = stateOf(row);
  const patch = patchOf(row, update, names);
  const after = { ...patch.after, status: statusOfMilestones(patch.after) };
  const refusal: LifecycleRefusal | null = checkMilestones(before, after, patch.milestones, today);
  if (refusal) {
    const field = refusal.field === 'status' ? '' : refusal.field;
    return { field, key: refusal.key, params: { ...refusal.params, container } };
  }
  const changes =
    after.status === before.status
      ? patch.changes
      : [
          { field: 'status' as const, before: before.status, after: after.status },
          ...patch.changes,
        ];
  return { row, values: patch.values, changes, status: after.status };
}

/** Inside the caller's transaction; `today` is the day actual dates may not pass. */
export async function applyTrackingUpdatesIn(
  trx: Queryable,
  actor: TrackingActor,
  updates: readonly TrackingUpdateInput[],
  now: Date,
  today: string,
): Promise<TrackingBatchResult> {
  const rows = await trackingRepository.containers(
    trx,
    actor.scope,
    updates.map((u) => u.containerId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const names = await namesFor(trx, rows, updates);
  const refusals: TrackingRefusal[] = [];
  const planned: PlannedChange[] = [];
  const seen = new Set<number>();
  for (const [index, update] of updates.entries()) {
    const { containerId } = update;
    if (seen.has(containerId)) {
      refusals.push({
        index,
        containerId,
        field: '',
        key: 'tracking.duplicateContainer',
        params: {},
      });
      continue;
    }
    seen.add(containerId);
    const result = planRow(update, byId.get(containerId), names, today);
    if ('key' in result) refusals.push({ index, containerId, ...result });
    else planned.push(result);
  }
  if (refusals.length) return { ok: false, refusals };
  const notifiedUsers = await writeChanges(trx, actor, planned, now);
  return { ok: true, containers: await containersByIds(trx, [...seen]), notifiedUsers };
}

/** In one transaction of its own: every update applies or none does. */
export function applyTrackingUpdates(
  deps: AppDeps,
  actor: TrackingActor,
  updates: readonly TrackingUpdateInput[],
): Promise<TrackingBatchResult> {
  const now = deps.clock();
  return deps.db.kysely
    .transaction()
    .execute((trx) => applyTrackingUpdatesIn(trx, actor, updates, now, todayOf(deps, now)));
}
