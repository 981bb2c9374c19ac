import type {
  InventoryTotals,
  Language,
  ListInventoryQuery,
  ListStockMovesQuery,
  Page,
  InventoryFilter,
  InventoryItem,
  PostedDocument,
  ReworkBackBody,
  SendToReworkBody,
  StockMoveItem,
  TransferBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { inventoryRepository } from './inventory.repository';
import { stockMoveRepository } from './stock-move.repository';
import { postDocument, twoSided } from './ledger.service';
import { usableWarehouse, warehouseOfType } from './warehouse-rules';

export async function listInventory(
  deps: AppDeps,
  query: ListInventoryQuery,
): Promise<Page<InventoryItem>> {
  const { total, list } = await inventoryRepository.page(deps.db.kysely, query, query, query);
  return pageAnswer(list, total, query);
}

export const inventoryTotals = (deps: AppDeps, filter: InventoryFilter): Promise<InventoryTotals> =>
  inventoryRepository.totals(deps.db.kysely, filter);

export async function listStockMoves(
  deps: AppDeps,
  query: ListStockMovesQuery,
): Promise<Page<StockMoveItem>> {
  const { total, list } = await stockMoveRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list, total, query);
}

/** From one warehouse to another: two moves per line, every line or none. */
export async function transferStock(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  request: TransferBody,
): Promise<PostedDocument> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const from = await usableWarehouse(trx, request.fromWarehouseId, lang);
    const to = await usableWarehouse(trx, request.toWarehouseId, lang);
    return postDocument(
      trx,
      actor,
      deps.clock().toISOString(),
      {
        docType: 'transfer',
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        reason: request.reason,
      },
      twoSided(
        request.lines,
        { warehouseId: from.id, kind: 'transferOut' },
        { warehouseId: to.id, kind: 'transferIn' },
        request.reason,
      ),
    );
  });
}

/** Goods leave a loading warehouse for the rework area (the first active one). */
export async function sendToRework(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  request: SendToReworkBody,
): Promise<PostedDocument> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const from = await usableWarehouse(trx, request.fromWarehouseId, lang, 'loading');
    const rework = await warehouseOfType(trx, 'rework', lang);
    return postDocument(
      trx,
      actor,
      deps.clock().toISOString(),
      {
        docType: 'rework',
        fromWarehouseId: from.id,
        toWarehouseId: rework.id,
        reason: request.reason,
      },
      twoSided(
        request.lines,
        { warehouseId: from.id, kind: 'reworkOut' },
        { warehouseId: rework.id, kind: 'reworkIn' },
        request.reason,
      ),
    );
  });
}

/**
 * Reworked goods leave the rework area: passed, back into a loading warehouse (rework
 * stock-in); scrapped, into the scrap warehouse.
 */
export async function takeBackFromRework(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  request: ReworkBackBody,
): Promise<PostedDocument> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const rework = await usableWarehouse(trx, request.reworkWarehouseId, lang, 'rework');
    const to =
      request.result === 'passed' && request.toWarehouseId !== undefined
        ? await usableWarehouse(trx, request.toWarehouseId, lang, 'loading')
        : await warehouseOfType(trx, 'scrap', lang);
    const scrapped = request.result === 'scrapped';
    return postDocument(
      trx,
      actor,
      deps.clock().toISOString(),
      {
        docType: 'reworkBack',
        fromWarehouseId: rework.id,
        toWarehouseId: to.id,
        reason: request.reason,
      },
      twoSided(
        request.lines,
        { warehouseId: rework.id, kind: 'reworkOut' },
        { warehouseId: to.id, kind: scrapped ? 'scrap' : 'reworkIn' },
        request.reason,
      ),
    );
  });
}
