import { defaultAtdRange, formatDate, type ContainerStatus } from '@lading/shared';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import {
  orderOf,
  planningWorld,
  reportProducts,
  supplierReportReaders,
} from '../planning/planning.test-support';

/** Helpers the amount-report API tests share (not a test file itself). */

type SignedIn = { id: number; username: string; token: string };

/** YYYY-MM-DD of the given day of the month `back` months before today's. */
export function monthsBack(back: number, day: number): string {
  const [year, month] = formatDate(new Date(), 'UTC').split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The default range's bounds today (the last 12 months). */
export const defaultRange = () => defaultAtdRange(formatDate(new Date(), 'UTC'));

/**
 * A hand-made world whose figures were worked out by hand (see the tests):
 *
 * - PO A (supplier A, NG): line 10 packed (pvPanels) 100 pcs, row total $1,000.01; line 20
 *   loose (batteries) 30 pcs, row total $333.34. Both shipped as far as they go.
 * - PO B (supplier B, KE): line 10 packed 40 pcs, row total $500.01.
 * - C1 Shipped NG, ATD two months back: A10 × 40 → 40000.4 → 40000 ¢; A20 × 10 → 11111.33 →
 *   11111 ¢. C2 Received NG, last month: A10 × 60 → 60000.6 → 60001 ¢. C3 Arrived KE, last
 *   month: B10 × 15 → 18750.375 → 18750 ¢. C5 Shipped KE, 13 months back (outside the
 *   default range): B10 × 25 → 31250.625 → 31251 ¢. C4 Unshipped NG (not shipped): A20 × 20.
 *
 * Spare capacity: 40HQ usable 60 m³, payload 26 t, NG's 40HQ limit 22 t; 20GP usable 1 m³,
 * NG's 20GP limit 500 kg. C4 (40HQ) loads 20 loose pcs: 1.44 m³, 224 kg → 58.56 m³ and
 * 21,776 kg free. C7 Loading 20GP loads PO G's 5 loose pcs: 0.36 m³, 56 kg → 0.64 m³ and
 * 444 kg free. Open lines at Ningbo for NG: E (supplier B) packed 8 (RDD 2027-01-01), D20
 * loose 5 (2027-01-05), D10 packed 40 (2027-01-10), D30 heavy 3 (1 m³ a piece: never fits).
 */
export async function amountWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  await reportProducts(t, w, { '40HQ': [60_000_000, 26_000_000], '20GP': [1_000_000, 20_000_000] });
  await db
    .updateTable('products')
    .set({ length_mm: 1000, width_mm: 1000, height_mm: 1000 })
    .where('id', '=', w.heavy.id)
    .execute();
  await db.deleteFrom('loading_limits').where('country', '=', 'NG').execute();
  const at = new Date().toISOString();
  await db
    .insertInto('loading_limits')
    .values([
      {
        country: 'NG',
        container_type: '40HQ',
        max_payload_g: 22_000_000,
        note: '',
        created_at: at,
        updated_at: at,
      },
      {
        country: 'NG',
        container_type: '20GP',
        max_payload_g: 500_000,
        note: '',
        created_at: at,
        updated_at: at,
      },
    ])
    .execute();

  const nb = w.ningbo.id;
  const poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: nb, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: nb, orderQty: 30 },
  ]);
  const poB = await orderOf(
    t,
    w.supplierB.id,
    [{ productId: w.packed.id, loadingPointId: nb, orderQty: 40 }],
    'KE',
  );
  const rowTotal = async (id: number, cents: number, shipped: number) =>
    db
      .updateTable('po_lines')
      .set({ row_total_usd_cents: cents, shipped_qty: shipped })
      .where('id', '=', id)
      .execute();
  await rowTotal(poA.lineIds[0]!, 100_001, 100);
  await rowTotal(poA.lineIds[1]!, 33_334, 10);
  await rowTotal(poB.lineIds[0]!, 50_001, 40);

  const planner = (await t.signedInUser('1-SCM')) as SignedIn;
  const container = async (
    status: ContainerStatus,
    atd: string | null,
    lines: { poLineId: number; qty: number }[],
    more: { destinationCountry?: 'NG' | 'KE'; containerType?: '40HQ' | '20GP' } = {},
  ) => {
    const { id } = await buildContainer(db, {
      status,
      loadingPointId: nb,
      createdByUserId: planner.id,
      destinationCountry: more.destinationCountry ?? 'NG',
      containerType: more.containerType ?? '40HQ',
      lines,
    });
    await db.updateTable('containers').set({ atd }).where('id', '=', id).execute();
    return id;
  };
  const containers = {
    c1: await container('Shipped', monthsBack(2, 10), [
      { poLineId: poA.lineIds[0]!, qty: 40 },
      { poLineId: poA.lineIds[1]!, qty: 10 },
    ]),
    c2: await container('Received', monthsBack(1, 5), [{ poLineId: poA.lineIds[0]!, qty: 60 }]),
    c3: await container('Arrived', monthsBack(1, 20), [{ poLineId: poB.lineIds[0]!, qty: 15 }], {
      destinationCountry: 'KE',
    }),
    c5: await container('Shipped', monthsBack(13, 15), [{ poLineId: poB.lineIds[0]!, qty: 25 }], {
      destinationCountry: 'KE',
    }),
    c4: await container('Unshipped', null, [{ poLineId: poA.lineIds[1]!, qty: 20 }]),
    c7: 0,
  };
  // spare capacity: PO G fills C7; D and E are open at Ningbo for NG, F goes to KE
  const poG = await orderOf(t, w.supplierA.id, [
    { productId: w.loose.id, loadingPointId: nb, orderQty: 5 },
  ]);
  containers.c7 = await container('Loading', null, [{ poLineId: poG.lineIds[0]!, qty: 5 }], {
    containerType: '20GP',
  });
  const poD = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: nb, orderQty: 40, rdd: '2027-01-10' },
    { productId: w.loose.id, loadingPointId: nb, orderQty: 5, rdd: '2027-01-05' },
    { productId: w.heavy.id, loadingPointId: nb, orderQty: 3, rdd: '2027-01-20' },
  ]);
  const poE = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: nb, orderQty: 8, rdd: '2027-01-01' },
  ]);
  await orderOf(
    t,
    w.supplierA.id,
    [{ productId: w.packed.id, loadingPointId: nb, orderQty: 8, rdd: '2026-12-01' }],
    'KE',
  );
  await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.shenzhen.id, orderQty: 8, rdd: '2026-12-01' },
  ]);

  const users = await supplierReportReaders(t, w);
  return { ...w, poA, poB, poD, poE, poG, containers, users };
}

export type AmountWorld = Awaited<ReturnType<typeof amountWorld>>;

/** The world of the test file, a live binding set by useAmountWorld()'s beforeAll. */
export let w: AmountWorld;

export function useAmountWorld(prefix: string) {
  useTestContext({ admin: true });
  beforeAll(async () => {
    w = await amountWorld(context, prefix);
  });
}
