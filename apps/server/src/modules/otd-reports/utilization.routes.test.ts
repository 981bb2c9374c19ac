import type { Page, UtilizationContainerItem, UtilizationReport } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { useReportWorld, w } from './otd-reports.test-support';

/**
 * /reportForms/utilization on a hand-made set (ETD 2026-03-01 … 2026-04-30; 40HQ 68 m³ /
 * 26 t, 20GP 30 m³ / 20 t, Kenya's 40HQ limit 20 t):
 *
 *   U1 40HQ NG Shipped   ETD 03-05, actual 66 m³ / 13 t       → CBM 97.1 % (> 95), weight 50.0 % (< 90)
 *   U2 40HQ KE Unshipped ETD 03-20, planned 61.88 m³ / 19 t   → CBM 91.0 % (90–95), weight 95.0 %
 *                                                               of KE's 20 t (90–95; 73.1 % of 26 t)
 *   U3 20GP NG Received  ETD 04-02, actual 28.5 m³ / 19.5 t   → CBM 95.0 % (90–95), weight 97.5 % (> 95)
 *   a Draft and a Cancelled container in the range and a shipped one of 2025-12: not counted.
 *
 * Mean CBM (97.1 + 91.0 + 95.0) / 3 = 94.4 %, mean weight (50.0 + 95.0 + 97.5) / 3 = 80.8 %.
 * Supplier B's line is in U2 only.
 */
const range = { etdFrom: '2026-03-01', etdTo: '2026-04-30' };
const ids: Record<string, number> = {};

useReportWorld('UT', async (w) => {
  const poA = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 40 },
    { productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const poB = await w.order(w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const [a1, a2, a3] = poA.lineIds as [number, number, number];
  const line = (poLineId: number) => [{ poLineId, qty: 4 }];
  ids.u1 = await w.container(
    { status: 'Shipped', lines: line(a1) },
    {
      shipment_no: 'UT-1',
      etd: '2026-03-05',
      actual_cbm_milli: 66_000,
      actual_gross_g: 13_000_000,
    },
  );
  ids.u2 = await w.container(
    { status: 'Unshipped', destination: 'KE', lines: line(poB.lineIds[0]!) },
    { shipment_no: 'UT-2', etd: '2026-03-20' },
  );
  await t.db.kysely
    .updateTable('container_lines')
    .set({ cbm_milli: 61_880, gross_g: 19_000_000 })
    .where('container_id', '=', ids.u2)
    .execute();
  ids.u3 = await w.container(
    { status: 'Received', type: '20GP', lines: line(a2) },
    {
      shipment_no: 'UT-3',
      etd: '2026-04-02',
      actual_cbm_milli: 28_500,
      actual_gross_g: 19_500_000,
    },
  );
  await w.container({ status: 'Draft', lines: line(a3) }, { etd: '2026-03-10' });
  await w.container(
    { status: 'Cancelled', lines: [{ poLineId: a3, qty: 1 }] },
    { etd: '2026-03-11', actual_cbm_milli: 1 },
  );
  await w.container(
    { status: 'Shipped', lines: [{ poLineId: a1, qty: 1 }] },
    { etd: '2025-12-01', actual_cbm_milli: 67_000 },
  );
});

const report = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await t.call<UtilizationReport>('GET', '/api/reports/utilization', {
    token,
    query: { ...range, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const containers = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await t.call<Page<UtilizationContainerItem>>(
    'GET',
    '/api/reports/utilization/containers',
    { token, query: { ...range, ...query } },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('utilization bands', () => {
  it('counts released containers in the bands by CBM and by weight', async () => {
    const data = await report(w.users.admin.token);
    expect(data.totals).toEqual({
      containers: 3,
      cbm: { above95: 1, from90to95: 2, below90: 0 },
      weight: { above95: 1, from90to95: 1, below90: 1 },
      avgCbmPct: 94.4,
      avgWeightPct: 80.8,
    });
  });

  it('groups by month of ETD (every month), loading point, destination and type', async () => {
    const data = await report(w.users.admin.token);
    expect(
      data.byMonth.map((m) => [m.month, m.containers, m.cbm.above95, m.weight.above95]),
    ).toEqual([
      ['2026-03', 2, 1, 0],
      ['2026-04', 1, 0, 1],
    ]);
    expect(data.byLoadingPoint.map((p) => [p.loadingPointName, p.containers])).toEqual([
      ['UT Ningbo', 3],
    ]);
    expect(data.byDestination.map((d) => [d.destination, d.containers])).toEqual([
      ['NG', 2],
      ['KE', 1],
    ]);
    expect(data.byContainerType.map((c) => [c.containerType, c.containers, c.avgCbmPct])).toEqual([
      ['40HQ', 2, 94.1],
      ['20GP', 1, 95],
    ]);
  });

  it('lists the containers behind a band, with their figures', async () => {
    const mid = await containers(w.users.admin.token, { band: 'from90to95', measure: 'cbm' });
    expect(mid.total).toBe(2);
    expect(mid.list.map((c) => [c.shipmentNo, c.cbmPct, c.cbmBand, c.actual])).toEqual([
      ['UT-2', 91, 'from90to95', false],
      ['UT-3', 95, 'from90to95', true],
    ]);
    expect(mid.list[0]).toMatchObject({
      cbm: 61.88,
      usableCbm: 68,
      grossKg: 19000,
      payloadKg: 20000,
    });
    const heavy = await containers(w.users.admin.token, { band: 'above95', measure: 'weight' });
    expect(heavy.list.map((c) => [c.shipmentNo, c.weightPct])).toEqual([['UT-3', 97.5]]);
    const sorted = await containers(w.users.admin.token, { sortBy: 'cbmPct', sortOrder: 'desc' });
    expect(sorted.list.map((c) => c.shipmentNo)).toEqual(['UT-1', 'UT-3', 'UT-2']);
    const april = await containers(w.users.admin.token, { month: '2026-04' });
    expect(april.list.map((c) => c.shipmentNo)).toEqual(['UT-3']);
  });

  it('exports the containers of the view', async () => {
    const file = await downloadExport(t, '/api/reports/utilization/containers/export', {
      token: w.users.admin.token,
      query: { ...range, band: 'below90', measure: 'weight' },
      lang: 'zh',
    });
    expect(file.status).toBe(200);
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toContain('重量区间');
    expect(file.rows[1]).toContain('UT-1');
    expect(file.rows[1]).toContain('< 90 %');
  });

  it('refuses a bad band or month', async () => {
    const queries: Record<string, string>[] = [
      { band: 'full' },
      { month: '2026-13' },
      { measure: 'pallets' },
    ];
    for (const query of queries) {
      const answer = await t.call('GET', '/api/reports/utilization/containers', {
        token: w.users.admin.token,
        query,
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('utilization supplier scoping', () => {
  it("counts only the containers holding the supplier's lines", async () => {
    const b = w.users.supplierB.token;
    expect((await report(b)).totals).toMatchObject({ containers: 1, avgCbmPct: 91 });
    expect((await containers(b)).list.map((c) => c.shipmentNo)).toEqual(['UT-2']);
    expect((await report(b, { supplierId: w.supplierA.id })).totals.containers).toBe(0);
    const file = await downloadExport(t, '/api/reports/utilization/containers/export', {
      token: b,
      query: range,
    });
    expect(file.rows.map((row) => row[0])).toEqual(['Shipment no.', 'UT-2']);
    expect((await report(w.users.supplierA.token)).totals.containers).toBe(2);
    // an internal user's supplier filter narrows the same way
    expect(
      (await report(w.users.admin.token, { supplierId: w.supplierB.id })).totals.containers,
    ).toBe(1);
  });
});
