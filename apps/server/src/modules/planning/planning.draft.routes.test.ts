import type {
  ContainerDetail,
  DiscardDraftResult,
  Page,
  PlannableLineItem,
  PoLineItem,
} from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { poLineRepository } from '../orders/po-line.repository';
import { buildLoadingLimit } from '../reference/reference.factories';
import { auditTrail } from '../reference/reference.test-support';
import {
  ningboNg,
  orderOf,
  plannedQty,
  readDraft,
  saveDraft,
  usePlanningWorld,
  w,
} from './planning.test-support';

usePlanningWorld('PD');

let planner: { id: number; token: string };
let viewer: { token: string };
let supplierUser: { token: string };
/** PO of supplier A to NG: 100 packed + 50 loose at Ningbo, 30 packed at Shenzhen. */
let po: { poNumber: string; lineIds: number[] };
/** PO of supplier B to KE: 40 packed at Ningbo. */
let poKe: { poNumber: string; lineIds: number[] };
let closedLine: number;

beforeAll(async () => {
  planner = await t.signedInUser('1-SCM');
  viewer = await t.signedInUser('2-View');
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] });
  po = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100, rdd: '2027-02-01' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50, rdd: '2027-03-01' },
    { productId: w.heavy.id, loadingPointId: w.shenzhen.id, orderQty: 30, rdd: '2027-04-01' },
  ]);
  poKe = await orderOf(
    t,
    w.supplierB.id,
    [{ productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 }],
    'KE',
  );
  const closed = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10 },
  ]);
  closedLine = closed.lineIds[0]!;
  await poLineRepository.update(t.db.kysely, ALL_SUPPLIERS, closedLine, { closed: 1 });
});

const line = (i: number) => po.lineIds[i]!;
const openLines = (query: Record<string, string | number>, token = planner.token) =>
  t.call<Page<PlannableLineItem>>('GET', '/api/planning/open-lines', { token, query });

describe('open PO lines to plan', () => {
  it('lists plannable lines by RDD with the package units the workbench computes with', async () => {
    const answer = await openLines({ supplierId: w.supplierA.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.list.map((l) => l.poLineId)).toEqual(po.lineIds); // closed line left out
    expect(answer.body.data.list[0]).toMatchObject({
      poNumber: po.poNumber,
      lineNo: 10,
      supplierCode: 'PD-SA',
      productCode: 'PD-PACKED',
      loadingPointName: 'PD Ningbo',
      destinationCountry: 'NG',
      rdd: '2027-02-01',
      orderQty: 100,
      plannableQty: 100,
      packageCbm: 0.072,
      packageGrossKg: 12.5,
      piecesPerPackage: 4,
      unitCbm: 0.018,
      unitGrossKg: 3.125,
      unitSource: 'packaging',
    });
    expect(answer.body.data.list[1]).toMatchObject({
      productCode: 'PD-LOOSE',
      packageCbm: 0.072,
      packageGrossKg: 11.2,
      piecesPerPackage: 1,
      unitSource: 'product',
    });
  });

  it('filters by loading point, destination, RDD range and product, and pages', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await openLines(query)).body.data.list.map((l) => l.poLineId);
    expect(await ids({ loadingPointId: w.shenzhen.id })).toEqual([line(2)]);
    expect(await ids({ destinationCountry: 'KE' })).toEqual(poKe.lineIds);
    expect(
      await ids({ supplierId: w.supplierA.id, rddFrom: '2027-02-15', rddTo: '2027-03-15' }),
    ).toEqual([line(1)]);
    expect(await ids({ productId: w.heavy.id })).toEqual([line(2)]);
    const page = await openLines({ supplierId: w.supplierA.id, pageSize: 2, pageNum: 2 });
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.body.data.list.map((l) => l.poLineId)).toEqual([line(2)]);
  });

  it('is for planners and staff who follow plans, not for suppliers', async () => {
    expect((await openLines({}, viewer.token)).status).toBe(200);
    expect((await openLines({}, supplierUser.token)).status).toBe(403);
    expect((await saveDraft(t, viewer.token, { containers: [] })).status).toBe(403);
  });
});

describe('saving, loading and discarding the draft', () => {
  it('has no draft at first', async () => {
    const answer = await readDraft(t, planner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
  });

  it('saves the draft, computes each line and container load, and reserves the quantity', async () => {
    const answer = await saveDraft(t, planner.token, {
      containers: [
        ningboNg([
          { poLineId: line(0), qty: 60 },
          { poLineId: line(1), qty: 50 },
        ]),
        // the rest of line 10 in a second container: a split line
        ningboNg([{ poLineId: line(0), qty: 40 }], '20GP'),
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const draft = answer.body.data!;
    expect(draft.containers).toHaveLength(2);
    expect(draft.containers[0]).toMatchObject({
      status: 'Draft',
      containerType: '40HQ',
      loadingPointName: 'PD Ningbo',
      destinationCountry: 'NG',
      shipmentNo: null,
      createdByUserId: planner.id,
      suppliers: ['PD-SA'],
      lineCount: 2,
      qty: 110,
      // 60 × 0.018 + 50 × 0.072 = 1.08 + 3.6 m³; 60 × 3.125 + 50 × 11.2 kg
      cbm: 4.68,
      grossKg: 747.5,
      usableCbm: 68,
      maxPayloadKg: 26_500,
      utilizationPct: 6.9,
      overloaded: false,
      overloadReasons: [],
    });
    expect(draft.containers[0]!.lines.map((l) => [l.lineNo, l.qty, l.cbm, l.grossKg])).toEqual([
      [10, 60, 1.08, 187.5],
      [20, 50, 3.6, 560],
    ]);
    expect(draft.containers[0]!.lines[0]!.confirmReadyDate).toBe(-1);
    // each line's package, as the open lines answer it: a reloaded workbench totals the same
    expect(
      draft.containers[0]!.lines.map((l) => [l.packageCbm, l.packageGrossKg, l.piecesPerPackage]),
    ).toEqual([
      [0.072, 12.5, 4],
      [0.072, 11.2, 1],
    ]);
    const detail = await t.call<ContainerDetail>(
      'GET',
      `/api/containers/${draft.containers[1]!.id}`,
      {
        token: planner.token,
      },
    );
    expect(detail.body.data.lines[0]).toMatchObject({
      qty: 40,
      packageCbm: 0.072,
      packageGrossKg: 12.5,
      piecesPerPackage: 4,
    });
    expect(await plannedQty(t, line(0))).toBe(100);
    expect(await plannedQty(t, line(1))).toBe(50);
    const poLine = await t.call<PoLineItem>('GET', `/api/po-lines/${line(0)}`, {
      token: await t.adminToken(),
    });
    expect(poLine.body.data).toMatchObject({ plannedQty: 100, plannableQty: 0, status: 'Planned' });
    expect(
      (await openLines({ supplierId: w.supplierA.id })).body.data.list.map((l) => l.poLineId),
    ).toEqual([line(2)]);
    expect((await readDraft(t, planner.token)).body.data).toEqual(draft);
    const trail = await auditTrail(t, 'planningDraft', planner.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'planning.saveDraft',
      before: [],
      after: [{ containerType: '40HQ', lines: [`${line(0)}×60`, `${line(1)}×50`] }, {}],
    });
  });

  it('replaces the whole draft: shrinking gives quantity back, growing takes more', async () => {
    const answer = await saveDraft(t, planner.token, {
      containers: [ningboNg([{ poLineId: line(0), qty: 30 }])],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data!.containers).toHaveLength(1);
    expect(await plannedQty(t, line(0))).toBe(30);
    expect(await plannedQty(t, line(1))).toBe(0);
    expect(await t.db.kysely.selectFrom('containers').select('id').execute()).toHaveLength(1);
  });

  it('allows overloaded and empty containers in a draft, and flags them', async () => {
    const big = await orderOf(t, w.supplierA.id, [
      { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 500 },
    ]);
    // loading information for NG: a 40HQ may carry 2,000 kg there
    await buildLoadingLimit(t.db.kysely, {
      country: 'NG',
      containerType: '40HQ',
      maxPayloadKg: 2000,
    });
    const answer = await saveDraft(t, planner.token, {
      containers: [
        {
          containerType: '40HQ',
          loadingPointId: w.shenzhen.id,
          destinationCountry: 'NG',
          lines: [{ poLineId: line(2), qty: 30 }],
        },
        ningboNg([{ poLineId: big.lineIds[0]!, qty: 500 }], '20GP'),
        ningboNg([]),
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [heavy, loose, empty] = answer.body.data!.containers;
    // 30 × 100 kg = 3,000 kg over NG's 2,000 kg; 500 × 0.072 m³ = 36 m³ over a 20GP's 28
    expect(heavy).toMatchObject({
      grossKg: 3000,
      maxPayloadKg: 2000,
      overloaded: true,
      overloadReasons: ['weight'],
    });
    expect(loose).toMatchObject({
      cbm: 36,
      usableCbm: 28,
      utilizationPct: 128.6,
      maxPayloadKg: 28_200,
      overloaded: true,
      overloadReasons: ['cbm'],
    });
    expect(empty).toMatchObject({ lineCount: 0, qty: 0, cbm: 0, suppliers: [], overloaded: false });
    expect(await plannedQty(t, line(0))).toBe(0);
    expect(await plannedQty(t, line(2))).toBe(30);
    expect(await plannedQty(t, big.lineIds[0]!)).toBe(500);
  });

  it('discards the draft and gives everything back', async () => {
    const answer = await t.call<DiscardDraftResult>('DELETE', '/api/planning/draft', {
      token: planner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ containers: 3, qty: 530 });
    expect(await plannedQty(t, line(2))).toBe(0);
    expect((await readDraft(t, planner.token)).body.data).toBeNull();
    expect((await auditTrail(t, 'planningDraft', planner.id)).at(-1)).toMatchObject({
      action: 'planning.discardDraft',
      after: [],
    });
    const again = await t.call<DiscardDraftResult>('DELETE', '/api/planning/draft', {
      token: planner.token,
    });
    expect(again.body.data).toEqual({ containers: 0, qty: 0 });
  });
});
