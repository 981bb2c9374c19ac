import type {
  ContainerTypeCode,
  DestinationCountry,
  ListLoadingLimitsQuery,
  LoadingLimitItem,
  Page,
  SaveLoadingLimitRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { LoadingLimitRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import { loadingLimitRepository } from './loading-limit.repository';
import { gramsFromKg, kgFromGrams } from './units';

/** The row as the contract shows it: grams back to kg; codes were checked on the way in. */
const toItem = (row: LoadingLimitRow): LoadingLimitItem => ({
  id: row.id,
  country: row.country as DestinationCountry,
  containerType: row.container_type as ContainerTypeCode,
  maxPayloadKg: kgFromGrams(row.max_payload_g),
  note: row.note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toColumns = (request: SaveLoadingLimitRequest) => ({
  country: request.country,
  containerType: request.containerType,
  maxPayloadGrams: gramsFromKg(request.maxPayloadKg),
  note: request.note,
});

async function requireLoadingLimit(db: Queryable, id: number): Promise<LoadingLimitItem> {
  return toItem(found(await loadingLimitRepository.findById(db, id)));
}

/** One limit per destination country and container type. */
async function refuseTaken(db: Queryable, request: SaveLoadingLimitRequest, id?: number) {
  const same = await loadingLimitRepository.findByCountryAndType(
    db,
    request.country,
    request.containerType,
  );
  if (same && same.id !== id) {
    throw new Conflict('loadingLimit.exists', {
      country: request.country,
      containerType: request.containerType,
    });
  }
}

export async function listLoadingLimits(
  deps: AppDeps,
  query: ListLoadingLimitsQuery,
): Promise<Page<LoadingLimitItem>> {
  const { total, list } = await loadingLimitRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list.map(toItem), total, query);
}

export async function createLoadingLimit(
  deps: AppDeps,
  actor: Actor,
  request: SaveLoadingLimitRequest,
): Promise<LoadingLimitItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTaken(trx, request);
    const id = await loadingLimitRepository.insert(trx, {
      ...toColumns(request),
      at: deps.clock().toISOString(),
    });
    const created = await requireLoadingLimit(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingLimit.create',
      entity: 'loadingLimit',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateLoadingLimit(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveLoadingLimitRequest,
): Promise<LoadingLimitItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLoadingLimit(trx, id);
    await refuseTaken(trx, request, id);
    await loadingLimitRepository.update(trx, id, {
      ...toColumns(request),
      at: deps.clock().toISOString(),
    });
    const after = await requireLoadingLimit(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingLimit.update',
      entity: 'loadingLimit',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteLoadingLimit(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLoadingLimit(trx, id);
    await loadingLimitRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'loadingLimit.delete',
      entity: 'loadingLimit',
      entityId: id,
      before,
    });
  });
}
