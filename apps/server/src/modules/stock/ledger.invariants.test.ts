import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { AppError } from '../../platform/http/errors';
import { postDocument, twoSided } from './ledger.service';
import { adjustStock, buildWarehouse } from './stock.factories';
import { stockWorld, type StockWorld } from './stock.test-support';

useTestContext({ admin: true });

let w: StockWorld;
beforeAll(async () => {
  w = await stockWorld(t, 'LI');
});

const actor = { userId: null, username: 'property', clientAddress: '' };

/** Σ moves per balance key against the balance rows of these warehouses. */
async function ledgerOf(warehouseIds: number[]) {
  const db = t.db.kysely;
  const balances = await db
    .selectFrom('stock_balances')
    .select(['warehouse_id', 'product_id', 'po_line_id', 'qty'])
    .where('warehouse_id', 'in', warehouseIds)
    .execute();
  const sums = await db
    .selectFrom('stock_moves')
    .select(['warehouse_id', 'product_id', 'po_line_id'])
    .select((eb) => eb.fn.sum<number | string>('qty').as('total'))
    .where('warehouse_id', 'in', warehouseIds)
    .groupBy(['warehouse_id', 'product_id', 'po_line_id'])
    .execute();
  const key = (r: { warehouse_id: number; product_id: number; po_line_id: number }) =>
    `${r.warehouse_id}-${r.product_id}-${r.po_line_id}`;
  return {
    balances: Object.fromEntries(balances.map((r) => [key(r), r.qty])),
    sums: Object.fromEntries(sums.map((r) => [key(r), Number(r.total)])),
  };
}

describe('stock ledger invariants', () => {
  it('keeps balance = Σ moves ≥ 0 through any sequence of moves, refused ones changing nothing', async () => {
    const db = t.db.kysely;
    const houses = [
      await buildWarehouse(db, { code: 'LI-X' }),
      await buildWarehouse(db, { code: 'LI-Y' }),
      await buildWarehouse(db, { code: 'LI-Z' }),
    ];
    const ids = houses.map((h) => h.id);
    const goods = [
      { productId: w.p1.id, poLineId: w.line1 },
      { productId: w.p2.id, poLineId: w.line2 },
      { productId: w.p1.id, poLineId: null },
    ];
    const step = fc.record({
      kind: fc.constantFrom('in', 'out', 'transfer'),
      from: fc.nat({ max: 2 }),
      to: fc.nat({ max: 2 }),
      good: fc.nat({ max: 2 }),
      qty: fc.integer({ min: 1, max: 30 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          const good = goods[s.good]!;
          const lines =
            s.kind === 'in'
              ? [{ ...good, warehouseId: ids[s.from]!, qty: s.qty, kind: 'adjustment' as const }]
              : s.kind === 'out'
                ? [{ ...good, warehouseId: ids[s.from]!, qty: -s.qty, kind: 'adjustment' as const }]
                : twoSided(
                    [{ ...good, qty: s.qty }],
                    { warehouseId: ids[s.from]!, kind: 'transferOut' },
                    { warehouseId: ids[s.to]!, kind: 'transferIn' },
                    'p',
                  );
          const before = await ledgerOf(ids);
          try {
            await db.transaction().execute((trx) =>
              postDocument(
                trx,
                actor,
                new Date().toISOString(),
                {
                  docType: 'adjustment',
                  fromWarehouseId: null,
                  toWarehouseId: null,
                  reason: 'p',
                },
                lines,
              ),
            );
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).key).toBe('stock.insufficient');
            expect(await ledgerOf(ids)).toEqual(before);
          }
          const after = await ledgerOf(ids);
          for (const [key, qty] of Object.entries(after.balances)) {
            expect(qty).toBeGreaterThanOrEqual(0);
            expect(qty).toBe(after.sums[key] ?? 0);
          }
          expect(Object.keys(after.sums).every((key) => key in after.balances)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('lets exactly one of two simultaneous takers have the last unit', async () => {
    const db = t.db.kysely;
    const from = await buildWarehouse(db, { code: 'LI-LAST' });
    const to = await buildWarehouse(db, { code: 'LI-DEST' });
    await adjustStock(db, [
      { warehouseId: from.id, productId: w.p1.id, poLineId: w.line1, qty: 1 },
    ]);
    const take = () =>
      t.call('POST', '/api/stock/transfers', {
        token: admin,
        body: {
          fromWarehouseId: from.id,
          toWarehouseId: to.id,
          reason: 'last unit',
          lines: [{ productId: w.p1.id, poLineId: w.line1, qty: 1 }],
        },
      });
    const answers = await Promise.all([take(), take(), take()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    const { balances, sums } = await ledgerOf([from.id, to.id]);
    expect(Object.values(balances).sort()).toEqual([0, 1]);
    expect(balances).toEqual(
      Object.fromEntries(Object.keys(balances).map((key) => [key, sums[key] ?? 0])),
    );
  });
});
