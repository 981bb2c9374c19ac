import type { ShippedAmountSummary } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { hasDirtyMonths } from '../../db/report-dirty-months';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { admin, t } from '../../test/harness';
import { withNumbers } from '../../test/rows';
import { defaultRange, monthsBack, useAmountWorld, w } from './amount-reports.test-support';
import { amountRollupRepository } from './amount-rollup.repository';
import { amountRollupFor } from './amount-rollup.service';
import { shippedAmountRepository } from './shipped-amount.repository';

/**
 * The shipped-amount roll-up (migration 0025) against the lines it counts: after every kind
 * of write the report's figures come from — a container's ATD, status and destination, its
 * lines added, changed and removed, a PO line's row total and supplier, a product's category
 * — the roll-up's rows equal the lines' groups, and the report (which reads the roll-up for
 * every supplier over whole months) shows them.
 */
useAmountWorld('AROLL');

const range = () => ({ atdFrom: monthsBack(14, 1), atdTo: monthsBack(0, 28) });
/** The roll-up, brought up to date, equals the lines' groups. */
async function expectRollupMatchesLines() {
  const db = t.db.kysely;
  const rollup = await amountRollupFor(db, ALL_SUPPLIERS, range());
  expect(rollup).not.toBeNull();
  const sort = { sortBy: 'month', sortOrder: 'desc' } as const;
  const page = { pageNum: 1, pageSize: 100 };
  const fromLines = await shippedAmountRepository.page(db, ALL_SUPPLIERS, range(), sort, page);
  const fromRollup = await amountRollupRepository.page(db, rollup!, sort, page);
  expect(fromRollup.list.map(withNumbers)).toEqual(fromLines.list.map(withNumbers));
  expect(fromRollup.total).toBe(fromLines.total);
  // the lines page's total, which the roll-up answers too
  const lines = await shippedAmountRepository.lines(db, ALL_SUPPLIERS, range(), page);
  expect(Number((await amountRollupRepository.sums(db, rollup!)).lines)).toBe(lines.total);
  // page by page (each from the first containers of the order): the same lines, in order
  const oneByOne = [];
  for (let pageNum = 1; pageNum <= lines.list.length + 1; pageNum++) {
    const one = await shippedAmountRepository.lines(db, ALL_SUPPLIERS, range(), {
      pageNum,
      pageSize: 1,
    });
    oneByOne.push(...one.list);
  }
  expect(oneByOne.map((line) => line.id)).toEqual(lines.list.map((line) => line.id));
  expect(await hasDirtyMonths(db, 'amount')).toBe(false);
}

const summary = async () => {
  const answer = await t.call<ShippedAmountSummary>(
    'GET',
    '/api/reports/shipping-amounts/summary',
    { token: admin, query: defaultRange() },
  );
  expect(answer.status).toBe(200);
  return answer.body.data.totals;
};

const setContainer = (id: number, columns: Record<string, unknown>) =>
  t.db.kysely.updateTable('containers').set(columns).where('id', '=', id).execute();

describe('the shipped-amount roll-up', () => {
  it('starts equal to the lines, and the summary reads it', async () => {
    await expectRollupMatchesLines();
    // C1 40000 + 11111, C2 60001, C3 18750 (C5 is 13 months back)
    expect(await summary()).toEqual({
      containers: 3,
      lines: 4,
      qty: 125,
      amountCents: 129_862,
    });
  });

  it("follows a container's ATD, status and destination", async () => {
    await setContainer(w.containers.c2, { atd: monthsBack(3, 2) });
    await expectRollupMatchesLines();
    // a three-letter code (Côte d'Ivoire)
    await setContainer(w.containers.c3, { destination_country: 'CDI' });
    await expectRollupMatchesLines();
    await setContainer(w.containers.c1, { status: 'Cancelled' });
    await expectRollupMatchesLines();
    expect((await summary()).containers).toBe(2);
    await setContainer(w.containers.c1, { status: 'Shipped' });
    await expectRollupMatchesLines();
  });

  it('follows container lines added, changed and removed', async () => {
    const db = t.db.kysely;
    const at = new Date().toISOString();
    const added = await db
      .insertInto('container_lines')
      .values({
        container_id: w.containers.c3,
        po_line_id: w.poA.lineIds[1]!,
        qty: 3,
        cbm_milli: 1,
        gross_g: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectRollupMatchesLines();
    await db.updateTable('container_lines').set({ qty: 5 }).where('id', '=', added.id).execute();
    await expectRollupMatchesLines();
    expect((await summary()).qty).toBe(130);
    await db.deleteFrom('container_lines').where('id', '=', added.id).execute();
    await expectRollupMatchesLines();
  });

  it("follows a PO line's row total and supplier, and a product's category", async () => {
    const db = t.db.kysely;
    await db
      .updateTable('po_lines')
      .set({ row_total_usd_cents: 200_002 })
      .where('id', '=', w.poA.lineIds[0]!)
      .execute();
    await expectRollupMatchesLines();
    await db
      .updateTable('po_lines')
      .set({ supplier_id: w.supplierB.id })
      .where('id', '=', w.poA.lineIds[1]!)
      .execute();
    await expectRollupMatchesLines();
    await db
      .updateTable('products')
      .set({ category: 'appliances' })
      .where('id', '=', w.loose.id)
      .execute();
    await expectRollupMatchesLines();
  });

  it('is not read for a supplier, a month or a range cutting a month with shipments', async () => {
    const db = t.db.kysely;
    const whole = range();
    expect(await amountRollupFor(db, ALL_SUPPLIERS, { ...whole, supplierId: 1 })).toBeNull();
    expect(await amountRollupFor(db, ALL_SUPPLIERS, { ...whole, month: '2026-01' })).toBeNull();
    // C3 ships on the 20th of last month: a range ending on the 19th cuts that month
    const cut = { ...whole, atdTo: monthsBack(1, 19) };
    expect(await amountRollupFor(db, ALL_SUPPLIERS, cut)).toBeNull();
    expect(await amountRollupFor(db, ALL_SUPPLIERS, { ...cut, atdTo: monthsBack(1, 20) })).toEqual(
      expect.objectContaining({ toMonth: monthsBack(1, 1).slice(0, 7) }),
    );
  });
});
