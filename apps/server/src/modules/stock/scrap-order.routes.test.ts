import type { Page, ScrapOrderDetails, ScrapOrderItem, StockMoveItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { ledgerCounts, onHand, stockWorld, type StockWorld } from './stock.test-support';

/**
 * issue 16 scrap orders: Draft → Approved (an approver: SCM, OPM) → Done (the warehouse:
 * the goods move into the scrap warehouse as 'scrap' moves of one document); every refusal
 * changes nothing; the list filters, sorts and exports.
 */
useTestContext({ admin: true });

const base = '/api/scrap-orders';
let w: StockWorld;
let approver: { token: string; username: string };
let warehouseUser: { token: string; username: string };
let viewer: { token: string; username: string };

beforeAll(async () => {
  w = await stockWorld(t, 'SQ');
  approver = await t.signedInUser('1-SCM');
  warehouseUser = await t.signedInUser('12-Loading Warehouse');
  viewer = await t.signedInUser('2-View');
});

const body = (extra: Record<string, unknown> = {}) => ({
  warehouseId: w.a.id,
  reason: 'water damage',
  lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 5 }],
  ...extra,
});
const create = (payload: unknown, token = warehouseUser.token, lang: 'en' | 'zh' = 'en') =>
  t.call<ScrapOrderDetails>('POST', base, { token, body: payload, lang });
const action = (
  id: number,
  name: 'approve' | 'reject' | 'done' | 'cancel',
  token: string,
  payload?: unknown,
) =>
  t.call<ScrapOrderDetails>('POST', `${base}/${id}/${name}`, {
    token,
    ...(payload ? { body: payload } : {}),
  });
const list = async (query: Record<string, string | number>) =>
  (await t.call<Page<ScrapOrderItem>>('GET', base, { token: viewer.token, query })).body.data;

async function made(extra: Record<string, unknown> = {}) {
  const answer = await create(body(extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Rows of the scrap order tables, which a refusal must leave as they were too. */
async function everything() {
  const orders = await t.db.kysely
    .selectFrom('scrap_orders')
    .select(['id', 'status', 'reason', 'warehouse_id', 'updated_at'])
    .orderBy('id')
    .execute();
  const lines = await t.db.kysely
    .selectFrom('scrap_order_lines')
    .select(['scrap_order_id', 'product_id', 'po_line_id', 'qty'])
    .orderBy('id')
    .execute();
  const audits = await t.db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('entity', '=', 'scrapOrder')
    .executeTakeFirstOrThrow();
  return { orders, lines, audits: Number(audits.n), ledger: await ledgerCounts(t) };
}

describe('a scrap order’s life', () => {
  it('is drafted by the warehouse, approved by SCM and done by the warehouse: the goods move into the scrap warehouse', async () => {
    const draft = await made();
    expect(draft).toMatchObject({
      status: 'Draft',
      reason: 'water damage',
      warehouseCode: 'SQ-A',
      lineCount: 1,
      totalQty: 5,
      createdBy: warehouseUser.username,
    });
    expect(draft.scrapNo).toMatch(/^SR\d{8}-\d{4}$/);
    expect(draft.lines).toMatchObject([
      { lineNo: 1, productCode: 'SQ-P1', poNumber: 'SQ-PO1', qty: 5 },
    ]);

    const approved = await action(draft.id, 'approve', approver.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', approvedBy: approver.username });

    const done = await action(draft.id, 'done', warehouseUser.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('Done');
    expect(done.body.data.docNo).toMatch(/^SC\d{8}-\d{4}$/);
    expect(done.body.data.history.map((event) => event.action)).toEqual([
      'create',
      'approve',
      'done',
    ]);
    expect(done.body.data.history[0]?.detail).toBe('1 line, 5 pcs');

    expect(await onHand(t, admin, { product: 'SQ-P1' })).toEqual([
      'SQ-A:SQ-P1:45',
      'SQ-SC:SQ-P1:5',
    ]);
    const moves = await t.call<Page<StockMoveItem>>('GET', '/api/stock/moves', {
      token: admin,
      query: { docNo: done.body.data.docNo ?? '', pageSize: 10 },
    });
    expect(
      moves.body.data.list.map((m) => [m.kind, m.warehouseCode, m.qty, m.reason]).sort(),
    ).toEqual([
      ['scrap', 'SQ-A', -5, 'water damage'],
      ['scrap', 'SQ-SC', 5, 'water damage'],
    ]);
    const scrapStock = await onHand(t, admin, { warehouseType: 'scrap' });
    expect(scrapStock).toEqual(['SQ-SC:SQ-P1:5']);
  });

  it('is edited and deleted only as a Draft, and rejected with a comment', async () => {
    const draft = await made({ reason: 'first' });
    const edited = await t.call<ScrapOrderDetails>('PUT', `${base}/${draft.id}`, {
      token: warehouseUser.token,
      body: body({
        reason: 'second',
        lines: [
          { productId: w.p1.id, poLineId: w.line1, qty: 2 },
          { productId: w.p2.id, poLineId: w.line2, qty: 3 },
        ],
      }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ reason: 'second', lineCount: 2, totalQty: 5 });

    const rejected = await action(draft.id, 'reject', approver.token, { comment: 'not broken' });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', rejectComment: 'not broken' });
    expect(rejected.body.data.history.at(-1)).toMatchObject({
      action: 'reject',
      detail: 'not broken',
    });

    const other = await made();
    const removed = await t.call('DELETE', `${base}/${other.id}`, { token: warehouseUser.token });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `${base}/${other.id}`, { token: viewer.token })).status).toBe(404);
  });

  it('is cancelled from Draft or Approved', async () => {
    const draft = await made();
    expect((await action(draft.id, 'cancel', warehouseUser.token)).body.data.status).toBe(
      'Cancelled',
    );
    const approved = await made();
    await action(approved.id, 'approve', approver.token);
    expect((await action(approved.id, 'cancel', warehouseUser.token)).body.data.status).toBe(
      'Cancelled',
    );
  });
});

describe('refusals change nothing', () => {
  it('approve and reject need stock.scrap.approve; writes need stock.write', async () => {
    const draft = await made();
    const before = await everything();
    expect((await action(draft.id, 'approve', warehouseUser.token)).status).toBe(403);
    expect((await action(draft.id, 'reject', warehouseUser.token, { comment: 'x' })).status).toBe(
      403,
    );
    expect((await action(draft.id, 'approve', viewer.token)).status).toBe(403);
    expect((await create(body(), viewer.token)).status).toBe(403);
    expect((await action(draft.id, 'cancel', viewer.token)).status).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it('a Draft is not done; an Approved order is not edited, deleted nor rejected', async () => {
    const draft = await made();
    const approved = await made();
    await action(approved.id, 'approve', approver.token);
    const before = await everything();

    const notDone = await action(draft.id, 'done', warehouseUser.token);
    expect(notDone.status).toBe(422);
    expect(notDone.body.message).toContain('only an Approved order can be scrapped');
    const edit = await t.call('PUT', `${base}/${approved.id}`, {
      token: warehouseUser.token,
      body: body({ reason: 'changed' }),
    });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toContain('only a Draft can be changed');
    const remove = await t.call('DELETE', `${base}/${approved.id}`, { token: warehouseUser.token });
    expect(remove.status).toBe(422);
    const reject = await action(approved.id, 'reject', approver.token, { comment: 'late' });
    expect(reject.status).toBe(422);
    const approveAgain = await action(approved.id, 'approve', approver.token);
    expect(approveAgain.status).toBe(422);
    const noComment = await action(draft.id, 'reject', approver.token, { comment: ' ' });
    expect(noComment.status).toBe(400);
    expect(await everything()).toEqual(before);

    await action(approved.id, 'cancel', warehouseUser.token);
    const afterCancel = await everything();
    expect((await action(approved.id, 'done', warehouseUser.token)).status).toBe(422);
    expect((await action(approved.id, 'cancel', warehouseUser.token)).status).toBe(422);
    expect(await everything()).toEqual(afterCancel);
  });

  it('done is refused when the stock is short by then', async () => {
    const order = await made({ lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 15 }] });
    await action(order.id, 'approve', approver.token);
    // meanwhile most of it is transferred away
    const moved = await t.call('POST', '/api/stock/transfers', {
      token: admin,
      body: {
        fromWarehouseId: w.a.id,
        toWarehouseId: w.b.id,
        reason: 'rebalance',
        lines: [{ productId: w.p2.id, poLineId: w.line2, qty: 10 }],
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const before = await everything();
    const done = await action(order.id, 'done', warehouseUser.token);
    expect(done.status).toBe(422);
    expect(done.body.message).toBe(
      'Only 10 of SQ-P2 (SQ-PO1/20) are in SQ-A; 15 cannot be taken out. Nothing was changed',
    );
    expect(await everything()).toEqual(before);
    expect(
      (await t.call<ScrapOrderDetails>('GET', `${base}/${order.id}`, { token: viewer.token })).body
        .data.status,
    ).toBe('Approved');
  });

  it('a save asks for a reason, a loading or rework warehouse and lines on hand', async () => {
    const before = await everything();
    expect((await create(body({ reason: '  ' }))).status).toBe(400);
    expect((await create(body({ lines: [] }))).status).toBe(400);
    expect(
      (await create(body({ lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 0 }] }))).status,
    ).toBe(400);
    const fromScrap = await create(body({ warehouseId: w.scrap.id }));
    expect(fromScrap.status).toBe(422);
    expect(fromScrap.body.message).toContain('SQ-SC is neither');
    const tooMuch = await create(
      body({ lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 1000 }] }),
      warehouseUser.token,
      'zh',
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toContain('不能出库 1000');
    const wrongLine = await create(
      body({ lines: [{ productId: w.p1.id, poLineId: null, qty: 1 }] }),
    );
    expect(wrongLine.status).toBe(422);
    expect(await everything()).toEqual(before);
  });
});

describe('the scrap order list', () => {
  it('filters by number, status, warehouse and day, sorts and exports', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.total).toBeGreaterThan(5);
    const done = await list({ status: 'Done' });
    expect(done.list.every((row) => row.status === 'Done')).toBe(true);
    expect(done.total).toBe(1);
    const some = await list({ status: 'Done,Rejected', pageSize: 100 });
    expect(new Set(some.list.map((row) => row.status))).toEqual(new Set(['Done', 'Rejected']));
    const first = all.list.at(-1)!;
    expect((await list({ scrapNo: first.scrapNo })).list.map((row) => row.id)).toEqual([first.id]);
    expect((await list({ warehouseId: w.b.id })).total).toBe(0);
    const today = first.createdAt.slice(0, 10);
    expect((await list({ from: today, to: today, pageSize: 100 })).total).toBe(all.total);
    expect((await list({ to: '2000-01-01' })).total).toBe(0);
    const asc = await list({ sortBy: 'scrapNo', sortOrder: 'asc', pageSize: 100 });
    const numbers = asc.list.map((row) => row.scrapNo);
    expect(numbers).toEqual([...numbers].sort());

    const sheet = await downloadExport(t, `${base}/export`, {
      token: viewer.token,
      query: { status: 'Done' },
      lang: 'zh',
    });
    expect(sheet.contentType).toBe(XLSX_TYPE);
    expect(sheet.rows[0]?.slice(0, 4)).toEqual(['报废单号', '仓库编码', '仓库名称', '状态']);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]?.[3]).toBe('已完成');
  });
});
