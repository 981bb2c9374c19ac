import type { SaveDraftRequest } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { poLineRepository } from '../orders/po-line.repository';
import {
  ningboNg,
  orderOf,
  planningState,
  readDraft,
  saveDraft,
  usePlanningWorld,
  w,
} from './planning.test-support';

usePlanningWorld('PR');

let planner: { token: string };
let po: { poNumber: string; lineIds: number[] };
let poKe: { poNumber: string; lineIds: number[] };
let closed: { poNumber: string; lineIds: number[] };
let allLines: number[];

beforeAll(async () => {
  planner = await t.signedInUser('5-OPM');
  po = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50 },
    { productId: w.heavy.id, loadingPointId: w.shenzhen.id, orderQty: 30 },
  ]);
  poKe = await orderOf(
    t,
    w.supplierB.id,
    [{ productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 }],
    'KE',
  );
  closed = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10 },
  ]);
  await poLineRepository.update(t.db.kysely, ALL_SUPPLIERS, closed.lineIds[0]!, { closed: 1 });
  allLines = [...po.lineIds, ...poKe.lineIds, ...closed.lineIds];
  // a saved draft the refused saves must leave as it is
  const saved = await saveDraft(t, planner.token, {
    containers: [ningboNg([{ poLineId: po.lineIds[0]!, qty: 20 }])],
  });
  expect(saved.status).toBe(200);
});

/** Saves `body`, expects the refusal, and checks nothing moved: quantities, containers, draft. */
async function refused(body: SaveDraftRequest, status: number, en: string, zh?: string) {
  const before = await planningState(t, allLines);
  const draftBefore = (await readDraft(t, planner.token)).body.data;
  const answer = await saveDraft(t, planner.token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(en);
  if (zh) expect((await saveDraft(t, planner.token, body, 'zh')).body.message).toBe(zh);
  expect(await planningState(t, allLines)).toEqual(before);
  expect((await readDraft(t, planner.token)).body.data).toEqual(draftBefore);
  expect(before.planned[0]).toBe(20);
}

describe('a refused draft save changes nothing', () => {
  it('quantities are whole pieces above 0', async () => {
    await refused(
      { containers: [ningboNg([{ poLineId: po.lineIds[0]!, qty: 0 }])] },
      400,
      'Quantity: the quantity must be greater than 0',
      '数量：数量必须大于 0',
    );
    await refused(
      { containers: [ningboNg([{ poLineId: po.lineIds[0]!, qty: 2.5 }])] },
      400,
      'Quantity: the quantity must be whole pieces',
      '数量：数量必须为整数件',
    );
    await refused(
      { containers: [ningboNg([{ poLineId: po.lineIds[0]! } as never])] },
      400,
      'Quantity: the quantity is required',
    );
  });

  it('a PO line appears once per container and must exist', async () => {
    await refused(
      {
        containers: [
          ningboNg([
            { poLineId: po.lineIds[0]!, qty: 5 },
            { poLineId: po.lineIds[0]!, qty: 5 },
          ]),
        ],
      },
      400,
      'PO line: this PO line is already in the container; change its quantity instead',
    );
    await refused(
      { containers: [ningboNg([{ poLineId: 999_999, qty: 5 }])] },
      422,
      'PO line: PO line 999999 does not exist',
      '采购订单行：采购订单行 999999 不存在',
    );
    await refused(
      { containers: [{ ...ningboNg([]), loadingPointId: 999_999 }] },
      422,
      'Loading point: the loading point 999999 does not exist',
      '装货地：装货地 999999 不存在',
    );
  });

  it('one container never mixes destinations; loading points only by a confirmed merge', async () => {
    // a line loading at Shenzhen in a Ningbo container: what a merge across loading locations
    // makes once the planner confirms it (spec §5) — saved as it is
    const mixed = await saveDraft(t, planner.token, {
      containers: [
        ningboNg([
          { poLineId: po.lineIds[0]!, qty: 20 },
          { poLineId: po.lineIds[2]!, qty: 5 },
        ]),
      ],
    });
    expect(mixed.status).toBe(200);
    // back to the draft the other refusals must leave as it is
    const restored = await saveDraft(t, planner.token, {
      containers: [ningboNg([{ poLineId: po.lineIds[0]!, qty: 20 }])],
    });
    expect(restored.status).toBe(200);
    await refused(
      {
        containers: [
          ningboNg([
            { poLineId: po.lineIds[0]!, qty: 5 },
            { poLineId: poKe.lineIds[0]!, qty: 5 },
          ]),
        ],
      },
      422,
      `PO line: PO ${poKe.poNumber} line 10 goes to KE, not to NG: one container cannot mix destinations`,
      `采购订单行：采购订单 ${poKe.poNumber} 第 10 行的目的国是 KE，不是 NG：一个集装箱不能混装不同目的国`,
    );
  });

  it('never takes more than is plannable, and rolls back what it took before (409)', async () => {
    // line 10 (lower id) is moved first and would succeed; line 20 asks 51 of 50
    await refused(
      {
        containers: [
          ningboNg([
            { poLineId: po.lineIds[0]!, qty: 100 },
            { poLineId: po.lineIds[1]!, qty: 51 },
          ]),
        ],
      },
      409,
      `PO ${po.poNumber} line 20 is already planned by someone else: 50 left to plan, 51 wanted. Nothing was saved`,
      `采购订单 ${po.poNumber} 第 20 行已被他人排柜：剩余可排 50，本次需要 51。未保存任何内容`,
    );
    // the planner's own 20 count as theirs: 80 more are there, 81 are not
    await refused(
      { containers: [ningboNg([{ poLineId: po.lineIds[0]!, qty: 101 }])] },
      409,
      `PO ${po.poNumber} line 10 is already planned by someone else: 80 left to plan, 81 wanted. Nothing was saved`,
    );
  });

  it('refuses a closed line (422)', async () => {
    await refused(
      { containers: [ningboNg([{ poLineId: closed.lineIds[0]!, qty: 1 }])] },
      422,
      `PO line: PO ${closed.poNumber} line 10 is Closed and cannot be planned. Nothing was saved`,
      `采购订单行：采购订单 ${closed.poNumber} 第 10 行状态为 Closed，不能排柜。未保存任何内容`,
    );
  });

  it('refuses unknown fields and container types', async () => {
    await refused(
      { containers: [{ ...ningboNg([]), containerType: '45HC' as never }] },
      400,
      'Container type: must be one of 40HQ, 20GP',
    );
    await refused(
      { containers: [], shipmentNo: 'X' } as never,
      400,
      'Shipment no.: is not an accepted field',
    );
  });
});
