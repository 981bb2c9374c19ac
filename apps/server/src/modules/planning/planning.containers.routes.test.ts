import type { ContainerChangeItem, ContainerDetail, ContainerItem, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { buildContainer } from './planning.factories';
import { orderOf, usePlanningWorld, w } from './planning.test-support';

usePlanningWorld('CT');

let planner: { id: number; username: string; token: string };
let supplierUser: { token: string };
let poA: { poNumber: string; lineIds: number[] };
/** A's lines (Unshipped), B's line (Unshipped), someone's draft (KE), an old shipped one (KE) */
let c: { a: number; b: number; draft: number; shipped: number };

beforeAll(async () => {
  planner = await t.signedInUser('1-SCM');
  const other = await t.signedInUser('5-OPM');
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] });
  poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50 },
  ]);
  const poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const poKe = await orderOf(
    t,
    w.supplierA.id,
    [{ productId: w.heavy.id, loadingPointId: w.shenzhen.id, orderQty: 20 }],
    'KE',
  );
  const db = t.db.kysely;
  const at = (day: number) => `2027-01-0${day}T08:00:00.000Z`;
  c = {
    a: (
      await buildContainer(db, {
        loadingPointId: w.ningbo.id,
        createdByUserId: planner.id,
        shipmentNo: 'SH-2027-001',
        containerNo: 'MSKU1234567',
        lines: [
          { poLineId: poA.lineIds[0]!, qty: 100 },
          { poLineId: poA.lineIds[1]!, qty: 50 },
        ],
        at: at(1),
      })
    ).id,
    b: (
      await buildContainer(db, {
        loadingPointId: w.ningbo.id,
        createdByUserId: planner.id,
        shipmentNo: 'SH-2027-002',
        lines: [{ poLineId: poB.lineIds[0]!, qty: 40 }],
        at: at(2),
      })
    ).id,
    draft: (
      await buildContainer(db, {
        status: 'Draft',
        loadingPointId: w.shenzhen.id,
        destinationCountry: 'KE',
        createdByUserId: other.id,
        lines: [{ poLineId: poKe.lineIds[0]!, qty: 20 }],
        at: at(3),
      })
    ).id,
    shipped: (
      await buildContainer(db, {
        status: 'Shipped',
        loadingPointId: w.shenzhen.id,
        destinationCountry: 'KE',
        createdByUserId: other.id,
        shipmentNo: 'SH-OLD-1',
        at: at(4),
      })
    ).id,
  };
});

const list = (query: Record<string, string | number>, token = planner.token) =>
  t.call<Page<ContainerItem>>('GET', '/api/containers', { token, query });
const ids = async (query: Record<string, string | number>) =>
  (await list(query)).body.data.list.map((x) => x.id);

describe('the container list', () => {
  it('lists newest first by default, and sorts and pages', async () => {
    expect(await ids({})).toEqual([c.shipped, c.draft, c.b, c.a]);
    expect(await ids({ sortBy: 'createdAt', sortOrder: 'asc' })).toEqual([
      c.a,
      c.b,
      c.draft,
      c.shipped,
    ]);
    // a draft has no shipment no. yet: last, ascending or descending, on both databases
    expect(await ids({ sortBy: 'shipmentNo', sortOrder: 'asc' })).toEqual([
      c.a,
      c.b,
      c.shipped,
      c.draft,
    ]);
    expect(await ids({ sortBy: 'shipmentNo', sortOrder: 'desc' })).toEqual([
      c.shipped,
      c.b,
      c.a,
      c.draft,
    ]);
    const page = await list({ pageSize: 2, pageNum: 2, sortOrder: 'asc' });
    expect(page.body.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 2 });
    expect(page.body.data.list.map((x) => x.id)).toEqual([c.draft, c.shipped]);
  });

  it('filters by status (several), shipment and container no., loading point, destination, supplier', async () => {
    expect(await ids({ status: 'Unshipped', sortOrder: 'asc' })).toEqual([c.a, c.b]);
    expect(await ids({ status: 'Unshipped,Shipped', sortOrder: 'asc' })).toEqual([
      c.a,
      c.b,
      c.shipped,
    ]);
    expect(await ids({ status: 'Draft' })).toEqual([c.draft]);
    expect(await ids({ shipmentNo: 'sh-2027', sortOrder: 'asc' })).toEqual([c.a, c.b]);
    expect(await ids({ containerNo: 'msku' })).toEqual([c.a]);
    expect(await ids({ supplierId: w.supplierB.id })).toEqual([c.b]);
    expect(await ids({ supplierId: w.supplierA.id, sortOrder: 'asc' })).toEqual([c.a, c.draft]);
    expect(await ids({ destinationCountry: 'KE', sortOrder: 'asc' })).toEqual([c.draft, c.shipped]);
    expect(await ids({ loadingPointId: w.ningbo.id, sortOrder: 'asc' })).toEqual([c.a, c.b]);
    expect((await list({ status: 'Sailing' })).status).toBe(400);
  });

  it('shows each container with its load, capacity and suppliers', async () => {
    const [a] = (await list({ containerNo: 'MSKU' })).body.data.list;
    expect(a).toMatchObject({
      id: c.a,
      status: 'Unshipped',
      shipmentNo: 'SH-2027-001',
      containerType: '40HQ',
      loadingPointName: 'CT Ningbo',
      createdByName: planner.username,
      suppliers: ['CT-SA'],
      lineCount: 2,
      qty: 150,
      // 100 × 0.018 + 50 × 0.072 m³; 100 × 3.125 + 50 × 11.2 kg
      cbm: 5.4,
      grossKg: 872.5,
      usableCbm: 68,
      utilizationPct: 7.9,
      overloaded: false,
    });
    const [shipped] = (await list({ status: 'Shipped' })).body.data.list;
    expect(shipped).toMatchObject({ lineCount: 0, qty: 0, cbm: 0, suppliers: [] });
  });
});

describe('one container and its history', () => {
  it('answers a container with its lines, 404 for an unknown one', async () => {
    const detail = await t.call<ContainerDetail>('GET', `/api/containers/${c.a}`, {
      token: planner.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: c.a, lineCount: 2, cbm: 5.4 });
    expect(
      detail.body.data.lines.map((l) => [l.poNumber, l.lineNo, l.productCode, l.qty, l.cbm]),
    ).toEqual([
      [poA.poNumber, 10, 'CT-PACKED', 100, 1.8],
      [poA.poNumber, 20, 'CT-LOOSE', 50, 3.6],
    ]);
    expect(detail.body.data.lines[0]).toMatchObject({
      supplierCode: 'CT-SA',
      rdd: '2027-01-15',
      readyDate: null,
      confirmReadyDate: -1,
    });
    expect((await t.call('GET', '/api/containers/999999', { token: planner.token })).status).toBe(
      404,
    );
  });

  it('answers the change history (empty until something changes), 404 for an unknown one', async () => {
    const changes = await t.call<ContainerChangeItem[]>('GET', `/api/containers/${c.a}/changes`, {
      token: planner.token,
    });
    expect(changes.status).toBe(200);
    expect(changes.body.data).toEqual([]);
    const unknown = await t.call('GET', '/api/containers/999999/changes', { token: planner.token });
    expect(unknown.status).toBe(404);
  });

  it('is readable by staff who follow plans, not by suppliers (yet)', async () => {
    const logistic = await t.signedInUser('3-Logistic');
    expect((await t.call('GET', `/api/containers/${c.a}`, { token: logistic.token })).status).toBe(
      200,
    );
    expect((await list({}, supplierUser.token)).status).toBe(403);
    const own = await t.call('GET', `/api/containers/${c.a}`, { token: supplierUser.token });
    expect(own.status).toBe(403);
  });
});
