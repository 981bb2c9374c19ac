import type { SpareCandidatesPage, SpareContainer, SpareContainersPage } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { useAmountWorld, w } from './amount-reports.test-support';

/**
 * GET /api/reports/spare-containers (+ candidates, export) on the hand-made world of
 * amount-reports.test-support.ts: every figure below was worked out by hand there.
 */
useAmountWorld('SP');

type Query = Record<string, string | number>;
const spare = (token: string, query: Query = {}) =>
  t.call<SpareContainersPage>('GET', '/api/reports/spare-containers', { token, query });
const candidates = (token: string, id: number, query: Query = {}) =>
  t.call<SpareCandidatesPage>('GET', `/api/reports/spare-containers/${id}/candidates`, {
    token,
    query,
  });
const brief = (list: readonly SpareContainer[]) =>
  list.map((c) => [c.id, c.status, c.loadedCbm, c.loadedKg, c.freeCbm, c.freeKg, c.utilizationPct]);

describe('GET /api/reports/spare-containers', () => {
  it('lists released containers not yet shipped with their free CBM and kg, most free first', async () => {
    const answer = await spare(admin);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(brief(data.list)).toEqual([
      [w.containers.c4, 'Unshipped', 1.44, 224, 58.56, 21_776, 2.4],
      [w.containers.c7, 'Loading', 0.36, 56, 0.64, 444, 36],
    ]);
    expect(data.list[0]).toMatchObject({ usableCbm: 60, payloadKg: 22_000, lineCount: 1 });
    expect(data.totals).toEqual({ containers: 2, freeCbm: 59.2, freeKg: 22_220 });
  });

  it('filters and sorts on the server', async () => {
    const byUse = await spare(admin, { sortBy: 'utilization', sortOrder: 'desc' });
    expect(byUse.body.data.list.map((c) => c.id)).toEqual([w.containers.c7, w.containers.c4]);
    const roomy = await spare(admin, { minFreeCbm: 1 });
    expect(roomy.body.data.list.map((c) => c.id)).toEqual([w.containers.c4]);
    expect(roomy.body.data.totals.containers).toBe(1);
    expect((await spare(admin, { containerType: '20GP' })).body.data.total).toBe(1);
    expect((await spare(admin, { destinationCountry: 'KE' })).body.data.total).toBe(0);
    expect((await spare(admin, { status: 'Shipped' })).status).toBe(400);
  });

  it('shows a supplier user the containers holding its lines only', async () => {
    expect((await spare(w.users.supplierA.token)).body.data.total).toBe(2);
    const other = await spare(w.users.supplierB.token);
    expect(other.body.data).toMatchObject({ total: 0, totals: { containers: 0 } });
  });

  it('exports the containers of the filters, scoped', async () => {
    const file = await downloadExport(t, '/api/reports/spare-containers/export', {
      token: admin,
      query: { containerType: '20GP' },
      lang: 'en',
    });
    expect(file.status).toBe(200);
    expect(file.rows).toHaveLength(2);
    const header = file.rows[0]!;
    const row = file.rows[1]!;
    expect(row[header.indexOf('Free CBM')]).toBe(0.64);
    expect(row[header.indexOf('Free kg')]).toBe(444);
    const none = await downloadExport(t, '/api/reports/spare-containers/export', {
      token: w.users.supplierB.token,
    });
    expect(none.rows).toHaveLength(1);
  });
});

describe('GET /api/reports/spare-containers/:id/candidates', () => {
  it('ranks the open lines of the loading point and destination that fit by RDD', async () => {
    const answer = await candidates(admin, w.containers.c7);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.container.freeCbm).toBe(0.64);
    expect(data.total).toBe(3);
    expect(
      data.list.map((l) => [
        l.poNumber,
        l.lineNo,
        l.plannableQty,
        l.fitQty,
        l.fitCbm,
        l.fitKg,
        l.wholeLineFits,
      ]),
    ).toEqual([
      // 2 cartons of 4: 0.144 m³, 25 kg
      [w.poE.poNumber, 10, 8, 8, 0.144, 25, true],
      // 5 loose pieces: 0.36 m³, 56 kg
      [w.poD.poNumber, 20, 5, 5, 0.36, 56, true],
      // 8 of the 10 cartons fit the 0.64 m³ left: 32 pieces, 0.576 m³, 100 kg
      [w.poD.poNumber, 10, 40, 32, 0.576, 100, false],
    ]);
    const second = await candidates(admin, w.containers.c7, { pageSize: 2, pageNum: 2 });
    expect(second.body.data.list.map((l) => l.lineNo)).toEqual([10]);
  });

  it('offers a supplier user its own lines, and hides other suppliers’ containers', async () => {
    const own = await candidates(w.users.supplierA.token, w.containers.c7);
    expect(own.body.data.list.map((l) => [l.poNumber, l.lineNo])).toEqual([
      [w.poD.poNumber, 20],
      [w.poD.poNumber, 10],
    ]);
    expect((await candidates(w.users.supplierB.token, w.containers.c7)).status).toBe(404);
  });

  it('refuses a container that is shipped or unknown', async () => {
    expect((await candidates(admin, w.containers.c1)).status).toBe(404);
    expect((await candidates(admin, 999_999)).status).toBe(404);
  });
});
