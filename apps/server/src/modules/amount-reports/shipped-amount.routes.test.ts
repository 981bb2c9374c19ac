import type {
  Page,
  ShippedAmountLine,
  ShippedAmountRow,
  ShippedAmountSummary,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { defaultRange, monthsBack, useAmountWorld, w } from './amount-reports.test-support';

/**
 * GET /api/reports/shipping-amounts (+ summary, lines, export) on the hand-made world of
 * amount-reports.test-support.ts: every figure below was worked out by hand there.
 */
useAmountWorld('SA');

type Query = Record<string, string | number | string[]>;
const rows = (token: string, query: Query = {}) =>
  t.call<Page<ShippedAmountRow>>('GET', '/api/reports/shipping-amounts', {
    token,
    query: { pageSize: 100, ...query },
  });
const summary = (token: string, query: Query = {}) =>
  t.call<ShippedAmountSummary>('GET', '/api/reports/shipping-amounts/summary', { token, query });
const lines = (token: string, query: Query = {}) =>
  t.call<Page<ShippedAmountLine>>('GET', '/api/reports/shipping-amounts/lines', {
    token,
    query: { pageSize: 100, ...query },
  });

const m1 = () => monthsBack(1, 1).slice(0, 7);
const m2 = () => monthsBack(2, 1).slice(0, 7);
const brief = (list: readonly ShippedAmountRow[]) =>
  list.map((r) => [
    r.month,
    r.destinationCountry,
    r.supplierCode,
    r.category,
    r.containers,
    r.lines,
    r.qty,
    r.amountCents,
  ]);

describe('GET /api/reports/shipping-amounts', () => {
  it('values each shipped line pro rata, by month, destination, supplier and category', async () => {
    const answer = await rows(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(4);
    expect(brief(answer.body.data.list)).toEqual([
      [m1(), 'KE', 'SA-SB', 'pvPanels', 1, 1, 15, 18750],
      [m1(), 'NG', 'SA-SA', 'pvPanels', 1, 1, 60, 60001],
      [m2(), 'NG', 'SA-SA', 'batteries', 1, 1, 10, 11111],
      [m2(), 'NG', 'SA-SA', 'pvPanels', 1, 1, 40, 40000],
    ]);
  });

  it('sorts and pages on the server', async () => {
    const byAmount = await rows(admin, {
      sortBy: 'amount',
      sortOrder: 'asc',
      pageSize: 2,
      pageNum: 2,
    });
    expect(byAmount.body.data.total).toBe(4);
    expect(byAmount.body.data.list.map((r) => r.amountCents)).toEqual([40000, 60001]);
  });

  it('filters by range, supplier, destination and category', async () => {
    const all = await rows(admin, { atdFrom: monthsBack(13, 1), atdTo: defaultRange().atdTo });
    expect(all.body.data.total).toBe(5);
    expect(all.body.data.list.at(-1)!.amountCents).toBe(31251);
    expect(
      (await rows(admin, { supplierId: w.supplierB.id })).body.data.list.map((r) => r.amountCents),
    ).toEqual([18750]);
    expect(
      (await rows(admin, { destinationCountry: 'NG', category: 'batteries' })).body.data.list.map(
        (r) => r.amountCents,
      ),
    ).toEqual([11111]);
    expect((await rows(admin, { atdFrom: '2027-13-01' })).status).toBe(400);
  });

  it('shows a supplier user its own suppliers only', async () => {
    const own = await rows(w.users.supplierA.token);
    expect(own.body.data.list.map((r) => r.supplierCode)).toEqual(['SA-SA', 'SA-SA', 'SA-SA']);
    const other = await rows(w.users.supplierA.token, { supplierId: w.supplierB.id });
    expect(other.body.data.total).toBe(0);
  });
});

describe('GET /api/reports/shipping-amounts/summary', () => {
  it('totals the range and splits the months by destination', async () => {
    const answer = await summary(admin);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.totals).toEqual({ containers: 3, lines: 4, qty: 125, amountCents: 129862 });
    expect(data.months).toHaveLength(12);
    expect(data.atdFrom).toBe(defaultRange().atdFrom);
    const at = (month: string) => data.months.indexOf(month);
    const ng = data.series.find((s) => s.key === 'NG')!;
    expect(data.series.map((s) => s.key)).toEqual(['NG', 'KE']);
    expect([ng.amountCents[at(m2())], ng.amountCents[at(m1())]]).toEqual([51111, 60001]);
    expect(ng.amountCents.reduce((a, b) => a + b, 0)).toBe(111112);
  });

  it('splits by supplier', async () => {
    const data = (await summary(admin, { splitBy: 'supplier' })).body.data;
    expect(data.series.map((s) => [s.label, s.amountCents.reduce((a, b) => a + b, 0)])).toEqual([
      ['SA-SA SA supplier A', 111112],
      ['SA-SB SA supplier B', 18750],
    ]);
  });

  it('totals a supplier user its own lines only', async () => {
    const data = (await summary(w.users.supplierB.token)).body.data;
    expect(data.totals).toEqual({ containers: 1, lines: 1, qty: 15, amountCents: 18750 });
  });
});

describe('GET /api/reports/shipping-amounts/lines', () => {
  it('lists the container lines behind a figure', async () => {
    const answer = await lines(admin, {
      month: m2(),
      destinationCountry: 'NG',
      supplierId: w.supplierA.id,
    });
    expect(answer.status).toBe(200);
    expect(
      answer.body.data.list.map((l) => [
        l.poNumber,
        l.lineNo,
        l.qty,
        l.orderQty,
        l.rowTotalCents,
        l.amountCents,
      ]),
    ).toEqual([
      [w.poA.poNumber, 10, 40, 100, 100_001, 40000],
      [w.poA.poNumber, 20, 10, 30, 33_334, 11111],
    ]);
    expect(
      (await lines(w.users.supplierA.token, { month: m1(), destinationCountry: 'KE' })).body.data
        .total,
    ).toBe(0);
  });
});

describe('GET /api/reports/shipping-amounts/export', () => {
  it('exports the rows of the filters in the caller language, scoped', async () => {
    const file = await downloadExport(t, '/api/reports/shipping-amounts/export', {
      token: admin,
      query: { destinationCountry: 'NG', sortBy: 'amount', sortOrder: 'desc' },
      lang: 'en',
    });
    expect(file.status).toBe(200);
    expect(file.rows[0]![0]).toBe('Month (ATD)');
    expect(file.rows.slice(1).map((r) => r.at(-1))).toEqual([600.01, 400, 111.11]);
    const scoped = await downloadExport(t, '/api/reports/shipping-amounts/export', {
      token: w.users.supplierB.token,
      lang: 'zh',
    });
    expect(scoped.rows[0]![0]).toBe('月份（实际离港）');
    expect(scoped.rows.slice(1).map((r) => [r[2], r.at(-1)])).toEqual([['SA-SB', 187.5]]);
  });
});
