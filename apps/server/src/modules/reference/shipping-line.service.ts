import type {
  Page,
  ReferenceListQuery,
  SaveShippingLineRequest,
  ShippingLineItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { referencesTo } from '../../db/references';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found } from '../../platform/http/errors';
import { shippingLineRepository } from './shipping-line.repository';

async function requireShippingLine(db: Queryable, id: number): Promise<ShippingLineItem> {
  return found(await shippingLineRepository.findById(db, id));
}

async function refuseTakenName(db: Queryable, name: string, id?: number) {
  const same = await shippingLineRepository.findByName(db, name);
  if (same && same.id !== id) throw new Conflict('common.nameExists');
}

export async function listShippingLines(
  deps: AppDeps,
  query: ReferenceListQuery,
): Promise<Page<ShippingLineItem>> {
  const { total, list } = await shippingLineRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list, total, query);
}

export async function createShippingLine(
  deps: AppDeps,
  actor: Actor,
  request: SaveShippingLineRequest,
): Promise<ShippingLineItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTakenName(trx, request.name);
    const id = await shippingLineRepository.insert(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    const created = await requireShippingLine(trx, id);
    await appendAudit(trx, actor, {
      action: 'shippingLine.create',
      entity: 'shippingLine',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateShippingLine(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveShippingLineRequest,
): Promise<ShippingLineItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireShippingLine(trx, id);
    await refuseTakenName(trx, request.name, id);
    await shippingLineRepository.update(trx, id, { ...request, at: deps.clock().toISOString() });
    const after = await requireShippingLine(trx, id);
    await appendAudit(trx, actor, {
      action: 'shippingLine.update',
      entity: 'shippingLine',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** A line that standard transit times or containers name stays until they are changed. */
export async function deleteShippingLine(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireShippingLine(trx, id);
    const used = await referencesTo(trx, 'shipping_lines', id);
    if (used.transit_times > 0) {
      throw new Conflict('shippingLine.inUse', { name: before.name, count: used.transit_times });
    }
    if (used.containers > 0) {
      throw new Conflict('shippingLine.inUseByContainers', {
        name: before.name,
        containers: used.containers,
      });
    }
    await shippingLineRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'shippingLine.delete',
      entity: 'shippingLine',
      entityId: id,
      before,
    });
  });
}
