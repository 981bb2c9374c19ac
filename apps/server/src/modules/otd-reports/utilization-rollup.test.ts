import type { UtilizationReport } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { sortedRows } from '../../test/rows';
import { useReportWorld, w } from './otd-reports.test-support';
import { utilizationRollupRepository } from './utilization-rollup.repository';
import { refreshUtilizationRollup } from './utilization-rollup.service';
import { utilizationRepository } from './utilization.repository';

/**
 * The utilization roll-up (migration 0024) against the containers it counts: after every
 * kind of write the report's figures come from — a container's ETD, status, route, type and
 * loaded figures, its lines added, changed and removed, a container type's usable CBM and
 * payload, a destination's loading limit — the roll-up's rows equal the containers' counts,
 * and the report (which reads the roll-up for every supplier over whole months) shows them.
 */

const range = { etdFrom: '2026-01-01', etdTo: '2026-06-30' };
const ids: Record<string, number> = {};
let lineId = 0;

useReportWorld('UROLL', async (w) => {
  const po = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const [a1, a2] = po.lineIds as [number, number];
  lineId = a1;
  ids.shipped = await w.container(
    { status: 'Shipped', lines: [{ poLineId: a1, qty: 4 }] },
    { etd: '2026-03-05', actual_cbm_milli: 66_000, actual_gross_g: 13_000_000 },
  );
  ids.planned = await w.container(
    { status: 'Unshipped', destination: 'KE', lines: [{ poLineId: a2, qty: 4 }] },
    { etd: '2026-04-20' },
  );
});

/** The roll-up, brought up to date, equals the containers' counts. */
async function expectRollupMatchesContainers() {
  const db = t.db.kysely;
  await refreshUtilizationRollup(db);
  const fromContainers = await utilizationRepository.groups(db, ALL_SUPPLIERS, range);
  const fromRollup = await utilizationRollupRepository.groups(db, {
    fromMonth: range.etdFrom.slice(0, 7),
    toMonth: range.etdTo.slice(0, 7),
  });
  expect(sortedRows(fromRollup)).toEqual(sortedRows(fromContainers));
  expect(fromRollup.length).toBeGreaterThan(0);
  // the containers page's totals, which the roll-up answers too: all, and each band
  const filter = { fromMonth: range.etdFrom.slice(0, 7), toMonth: range.etdTo.slice(0, 7) };
  const sort = { sortBy: 'etd', sortOrder: 'desc' } as const;
  const page = { pageNum: 1, pageSize: 10 };
  for (const measure of ['cbm', 'weight'] as const) {
    for (const band of [undefined, 'above95', 'from90to95', 'below90'] as const) {
      const selection = { ...range, band, measure };
      const counted = await utilizationRepository.page(db, ALL_SUPPLIERS, selection, sort, page);
      const known = band && { band, measure };
      expect(await utilizationRollupRepository.count(db, filter, known)).toBe(counted.total);
    }
  }
}

const report = async (query: Record<string, string> = {}) => {
  const answer = await t.call<UtilizationReport>('GET', '/api/reports/utilization', {
    token: w.users.admin.token,
    query: { ...range, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const setContainer = (id: number, columns: Record<string, unknown>) =>
  t.db.kysely.updateTable('containers').set(columns).where('id', '=', id).execute();

describe('the utilization roll-up', () => {
  it('starts equal to the containers, and the report reads it', async () => {
    await expectRollupMatchesContainers();
    // the shipped one: 66 of 68 m³ (97.1 %), 13 of 26 t (50.0 %)
    expect((await report()).totals).toMatchObject({ containers: 2, cbm: { above95: 1 } });
    expect(await t.db.kysely.selectFrom('report_dirty_months').selectAll().execute()).toEqual([]);
  });

  it("follows a container's ETD, status, route, type and loaded figures", async () => {
    await setContainer(ids.shipped!, { etd: '2026-05-02' });
    await expectRollupMatchesContainers();
    const moved = await report();
    expect(moved.byMonth.find((m) => m.month === '2026-03')!.containers).toBe(0);
    expect(moved.byMonth.find((m) => m.month === '2026-05')!.containers).toBe(1);

    await setContainer(ids.shipped!, { actual_cbm_milli: 50_000, destination_country: 'KE' });
    await expectRollupMatchesContainers();
    expect((await report({ destination: 'KE' })).totals.containers).toBe(2);

    // a three-letter code (Côte d'Ivoire)
    await setContainer(ids.planned!, { destination_country: 'CDI' });
    await expectRollupMatchesContainers();
    expect((await report({ destination: 'CDI' })).totals.containers).toBe(1);
    await setContainer(ids.planned!, { destination_country: 'KE' });
    await setContainer(ids.planned!, { container_type: '20GP' });
    await expectRollupMatchesContainers();
    await setContainer(ids.planned!, { status: 'Cancelled' });
    await expectRollupMatchesContainers();
    expect((await report()).totals.containers).toBe(1);
    await setContainer(ids.planned!, { status: 'Unshipped', container_type: '40HQ' });
    await expectRollupMatchesContainers();
  });

  it('follows container lines added, changed and removed', async () => {
    const db = t.db.kysely;
    const at = new Date().toISOString();
    const added = await db
      .insertInto('container_lines')
      .values({
        container_id: ids.planned!,
        po_line_id: lineId,
        qty: 3,
        cbm_milli: 30_000,
        gross_g: 9_000_000,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectRollupMatchesContainers();
    await db
      .updateTable('container_lines')
      .set({ cbm_milli: 60_000 })
      .where('id', '=', added.id)
      .execute();
    await expectRollupMatchesContainers();
    await db.deleteFrom('container_lines').where('id', '=', added.id).execute();
    await expectRollupMatchesContainers();
  });

  it("follows a container type's capacity and a destination's loading limit", async () => {
    const db = t.db.kysely;
    await db
      .updateTable('container_types')
      .set({ usable_cm3: 60_000_000 })
      .where('code', '=', '40HQ')
      .execute();
    await expectRollupMatchesContainers();
    await db
      .updateTable('loading_limits')
      .set({ max_payload_g: 10_000_000 })
      .where('country', '=', 'KE')
      .execute();
    await expectRollupMatchesContainers();
    await db.deleteFrom('loading_limits').where('country', '=', 'KE').execute();
    await expectRollupMatchesContainers();
    const at = new Date().toISOString();
    await db
      .insertInto('loading_limits')
      .values({
        country: 'KE',
        container_type: '40HQ',
        max_payload_g: 5_000_000,
        note: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await expectRollupMatchesContainers();
    expect((await report({ destination: 'KE' })).totals.weight.above95).toBeGreaterThan(0);
  });

  it('is not read for a supplier, a month or a range cutting a month with containers', async () => {
    const db = t.db.kysely;
    // a wrong row in the roll-up would show in every answer that reads it
    await db.updateTable('utilization_months').set({ containers: 1000 }).execute();
    expect((await report()).totals.containers).toBeGreaterThan(1000);
    expect((await report({ supplierId: String(w.supplierA.id) })).totals.containers).toBe(2);
    expect((await report({ etdTo: '2026-05-01' })).totals.containers).toBe(1);
    // the days cut off May hold no container: read as the whole month
    expect((await report({ etdTo: '2026-05-02' })).totals.containers).toBeGreaterThan(1000);
    await db.deleteFrom('utilization_months').execute();
    await db
      .insertInto('report_dirty_months')
      .values([
        { report: 'utilization', month: '2026-04' },
        { report: 'utilization', month: '2026-05' },
      ])
      .execute();
    await expectRollupMatchesContainers();
  });
});
