import {
  addDays,
  plannedCbmMilli,
  type ConfirmReadyDate,
  type DestinationCountry,
} from '@lading/shared';
import type { Queryable } from '../database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import type { Actor } from '../../platform/auth/auth-context';
import { buildContainer } from '../../modules/planning/planning.factories';
import { packageUnitOf } from '../../modules/planning/container-view';
import { planningRefs } from '../../modules/planning/planning-refs.repository';
import { planLineRepository } from '../../modules/ready-dates/plan-line.repository';
import { toPlanLineItem } from '../../modules/ready-dates/plan-line-view';
import { readyDateRefs } from '../../modules/ready-dates/ready-date-refs.repository';
import {
  recordLineChanges,
  refreshContainerReadyDates,
} from '../../modules/ready-dates/ready-date-history';

/** Suppliers whose demo accounts (sup001, sup002, and `supplier` for SUP001) see a plan. */
const PLANNED_SUPPLIERS = ['SUP001', 'SUP002'];
/** Lines per container, and the CBM a demo 40HQ is filled to (of ≈ 68 usable). */
const LINES_PER_CONTAINER = 5;
const FILL_CBM = 55;
/** Line by line: every confirmReadyDate state in each container. */
const STATES: ConfirmReadyDate[] = [1, 0, 2, 3, -1];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

async function userNamed(db: Queryable, username: string): Promise<Actor & { userId: number }> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) throw new Error(`demo planning: no user ${username}`);
  return { userId: user.id, username, clientAddress: 'demo seed' };
}

/** The supplier's open lines of its busiest loading point × destination, earliest RDD first. */
async function linesToPlan(db: Queryable, supplierId: number) {
  const open = await db
    .selectFrom('po_lines as pl')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .select(['pl.id', 'pl.loading_point_id', 'po.destination_country', 'pl.rdd'])
    .select((eb) =>
      eb(eb('pl.order_qty', '-', eb.ref('pl.shipped_qty')), '-', eb.ref('pl.planned_qty')).as(
        'plannable',
      ),
    )
    .where('pl.supplier_id', '=', supplierId)
    .where('pl.closed', '=', 0)
    .where('pl.cancelled', '=', 0)
    .orderBy('pl.rdd')
    .orderBy('pl.id')
    .execute();
  const groups = new Map<string, typeof open>();
  for (const line of open.filter((l) => Number(l.plannable) > 0)) {
    const key = `${line.loading_point_id}:${line.destination_country}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Whole packages of each line up to the container's fill, skipping lines that do not fit. */
async function loadOf(db: Queryable, lines: Awaited<ReturnType<typeof linesToPlan>>) {
  const records = new Map(
    (
      await planningRefs.linesById(
        db,
        ALL_SUPPLIERS,
        lines.map((l) => l.id),
      )
    ).map((r) => [r.id, r]),
  );
  let room = FILL_CBM * 1000;
  const load: { poLineId: number; qty: number }[] = [];
  for (const line of lines) {
    if (load.length === LINES_PER_CONTAINER) break;
    const { unit } = packageUnitOf(records.get(line.id)!);
    const perPackage = plannedCbmMilli(unit.piecesPerPackage, unit);
    const packages = Math.min(
      Math.floor(Number(line.plannable) / unit.piecesPerPackage),
      Math.floor(room / Math.max(1, perPackage) / 2),
    );
    if (packages < 1) continue;
    load.push({ poLineId: line.id, qty: packages * unit.piecesPerPackage });
    room -= packages * perPackage;
  }
  return load;
}

/**
 * Demo shipment plans: one released (Unshipped) 40HQ per planned supplier, from its own
 * demo PO lines, owned and released by `scm`, with a line in every ready-date state —
 * approved, pending (late: it cannot meet the RDD), rejected, system calculated and not
 * submitted — and their change history, so MyshippingPlan, shippingDetails and the change
 * history are not empty on a fresh demo. Quantity is planned through the PO lines'
 * conditional update (planning's factory). Call it after the orders.
 */
export async function seedDemoPlanning(db: Queryable, today: Date = new Date()): Promise<void> {
  const planner = await userNamed(db, 'scm');
  for (const [index, code] of PLANNED_SUPPLIERS.entries()) {
    const supplier = await db
      .selectFrom('suppliers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!supplier) continue;
    const group = await linesToPlan(db, supplier.id);
    const lines = await loadOf(db, group);
    if (!lines.length) continue;
    const { id } = await buildContainer(db, {
      status: 'Unshipped',
      containerType: '40HQ',
      loadingPointId: group[0]!.loading_point_id,
      destinationCountry: group[0]!.destination_country as DestinationCountry,
      createdByUserId: planner.userId,
      shipmentNo: `SH${isoDay(today).replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
      promisedDeliveryDate: isoDay(new Date(today.getTime() + 90 * 86_400_000)),
      lines,
      at: today.toISOString(),
    });
    await db
      .updateTable('containers')
      .set({
        owner_user_id: planner.userId,
        etd: isoDay(new Date(today.getTime() + 35 * 86_400_000)),
      })
      .where('id', '=', id)
      .execute();
    await dateTheLines(db, id, await userNamed(db, code.toLowerCase()), planner, today);
  }
}

/** Gives the container's lines their ready dates as the supplier and the owner would have. */
async function dateTheLines(
  db: Queryable,
  containerId: number,
  supplierUser: Actor,
  owner: Actor,
  today: Date,
) {
  const ids = (
    await db
      .selectFrom('container_lines')
      .select('id')
      .where('container_id', '=', containerId)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const transitTimes = await readyDateRefs.transitTimes(db);
  const rows = await planLineRepository.byIds(db, ALL_SUPPLIERS, ids);
  const at = today.toISOString();
  const soonest = isoDay(new Date(today.getTime() + 14 * 86_400_000));
  for (const [i, row] of rows.entries()) {
    const state = STATES[i % STATES.length]!;
    if (state === -1) continue;
    const view = toPlanLineItem(row, transitTimes);
    const limit = earlier(view.rddReadyBy!, view.leadTimeReadyBy ?? view.rddReadyBy!);
    const onTime = later(soonest, addDays(limit, -7));
    const readyDate =
      state === 0 ? addDays(view.rddReadyBy!, 7) : state === 3 ? later(soonest, limit) : onTime;
    await db
      .updateTable('container_lines')
      .set({
        ready_date: readyDate,
        original_ready_date: readyDate,
        confirm_ready_date: state,
        updated_at: at,
      })
      .where('id', '=', row.id)
      .execute();
    if (state === 3) continue; // the system's own date: no one submitted it
    const line = {
      containerId,
      supplierId: row.supplier_id,
      poNumber: row.po_number,
      lineNo: row.line_no,
    };
    await recordLineChanges(
      db,
      supplierUser,
      [{ ...line, field: 'lineReadyDate', before: null, after: readyDate }],
      at,
    );
    if (state === 1 || state === 2) {
      await recordLineChanges(
        db,
        owner,
        [
          {
            ...line,
            field: 'lineConfirmReadyDate',
            before: '0',
            after: String(state),
            reason: state === 2 ? 'Too early for the booked vessel · 早于已订舱船期' : '',
          },
        ],
        at,
      );
    }
  }
  await refreshContainerReadyDates(db, owner, [containerId], at);
}
