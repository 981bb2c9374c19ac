import type { ListWarehousesQuery, Page, SaveWarehouseBody, WarehouseItem } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { warehouseRepository } from './warehouse.repository';

const requireWarehouse = async (db: Queryable, id: number): Promise<WarehouseItem> =>
  found(await warehouseRepository.findById(db, id));

async function refuseTakenCode(db: Queryable, code: string, id?: number) {
  const same = await warehouseRepository.findByCode(db, code);
  if (same && same.id !== id) throw new Conflict('warehouse.codeExists', { code });
}

async function refuseUnknownLoadingPoint(db: Queryable, loadingPointId: number | null) {
  if (loadingPointId == null) return;
  const point = await db
    .selectFrom('loading_points')
    .select('id')
    .where('id', '=', loadingPointId)
    .executeTakeFirst();
  if (!point) throw new BusinessRule('warehouse.unknownLoadingPoint', { id: loadingPointId });
}

export async function listWarehouses(
  deps: AppDeps,
  query: ListWarehousesQuery,
): Promise<Page<WarehouseItem>> {
  const { total, list } = await warehouseRepository.page(deps.db.kysely, query, query, query);
  return pageAnswer(list, total, query);
}

export const warehouseOptions = (deps: AppDeps) => warehouseRepository.all(deps.db.kysely);

export async function createWarehouse(
  deps: AppDeps,
  actor: Actor,
  request: SaveWarehouseBody,
): Promise<WarehouseItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTakenCode(trx, request.code);
    await refuseUnknownLoadingPoint(trx, request.loadingPointId);
    const id = await warehouseRepository.insert(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    const created = await requireWarehouse(trx, id);
    await appendAudit(trx, actor, {
      action: 'warehouse.create',
      entity: 'warehouse',
      entityId: id,
      after: created,
    });
    return created;
  });
}

/** A warehouse that holds stock keeps its type (a loading warehouse's goods stay loadable). */
export async function updateWarehouse(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveWarehouseBody,
): Promise<WarehouseItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireWarehouse(trx, id);
    await refuseTakenCode(trx, request.code, id);
    await refuseUnknownLoadingPoint(trx, request.loadingPointId);
    if (before.type !== request.type && (await warehouseRepository.onHand(trx, id)) > 0)
      throw new BusinessRule('warehouse.typeLocked', { code: before.code });
    await warehouseRepository.update(trx, id, { ...request, at: deps.clock().toISOString() });
    const after = await requireWarehouse(trx, id);
    await appendAudit(trx, actor, {
      action: 'warehouse.update',
      entity: 'warehouse',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Only a warehouse nothing names yet: the ledger is never rewritten (deactivate instead). */
export async function deleteWarehouse(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireWarehouse(trx, id);
    const uses = await warehouseRepository.uses(trx, id);
    if (uses.moves > 0 || uses.documents > 0)
      throw new Conflict('warehouse.inUse', { code: before.code });
    await trx.deleteFrom('stock_balances').where('warehouse_id', '=', id).execute();
    await warehouseRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'warehouse.delete',
      entity: 'warehouse',
      entityId: id,
      before,
    });
  });
}
