import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { listDeliveryNotes } from './delivery-note.service';
import { listScrapOrders } from './scrap-order.service';
import { listLoadableContainers, listLoadingRecords } from './loading.service';
import { checkLedger } from './ledger.service';
import { inventoryTotals, listStockMoves } from './stock-moves.service';
import { warehouseOptions } from './warehouse.service';

useDemoDatabase();

describe('the demo seed’s stock', () => {
  it('has the warehouses, delivery notes in every state, stock on hand and a rework round', async () => {
    const warehouses = await warehouseOptions(deps);
    expect(warehouses.map((w) => `${w.code}:${w.type}`).sort()).toEqual([
      'REWORK:rework',
      'SCRAP:scrap',
      'WH-BEILUN:loading',
      'WH-NANSHA:loading',
      'WH-YANGSHAN:loading',
      'WH-YANTIAN:loading',
    ]);
    const notes = await listDeliveryNotes(deps, ALL_SUPPLIERS, {
      pageNum: 1,
      pageSize: 100,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(notes.list.map((note) => note.status).sort()).toEqual([
      'Cancelled',
      'Draft',
      'PartlyReceived',
      'Received',
      'Submitted',
    ]);
    const onHand = await inventoryTotals(deps, { withEmpty: 0 });
    expect(onHand.qty).toBeGreaterThan(0);
    const kinds = new Set(
      (await listStockMoves(deps, { pageNum: 1, pageSize: 100, sortOrder: 'desc' })).list.map(
        (move) => move.kind,
      ),
    );
    expect([...kinds].sort()).toEqual([
      'adjustment',
      'loading',
      'reworkIn',
      'reworkOut',
      'scrap',
      'stockIn',
    ]);
    const scrapOrders = await listScrapOrders(deps, {
      pageNum: 1,
      pageSize: 100,
      sortBy: 'createdAt',
      sortOrder: 'asc',
    });
    expect(scrapOrders.list.map((order) => [order.status, order.totalQty])).toEqual([
      ['Done', 3],
      ['Approved', 2],
      ['Draft', 1],
    ]);
    const scrapStock = await inventoryTotals(deps, { withEmpty: 0, warehouseType: 'scrap' });
    expect(scrapStock.qty).toBe(4);
    // a container loaded from stock: every line in, the last closed short; loading complete
    const loaded = await listLoadableContainers(deps, {
      pageNum: 1,
      pageSize: 100,
      sortOrder: 'asc',
      completed: 1,
    });
    expect(loaded.list).toHaveLength(1);
    expect(loaded.list[0]).toMatchObject({ status: 'Loading', sealNo: 'SL-200417' });
    const records = await listLoadingRecords(deps, {
      pageNum: 1,
      pageSize: 100,
      sortOrder: 'desc',
      containerId: loaded.list[0]!.id,
    });
    expect(records.list.length).toBe(loaded.list[0]!.lines);
    expect(records.list.filter((r) => r.shortfallReason !== '')).toHaveLength(1);
    expect(loaded.list[0]!.loadedQty).toBe(loaded.list[0]!.plannedQty - 1);
    expect((await checkLedger(deps)).mismatches).toEqual([]);
  });
});
