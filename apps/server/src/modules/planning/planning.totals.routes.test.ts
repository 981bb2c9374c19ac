import {
  containerTotals,
  formatCbm,
  formatLoadKg,
  type ContainerDetail,
  type ContainerItem,
  type Page,
  type PlannableLineItem,
  type PlanningDraft,
  type SaveDraftRequest,
} from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

/*
 * Issue 14, Planning: the same draft under the same numbers with the same CBM and kg on the
 * pre-arrangement screen (GET/PUT /planning/draft, totalled on the workbench from its lines'
 * packages) and on the shipping plan (GET /containers and its drawer, GET /containers/:id).
 * On the demo: scm's released demo containers come first, so a draft's ids are not its numbers.
 */
useTestContext({ config: { seedDemo: true } });

let scm: string;
/** The demo draft: scm's busiest open route, planned into three 40HQs, partial cartons too. */
let saved: PlanningDraft;

/** The busiest loading point × destination of the open lines, earliest RDD first. */
async function busiestRoute(token: string) {
  const answer = await t.call<Page<PlannableLineItem>>('GET', '/api/planning/open-lines', {
    token,
    query: { pageSize: 500 },
  });
  expect(answer.status, answer.body.message).toBe(200);
  const routes = new Map<string, PlannableLineItem[]>();
  for (const line of answer.body.data.list) {
    const key = `${line.loadingPointId}:${line.destinationCountry}`;
    routes.set(key, [...(routes.get(key) ?? []), line]);
  }
  return [...routes.values()].sort((a, b) => b.length - a.length)[0]!;
}

/** Twelve lines over three containers; a line of several pieces a carton leaves one short. */
function demoDraft(lines: readonly PlannableLineItem[]): SaveDraftRequest {
  const chosen = lines.slice(0, 12);
  return {
    containers: [0, 1, 2].map((n) => ({
      containerType: '40HQ' as const,
      loadingPointId: chosen[0]!.loadingPointId,
      destinationCountry: chosen[0]!.destinationCountry,
      lines: chosen
        .filter((_, index) => index % 3 === n)
        .map((line) => ({
          poLineId: line.poLineId,
          qty: Math.max(1, Math.min(line.plannableQty, 7 * line.piecesPerPackage) - 1),
        })),
    })),
  };
}

beforeAll(async () => {
  scm = await t.login('scm', 'demo1234');
  const answer = await t.call<PlanningDraft | null>('PUT', '/api/planning/draft', {
    token: scm,
    body: demoDraft(await busiestRoute(scm)),
  });
  expect(answer.status, answer.body.message).toBe(200);
  saved = answer.body.data!;
});

/** What a screen shows of a container: its number, CBM and kg as displayed. */
const shown = (no: number | null, cbm: number, kg: number) => ({
  no,
  cbm: formatCbm(cbm),
  kg: formatLoadKg(kg),
});

/** The pre-arrangement screen: the draft's numbers, totals made from its lines' packages. */
const preArrangement = (draft: PlanningDraft) =>
  draft.containers.map((c) => {
    const totals = containerTotals(c.lines);
    return shown(c.draftNo, totals.cbm, totals.kg);
  });

async function shippingPlan(ids: readonly number[]) {
  const list = await t.call<Page<ContainerItem>>('GET', '/api/containers', {
    token: scm,
    query: { status: 'Draft', pageSize: 100 },
  });
  expect(list.status, list.body.message).toBe(200);
  const rows = ids.map((id) => list.body.data.list.find((c) => c.id === id)!);
  const drawers = await Promise.all(
    ids.map(
      async (id) =>
        (await t.call<ContainerDetail>('GET', `/api/containers/${id}`, { token: scm })).body.data,
    ),
  );
  return {
    rows: rows.map((c) => shown(c.draftNo, c.cbm, c.grossKg)),
    drawers: drawers.map((c) => shown(c.draftNo, c.cbm, c.grossKg)),
  };
}

describe('the demo draft on the pre-arrangement screen and on the shipping plan', () => {
  it('numbers its containers #1, #2, #3 in its order on both, whatever their ids', async () => {
    const ids = saved.containers.map((c) => c.id);
    expect(saved.containers.map((c) => c.draftNo)).toEqual([1, 2, 3]);
    // the demo's released containers hold the first ids: an id is not a draft's number
    expect(ids.every((id, index) => id !== index + 1)).toBe(true);
    const plan = await shippingPlan(ids);
    expect(plan.rows.map((row) => row.no)).toEqual([1, 2, 3]);
    expect(plan.drawers.map((row) => row.no)).toEqual([1, 2, 3]);
    // released, a container is named by its shipment no.: no draft number
    const released = await t.call<Page<ContainerItem>>('GET', '/api/containers', {
      token: scm,
      query: { status: 'Unshipped' },
    });
    expect(released.body.data.list.length).toBeGreaterThan(0);
    expect(released.body.data.list.every((c) => c.draftNo === null && c.shipmentNo)).toBe(true);
  });

  it('totals each container alike on both screens, opened again or not', async () => {
    const reopened = (await t.call<PlanningDraft>('GET', '/api/planning/draft', { token: scm }))
      .body.data;
    const screen = preArrangement(reopened);
    expect(preArrangement(saved)).toEqual(screen);
    const plan = await shippingPlan(saved.containers.map((c) => c.id));
    expect(plan.rows).toEqual(screen);
    expect(plan.drawers).toEqual(screen);
    // and the server's own figures are the lines' exact sum: nothing rounded before display
    for (const container of reopened.containers) {
      const totals = containerTotals(container.lines);
      expect([container.cbm, container.grossKg]).toEqual([totals.cbm, totals.kg]);
      const lineSum = container.lines.reduce((sum, line) => sum + line.cbm, 0);
      expect(container.cbm).toBeCloseTo(lineSum, 9);
    }
  });

  it('counts a partial last carton as a whole one, on both screens', async () => {
    const partial = saved.containers
      .flatMap((c) => c.lines)
      .find((line) => line.piecesPerPackage > 1 && line.qty % line.piecesPerPackage !== 0);
    expect(partial).toBeDefined();
    const cartons = Math.ceil(partial!.qty / partial!.piecesPerPackage);
    expect(partial!.cbm).toBeCloseTo(cartons * partial!.packageCbm, 6);
  });
  it('keeps a released container’s figures when a product’s packaging changes later; a draft follows it', async () => {
    const line = await t.db.kysely
      .selectFrom('container_lines as cl')
      .innerJoin('containers as c', 'c.id', 'cl.container_id')
      .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
      .select(['c.id as containerId', 'pl.product_id as productId'])
      .where('c.status', '!=', 'Draft')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const read = async (id: number) =>
      (await t.call<ContainerDetail>('GET', `/api/containers/${id}`, { token: scm })).body.data;
    const before = await read(line.containerId);
    const draftBefore = await read(saved.containers[0]!.id);
    // every product's package doubles in height and weight (product and packaging record)
    await t.db.kysely
      .updateTable('products')
      .set((eb) => ({
        height_mm: eb('height_mm', '*', 2),
        gross_weight_g: eb('gross_weight_g', '*', 2),
      }))
      .execute();
    await t.db.kysely
      .updateTable('product_packaging')
      .set((eb) => ({
        carton_height_mm: eb('carton_height_mm', '*', 2),
        carton_gross_g: eb('carton_gross_g', '*', 2),
      }))
      .execute();
    const after = await read(line.containerId);
    expect([after.cbm, after.grossKg, after.utilizationPct]).toEqual([
      before.cbm,
      before.grossKg,
      before.utilizationPct,
    ]);
    expect(after.lines.map((l) => [l.cbm, l.grossKg])).toEqual(
      before.lines.map((l) => [l.cbm, l.grossKg]),
    );
    const draftAfter = await read(saved.containers[0]!.id);
    expect(draftAfter.cbm).toBeCloseTo(draftBefore.cbm * 2, 6);
  });
});
