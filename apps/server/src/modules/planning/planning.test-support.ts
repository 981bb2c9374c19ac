import type { ContainerTypeCode, PlanningDraft, SaveDraftRequest } from '@lading/shared';
import { beforeAll } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { groupId, grantResources, resourceId } from '../../test/access-rows';
import { t as context, useTestContext, type TestContext } from '../../test/harness';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildPackaging } from '../packaging/packaging.factories';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';

/** Helpers the planning API tests share (not a test file itself). */

/**
 * Two loading points, three products — one with a packaging record (carton 60×40×30 cm of
 * 4 pieces, 12.5 kg), one measured by the product itself (60×40×30 cm, 1 piece, 11.2 kg), one
 * heavy (100 kg a piece) — and suppliers to order them from.
 */
export async function planningWorld(t: TestContext, prefix: string) {
  const db = t.db.kysely;
  const ningbo = await buildLoadingPoint(db, {
    name: `${prefix} Ningbo`,
    shortName: `${prefix}NB`,
  });
  const shenzhen = await buildLoadingPoint(db, {
    name: `${prefix} Shenzhen`,
    shortName: `${prefix}SZ`,
  });
  const packed = await buildProduct(db, { productId: `${prefix}-PACKED` });
  await buildPackaging(db, packed.id);
  const loose = await buildProduct(db, { productId: `${prefix}-LOOSE`, grossWeightKg: 11.2 });
  const heavy = await buildProduct(db, {
    productId: `${prefix}-HEAVY`,
    netWeightKg: 90,
    grossWeightKg: 100,
  });
  const supplierA = await t.buildSupplier({ code: `${prefix}-SA`, name: `${prefix} supplier A` });
  const supplierB = await t.buildSupplier({ code: `${prefix}-SB`, name: `${prefix} supplier B` });
  return { ningbo, shenzhen, packed, loose, heavy, supplierA, supplierB };
}

export type PlanningWorld = Awaited<ReturnType<typeof planningWorld>>;

/**
 * What the report tests add to the planning world: the packed product is a PV panel, the
 * loose one a battery, and each container type gets the usable cm³ and payload in grams
 * the test's hand-computed figures assume.
 */
export async function reportProducts(
  t: TestContext,
  w: PlanningWorld,
  capacity: Record<ContainerTypeCode, readonly [usableCm3: number, payloadG: number]>,
) {
  const db = t.db.kysely;
  for (const [product, category] of [
    [w.packed.id, 'pvPanels'],
    [w.loose.id, 'batteries'],
  ] as const) {
    await db.updateTable('products').set({ category }).where('id', '=', product).execute();
  }
  for (const [code, [usable, payload]] of Object.entries(capacity)) {
    await db
      .updateTable('container_types')
      .set({ usable_cm3: usable, max_payload_g: payload })
      .where('code', '=', code)
      .execute();
  }
}

/**
 * Supplier users of A and B who may open the report screens: reports.read is internal
 * staff's, granted to 7-Supplier here so that the supplier scope is what the tests test.
 */
export async function supplierReportReaders(t: TestContext, w: PlanningWorld) {
  await grantResources(await groupId('7-Supplier'), [await resourceId('reports.read')]);
  type SignedIn = { id: number; username: string; token: string };
  return {
    supplierA: (await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] })) as SignedIn,
    supplierB: (await t.signedInUser('7-Supplier', { supplierIds: [w.supplierB.id] })) as SignedIn,
  };
}

/** The planning world of the test file, a live binding set by usePlanningWorld()'s beforeAll. */
export let w: PlanningWorld;

/**
 * Opens the file's test context (test/harness.ts: `t`, and `admin` when asked for) and builds
 * the planning world in it, names prefixed with `prefix`.
 */
export function usePlanningWorld(prefix: string, options: { admin?: boolean } = {}) {
  useTestContext(options);
  beforeAll(async () => {
    w = await planningWorld(context, prefix);
  });
}

/** A draft container at the world's Ningbo for Nigeria holding `lines` (a 40HQ unless told). */
export const ningboNg = (
  lines: { poLineId: number; qty: number }[],
  containerType: ContainerTypeCode = '40HQ',
) => ({
  containerType,
  loadingPointId: w.ningbo.id,
  destinationCountry: 'NG' as const,
  lines,
});

/** A PO of one supplier with the given lines (qty, product, loading point), lines 10, 20… */
export async function orderOf(
  t: TestContext,
  supplierId: number,
  lines: { productId: number; loadingPointId: number; orderQty: number; rdd?: string }[],
  destinationCountry: 'NG' | 'KE' = 'NG',
) {
  return buildPurchaseOrder(t.db.kysely, { supplierId, destinationCountry, lines });
}

export async function plannedQty(t: TestContext, poLineId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('po_lines')
    .select('planned_qty')
    .where('id', '=', poLineId)
    .executeTakeFirstOrThrow();
  return row.planned_qty;
}

export const saveDraft = (
  t: TestContext,
  token: string,
  body: SaveDraftRequest,
  lang?: 'en' | 'zh',
) =>
  t.call<PlanningDraft | null>('PUT', '/api/planning/draft', {
    token,
    body,
    ...(lang ? { lang } : {}),
  });

export const readDraft = (t: TestContext, token: string) =>
  t.call<PlanningDraft | null>('GET', '/api/planning/draft', { token });

/** The app's dependencies for calling services directly, on the test's database. */
export const depsOf = (t: TestContext): AppDeps => ({
  db: t.db,
  config: t.config,
  clock: () => new Date(),
});

/** Everything a refusal must leave alone: planned quantities and every container row. */
export async function planningState(t: TestContext, poLineIds: readonly number[]) {
  const planned = await Promise.all(poLineIds.map((id) => plannedQty(t, id)));
  const containers = await t.db.kysely
    .selectFrom('containers')
    .select(['id', 'status', 'version', 'updated_at'])
    .orderBy('id')
    .execute();
  const lines = await t.db.kysely
    .selectFrom('container_lines')
    .select(['id', 'container_id', 'po_line_id', 'qty'])
    .orderBy('id')
    .execute();
  return { planned, containers, lines };
}
