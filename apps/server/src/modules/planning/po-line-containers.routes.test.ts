import type { PoLineContainerItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { buildContainer } from './planning.factories';
import { orderOf, usePlanningWorld, w } from './planning.test-support';

usePlanningWorld('DD');

let planner: { id: number; token: string };
let poA: { lineIds: number[] };
let poB: { lineIds: number[] };
/** A's line 10 split over two released containers, one draft and one shipped; B's line alone */
let c: { first: number; second: number; draft: number; shipped: number; b: number };

beforeAll(async () => {
  planner = await t.signedInUser('1-SCM');
  poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50 },
  ]);
  poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const db = t.db.kysely;
  const a10 = poA.lineIds[0]!;
  const build = (spec: Omit<Parameters<typeof buildContainer>[1], 'createdByUserId'>) =>
    buildContainer(db, { createdByUserId: planner.id, ...spec }).then((x) => x.id);
  c = {
    second: await build({
      loadingPointId: w.ningbo.id,
      shipmentNo: 'DD-SH-2',
      containerNo: 'MSKU7654321',
      lines: [{ poLineId: a10, qty: 40 }],
    }),
    first: await build({
      loadingPointId: w.ningbo.id,
      containerType: '20GP',
      shipmentNo: 'DD-SH-1',
      lines: [
        { poLineId: a10, qty: 20 },
        { poLineId: poA.lineIds[1]!, qty: 50 },
      ],
    }),
    draft: await build({
      status: 'Draft',
      loadingPointId: w.ningbo.id,
      lines: [{ poLineId: a10, qty: 16 }],
    }),
    shipped: await build({ status: 'Shipped', loadingPointId: w.ningbo.id, shipmentNo: 'DD-SH-0' }),
    b: await build({
      loadingPointId: w.ningbo.id,
      lines: [{ poLineId: poB.lineIds[0]!, qty: 40 }],
    }),
  };
  // a shipped container's line, written as it stands once shipped (no planned qty taken)
  await db.insertInto('container_lines').values(shippedLine(c.shipped, a10)).execute();
  await db.updateTable('containers').set({ etd: '2027-02-01' }).where('id', '=', c.first).execute();
  await db
    .updateTable('containers')
    .set({ etd: '2027-03-01' })
    .where('id', '=', c.second)
    .execute();
  await db
    .updateTable('containers')
    .set({ etd: '2027-01-10' })
    .where('id', '=', c.shipped)
    .execute();
  await db
    .updateTable('container_lines')
    .set({ ready_date: '2027-01-20', confirm_ready_date: 0 })
    .where('container_id', '=', c.first)
    .where('po_line_id', '=', a10)
    .execute();
});

const shippedLine = (containerId: number, poLineId: number) => ({
  container_id: containerId,
  po_line_id: poLineId,
  qty: 24,
  cbm_milli: 432,
  gross_g: 75_000,
  ready_date: '2027-01-05',
  original_ready_date: '2027-01-05',
  confirm_ready_date: 1,
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
});

const drill = (poLineId: number, token: string) =>
  t.call<PoLineContainerItem[]>('GET', `/api/po-lines/${poLineId}/containers`, { token });

describe('a PO line drilled down to its containers', () => {
  it('lists every container holding the line, by ETD (none last), with its part of the line', async () => {
    const answer = await drill(poA.lineIds[0]!, planner.token);
    expect(answer.status).toBe(200);
    const rows = answer.body.data;
    expect(rows.map((r) => r.containerId)).toEqual([c.shipped, c.first, c.second, c.draft]);
    expect(rows[1]).toEqual({
      containerLineId: expect.any(Number),
      containerId: c.first,
      draftNo: null,
      containerNo: null,
      shipmentNo: 'DD-SH-1',
      containerType: '20GP',
      status: 'Unshipped',
      loadingPointId: w.ningbo.id,
      loadingPointName: 'DD Ningbo',
      destinationCountry: 'NG',
      etd: '2027-02-01',
      qty: 20,
      // 20 pieces of 0.018 m³
      cbm: 0.36,
      readyDate: '2027-01-20',
      confirmReadyDate: 0,
    });
    expect(rows[2]).toMatchObject({ containerNo: 'MSKU7654321', qty: 40, cbm: 0.72 });
    expect(rows[0]).toMatchObject({ status: 'Shipped', qty: 24, confirmReadyDate: 1 });
    expect(rows[3]).toMatchObject({ status: 'Draft', shipmentNo: null, etd: null, qty: 16 });
    // a draft by its number in its planner's draft, as the planning screens name it
    expect(rows[3]!.draftNo).toBeGreaterThanOrEqual(1);
    // the other line of the first container is not this line's
    expect(rows.every((r) => r.qty !== 50)).toBe(true);
  });

  it('answers an empty list for a line in no container, 404 for an unknown line', async () => {
    const nothing = await orderOf(t, w.supplierA.id, [
      { productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 5 },
    ]);
    const empty = await drill(nothing.lineIds[0]!, planner.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect((await drill(999999, planner.token)).status).toBe(404);
    expect((await drill(0, planner.token)).status).toBe(400);
  });

  it('is read with the PO report permission, by staff without planning rights too', async () => {
    const warehouse = await t.signedInUser('12-Loading Warehouse');
    const answer = await drill(poB.lineIds[0]!, warehouse.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.containerId)).toEqual([c.b]);
    const ddc = await t.signedInUser('6-DDC');
    expect((await drill(poB.lineIds[0]!, ddc.token)).status).toBe(403);
    expect((await t.call('GET', `/api/po-lines/${poB.lineIds[0]}/containers`)).status).toBe(401);
  });
});

describe('supplier isolation', () => {
  it("answers a supplier user for its own suppliers' lines, without planners' drafts", async () => {
    const own = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] });
    const answer = await drill(poA.lineIds[0]!, own.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.containerId)).toEqual([c.shipped, c.first, c.second]);
  });

  it("answers 404 for another supplier's line, as the PO line itself does", async () => {
    const other = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierB.id] });
    const answer = await drill(poA.lineIds[0]!, other.token);
    expect(answer.status).toBe(404);
    expect(
      (await t.call('GET', `/api/po-lines/${poA.lineIds[0]}`, { token: other.token })).status,
    ).toBe(404);
    const qrc = await t.signedInUser('11-Supplier QRC', { supplierIds: [w.supplierB.id] });
    expect((await drill(poA.lineIds[0]!, qrc.token)).status).toBe(404);
    expect((await drill(poB.lineIds[0]!, qrc.token)).body.data.map((r) => r.containerId)).toEqual([
      c.b,
    ]);
  });
});
