import type { LedgerCheckResult, Page, PostedDocument, StockMoveItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { ledgerCounts, onHand, stockWorld, type StockWorld } from './stock.test-support';

useTestContext({ admin: true });

let w: StockWorld;
beforeAll(async () => {
  w = await stockWorld(t, 'LG');
});

const post = <T>(path: string, body: unknown, lang: 'en' | 'zh' = 'en', token = admin) =>
  t.call<T>('POST', path, { token, body, lang });
const moves = async (query: Record<string, string | number>) =>
  (
    await t.call<Page<StockMoveItem>>('GET', '/api/stock/moves', {
      token: admin,
      query: { pageSize: 100, ...query },
    })
  ).body.data;

describe('stock ledger: transfer', () => {
  it('moves goods between warehouses as two moves of one document, balances following', async () => {
    const answer = await post<PostedDocument>('/api/stock/transfers', {
      fromWarehouseId: w.a.id,
      toWarehouseId: w.b.id,
      reason: 'rebalance',
      lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 15 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.docNo).toMatch(/^TR\d{8}-\d{4}$/);
    expect(answer.body.data.moves).toBe(2);
    expect(await onHand(t, admin, { product: 'LG-P1' })).toEqual([
      'LG-A:LG-P1:35',
      'LG-B:LG-P1:15',
    ]);

    const written = await moves({ docNo: answer.body.data.docNo });
    expect(written.list.map((m) => [m.kind, m.warehouseCode, m.qty, m.poNumber, m.reason])).toEqual(
      expect.arrayContaining([
        ['transferOut', 'LG-A', -15, 'LG-PO1', 'rebalance'],
        ['transferIn', 'LG-B', 15, 'LG-PO1', 'rebalance'],
      ]),
    );
  });

  it('refuses more than is on hand, naming what is short, and changes nothing', async () => {
    const before = await ledgerCounts(t);
    const answer = await post('/api/stock/transfers', {
      fromWarehouseId: w.a.id,
      toWarehouseId: w.b.id,
      reason: 'too much',
      lines: [
        { productId: w.p2.id, poLineId: w.line2, qty: 5 },
        { productId: w.p1.id, poLineId: w.line1, qty: 36 },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Only 35 of LG-P1 (LG-PO1/10) are in LG-A; 36 cannot be taken out. Nothing was changed',
    );
    const zh = await post(
      '/api/stock/transfers',
      {
        fromWarehouseId: w.a.id,
        toWarehouseId: w.b.id,
        reason: 'x',
        lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 99 }],
      },
      'zh',
    );
    expect(zh.body.message).toContain('仅有 35');
    expect(await ledgerCounts(t)).toEqual(before);
    expect(await onHand(t, admin, { product: 'LG-P2' })).toEqual(['LG-A:LG-P2:20']);
  });

  it('refuses a bad request: same warehouse, no reason, a PO line of another product, an unknown warehouse', async () => {
    const before = await ledgerCounts(t);
    const line = { productId: w.p1.id, poLineId: w.line1, qty: 1 };
    const same = await post('/api/stock/transfers', {
      fromWarehouseId: w.a.id,
      toWarehouseId: w.a.id,
      reason: 'x',
      lines: [line],
    });
    expect(same.status).toBe(400);
    const noReason = await post('/api/stock/transfers', {
      fromWarehouseId: w.a.id,
      toWarehouseId: w.b.id,
      reason: ' ',
      lines: [line],
    });
    expect(noReason.status).toBe(400);
    const wrongProduct = await post('/api/stock/transfers', {
      fromWarehouseId: w.a.id,
      toWarehouseId: w.b.id,
      reason: 'x',
      lines: [{ ...line, productId: w.p2.id }],
    });
    expect(wrongProduct.status).toBe(422);
    expect(wrongProduct.body.message).toContain('LG-PO1/10');
    const unknown = await post('/api/stock/transfers', {
      fromWarehouseId: 999_999,
      toWarehouseId: w.b.id,
      reason: 'x',
      lines: [line],
    });
    expect(unknown.status).toBe(422);
    expect(await ledgerCounts(t)).toEqual(before);
  });
});

describe('stock ledger: rework', () => {
  it('sends goods to the rework area and takes them back, passed or scrapped', async () => {
    const sent = await post<PostedDocument>('/api/stock/rework', {
      fromWarehouseId: w.a.id,
      reason: 'loose screws',
      lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 8 }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await onHand(t, admin, { warehouseType: 'rework' })).toEqual(['LG-RW:LG-P2:8']);

    const passed = await post<PostedDocument>('/api/stock/rework/back', {
      reworkWarehouseId: w.rework.id,
      result: 'passed',
      toWarehouseId: w.b.id,
      reason: 'fixed',
      lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 5 }],
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    const scrapped = await post<PostedDocument>('/api/stock/rework/back', {
      reworkWarehouseId: w.rework.id,
      result: 'scrapped',
      reason: 'beyond repair',
      lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 3 }],
    });
    expect(scrapped.status, JSON.stringify(scrapped.body)).toBe(200);
    expect(await onHand(t, admin, { product: 'LG-P2' })).toEqual([
      'LG-A:LG-P2:12',
      'LG-B:LG-P2:5',
      'LG-SC:LG-P2:3',
    ]);
    expect(await onHand(t, admin, { warehouseType: 'rework', withEmpty: 1 })).toEqual([
      'LG-RW:LG-P2:0',
    ]);
    const back = await moves({ kinds: 'reworkIn', warehouseType: 'loading' });
    expect(back.list.map((m) => [m.warehouseCode, m.qty, m.reason])).toEqual([
      ['LG-B', 5, 'fixed'],
    ]);
    // the rework stock-in records: what the take-backs brought into a warehouse
    const records = await moves({ kinds: 'reworkIn,scrap', docTypes: 'reworkBack' });
    expect(records.list.map((m) => [m.warehouseCode, m.kind, m.qty])).toEqual([
      ['LG-SC', 'scrap', 3],
      ['LG-B', 'reworkIn', 5],
    ]);
  });

  it('refuses passed goods without a loading warehouse to return to, and sending from the scrap warehouse', async () => {
    const noTarget = await post('/api/stock/rework/back', {
      reworkWarehouseId: w.rework.id,
      result: 'passed',
      reason: 'x',
      lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 1 }],
    });
    expect(noTarget.status).toBe(400);
    const fromScrap = await post('/api/stock/rework', {
      fromWarehouseId: w.scrap.id,
      reason: 'x',
      lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 1 }],
    });
    expect(fromScrap.status).toBe(422);
    expect(fromScrap.body.message).toBe(
      'Warehouse LG-SC is not of the type Loading warehouse. Nothing was changed',
    );
  });
});

describe('stock ledger: lists and the check', () => {
  it('filters and totals the inventory, and pages the history newest first', async () => {
    const totals = await t.call<{ rows: number; qty: number }>(
      'GET',
      '/api/stock/inventory/totals',
      {
        token: admin,
        query: { warehouseIds: `${w.a.id},${w.b.id}` },
      },
    );
    expect(totals.body.data).toEqual({ rows: 4, qty: 35 + 15 + 12 + 5 });
    expect(await onHand(t, admin, { poNumber: 'lg-po', sortBy: 'qty', sortOrder: 'desc' })).toEqual(
      ['LG-A:LG-P1:35', 'LG-B:LG-P1:15', 'LG-A:LG-P2:12', 'LG-B:LG-P2:5', 'LG-SC:LG-P2:3'],
    );
    const page = await moves({ pageSize: 2, product: 'LG-P2' });
    expect(page.total).toBe(7);
    expect(page.list[0]!.id).toBeGreaterThan(page.list[1]!.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await moves({ from: today, to: today, product: 'LG-P2' })).total).toBe(7);
    expect((await moves({ to: '2000-01-01' })).total).toBe(0);
  });

  it('proves every balance equals the sum of its moves, and finds a balance that does not', async () => {
    const check = async () =>
      (await t.call<LedgerCheckResult>('GET', '/api/stock/ledger-check', { token: admin })).body
        .data;
    expect((await check()).mismatches).toEqual([]);
    await t.db.kysely
      .updateTable('stock_balances')
      .set({ qty: 34 })
      .where('warehouse_id', '=', w.a.id)
      .where('po_line_id', '=', w.line1)
      .execute();
    expect((await check()).mismatches).toEqual([
      { warehouseId: w.a.id, productId: w.p1.id, poLineId: w.line1, balance: 34, sumOfMoves: 35 },
    ]);
    await t.db.kysely
      .updateTable('stock_balances')
      .set({ qty: 35 })
      .where('warehouse_id', '=', w.a.id)
      .where('po_line_id', '=', w.line1)
      .execute();
  });

  it('lets only stock.write holders move stock and stock.read holders read it', async () => {
    const viewer = await t.signedInUser('2-View');
    const refused = await post(
      '/api/stock/transfers',
      {
        fromWarehouseId: w.a.id,
        toWarehouseId: w.b.id,
        reason: 'x',
        lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 1 }],
      },
      'en',
      viewer.token,
    );
    expect(refused.status).toBe(403);
    expect(await onHand(t, viewer.token, { product: 'LG-P1' })).toHaveLength(2);
    const supplier = await t.signedInUser('7-Supplier');
    const hidden = await t.call('GET', '/api/stock/inventory', { token: supplier.token });
    expect(hidden.status).toBe(403);
  });
});
