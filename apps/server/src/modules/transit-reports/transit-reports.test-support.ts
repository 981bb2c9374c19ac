import { addDays, formatDate, type ContainerStatus, type DestinationCountry } from '@lading/shared';
import { beforeAll } from 'vitest';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { buildContainer } from '../planning/planning.factories';
import { orderOf, planningWorld, supplierReportReaders } from '../planning/planning.test-support';
import { buildShippingLine, buildTransitTime } from '../reference/reference.factories';

/** Helpers the transit report API tests share (not a test file itself). */

type SignedIn = { id: number; username: string; token: string };

interface LineSpec {
  poLineId: number;
  cbmMilli: number;
  grams: number;
  confirm?: number;
}

/**
 * Two suppliers, Ningbo → Lagos 30 days at sea (any line), Shenzhen with no standard transit
 * time, two shipping lines, and containers whose figures the tests compute by hand:
 *
 * at sea (days from today; CBM m³)
 * - s1 A      Ningbo→NG Lagos, L1, ATD −10, ETA +20 (first +20): expected +20, on time, 10
 * - s2 B      Ningbo→NG Lagos, L2, ATD −40, ETA −2 (first −5): expected −10, late, Δ4 +3,
 *             20 as loaded (its lines say 9)
 * - s3 A + B  Ningbo→NG Lagos, L1, ATD −5, ETA +40 (first +25): expected +25, late, Δ4 +15, 5 + 7
 * - s4 A      Shenzhen→KE Mombasa, no line, ATD −3, ETA +12: no standard, on time, 3
 * - arrived (A, ATA set) and the unshipped ones are not at sea
 *
 * to load (ready date / loading date; CBM m³, kg)
 * - u1 A      Unshipped Ningbo, 2027-03-03 (W09) / 2027-03-08 (W10), lines approved+approved: ready, 4+6, 1000+500
 * - u2 B      Loading Ningbo, 2027-03-05 (W09) / —, line pending: not ready, 8, 2000
 * - u3 A + B  Unshipped Shenzhen, 2027-03-10 (W10) / —, A approved, B rejected: not ready, 3+2, 300+200
 * - u4 A      Unshipped Ningbo, — / —, line not submitted: not ready, 1, 100
 * - a Draft (A) is no one's plan yet
 */
export async function transitWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const w = await planningWorld(t, prefix);
  const today = formatDate(new Date(), 'UTC');
  const day = (offset: number) => addDays(today, offset);
  await buildTransitTime(db, { pol: w.ningbo.name, pod: 'Lagos (Apapa)', days: 30 });
  const l1 = await buildShippingLine(db, { name: `${prefix} line one` });
  const l2 = await buildShippingLine(db, { name: `${prefix} line two` });
  const users = {
    ...(await supplierReportReaders(t, w)),
    planner: (await t.signedInUser('1-SCM')) as SignedIn,
  };
  const poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 1000, rdd: '2027-04-30' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 1000, rdd: '2027-04-30' },
  ]);
  const poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 1000, rdd: '2027-04-30' },
  ]);
  const [a1, a2] = poA.lineIds as [number, number];
  const [b1] = poB.lineIds as [number];

  const container = async (
    status: ContainerStatus,
    shipmentNo: string,
    loadingPointId: number,
    lines: LineSpec[],
    columns: Record<string, unknown> = {},
    destinationCountry: DestinationCountry = 'NG',
  ) => {
    const { id } = await buildContainer(db, {
      status,
      loadingPointId,
      destinationCountry,
      createdByUserId: users.planner.id,
      shipmentNo: `${prefix}-${shipmentNo}`,
      containerNo: `${prefix}U${shipmentNo}`,
      lines: lines.map((line) => ({ poLineId: line.poLineId, qty: 1 })),
    });
    if (Object.keys(columns).length) {
      await db.updateTable('containers').set(columns).where('id', '=', id).execute();
    }
    for (const line of lines) {
      await db
        .updateTable('container_lines')
        .set({
          cbm_milli: line.cbmMilli,
          gross_g: line.grams,
          confirm_ready_date: line.confirm ?? -1,
        })
        .where('container_id', '=', id)
        .where('po_line_id', '=', line.poLineId)
        .execute();
    }
    return id;
  };
  const lagos = { pol: 'Ningbo', pod: 'Lagos (Apapa)' };
  const sea = {
    s1: await container(
      'Shipped',
      'S1',
      w.ningbo.id,
      [{ poLineId: a1, cbmMilli: 10_000, grams: 1 }],
      {
        ...lagos,
        shipping_line_id: l1.id,
        atd: day(-10),
        eta: day(20),
        first_eta: day(20),
        etd: day(-11),
        first_etd: day(-12),
        vessel: 'MSC Anna',
        voyage: '041W',
      },
    ),
    s2: await container(
      'Shipped',
      'S2',
      w.ningbo.id,
      [{ poLineId: b1, cbmMilli: 9_000, grams: 1 }],
      {
        ...lagos,
        shipping_line_id: l2.id,
        atd: day(-40),
        eta: day(-2),
        first_eta: day(-5),
        actual_cbm_milli: 20_000,
      },
    ),
    s3: await container(
      'Shipped',
      'S3',
      w.ningbo.id,
      [
        { poLineId: a2, cbmMilli: 5_000, grams: 1 },
        { poLineId: b1, cbmMilli: 7_000, grams: 1 },
      ],
      { ...lagos, shipping_line_id: l1.id, atd: day(-5), eta: day(40), first_eta: day(25) },
    ),
    s4: await container(
      'Shipped',
      'S4',
      w.shenzhen.id,
      [{ poLineId: a1, cbmMilli: 3_000, grams: 1 }],
      { pol: 'Shenzhen', pod: 'Mombasa', atd: day(-3), eta: day(12), first_eta: day(12) },
      'KE',
    ),
    arrived: await container(
      'Arrived',
      'S5',
      w.ningbo.id,
      [{ poLineId: a1, cbmMilli: 1_000, grams: 1 }],
      {
        ...lagos,
        atd: day(-35),
        ata: day(-4),
        eta: day(-4),
      },
    ),
  };
  const plan = {
    u1: await container(
      'Unshipped',
      'U1',
      w.ningbo.id,
      [
        { poLineId: a1, cbmMilli: 4_000, grams: 1_000_000, confirm: 1 },
        { poLineId: a2, cbmMilli: 6_000, grams: 500_000, confirm: 1 },
      ],
      { ready_date: '2027-03-03', loading_date: '2027-03-08' },
    ),
    u2: await container(
      'Loading',
      'U2',
      w.ningbo.id,
      [{ poLineId: b1, cbmMilli: 8_000, grams: 2_000_000, confirm: 0 }],
      { ready_date: '2027-03-05' },
    ),
    u3: await container(
      'Unshipped',
      'U3',
      w.shenzhen.id,
      [
        { poLineId: a2, cbmMilli: 3_000, grams: 300_000, confirm: 1 },
        { poLineId: b1, cbmMilli: 2_000, grams: 200_000, confirm: 2 },
      ],
      { ready_date: '2027-03-10' },
    ),
    u4: await container('Unshipped', 'U4', w.ningbo.id, [
      { poLineId: a1, cbmMilli: 1_000, grams: 100_000 },
    ]),
    draft: await container('Draft', 'D1', w.ningbo.id, [
      { poLineId: a2, cbmMilli: 1_000, grams: 100_000 },
    ]),
  };
  return { ...w, today, day, l1, l2, users, sea, plan };
}

export type TransitWorld = Awaited<ReturnType<typeof transitWorld>>;

/** The transit world of the test file, a live binding set by useTransitWorld()'s beforeAll. */
export let w: TransitWorld;

export function useTransitWorld(prefix: string) {
  useTestContext({ admin: true });
  beforeAll(async () => {
    w = await transitWorld(context, prefix);
  });
}

/** The ids of a list answer's rows, in order. */
export const idsOf = (answer: { body: { data: { list: { id: number }[] } } }) =>
  answer.body.data.list.map((row) => row.id);
