import {
  addDays,
  plannedCbmMilli,
  randomBetween,
  seededRandom,
  type ContainerStatus,
  type DestinationCountry,
} from '@lading/shared';
import type { Queryable } from '../database';
import { buildContainer } from '../../modules/planning/planning.factories';
import { demoShipmentRefs, type DemoShipmentRefs } from './demo-shipment-refs';
import { demoContainerNo, demoPapers } from './demo-voyages';

/** The suppliers demo-planning gives their own plans (their ready-date states are its). */
const PLANNED_ELSEWHERE = ['SUP001', 'SUP002'];

/** What each open container is, in order: its status and days from today to its ETD. */
const OPEN_CONTAINERS: { status: ContainerStatus; etdIn: number }[] = [
  { status: 'Loading', etdIn: 2 },
  { status: 'Loading', etdIn: 4 },
  { status: 'Unshipped', etdIn: 16 },
  { status: 'Unshipped', etdIn: 24 },
  { status: 'Draft', etdIn: 40 },
  { status: 'Cancelled', etdIn: -150 },
  { status: 'Cancelled', etdIn: -60 },
];

type OpenLine = { id: number; plannable: number; productId: number };

/** Open lines of the other suppliers by (loading point, destination), largest groups first. */
async function openGroups(db: Queryable, today: string) {
  const rows = await db
    .selectFrom('po_lines as pl')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
    .select(['pl.id', 'pl.product_id', 'pl.loading_point_id', 'po.destination_country'])
    .select((eb) => eb(eb.ref('pl.order_qty'), '-', eb.ref('pl.shipped_qty')).as('plannable'))
    .where('s.code', 'not in', PLANNED_ELSEWHERE)
    .where('pl.planned_qty', '=', 0)
    .where('pl.shipped_qty', '=', 0)
    .where('pl.closed', '=', 0)
    .where('pl.cancelled', '=', 0)
    .where('pl.rdd', '>', today)
    .orderBy('pl.rdd')
    .orderBy('pl.id')
    .execute();
  const groups = new Map<string, { loadingPointId: number; country: string; lines: OpenLine[] }>();
  for (const row of rows) {
    const key = `${row.loading_point_id}:${row.destination_country}`;
    const group = groups.get(key) ?? {
      loadingPointId: row.loading_point_id,
      country: row.destination_country,
      lines: [],
    };
    group.lines.push({ id: row.id, plannable: Number(row.plannable), productId: row.product_id });
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.lines.length - a.lines.length);
}

/** Whole packages of up to five lines, to about 80 % of a 40HQ. */
function loadOf(lines: OpenLine[], refs: DemoShipmentRefs, litres: number) {
  let room = Math.round(litres * 0.8);
  const load: { poLineId: number; qty: number }[] = [];
  for (const line of lines) {
    const product = refs.products.find((p) => p.id === line.productId);
    if (!product || load.length === 5) continue;
    const pieces = product.unit.piecesPerPackage;
    const perPackage = Math.max(1, plannedCbmMilli(pieces, product.unit));
    const packages = Math.min(Math.floor(line.plannable / pieces), Math.floor(room / perPackage));
    if (packages < 1) continue;
    load.push({ poLineId: line.id, qty: packages * pieces });
    room -= packages * perPackage;
  }
  return load;
}

/**
 * The containers not yet at sea (issue 15): two loading this week, two released for the
 * coming weeks with their bookings, a planner's saved draft, and two cancelled ones, from
 * the open demo lines of suppliers other than those demo-planning plans. Loading, released
 * and draft lines take the PO lines' planned quantity; cancelled ones take none.
 */
export async function seedDemoOpenShipments(db: Queryable, today: Date = new Date()) {
  const random = seededRandom(20_261_127);
  const refs = await demoShipmentRefs(db);
  const planner = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'scm')
    .executeTakeFirst();
  if (!planner || !refs.carriers.length) return;
  const day = today.toISOString().slice(0, 10);
  const groups = await openGroups(db, day);
  for (const [n, open] of OPEN_CONTAINERS.entries()) {
    const group = groups[n % Math.max(1, groups.length)];
    if (!group) return;
    const country = group.country as DestinationCountry;
    const lines = loadOf(group.lines, refs, refs.capacity('40HQ', country).litres);
    const taken = new Set(lines.map((l) => l.poLineId));
    group.lines = group.lines.filter((l) => !taken.has(l.id));
    if (!lines.length) continue;
    const route =
      refs.routes.find((r) => r.loadingPointId === group.loadingPointId && r.country === country) ??
      refs.routes.find((r) => r.country === country);
    const carrier =
      refs.carriers.find((c) => c.id === route?.shippingLineId) ??
      refs.carriers[n % refs.carriers.length]!;
    const draft = open.status === 'Draft';
    const etd = addDays(day, open.etdIn);
    const { id } = await buildContainer(db, {
      status: open.status,
      loadingPointId: group.loadingPointId,
      destinationCountry: country,
      createdByUserId: planner.id,
      shipmentNo: draft ? null : `SH${etd.replaceAll('-', '')}-${String(80 + n)}`,
      promisedDeliveryDate: draft ? null : addDays(etd, (route?.days ?? 35) + 10),
      lines,
      // planned a month before its ETD, and never later than yesterday (the draft's ETD is 40
      // days out: its "saved" time must not lie in the future)
      at: `${[addDays(etd, -30), addDays(day, -1)].sort()[0]}T08:00:00.000Z`,
    });
    if (draft) continue;
    const loading = open.status === 'Loading';
    const eta = addDays(etd, route?.days ?? 35);
    const readyDate = addDays(etd, loading ? -5 : -7);
    await db
      .updateTable('containers')
      .set({
        owner_user_id: planner.id,
        shipping_line_id: carrier.id,
        pol: route?.pol ?? '',
        pod: route?.pod ?? '',
        ...demoPapers(random, carrier, 900 + n),
        container_no: loading ? demoContainerNo(random, carrier.code) : null,
        hbl_no: '',
        first_etd: loading ? addDays(etd, -randomBetween(random, 0, 3)) : etd,
        first_eta: eta,
        etd,
        eta: loading ? addDays(eta, 1) : eta,
        ready_date: open.status === 'Cancelled' ? null : readyDate,
        original_ready_date: open.status === 'Cancelled' ? null : readyDate,
        loading_date: loading ? addDays(day, -n) : null,
        notes:
          open.status === 'Cancelled'
            ? 'Cancelled: the market moved the order to the next quarter · 市场将订单推迟到下季度'
            : '',
      })
      .where('id', '=', id)
      .execute();
    if (open.status === 'Cancelled') continue;
    // loading: every line approved; released: the first approved, the rest awaiting approval
    const ids = (
      await db
        .selectFrom('container_lines')
        .select('id')
        .where('container_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    for (const [i, lineId] of ids.entries()) {
      await db
        .updateTable('container_lines')
        .set({
          ready_date: readyDate,
          original_ready_date: readyDate,
          confirm_ready_date: loading || i === 0 ? 1 : 0,
        })
        .where('id', '=', lineId)
        .execute();
    }
  }
}
