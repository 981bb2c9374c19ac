import {
  addDays,
  DELTA_NUMBERS,
  randomBetween,
  seededRandom,
  shuffled,
  type ContainerChangeField,
  type ContainerTypeCode,
  type Currency,
  type DeltaNo,
} from '@lading/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Queryable } from '../database';
import type { ContainerChangeTable, ContainerTable } from '../schema';
import { insertInBlocks } from '../bulk-insert';
import { buildContainer } from '../../modules/planning/planning.factories';
import { buildPurchaseOrder, buildSalesOrder } from '../../modules/orders/order.factories';
import { demoFill, demoLoad, demoShipmentRefs, type DemoShipmentRefs } from './demo-shipment-refs';
import { demoContainerNo, demoPapers, demoVoyage, type DemoVoyage } from './demo-voyages';

/** Containers over the last twelve months, about one a week. */
const CONTAINERS = 66;
/** The suppliers whose demo accounts follow their containers (sup001/`supplier`, sup002). */
const FOLLOWED_SUPPLIERS = ['SUP001', 'SUP002'];
const CURRENCIES: Currency[] = ['USD', 'USD', 'USD', 'CNY', 'EUR'];

const compactDay = (day: string) => day.replaceAll('-', '');
const stamp = (day: string, hour = 8) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The demo's shipping history (issue 15): about a container a week over the last twelve
 * months on the demo routes, each with its own POs (fully shipped, RDDs a little after the
 * goods were due at the warehouse, ~80 % SO-covered), its voyage (demo-voyages.ts) and
 * its tracking record, reasons for the deltas that slipped, and change-history rows for
 * its status and date changes. Statuses follow from the dates: most received, the last
 * weeks' at sea or arrived. Shipped, arrived and received lines count in the PO lines'
 * shipped quantity (PLANNED_CONTAINER_STATUSES), a loading one's in the planned quantity.
 * Deterministic for a given day; about a tenth of the received lines arrive after their RDD.
 */
export async function seedDemoShipments(db: Queryable, today: Date = new Date()): Promise<void> {
  const random = seededRandom(20_261_126);
  const refs = await demoShipmentRefs(db);
  const suppliers = await db
    .selectFrom('suppliers')
    .select(['id', 'code'])
    .where('code', 'like', 'SUP%')
    .orderBy('code')
    .execute();
  const staff = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['scm', 'logistic'])
    .execute();
  const planner = staff.find((u) => u.username === 'scm');
  const logistics = staff.find((u) => u.username === 'logistic') ?? planner;
  if (!refs.routes.length || !refs.products.length || !suppliers.length || !planner) return;
  const followed = suppliers.filter((s) => FOLLOWED_SUPPLIERS.includes(s.code));
  const day = today.toISOString().slice(0, 10);
  const history: Insertable<ContainerChangeTable>[] = [];

  for (let k = 0; k < CONTAINERS; k++) {
    const route = refs.routes[randomBetween(random, 0, refs.routes.length - 1)]!;
    const carrier =
      refs.carriers.find((c) => c.id === route.shippingLineId) ??
      refs.carriers[randomBetween(random, 0, refs.carriers.length - 1)]!;
    const containerType: ContainerTypeCode = random() < 0.2 ? '20GP' : '40HQ';
    const firstEtd = addDays(day, -365 + Math.round((k * 359) / (CONTAINERS - 1)));
    const voyage = demoVoyage(random, day, firstEtd, route.days);
    // a third of the containers carry a followed supplier's goods, some two suppliers'
    const first =
      random() < 0.35 && followed.length
        ? followed[k % followed.length]!
        : suppliers[randomBetween(random, 0, suppliers.length - 1)]!;
    const second = suppliers[randomBetween(random, 0, suppliers.length - 1)]!;
    const owners = random() < 0.3 && second.id !== first.id ? [first, second] : [first];
    const chosen = shuffled(refs.products, random).slice(0, randomBetween(random, 3, 6));
    const load = demoLoad(
      random,
      chosen,
      refs.capacity(containerType, route.country),
      demoFill(random),
    );

    const shipped = voyage.status !== 'Loading';
    const poDate = addDays(voyage.originalReadyDate, -randomBetween(random, 30, 60));
    const lines: { poLineId: number; qty: number }[] = [];
    for (const [s, supplier] of owners.entries()) {
      const part = load.filter((_, i) => i % owners.length === s);
      const rdds = part.map(() =>
        addDays(voyage.plannedReceivingDate, randomBetween(random, 0, 28)),
      );
      const so =
        random() < 0.8
          ? await buildSalesOrder(db, {
              soNumber: `SO${String(6_900_000 + k * 10 + s).padStart(8, '0')}`,
              postingDate: addDays(poDate, -randomBetween(random, 3, 20)),
              rdd: rdds.reduce((a, b) => (a > b ? a : b)),
              bpReferenceNo: `BP-${route.country}-${800 + k}`,
              country: route.country,
              lines: part.map((line, i) => ({
                lineNo: i + 1,
                productId: line.product.id,
                qty: line.qty,
                rowTotalUsdCents: Math.round(line.qty * line.product.unitPriceCents * 1.35),
              })),
              at: stamp(poDate),
            })
          : null;
      const po = await buildPurchaseOrder(db, {
        poNumber: `PO${String(4_400_000 + k * 10 + s).padStart(8, '0')}`,
        supplierId: supplier.id,
        originator: ['Li Wei', 'Grace Njeri', 'Tunde Okafor', 'Chen Jing'][k % 4]!,
        destinationCountry: route.country,
        currency: CURRENCIES[randomBetween(random, 0, CURRENCIES.length - 1)]!,
        lines: part.map((line, i) => ({
          lineNo: (i + 1) * 10,
          productId: line.product.id,
          loadingPointId: route.loadingPointId,
          orderQty: line.qty,
          unitPriceCents: line.product.unitPriceCents,
          discountPct: [0, 0, 2.5, 5][randomBetween(random, 0, 3)]!,
          rdd: rdds[i]!,
          soLineId: so?.lineIds[i] ?? null,
          shippedQty: shipped ? line.qty : 0,
        })),
        at: stamp(poDate),
      });
      po.lineIds.forEach((poLineId, i) => lines.push({ poLineId, qty: part[i]!.qty }));
    }

    const { id } = await buildContainer(db, {
      status: voyage.status,
      containerType,
      loadingPointId: route.loadingPointId,
      destinationCountry: route.country,
      createdByUserId: planner.id,
      shipmentNo: `SH${compactDay(firstEtd)}-${String(k + 1).padStart(2, '0')}`,
      containerNo: demoContainerNo(random, carrier.code),
      promisedDeliveryDate: voyage.plannedReceivingDate,
      lines,
      at: stamp(addDays(voyage.originalReadyDate, -21)),
    });
    await writeTracking(db, random, refs, { id, k, voyage, carrier, route, load, planner });
    await db
      .updateTable('container_lines')
      .set({
        ready_date: voyage.readyDate,
        original_ready_date: voyage.originalReadyDate,
        confirm_ready_date: 1,
      })
      .where('container_id', '=', id)
      .execute();
    history.push(...historyOf(id, voyage, logistics!, day));
  }
  await insertInBlocks(db, 'container_changes', history, (block) =>
    db.insertInto('container_changes').values(block),
  );
}

/** The container's tracking record: route, carrier papers, dates, actual measures, reasons. */
async function writeTracking(
  db: Queryable,
  random: () => number,
  refs: DemoShipmentRefs,
  c: {
    id: number;
    k: number;
    voyage: DemoVoyage;
    carrier: { id: number; name: string; code: string };
    route: { pol: string; pod: string };
    load: ReturnType<typeof demoLoad>;
    planner: { id: number };
  },
) {
  const { voyage } = c;
  const loaded = voyage.status !== 'Loading';
  const plannedGrams = c.load.reduce((g, l) => g + l.grossG, 0);
  const plannedLitres = c.load.reduce((v, l) => v + l.cbmMilli, 0);
  const actualGrams = Math.round(plannedGrams * (0.97 + random() * 0.05));
  const reasons = Object.fromEntries(
    DELTA_NUMBERS.flatMap((no) => [
      [`delta${no}_reason_id`, refs.reasonId(voyage.reasons[no]?.code)],
      [`delta${no}_note`, voyage.reasons[no]?.note ?? ''],
    ]),
  ) as Pick<Updateable<ContainerTable>, `delta${DeltaNo}_reason_id` | `delta${DeltaNo}_note`>;
  await db
    .updateTable('containers')
    .set({
      owner_user_id: c.planner.id,
      shipping_line_id: c.carrier.id,
      pol: c.route.pol,
      pod: c.route.pod,
      transshipment_port: c.k % 4 === 1 ? 'Port Louis' : c.k % 4 === 3 ? 'Lomé' : '',
      ...demoPapers(random, c.carrier, c.k),
      ready_date: voyage.readyDate,
      original_ready_date: voyage.originalReadyDate,
      loading_date: voyage.loadingDate,
      first_etd: voyage.firstEtd,
      first_eta: voyage.firstEta,
      etd: voyage.etd,
      eta: voyage.eta,
      atd: voyage.atd,
      ata: voyage.ata,
      bl_express_date: voyage.blExpressDate,
      receiving_date: voyage.receivingDate,
      actual_gross_g: loaded ? actualGrams : null,
      actual_net_g: loaded ? Math.round(actualGrams * 0.88) : null,
      actual_cbm_milli: loaded ? Math.round(plannedLitres * (0.96 + random() * 0.05)) : null,
      ...reasons,
      updated_at: stamp(voyage.receivingDate ?? voyage.ata ?? voyage.atd ?? voyage.readyDate, 10),
    })
    .where('id', '=', c.id)
    .execute();
}

/** Change-history rows as logistics would have left them: revised dates, then each milestone. */
function historyOf(
  containerId: number,
  voyage: DemoVoyage,
  actor: { id: number; username: string },
  today: string,
): Insertable<ContainerChangeTable>[] {
  const rows: Insertable<ContainerChangeTable>[] = [];
  const change = (
    at: string,
    field: ContainerChangeField,
    before: string | null,
    after: string | null,
  ) =>
    rows.push({
      container_id: containerId,
      at: stamp(at, 9),
      actor_user_id: actor.id,
      actor_name: actor.username,
      field,
      before_value: before,
      after_value: after,
      supplier_id: null,
    });
  if (voyage.readyDate !== voyage.originalReadyDate) {
    change(voyage.originalReadyDate, 'readyDate', voyage.originalReadyDate, voyage.readyDate);
  }
  const status = (at: string | null, before: string, after: string) => {
    if (at) change(at, 'status', before, after);
  };
  status(voyage.loadingDate, 'Unshipped', 'Loading');
  if (voyage.etd !== voyage.firstEtd) {
    change(addDays(voyage.firstEtd, -2), 'etd', voyage.firstEtd, voyage.etd);
  }
  if (voyage.atd) change(voyage.atd, 'atd', null, voyage.atd);
  status(voyage.atd, 'Loading', 'Shipped');
  if (voyage.eta !== voyage.firstEta && voyage.atd) {
    // the carrier's revised ETA, a week before it (or today, while still at sea)
    const told = addDays(voyage.eta, -7) < today ? addDays(voyage.eta, -7) : today;
    change(told > voyage.atd ? told : voyage.atd, 'eta', voyage.firstEta, voyage.eta);
  }
  if (voyage.ata) change(voyage.ata, 'ata', null, voyage.ata);
  status(voyage.ata, 'Shipped', 'Arrived');
  status(voyage.receivingDate, 'Arrived', 'Received');
  return rows;
}
