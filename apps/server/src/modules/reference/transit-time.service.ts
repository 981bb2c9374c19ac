import type {
  Page,
  ReferenceListQuery,
  SaveTransitTimeRequest,
  TransitTimeItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { shippingLineRepository } from './shipping-line.repository';
import { transitTimeRepository } from './transit-time.repository';

async function requireTransitTime(db: Queryable, id: number): Promise<TransitTimeItem> {
  return found(await transitTimeRepository.findById(db, id));
}

/** One standard per POL → POD and shipping line ("any line" counting as one line). */
async function checkRoute(db: Queryable, request: SaveTransitTimeRequest, id?: number) {
  if (
    request.shippingLineId !== null &&
    !(await shippingLineRepository.findById(db, request.shippingLineId))
  ) {
    throw new BusinessRule('transitTime.unknownShippingLine');
  }
  const same = await transitTimeRepository.findSameRoute(db, request);
  if (same && same.id !== id) {
    throw new Conflict('transitTime.exists', { pol: request.pol, pod: request.pod });
  }
}

export async function listTransitTimes(
  deps: AppDeps,
  query: ReferenceListQuery,
): Promise<Page<TransitTimeItem>> {
  const { total, list } = await transitTimeRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list, total, query);
}

export async function createTransitTime(
  deps: AppDeps,
  actor: Actor,
  request: SaveTransitTimeRequest,
): Promise<TransitTimeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await checkRoute(trx, request);
    const id = await transitTimeRepository.insert(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    const created = await requireTransitTime(trx, id);
    await appendAudit(trx, actor, {
      action: 'transitTime.create',
      entity: 'transitTime',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateTransitTime(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveTransitTimeRequest,
): Promise<TransitTimeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireTransitTime(trx, id);
    await checkRoute(trx, request, id);
    await transitTimeRepository.update(trx, id, { ...request, at: deps.clock().toISOString() });
    const after = await requireTransitTime(trx, id);
    await appendAudit(trx, actor, {
      action: 'transitTime.update',
      entity: 'transitTime',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteTransitTime(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireTransitTime(trx, id);
    await transitTimeRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'transitTime.delete',
      entity: 'transitTime',
      entityId: id,
      before,
    });
  });
}
