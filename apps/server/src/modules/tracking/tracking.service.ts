import {
  isLifecycleRefusal,
  statusChange,
  translateError,
  type ChangeContainerStatusBody,
  type ChangeContainerStatusResult,
  type ContainerChangeField,
  type Language,
  type UpdateTrackingBody,
  type UpdateTrackingResult,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { BusinessRule, Conflict, NotFound, type AppError } from '../../platform/http/errors';
import { containersByIds } from '../planning/container.service';
import { applyTrackingUpdatesIn, type TrackingRefusal } from './tracking-batch.service';
import { containerLabel, DATES, stateOf } from './tracking-changes';
import { todayOf } from './tracking-today';
import { writeChanges, type PlannedChange, type TrackingActor } from './tracking-write';
import { trackingRepository } from './tracking.repository';

/**
 * Container tracking by hand (issue 15; spec §2 /arrange/shippingPlan): one container's
 * tracking edit, and the status change of one or many containers — all or nothing.
 */

/** A refusal as the error the route answers: 404 unknown, 409 changed meanwhile, else 422. */
function errorOf(lang: Language, refusal: Omit<TrackingRefusal, 'index'>): AppError {
  if (refusal.key === 'tracking.unknownContainer') return new NotFound();
  if (refusal.key === 'tracking.changedMeanwhile') return new Conflict(refusal.key, refusal.params);
  const fields = refusal.field
    ? [{ field: refusal.field, message: translateError(lang, refusal.key, refusal.params) }]
    : undefined;
  return new BusinessRule(refusal.key, refusal.params, fields);
}

/** PUT /api/containers/:id/tracking — with the container's version. */
export async function updateTracking(
  deps: AppDeps,
  actor: TrackingActor,
  lang: Language,
  id: number,
  body: UpdateTrackingBody,
): Promise<UpdateTrackingResult> {
  const now = deps.clock();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const result = await applyTrackingUpdatesIn(
      trx,
      actor,
      [{ ...body, containerId: id }],
      now,
      todayOf(deps, now),
    );
    if (!result.ok) throw errorOf(lang, result.refusals[0]!);
    return { container: result.containers[0]!, notifiedUsers: result.notifiedUsers };
  });
}

/**
 * POST /api/containers/status — every container moves or none does; the first refusal
 * (in the order given) is the answer. A container outside the caller's scope is a 404.
 */
export async function changeContainerStatus(
  deps: AppDeps,
  actor: TrackingActor,
  lang: Language,
  body: ChangeContainerStatusBody,
): Promise<ChangeContainerStatusResult> {
  const now = deps.clock();
  const today = todayOf(deps, now);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await trackingRepository.containers(trx, actor.scope, body.ids);
    if (rows.length !== body.ids.length) throw new NotFound();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const planned: PlannedChange[] = body.ids.map((id) => {
      const row = byId.get(id)!;
      const before = stateOf(row);
      const result = statusChange(before, body.status, body.date, today);
      if (isLifecycleRefusal(result)) {
        const field = result.field === 'status' ? '' : result.field;
        const params = { ...result.params, container: containerLabel(row) };
        throw errorOf(lang, { containerId: id, field, key: result.key, params });
      }
      const values: PlannedChange['values'] = {};
      const changes: PlannedChange['changes'] = [
        { field: 'status', before: before.status, after: result.after.status },
      ];
      for (const field of result.changed) {
        if (!(field in DATES)) continue;
        const name = field as keyof typeof DATES;
        values[DATES[name]] = result.after[name];
        changes.push({
          field: name satisfies ContainerChangeField,
          before: before[name],
          after: result.after[name],
        });
      }
      return { row, values, changes, status: result.after.status };
    });
    const notifiedUsers = await writeChanges(trx, actor, planned, now);
    return { containers: await containersByIds(trx, body.ids), notifiedUsers };
  });
}
