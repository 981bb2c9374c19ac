import {
  addDays,
  isoWeekOf,
  mondayOfIsoWeek,
  sundayOfIsoWeek,
  type ContainerStatus,
  type ResourceKey,
} from '@lading/shared';
import type { TestContext } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { buildProduct } from '../products/product.factories';
import { orderOf, planningWorld } from '../planning/planning.test-support';

/** Helpers the dashboard API tests share (not a test file itself). */

type ContainerFields = Partial<{
  atd: string;
  ata: string;
  eta: string;
  first_eta: string;
  ready_date: string;
  loading_date: string;
  receiving_date: string;
}>;

/**
 * A hand-made world around `today` (YYYY-MM-DD) with the figures each card should show:
 *
 * - open lines left to plan: A1 (40 of 100), A3 (10), B2 (30); A4 closed; the lines in
 *   shipped, arrived and received containers are shipped in full → unplannedLines 3.
 * - U1 (Unshipped, A): A1 −1, A2 0 (pending); U2 (Unshipped, B): B1 3; L1 (Loading, A): A5 2
 *   (rejected); S1 (Shipped, A) a line −1 that no longer counts → awaitingReadyDate 2 (A 1,
 *   B 1), awaitingApproval 1 (A's), rejected 1 (A's).
 * - S1 ATD today−10, ETA yesterday (late); S2 (B) ATD today−5, ETA in 20 days → at sea 2,
 *   late 1. AR1 (Arrived, A) ATA today−2 after its first ETA today−4 (late); AR2 (B) ATA
 *   today−2, first ETA tomorrow → arrivedLate 1.
 * - this ISO week: U1's loading date Monday, U2's ready date Sunday (no loading date); L1
 *   loads the Sunday before and is ready the Monday after; L2 (B) is ready Monday but loads
 *   next week; S1 (shipped) loads Monday → weekLoadings 2.
 * - received this month: R1 (A) lines on time (RDD today) and late (RDD yesterday); R2 (B)
 *   one late line; R3 (A) received four months ago, on time (outside) → OTD 1 of 3 = 33.3 %,
 *   supplier A 1 of 2.
 */
export async function dashboardWorld(t: TestContext, prefix: string, today: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  const planner = await t.signedInUser('1-SCM');
  const point = w.ningbo.id;
  // a PO holds a product once: a product of its own for each line after the world's three
  let extra = 0;
  const line = async (productId: number | null, orderQty: number, rdd = addDays(today, 60)) => ({
    productId:
      productId ??
      (await buildProduct(db, { productId: `${prefix}-X${++extra}`, grossWeightKg: 5 })).id,
    loadingPointId: point,
    orderQty,
    rdd,
  });
  const poA = await orderOf(t, w.supplierA.id, [
    await line(w.packed.id, 100), // A1
    await line(w.loose.id, 50), // A2
    await line(w.heavy.id, 10), // A3
    await line(null, 20), // A4, closed
    await line(null, 10), // A5
    await line(null, 5), // S1's
    await line(null, 5), // AR1's
    await line(null, 5, today), // R1, on time
    await line(null, 5, addDays(today, -1)), // R1, late
    await line(null, 5, addDays(today, -200)), // R3, on time then
  ]);
  const poB = await orderOf(t, w.supplierB.id, [
    await line(w.packed.id, 40), // B1
    await line(w.loose.id, 30), // B2
    await line(null, 5), // S2's
    await line(null, 5), // AR2's
    await line(null, 5, addDays(today, -3)), // R2, late
    await line(null, 8), // B6
  ]);
  const [a1, a2, , a4, a5, aS1, aAR1, aR1on, aR1late, aR3] = poA.lineIds as number[];
  const [b1, , bS2, bAR2, bR2, b6] = poB.lineIds as number[];
  await db.updateTable('po_lines').set({ closed: 1 }).where('id', '=', a4!).execute();
  // what left in shipped containers is no longer to plan
  await db
    .updateTable('po_lines')
    .set((eb) => ({ shipped_qty: eb.ref('order_qty') }))
    .where('id', 'in', [aS1!, aAR1!, aR1on!, aR1late!, aR3!, bS2!, bAR2!, bR2!])
    .execute();

  const container = async (
    status: ContainerStatus,
    lines: { poLineId: number; qty: number; confirm?: number }[],
    fields: ContainerFields = {},
  ) => {
    const { id } = await buildContainer(db, {
      status,
      loadingPointId: point,
      createdByUserId: planner.id,
      lines,
    });
    await db.updateTable('containers').set(fields).where('id', '=', id).execute();
    for (const { poLineId, confirm } of lines) {
      if (confirm === undefined) continue;
      await db
        .updateTable('container_lines')
        .set({ confirm_ready_date: confirm })
        .where('container_id', '=', id)
        .where('po_line_id', '=', poLineId)
        .execute();
    }
    return id;
  };
  const week = isoWeekOf(today);
  const monday = mondayOfIsoWeek(week);
  const sunday = sundayOfIsoWeek(week);
  const ago = (days: number) => addDays(today, -days);
  await container(
    'Unshipped',
    [
      { poLineId: a1!, qty: 60, confirm: -1 },
      { poLineId: a2!, qty: 50, confirm: 0 },
    ],
    { loading_date: monday },
  );
  await container('Unshipped', [{ poLineId: b1!, qty: 40, confirm: 3 }], { ready_date: sunday });
  await container('Loading', [{ poLineId: a5!, qty: 10, confirm: 2 }], {
    loading_date: addDays(monday, -1),
    ready_date: addDays(sunday, 1),
  });
  // ready this week but loading next week: not this week's
  await container('Loading', [{ poLineId: b6!, qty: 8, confirm: 1 }], {
    loading_date: addDays(sunday, 3),
    ready_date: monday,
  });
  await container('Shipped', [{ poLineId: aS1!, qty: 5, confirm: -1 }], {
    loading_date: monday,
    atd: ago(10),
    eta: ago(1),
    first_eta: ago(1),
  });
  await container('Shipped', [{ poLineId: bS2!, qty: 5, confirm: 1 }], {
    atd: ago(5),
    eta: addDays(today, 20),
    first_eta: addDays(today, 20),
  });
  await container('Arrived', [{ poLineId: aAR1!, qty: 5, confirm: 1 }], {
    atd: ago(40),
    eta: ago(3),
    first_eta: ago(4),
    ata: ago(2),
  });
  await container('Arrived', [{ poLineId: bAR2!, qty: 5, confirm: 1 }], {
    atd: ago(40),
    eta: ago(3),
    first_eta: addDays(today, 1),
    ata: ago(2),
  });
  const received = { atd: ago(60), ata: ago(10), eta: ago(10), first_eta: ago(10) };
  await container(
    'Received',
    [
      { poLineId: aR1on!, qty: 5, confirm: 1 },
      { poLineId: aR1late!, qty: 5, confirm: 1 },
    ],
    { ...received, receiving_date: today },
  );
  await container('Received', [{ poLineId: bR2!, qty: 5, confirm: 1 }], {
    ...received,
    receiving_date: today,
  });
  await container('Received', [{ poLineId: aR3!, qty: 5, confirm: 1 }], {
    ...received,
    receiving_date: addDays(today, -125),
  });
  return { ...w, planner, week, monday, sunday };
}

/** A group holding exactly `resources` (and no menus), and a signed-in user of it. */
export async function userWithResources(
  t: TestContext,
  name: string,
  resources: readonly ResourceKey[],
) {
  const db = t.db.kysely;
  const { id } = await db
    .insertInto('user_groups')
    .values({
      name,
      description: '',
      builtin: 0,
      sort: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('resources')
    .select('id')
    .where('resource_key', 'in', [...resources])
    .execute();
  await db
    .insertInto('group_resources')
    .values(rows.map((row) => ({ group_id: id, resource_id: row.id })))
    .execute();
  return t.signedInUser(name);
}
