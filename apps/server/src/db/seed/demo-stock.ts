import {
  saveDeliveryNoteRequest,
  stockInRequest,
  type DeliveryNoteDetails,
  type Language,
} from '@lading/shared';
import {
  cancelDeliveryNote,
  createDeliveryNote,
  deliverablePoLines,
} from '../../modules/stock/delivery-note.service';
import {
  approveScrapOrder,
  createScrapOrder,
  finishScrapOrder,
} from '../../modules/stock/scrap-order.service';
import { containerLoading, loadContainer } from '../../modules/stock/loading.service';
import { stockIn } from '../../modules/stock/stock-in.service';
import { sendToRework, takeBackFromRework } from '../../modules/stock/stock-moves.service';
import { adjustStock, buildWarehouse } from '../../modules/stock/stock.factories';
import type { AppDeps } from '../../app-deps';
import type { ScopedActor } from '../../platform/auth/actor';
import type { Queryable } from '../database';
import { depsWithin } from './deps-within';

/** A loading warehouse per demo loading point, by its short name; a scrap and a rework one. */
const WAREHOUSES = [
  { code: 'WH-YANTIAN', name: 'Yantian warehouse 盐田仓库', point: 'YANTIAN' },
  { code: 'WH-BEILUN', name: 'Beilun warehouse 北仑仓库', point: 'BEILUN' },
  { code: 'WH-YANGSHAN', name: 'Yangshan warehouse 洋山仓库', point: 'YANGSHAN' },
  { code: 'WH-NANSHA', name: 'Nansha warehouse 南沙仓库', point: 'NANSHA' },
] as const;

const LANG: Language = 'en';

async function actorNamed(db: Queryable, username: string): Promise<ScopedActor> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: user.id, username, clientAddress: '127.0.0.1', scope: { kind: 'allSuppliers' } };
}

/**
 * Demo stock (issue 16): the warehouses; delivery notes of the demo supplier in every state
 * — a Draft, a Submitted one waiting for stock-in, a Partly received one (a line still
 * pending, one received short), a Received and a Cancelled one — made through the services
 * the screens call, as the supplier and the warehouse would, over the last days; then goods
 * sent to rework and taken back, passed and scrapped. Stock on hand follows from them.
 */
export async function seedDemoStock(db: Queryable, today: Date = new Date()): Promise<void> {
  const points = new Map(
    (await db.selectFrom('loading_points').select(['id', 'short_name']).execute()).map((p) => [
      p.short_name,
      p.id,
    ]),
  );
  const loading = [];
  for (const warehouse of WAREHOUSES) {
    const pointId = points.get(warehouse.point);
    if (pointId === undefined) continue;
    loading.push(
      await buildWarehouse(db, {
        code: warehouse.code,
        name: warehouse.name,
        loadingPointId: pointId,
      }),
    );
  }
  await buildWarehouse(db, { code: 'SCRAP', name: 'Scrap warehouse 报废仓库', type: 'scrap' });
  const rework = await buildWarehouse(db, {
    code: 'REWORK',
    name: 'Rework area 返工区',
    type: 'rework',
  });

  const supplierUser = await actorNamed(db, 'supplier');
  const warehouseUser = await actorNamed(db, 'warehouse');
  const supplierId = (
    await db
      .selectFrom('user_suppliers')
      .select('supplier_id')
      .where('user_id', '=', supplierUser.userId!)
      .executeTakeFirst()
  )?.supplier_id;
  if (supplierId === undefined) return;
  const supplier = {
    ...supplierUser,
    scope: { kind: 'ownSuppliers' as const, supplierIds: [supplierId] },
  };
  const at = (daysAgo: number, hour: number) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour),
    );

  // the warehouse whose loading point has the most of the supplier's deliverable lines
  let best:
    | { warehouse: (typeof loading)[number]; lines: Awaited<ReturnType<typeof deliverablePoLines>> }
    | undefined;
  for (const warehouse of loading) {
    const lines = await deliverablePoLines(depsWithin(db, today), supplier.scope, LANG, {
      supplierId,
      warehouseId: warehouse.id,
    });
    if (!best || lines.length > best.lines.length) best = { warehouse, lines };
  }
  if (!best || best.lines.length < 11) return;
  const { warehouse, lines } = best;
  let next = 0;
  const note = (count: number, submit: boolean, daysAgo: number, remark: string) =>
    createDeliveryNote(
      depsWithin(db, at(daysAgo, 2)),
      supplier,
      LANG,
      saveDeliveryNoteRequest.parse({
        supplierId,
        warehouseId: warehouse.id,
        packages: count * 12,
        grossWeightKg: count * 180.5,
        expectedArrival: at(daysAgo - 3, 0)
          .toISOString()
          .slice(0, 10),
        remark,
        submit,
        lines: lines.slice(next, (next += count)).map((line) => ({
          poLineId: line.poLineId,
          qty: Math.min(line.deliverableQty, 40),
        })),
      }),
    );
  const stockInLines = (at: Date, noteLines: DeliveryNoteDetails['lines'], shortBy = 0) =>
    stockIn(
      depsWithin(db, at),
      warehouseUser,
      LANG,
      stockInRequest.parse({
        lines: noteLines.map((line, index) => ({
          lineId: line.id,
          receivedQty: index === 0 ? line.qty - shortBy : line.qty,
          damagedQty: 0,
        })),
      }),
    );

  const received = await note(2, true, 9, 'First batch');
  await stockInLines(at(6, 8), received.lines);
  const partly = await note(3, true, 5, 'Second batch');
  await stockInLines(at(2, 9), partly.lines.slice(0, 2), 4);
  await note(3, true, 2, 'Third batch');
  const cancelled = await note(1, true, 4, 'Sent by mistake');
  await cancelDeliveryNote(depsWithin(db, at(3, 3)), supplier, LANG, cancelled.id);
  await note(2, false, 0, 'Next week');

  // part of the first batch goes to rework; some passes, one is beyond repair
  const [first] = received.lines;
  if (!first) return;
  const goods = { productId: first.productId, poLineId: first.poLineId };
  await sendToRework(depsWithin(db, at(5, 6)), warehouseUser, LANG, {
    fromWarehouseId: warehouse.id,
    reason: 'Loose connectors found at inspection',
    lines: [{ ...goods, qty: 6 }],
  });
  await takeBackFromRework(depsWithin(db, at(3, 7)), warehouseUser, LANG, {
    reworkWarehouseId: rework.id,
    result: 'passed',
    toWarehouseId: warehouse.id,
    reason: 'Connectors replaced',
    lines: [{ ...goods, qty: 4 }],
  });
  await takeBackFromRework(depsWithin(db, at(3, 8)), warehouseUser, LANG, {
    reworkWarehouseId: rework.id,
    result: 'scrapped',
    reason: 'Housing cracked',
    lines: [{ ...goods, qty: 1 }],
  });

  // scrap orders: one done into the scrap warehouse, one approved and waiting for the
  // warehouse, one Draft waiting for SCM's approval
  const approver = await actorNamed(db, 'scm');
  const scrapOrder = async (day: number, qty: number, reason: string) => {
    const order = await createScrapOrder(depsWithin(db, at(day, 9)), warehouseUser, LANG, {
      warehouseId: warehouse.id,
      reason,
      lines: [{ ...goods, qty }],
    });
    await approveScrapOrder(depsWithin(db, at(day, 11)), approver, LANG, order.id);
    return order;
  };
  const done = await scrapOrder(2, 3, 'Water damage in the warehouse');
  await finishScrapOrder(depsWithin(db, at(1, 10)), warehouseUser, LANG, done.id);
  await scrapOrder(1, 2, 'Crushed cartons');
  await createScrapOrder(depsWithin(db, at(1, 14)), warehouseUser, LANG, {
    warehouseId: warehouse.id,
    reason: 'Label misprinted, cannot be relabelled',
    lines: [{ ...goods, qty: 1 }],
  });

  await seedDemoLoading(db, warehouseUser, loading, at);
}

/**
 * A container loaded from stock: the first released container not yet shipped at a loading
 * point with a demo warehouse, ready by yesterday (the demo's Unshipped ones are ready only
 * next week, so a Loading one), gets its goods in stock (an opening count) and is loaded through the
 * loading service — in full but its last line, which is closed short — so its loading is
 * complete and it waits for its ATD.
 */
async function seedDemoLoading(
  db: Queryable,
  warehouseUser: ScopedActor,
  warehouses: readonly { id: number; loadingPointId: number | null }[],
  at: (daysAgo: number, hour: number) => Date,
) {
  const pointIds = warehouses.map((w) => w.loadingPointId).filter((id) => id !== null);
  if (pointIds.length === 0) return;
  const loadingDay = at(1, 10).toISOString().slice(0, 10);
  const container = await db
    .selectFrom('containers')
    .select(['id', 'loading_point_id', 'container_no', 'loading_date'])
    .where('status', 'in', ['Unshipped', 'Loading'])
    .where('shipment_no', 'is not', null)
    .where('loading_point_id', 'in', pointIds)
    // ready by the loading day: goods are loaded once they are ready
    .where((eb) => eb.or([eb('ready_date', 'is', null), eb('ready_date', '<=', loadingDay)]))
    .orderBy('etd')
    .orderBy('id')
    .executeTakeFirst();
  if (!container) return;
  const warehouse = warehouses.find((w) => w.loadingPointId === container.loading_point_id)!;
  // the seed reads no settings: the company's day is UTC's here
  const deps = (when: Date): AppDeps => ({
    ...depsWithin(db, when),
    config: { timeZone: 'UTC' } as AppDeps['config'],
  });
  const view = await containerLoading(deps(at(2, 6)), container.id);
  if (view.lines.length === 0) return;
  await adjustStock(
    db,
    view.lines.map((line) => ({
      warehouseId: warehouse.id,
      productId: line.productId,
      poLineId: line.poLineId,
      qty: line.plannedQty,
    })),
    'Goods counted in for loading',
    at(2, 6).toISOString(),
  );
  const last = view.lines.at(-1)!;
  await loadContainer(
    deps(at(1, 10)),
    { ...warehouseUser, userId: warehouseUser.userId! },
    LANG,
    container.id,
    {
      warehouseId: warehouse.id,
      containerNo: container.container_no ?? 'MSKU7654321',
      sealNo: 'SL-200417',
      loadingDate: container.loading_date ?? loadingDay,
      version: view.container.version,
      lines: view.lines.map((line) => {
        const short = line === last && line.plannedQty > 1;
        return {
          containerLineId: line.containerLineId,
          qty: short ? line.plannedQty - 1 : line.plannedQty,
          shortfallReason: short ? 'One carton damaged at loading' : '',
        };
      }),
    },
  );
}
