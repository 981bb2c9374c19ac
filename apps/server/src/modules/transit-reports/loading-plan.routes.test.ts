import type { LoadingPlan } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { idsOf, useTransitWorld, w } from './transit-reports.test-support';

useTransitWorld('TL');

const plan = (token: string, query: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  t.call<LoadingPlan>('GET', '/api/reports/loading-plan', {
    token,
    query,
    ...(lang ? { lang } : {}),
  });

describe('GET /api/reports/loading-plan', () => {
  it('lists the released containers still to load by ready date, with readiness', async () => {
    const answer = await plan(admin);
    expect(answer.status).toBe(200);
    // ready date ascending, the undated last; no draft, nothing shipped
    expect(idsOf(answer)).toEqual([w.plan.u1, w.plan.u2, w.plan.u3, w.plan.u4]);
    const byId = new Map(answer.body.data.list.map((row) => [row.id, row]));
    expect(byId.get(w.plan.u1)).toMatchObject({
      shipmentNo: 'TL-U1',
      status: 'Unshipped',
      loadingPointName: w.ningbo.name,
      planDate: '2027-03-03',
      week: '2027-W09',
      loadingDate: '2027-03-08',
      cbm: 10,
      grossKg: 1500,
      lines: 2,
      approvedLines: 2,
      pendingLines: 0,
      rejectedLines: 0,
      ready: true,
    });
    expect(byId.get(w.plan.u2)).toMatchObject({ status: 'Loading', pendingLines: 1, ready: false });
    expect(byId.get(w.plan.u3)).toMatchObject({
      week: '2027-W10',
      lines: 2,
      approvedLines: 1,
      rejectedLines: 1,
      ready: false,
    });
    expect(byId.get(w.plan.u3)!.suppliers.map((s) => s.code)).toEqual([
      w.supplierA.code,
      w.supplierB.code,
    ]);
    expect(byId.get(w.plan.u4)).toMatchObject({ planDate: null, week: null, ready: false });
    // 10 + 8 + 5 + 1 m³; 1500 + 2000 + 500 + 100 kg
    expect(answer.body.data.totals).toEqual({ containers: 4, ready: 1, cbm: 24, grossKg: 4100 });
  });

  it('rolls the containers up into ISO weeks per loading point', async () => {
    const { weeks, loadingPoints } = (await plan(admin)).body.data;
    expect(weeks).toEqual([
      {
        week: '2027-W09',
        loadingPointId: w.ningbo.id,
        containers: 2,
        ready: 1,
        cbm: 18,
        grossKg: 3500,
      },
      {
        week: '2027-W10',
        loadingPointId: w.shenzhen.id,
        containers: 1,
        ready: 0,
        cbm: 5,
        grossKg: 500,
      },
      { week: null, loadingPointId: w.ningbo.id, containers: 1, ready: 0, cbm: 1, grossKg: 100 },
    ]);
    expect(loadingPoints.map((p) => p.id).sort()).toEqual([w.ningbo.id, w.shenzhen.id].sort());
  });

  it('weeks by loading date when asked', async () => {
    const answer = await plan(admin, { basis: 'loadingDate' });
    expect(idsOf(answer)).toEqual([w.plan.u1, w.plan.u2, w.plan.u3, w.plan.u4]);
    expect(answer.body.data.list[0]).toMatchObject({ planDate: '2027-03-08', week: '2027-W10' });
    expect(answer.body.data.weeks.map((c) => [c.week, c.loadingPointId, c.containers])).toEqual([
      ['2027-W10', w.ningbo.id, 1],
      [null, w.ningbo.id, 2],
      [null, w.shenzhen.id, 1],
    ]);
  });

  it('filters as a week cell drills down, and on readiness, supplier, point, destination', async () => {
    const week = await plan(admin, {
      weekFrom: '2027-W09',
      weekTo: '2027-W09',
      loadingPointId: w.ningbo.id,
    });
    expect(idsOf(week)).toEqual([w.plan.u1, w.plan.u2]);
    expect(week.body.data.totals).toEqual({ containers: 2, ready: 1, cbm: 18, grossKg: 3500 });
    expect(idsOf(await plan(admin, { weekFrom: '2027-W10' }))).toEqual([w.plan.u3]);
    expect(idsOf(await plan(admin, { readiness: 'ready' }))).toEqual([w.plan.u1]);
    expect(idsOf(await plan(admin, { readiness: 'notReady' }))).toEqual([
      w.plan.u2,
      w.plan.u3,
      w.plan.u4,
    ]);
    expect(idsOf(await plan(admin, { supplierId: w.supplierB.id }))).toEqual([
      w.plan.u2,
      w.plan.u3,
    ]);
    expect(idsOf(await plan(admin, { loadingPointId: w.shenzhen.id }))).toEqual([w.plan.u3]);
    expect(idsOf(await plan(admin, { destinationCountry: 'KE' }))).toEqual([]);
  });

  it('sorts, the undated last either way, and pages', async () => {
    expect(idsOf(await plan(admin, { sortOrder: 'desc' }))).toEqual([
      w.plan.u3,
      w.plan.u2,
      w.plan.u1,
      w.plan.u4,
    ]);
    expect(idsOf(await plan(admin, { sortBy: 'shipmentNo', sortOrder: 'desc' }))).toEqual([
      w.plan.u4,
      w.plan.u3,
      w.plan.u2,
      w.plan.u1,
    ]);
    const page2 = await plan(admin, { pageNum: 2, pageSize: 3 });
    expect(idsOf(page2)).toEqual([w.plan.u4]);
    expect(page2.body.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(page2.body.data.totals.containers).toBe(4);
  });

  it('shows a supplier user only the containers holding its lines, and only its name', async () => {
    const a = await plan(w.users.supplierA.token);
    expect(idsOf(a)).toEqual([w.plan.u1, w.plan.u3, w.plan.u4]);
    expect(a.body.data.list[1]!.suppliers.map((s) => s.code)).toEqual([w.supplierA.code]);
    expect(a.body.data.totals.containers).toBe(3);
    expect(idsOf(await plan(w.users.supplierB.token))).toEqual([w.plan.u2, w.plan.u3]);
  });

  it('refuses a week that is not an ISO week, in the reader’s language', async () => {
    const bad = await plan(admin, { weekFrom: '2027-W60' }, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ISO 周');
    const en = await plan(admin, { weekTo: '2027-9' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('ISO week');
  });
});

describe('GET /api/reports/loading-plan/export', () => {
  it('exports the filtered containers with the headers in the language', async () => {
    const { status, rows } = await downloadExport(t, '/api/reports/loading-plan/export', {
      token: admin,
      query: { readiness: 'notReady' },
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(rows[0]).toContain('Pending lines');
    const shipment = rows[0]!.indexOf('Shipment no.');
    expect(rows.slice(1).map((row) => row[shipment])).toEqual(['TL-U2', 'TL-U3', 'TL-U4']);
  });

  it("exports a supplier user's containers only", async () => {
    const { rows } = await downloadExport(t, '/api/reports/loading-plan/export', {
      token: w.users.supplierB.token,
      lang: 'zh',
    });
    const shipment = rows[0]!.indexOf('出货单号');
    expect(rows.slice(1).map((row) => row[shipment])).toEqual(['TL-U2', 'TL-U3']);
  });
});
