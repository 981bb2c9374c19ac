import type {
  DelayReasonItem,
  ListDelayReasonsQuery,
  Page,
  SaveDelayReasonRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import { delayReasonRepository } from './delay-reason.repository';

async function requireDelayReason(db: Queryable, id: number): Promise<DelayReasonItem> {
  return found(await delayReasonRepository.findById(db, id));
}

async function refuseTakenCode(db: Queryable, code: string, id?: number) {
  const same = await delayReasonRepository.findByCode(db, code);
  if (same && same.id !== id) throw new Conflict('delayReason.codeExists', { code });
}

export async function listDelayReasons(
  deps: AppDeps,
  query: ListDelayReasonsQuery,
): Promise<Page<DelayReasonItem>> {
  const { total, list } = await delayReasonRepository.page(deps.db.kysely, query, query, query);
  return pageAnswer(list, total, query);
}

export function activeDelayReasons(deps: AppDeps): Promise<DelayReasonItem[]> {
  return delayReasonRepository.active(deps.db.kysely);
}

export async function createDelayReason(
  deps: AppDeps,
  actor: Actor,
  request: SaveDelayReasonRequest,
): Promise<DelayReasonItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTakenCode(trx, request.code);
    const id = await delayReasonRepository.insert(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    const created = await requireDelayReason(trx, id);
    await appendAudit(trx, actor, {
      action: 'delayReason.create',
      entity: 'delayReason',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateDelayReason(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveDelayReasonRequest,
): Promise<DelayReasonItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireDelayReason(trx, id);
    await refuseTakenCode(trx, request.code, id);
    await delayReasonRepository.update(trx, id, { ...request, at: deps.clock().toISOString() });
    const after = await requireDelayReason(trx, id);
    await appendAudit(trx, actor, {
      action: 'delayReason.update',
      entity: 'delayReason',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Deactivated, a code stays on the containers that name it and leaves the reason selects. */
export async function setDelayReasonActive(
  deps: AppDeps,
  actor: Actor,
  id: number,
  active: boolean,
): Promise<DelayReasonItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireDelayReason(trx, id);
    if (before.active === active) return before;
    await delayReasonRepository.setActive(trx, id, active, deps.clock().toISOString());
    const after = await requireDelayReason(trx, id);
    await appendAudit(trx, actor, {
      action: active ? 'delayReason.activate' : 'delayReason.deactivate',
      entity: 'delayReason',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** A code a container's delta names stays (deactivate it instead). */
export async function deleteDelayReason(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireDelayReason(trx, id);
    const containers = await delayReasonRepository.containersNaming(trx, id);
    if (containers > 0) {
      throw new Conflict('delayReason.inUse', { code: before.code, containers });
    }
    await delayReasonRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'delayReason.delete',
      entity: 'delayReason',
      entityId: id,
      before,
    });
  });
}
