import type { SeaReport } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { idsOf, useTransitWorld, w } from './transit-reports.test-support';

useTransitWorld('TS');

const sea = (token: string, query: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  t.call<SeaReport>('GET', '/api/reports/sea', { token, query, ...(lang ? { lang } : {}) });

describe('GET /api/reports/sea', () => {
  it('lists the containers at sea with their figures, computed by hand', async () => {
    const answer = await sea(admin);
    expect(answer.status).toBe(200);
    const { list, total, totals, today } = answer.body.data;
    expect(today).toBe(w.today);
    // default order: ATD ascending
    expect(idsOf(answer)).toEqual([w.sea.s2, w.sea.s1, w.sea.s3, w.sea.s4]);
    expect(total).toBe(4);
    // 10 + 20 (as loaded, not the lines' 9) + (5 + 7) + 3
    expect(totals).toEqual({ containers: 4, cbm: 45, late: 2 });
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(w.sea.s1)).toMatchObject({
      shipmentNo: 'TS-S1',
      containerNo: 'TSUS1',
      pol: 'Ningbo',
      pod: 'Lagos (Apapa)',
      shippingLineName: w.l1.name,
      vessel: 'MSC Anna',
      voyage: '041W',
      etd: w.day(-11),
      firstEtd: w.day(-12),
      atd: w.day(-10),
      eta: w.day(20),
      daysAtSea: 10,
      transitDays: 30,
      expectedArrival: w.day(20),
      delta4: 0,
      late: false,
      cbm: 10,
      suppliers: [{ id: w.supplierA.id, code: w.supplierA.code, name: w.supplierA.name }],
    });
    expect(byId.get(w.sea.s2)).toMatchObject({
      daysAtSea: 40,
      expectedArrival: w.day(-10),
      delta4: 3,
      late: true,
      cbm: 20,
    });
    expect(byId.get(w.sea.s3)).toMatchObject({
      daysAtSea: 5,
      expectedArrival: w.day(25),
      delta4: 15,
      late: true,
      cbm: 12,
    });
    expect(byId.get(w.sea.s3)!.suppliers.map((s) => s.code)).toEqual([
      w.supplierA.code,
      w.supplierB.code,
    ]);
    // no standard transit time from Shenzhen: only the ETA tells, and it is ahead
    expect(byId.get(w.sea.s4)).toMatchObject({
      transitDays: null,
      expectedArrival: null,
      late: false,
      shippingLineName: null,
      destinationCountry: 'KE',
    });
  });

  it('counts by POD and by shipping line, late and on time', async () => {
    const { byPod, byShippingLine } = (await sea(admin)).body.data;
    expect(byPod).toEqual([
      { key: 'Lagos (Apapa)', name: 'Lagos (Apapa)', late: 2, onTime: 1 },
      { key: 'Mombasa', name: 'Mombasa', late: 0, onTime: 1 },
    ]);
    expect(byShippingLine).toEqual(
      expect.arrayContaining([
        { key: String(w.l1.id), name: w.l1.name, late: 1, onTime: 1 },
        { key: String(w.l2.id), name: w.l2.name, late: 1, onTime: 0 },
        { key: '', name: '', late: 0, onTime: 1 },
      ]),
    );
    expect(byShippingLine).toHaveLength(3);
  });

  it('filters as a drill-down does: POD, shipping line, late only, and the others', async () => {
    expect(idsOf(await sea(admin, { pod: 'Mombasa' }))).toEqual([w.sea.s4]);
    expect(idsOf(await sea(admin, { shippingLineId: w.l1.id }))).toEqual([w.sea.s1, w.sea.s3]);
    const late = await sea(admin, { late: 1 });
    expect(idsOf(late)).toEqual([w.sea.s2, w.sea.s3]);
    expect(late.body.data.totals).toEqual({ containers: 2, cbm: 32, late: 2 });
    expect(idsOf(await sea(admin, { supplierId: w.supplierB.id }))).toEqual([w.sea.s2, w.sea.s3]);
    expect(idsOf(await sea(admin, { loadingPointId: w.shenzhen.id }))).toEqual([w.sea.s4]);
    expect(idsOf(await sea(admin, { destinationCountry: 'KE' }))).toEqual([w.sea.s4]);
    expect(idsOf(await sea(admin, { etaFrom: w.today, etaTo: w.day(30) }))).toEqual([
      w.sea.s1,
      w.sea.s4,
    ]);
  });

  it('sorts on computed figures, empty ones last, and pages', async () => {
    expect(idsOf(await sea(admin, { sortBy: 'daysAtSea', sortOrder: 'desc' }))).toEqual([
      w.sea.s2,
      w.sea.s1,
      w.sea.s3,
      w.sea.s4,
    ]);
    expect(idsOf(await sea(admin, { sortBy: 'expectedArrival', sortOrder: 'asc' }))).toEqual([
      w.sea.s2,
      w.sea.s1,
      w.sea.s3,
      w.sea.s4,
    ]);
    // s1 and s4 both 0: the later-built first when descending
    expect(idsOf(await sea(admin, { sortBy: 'delta4', sortOrder: 'desc' }))).toEqual([
      w.sea.s3,
      w.sea.s2,
      w.sea.s4,
      w.sea.s1,
    ]);
    const page2 = await sea(admin, { pageNum: 2, pageSize: 2 });
    expect(idsOf(page2)).toEqual([w.sea.s3, w.sea.s4]);
    expect(page2.body.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 2 });
    // the totals and the chart are the whole filtered set's, not the page's
    expect(page2.body.data.totals.containers).toBe(4);
  });

  it('shows a supplier user only the containers holding its lines, and only its name', async () => {
    const a = await sea(w.users.supplierA.token);
    expect(idsOf(a)).toEqual([w.sea.s1, w.sea.s3, w.sea.s4]);
    expect(a.body.data.totals).toEqual({ containers: 3, cbm: 25, late: 1 });
    const s3 = a.body.data.list.find((row) => row.id === w.sea.s3)!;
    expect(s3.suppliers.map((s) => s.code)).toEqual([w.supplierA.code]);
    const b = await sea(w.users.supplierB.token);
    expect(idsOf(b)).toEqual([w.sea.s2, w.sea.s3]);
    // another supplier's filter finds nothing of the other's
    expect(idsOf(await sea(w.users.supplierB.token, { supplierId: w.supplierA.id }))).toEqual([
      w.sea.s3,
    ]);
  });

  it('refuses bad filters clearly and asks for reports.read', async () => {
    const bad = await sea(admin, { sortBy: 'nonsense', etaFrom: '2027-02-30' }, 'zh');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/);
    const supplierless = await t.signedInUser('6-DDC');
    expect((await sea(supplierless.token)).status).toBe(403);
  });
});

describe('GET /api/reports/sea/export', () => {
  it('exports the filtered containers in the list order, with the headers in the language', async () => {
    const { status, rows } = await downloadExport(t, '/api/reports/sea/export', {
      token: admin,
      query: { late: '1' },
      lang: 'en',
    });
    expect(status).toBe(200);
    expect(rows[0]).toContain('Days at sea');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['TS-S2', 'TS-S3']);
    const late = rows[0]!.indexOf('Late');
    expect(rows.slice(1).map((row) => row[late])).toEqual(['Yes', 'Yes']);
  });

  it("exports a supplier user's containers only", async () => {
    const { rows } = await downloadExport(t, '/api/reports/sea/export', {
      token: w.users.supplierB.token,
      lang: 'zh',
    });
    expect(rows[0]).toContain('在途天数');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['TS-S2', 'TS-S3']);
    const suppliers = rows[0]!.indexOf('供应商');
    expect(String(rows[2]![suppliers])).not.toContain(w.supplierA.code);
  });
});
