import type { OtdLineItem, OtdReport, Page } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { otdSummary } from './otd.service';
import { useReportWorld, w } from './otd-reports.test-support';

/**
 * /reportForms/OTD on a hand-made set (receiving dates 2026-01-01 … 2026-06-30):
 *
 *   C1 NG received 2026-03-12: A PO 1 line 10 (PV, 10 pcs, RDD 03-10: 2 days late)
 *                              B line 10 (PV, 20 pcs, RDD 03-15: 3 days early)
 *      Δ3 PORT (ATD 02-20 − first ETD 02-15 = 5 days), Δ5 SUP "late cartons"
 *   C2 KE received 2026-04-05: A PO 1 line 20 (battery, 30 pcs, RDD 03-20: 16 days late)
 *                              A PO 2 line 10 (PV, 5 pcs, RDD 04-01: 4 days late)
 *      Δ1 SUP (ready 02-10 − original 02-01 = 9 days), Δ4 PORT (ATA 03-30 − first ETA 03-25 = 5)
 *   C3 shipped, not received (A PO 2 line 20) and C4 received 2025-12-31 (B line 20): not
 *   counted.
 *
 * Tolerance 0: 1 of 4 lines on time (25.0 %), 20 of 65 pieces (30.8 %), late by 2, 16 and 4
 * days (mean 7.3). Reasons of the late lines: SUP cited by 3 lines for 2 + 9 + 9 = 20 days,
 * PORT by 3 lines for 5 + 5 + 5 = 15 days.
 */
const range = { receivedFrom: '2026-01-01', receivedTo: '2026-06-30' };

useReportWorld('OTD', async (w) => {
  const poA = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10, rdd: '2026-03-10' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 30, rdd: '2026-03-20' },
  ]);
  const poA2 = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 5, rdd: '2026-04-01' },
    { productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 7, rdd: '2026-02-01' },
  ]);
  const poB = await w.order(w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 20, rdd: '2026-03-15' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 3, rdd: '2025-12-01' },
  ]);
  const port = await w.reason('PORT', 'Port congestion', '港口拥堵');
  const supplierLate = await w.reason('SUP', 'Supplier late', '供应商延迟');
  const [a10, a20] = poA.lineIds as [number, number];
  const [a30, a40] = poA2.lineIds as [number, number];
  const [b10, b20] = poB.lineIds as [number, number];
  await w.container(
    {
      status: 'Received',
      lines: [
        { poLineId: a10, qty: 10 },
        { poLineId: b10, qty: 20 },
      ],
    },
    {
      receiving_date: '2026-03-12',
      atd: '2026-02-20',
      first_etd: '2026-02-15',
      delta3_reason_id: port,
      delta5_reason_id: supplierLate,
      delta5_note: 'late cartons',
    },
  );
  await w.container(
    {
      status: 'Received',
      destination: 'KE',
      lines: [
        { poLineId: a20, qty: 30 },
        { poLineId: a30, qty: 5 },
      ],
    },
    {
      receiving_date: '2026-04-05',
      ready_date: '2026-02-10',
      original_ready_date: '2026-02-01',
      ata: '2026-03-30',
      first_eta: '2026-03-25',
      delta1_reason_id: supplierLate,
      delta4_reason_id: port,
    },
  );
  await w.container(
    { status: 'Shipped', lines: [{ poLineId: a40, qty: 7 }] },
    { receiving_date: null },
  );
  await w.container(
    { status: 'Received', lines: [{ poLineId: b20, qty: 3 }] },
    { receiving_date: '2025-12-31', delta5_reason_id: port },
  );
});

const report = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await t.call<OtdReport>('GET', '/api/reports/otd', {
    token,
    query: { ...range, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const lines = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await t.call<Page<OtdLineItem>>('GET', '/api/reports/otd/lines', {
    token,
    query: { ...range, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

let admin: string;
beforeAll(() => {
  admin = w.users.admin.token;
});

describe('OTD figures', () => {
  it('counts received lines against their RDD, by count and by quantity', async () => {
    const data = await report(admin);
    expect(data).toMatchObject({ ...range, toleranceDays: 0 });
    expect(data.totals).toEqual({
      delivered: 4,
      onTime: 1,
      deliveredQty: 65,
      onTimeQty: 20,
      rate: 25,
      qtyRate: 30.8,
      avgDaysLate: 7.3,
    });
  });

  it('lists every month of the range, "no data" (null) where nothing was received', async () => {
    const { byMonth } = await report(admin);
    expect(byMonth.map((m) => [m.month, m.delivered, m.rate, m.qtyRate])).toEqual([
      ['2026-01', 0, null, null],
      ['2026-02', 0, null, null],
      ['2026-03', 2, 50, 66.7],
      ['2026-04', 2, 0, 0],
      ['2026-05', 0, null, null],
      ['2026-06', 0, null, null],
    ]);
  });

  it('groups by supplier, destination and category', async () => {
    const data = await report(admin);
    expect(data.bySupplier.map((s) => [s.supplierCode, s.delivered, s.onTime, s.rate])).toEqual([
      ['OTD-SA', 3, 0, 0],
      ['OTD-SB', 1, 1, 100],
    ]);
    expect(data.byDestination.map((d) => [d.destination, d.delivered, d.rate])).toEqual([
      ['NG', 2, 50],
      ['KE', 2, 0],
    ]);
    expect(data.byCategory.map((c) => [c.category, c.delivered, c.rate, c.qtyRate])).toEqual([
      ['pvPanels', 3, 33.3, 57.1],
      ['batteries', 1, 0, 0],
    ]);
  });

  it('ranks the delay reasons of the late lines with their days', async () => {
    const { reasons } = await report(admin);
    expect(reasons.map((r) => [r.code, r.nameZh, r.lines, r.days])).toEqual([
      ['SUP', '供应商延迟', 3, 20],
      ['PORT', '港口拥堵', 3, 15],
    ]);
  });

  it('takes a tolerance: up to 4 days after the RDD is on time', async () => {
    const data = await report(admin, { toleranceDays: 4 });
    expect(data.totals).toMatchObject({ delivered: 4, onTime: 3, rate: 75, avgDaysLate: 16 });
    // only line 20 (16 days) is late now: SUP by Δ1 (9 days), PORT by Δ4 (5 days)
    expect(data.reasons.map((r) => [r.code, r.lines, r.days])).toEqual([
      ['SUP', 1, 9],
      ['PORT', 1, 5],
    ]);
  });

  it('answers "no data" where nothing matches the filters', async () => {
    const data = await report(admin, { destination: 'TZ' });
    expect(data.totals).toMatchObject({ delivered: 0, rate: null, qtyRate: null });
    expect(data.bySupplier).toEqual([]);
    expect((await report(admin, { category: 'batteries' })).totals).toMatchObject({
      delivered: 1,
      rate: 0,
    });
  });

  it('refuses a bad tolerance or date with a clear message', async () => {
    const queries: Record<string, string | number>[] = [
      { toleranceDays: -1 },
      { toleranceDays: 'x' },
      { receivedFrom: '2026-13-01' },
    ];
    for (const query of queries) {
      const answer = await t.call('GET', '/api/reports/otd', { token: admin, query, lang: 'en' });
      expect(answer.status).toBe(400);
    }
  });
});

describe('OTD late lines', () => {
  it('drills down to the late lines, latest first, with their reasons', async () => {
    const page = await lines(admin, { late: 1 });
    expect(page.total).toBe(3);
    expect(page.list.map((l) => [l.lineNo, l.rdd, l.receivingDate, l.daysLate, l.onTime])).toEqual([
      [20, '2026-03-20', '2026-04-05', 16, false],
      [10, '2026-04-01', '2026-04-05', 4, false],
      [10, '2026-03-10', '2026-03-12', 2, false],
    ]);
    expect(page.list[2]!.reasons).toEqual([
      { delta: 3, code: 'PORT', nameEn: 'Port congestion', nameZh: '港口拥堵', note: '' },
      {
        delta: 5,
        code: 'SUP',
        nameEn: 'Supplier late',
        nameZh: '供应商延迟',
        note: 'late cartons',
      },
    ]);
  });

  it('pages, sorts and narrows to a month', async () => {
    const all = await lines(admin, { sortBy: 'rdd', sortOrder: 'asc', pageSize: 2 });
    expect(all.total).toBe(4);
    expect(all.list.map((l) => l.rdd)).toEqual(['2026-03-10', '2026-03-15']);
    const march = await lines(admin, { month: '2026-03' });
    expect(march.list.map((l) => l.supplierCode).sort()).toEqual(['OTD-SA', 'OTD-SB']);
  });

  it('exports the lines with the same filters', async () => {
    const file = await downloadExport(t, '/api/reports/otd/lines/export', {
      token: admin,
      query: { ...range, late: '1', sortBy: 'daysLate', sortOrder: 'desc' },
      lang: 'en',
    });
    expect(file.status).toBe(200);
    expect(file.rows).toHaveLength(4);
    expect(file.rows[0]).toContain('Days late');
    expect(file.rows[1]).toContain(16);
    expect(file.rows[3]!.at(-1)).toBe(
      'Δ3 departure: PORT Port congestion; Δ5 receiving: SUP Supplier late (late cartons)',
    );
  });
});

describe('OTD supplier scoping', () => {
  it("counts only the supplier's own lines, in figures, lines and export", async () => {
    const b = w.users.supplierB.token;
    const data = await report(b);
    expect(data.totals).toMatchObject({ delivered: 1, onTime: 1, rate: 100 });
    expect(data.bySupplier.map((s) => s.supplierCode)).toEqual(['OTD-SB']);
    expect(data.reasons).toEqual([]);
    expect((await lines(b, { late: 1 })).total).toBe(0);
    expect((await lines(b)).list.map((l) => l.poNumber)).toHaveLength(1);
    // asking for another supplier's lines finds none
    expect((await report(b, { supplierId: w.supplierA.id })).totals.delivered).toBe(0);
    const file = await downloadExport(t, '/api/reports/otd/lines/export', {
      token: b,
      query: range,
    });
    expect(file.rows).toHaveLength(2);
    const a = await lines(w.users.supplierA.token, { late: 1 });
    expect(a.list.every((l) => l.supplierCode === 'OTD-SA')).toBe(true);
    expect(a.total).toBe(3);
  });

  it('serves the home dashboard summary by the same rule', async () => {
    const { ALL_SUPPLIERS } = await import('../../platform/permissions/scope');
    expect(await otdSummary(t.db.kysely, ALL_SUPPLIERS, '2026-01-01', '2026-06-30')).toEqual({
      delivered: 4,
      onTime: 1,
      rate: 25,
    });
    expect(
      await otdSummary(
        t.db.kysely,
        { kind: 'ownSuppliers', supplierIds: [w.supplierA.id] },
        '2026-03-01',
        '2026-03-31',
        2,
      ),
    ).toEqual({ delivered: 1, onTime: 1, rate: 100 });
    expect(await otdSummary(t.db.kysely, ALL_SUPPLIERS, '2026-07-01', '2026-09-30')).toEqual({
      delivered: 0,
      onTime: 0,
      rate: null,
    });
  });
});
