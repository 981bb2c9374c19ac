import type {
  LoadingPointItem,
  Page,
  ReferenceListQuery,
  SaveLoadingPointRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { referencesTo } from '../../db/references';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import { loadingPointRepository } from './loading-point.repository';

async function requireLoadingPoint(db: Queryable, id: number): Promise<LoadingPointItem> {
  return found(await loadingPointRepository.findById(db, id));
}

/** Name and short name each identify a loading point on plans and labels. */
async function refuseTakenName(db: Queryable, request: SaveLoadingPointRequest, id?: number) {
  if (await loadingPointRepository.findClash(db, request, id)) {
    throw new Conflict('common.nameExists');
  }
}

export async function listLoadingPoints(
  deps: AppDeps,
  query: ReferenceListQuery,
): Promise<Page<LoadingPointItem>> {
  const { total, list } = await loadingPointRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list, total, query);
}

export async function createLoadingPoint(
  deps: AppDeps,
  actor: Actor,
  request: SaveLoadingPointRequest,
): Promise<LoadingPointItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTakenName(trx, request);
    const id = await loadingPointRepository.insert(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    const created = await requireLoadingPoint(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingPoint.create',
      entity: 'loadingPoint',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateLoadingPoint(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveLoadingPointRequest,
): Promise<LoadingPointItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLoadingPoint(trx, id);
    await refuseTakenName(trx, request, id);
    await loadingPointRepository.update(trx, id, { ...request, at: deps.clock().toISOString() });
    const after = await requireLoadingPoint(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingPoint.update',
      entity: 'loadingPoint',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** A loading point that PO lines or containers name stays (their history needs it). */
export async function deleteLoadingPoint(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLoadingPoint(trx, id);
    const used = await referencesTo(trx, 'loading_points', id);
    if (used.po_lines > 0 || used.containers > 0) {
      throw new Conflict('loadingPoint.inUse', {
        name: before.name,
        poLines: used.po_lines,
        containers: used.containers,
      });
    }
    await loadingPointRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingPoint.delete',
      entity: 'loadingPoint',
      entityId: id,
      before,
    });
  });
}
