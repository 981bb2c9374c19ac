import type { OtdReport } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../db/day-number';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { sortedRows, withNumbers } from '../../test/rows';
import { otdRepository, type OtdSelection } from './otd.repository';
import { otdRollupRepository } from './otd-rollup.repository';
import { refreshOtdRollup } from './otd-rollup.service';
import { useReportWorld, w } from './otd-reports.test-support';

/**
 * The OTD roll-up (migration 0023) against the lines it counts: after every kind of write
 * the report's figures come from — a container received, its receiving date, destination or
 * delay reasons changed, a line added, changed or removed, a PO line's RDD, a product's
 * category, the company tolerance — the roll-up's rows equal the lines' counts, and the
 * report (which reads the roll-up for every supplier over whole months) shows them.
 */

const FROM = '2026-01-01';
const TO = '2026-06-30';
let tolerance = 0;
const lines: Record<string, number> = {};
const containers: Record<string, number> = {};

useReportWorld('ROLL', async (w) => {
  const po = await w.order(w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 10, rdd: '2026-03-10' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 30, rdd: '2026-03-20' },
  ]);
  const poB = await w.order(w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 20, rdd: '2026-04-15' },
  ]);
  [lines.a10, lines.a20] = po.lineIds as [number, number];
  [lines.b10] = poB.lineIds as [number];
  const reason = await w.reason('RLATE', 'Late', '迟到');
  containers.one = await w.container(
    {
      status: 'Received',
      lines: [
        { poLineId: lines.a10!, qty: 10 },
        { poLineId: lines.b10!, qty: 5 },
      ],
    },
    { receiving_date: '2026-03-12', delta5_reason_id: reason },
  );
  containers.two = await w.container(
    { status: 'Arrived', destination: 'KE', lines: [{ poLineId: lines.a20!, qty: 30 }] },
    { ata: '2026-04-01', first_eta: '2026-03-25', delta4_reason_id: reason },
  );
});

const selection = (): OtdSelection => ({ from: FROM, to: TO, toleranceDays: tolerance });
/** The roll-up, brought up to date, equals the lines' counts (groups, members, reasons). */
async function expectRollupMatchesLines() {
  const db = t.db.kysely;
  await refreshOtdRollup(db, tolerance);
  const filter = { fromMonth: FROM.slice(0, 7), toMonth: TO.slice(0, 7) };
  const fromLines = await otdRepository.groups(db, ALL_SUPPLIERS, selection());
  const fromRollup = await otdRollupRepository.groups(db, filter);
  expect(sortedRows(fromRollup)).toEqual(sortedRows(fromLines));

  const totals = withNumbers(await otdRepository.totals(db, ALL_SUPPLIERS, selection()));
  for (const dimension of ['supplier', 'destination', 'category']) {
    const members = (await otdRollupRepository.members(db, filter)).filter(
      (row) => row.dimension === dimension,
    );
    const delivered = members.reduce((sum, row) => sum + Number(row.delivered), 0);
    const onTime = members.reduce((sum, row) => sum + Number(row.on_time), 0);
    expect({ dimension, delivered, onTime }).toEqual({
      dimension,
      delivered: totals.delivered,
      onTime: totals.on_time ?? 0,
    });
  }
  const reasonsOfLines = await otdRepository.reasons(db, ALL_SUPPLIERS, selection(), 10);
  const reasonsOfRollup = await otdRollupRepository.reasons(db, filter, 10);
  expect(reasonsOfRollup.map(withNumbers)).toEqual(reasonsOfLines.map(withNumbers));

  // the lines page: its total from the roll-up, its order off the stored days late (0026)
  for (const lateOnly of [false, true]) {
    const sort = { sortBy: 'daysLate', sortOrder: 'desc' } as const;
    const page = { pageNum: 1, pageSize: 50 };
    const counted = await otdRepository.page(
      db,
      ALL_SUPPLIERS,
      { ...selection(), lateOnly },
      sort,
      page,
    );
    expect(await otdRollupRepository.count(db, filter, lateOnly)).toBe(counted.total);
    // page by page (each found from the index past the lines before it): the same order
    for (const sortOrder of ['desc', 'asc'] as const) {
      const by = { sortBy: 'daysLate', sortOrder } as const;
      const s = { ...selection(), lateOnly };
      const all = (await otdRepository.page(db, ALL_SUPPLIERS, s, by, page)).list;
      const oneByOne = [];
      for (let pageNum = 1; pageNum <= all.length + 1; pageNum++) {
        const one = await otdRepository.page(db, ALL_SUPPLIERS, s, by, { pageNum, pageSize: 1 });
        oneByOne.push(...one.list);
      }
      expect(oneByOne.map((line) => line.id)).toEqual(all.map((line) => line.id));
    }
  }
  const stored = await db
    .selectFrom('container_lines as cl')
    .innerJoin('containers as c', 'c.id', 'cl.container_id')
    .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
    .select(['cl.days_late', daysBetween(db, 'c.receiving_date', 'pl.rdd').as('computed')])
    .execute();
  for (const line of stored) {
    expect(line.days_late === null ? null : Number(line.days_late)).toBe(
      line.computed === null ? null : Number(line.computed),
    );
  }
}

const report = async () => {
  const answer = await t.call<OtdReport>('GET', '/api/reports/otd', {
    token: w.users.admin.token,
    query: { receivedFrom: FROM, receivedTo: TO },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('the OTD roll-up', () => {
  it('starts equal to the lines, and the report reads it', async () => {
    await expectRollupMatchesLines();
    // C1: a10 2 days late, b10 on time (RDD 04-15)
    expect((await report()).totals).toMatchObject({ delivered: 2, onTime: 1, deliveredQty: 15 });
    const dirty = await t.db.kysely.selectFrom('report_dirty_months').selectAll().execute();
    expect(dirty).toEqual([]);
  });

  it('follows a container received, its date, destination and reasons', async () => {
    const db = t.db.kysely;
    await db
      .updateTable('containers')
      .set({ status: 'Received', receiving_date: '2026-04-03' })
      .where('id', '=', containers.two!)
      .execute();
    await expectRollupMatchesLines();
    expect((await report()).totals).toMatchObject({ delivered: 3, onTime: 1 });

    await db
      .updateTable('containers')
      .set({ receiving_date: '2026-05-20', destination_country: 'CDI', delta4_reason_id: null })
      .where('id', '=', containers.two!)
      .execute();
    await expectRollupMatchesLines();
    const moved = await report();
    expect(moved.byMonth.find((m) => m.month === '2026-04')!.delivered).toBe(0);
    expect(moved.byMonth.find((m) => m.month === '2026-05')!.delivered).toBe(1);
  });

  it('follows container lines added, changed and removed', async () => {
    const db = t.db.kysely;
    const at = new Date().toISOString();
    const added = await db
      .insertInto('container_lines')
      .values({
        container_id: containers.one!,
        po_line_id: lines.a20!,
        qty: 3,
        cbm_milli: 1,
        gross_g: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectRollupMatchesLines();
    await db.updateTable('container_lines').set({ qty: 7 }).where('id', '=', added.id).execute();
    await expectRollupMatchesLines();
    await db.deleteFrom('container_lines').where('id', '=', added.id).execute();
    await expectRollupMatchesLines();
    expect((await report()).totals.deliveredQty).toBe(45);
  });

  it("follows a PO line's RDD and a product's category", async () => {
    const db = t.db.kysely;
    await db
      .updateTable('po_lines')
      .set({ rdd: '2026-03-31' })
      .where('id', '=', lines.a10!)
      .execute();
    await expectRollupMatchesLines();
    expect((await report()).totals.onTime).toBe(2);
    await db
      .updateTable('products')
      .set({ category: 'appliances' })
      .where('id', '=', w.packed.id)
      .execute();
    await expectRollupMatchesLines();
    expect((await report()).byCategory.map((c) => c.category).sort()).toContain('appliances');
  });

  it('is counted again at a new company tolerance', async () => {
    const put = await t.call('PUT', '/api/reports/settings', {
      token: w.users.admin.token,
      body: { otdToleranceDays: 61 },
    });
    expect(put.status).toBe(200);
    tolerance = 61; // the May line is 61 days late: all on time now
    const answer = await report();
    expect(answer.toleranceDays).toBe(61);
    expect(answer.totals.onTime).toBe(answer.totals.delivered);
    await expectRollupMatchesLines();
    expect(await otdRollupRepository.tolerance(t.db.kysely)).toBe(61);
  });
});
