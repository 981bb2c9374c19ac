import type { SaveDraftBody } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { poLineRepository } from '../orders/po-line.repository';
import { discardDraft, saveDraft as saveDraftService, type Planner } from './planning.service';
import {
  depsOf,
  orderOf,
  plannedQty,
  readDraft,
  saveDraft,
  usePlanningWorld,
  w,
} from './planning.test-support';

/**
 * A PO line cannot be planned twice: two planners saving drafts that take the same quantity
 * at the same moment — exactly one wins, planned_qty never passes the order quantity. Runs
 * on SQLite and on PostgreSQL (where the two transactions really overlap: pool of 4).
 */

usePlanningWorld('CC');

let planners: { id: number; username: string; token: string }[];
let line: number;

beforeAll(async () => {
  planners = [await t.signedInUser('1-SCM'), await t.signedInUser('5-OPM')];
  const po = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
  ]);
  line = po.lineIds[0]!;
});

const draftTaking = (qty: number): SaveDraftBody => ({
  containers: [
    {
      containerType: '40HQ',
      loadingPointId: w.ningbo.id,
      destinationCountry: 'NG',
      lines: [{ poLineId: line, qty }],
    },
  ],
});
const asPlanner = (p: (typeof planners)[number]): Planner => ({
  userId: p.id,
  username: p.username,
  clientAddress: '127.0.0.1',
  scope: ALL_SUPPLIERS,
});
const containerCount = async () =>
  (await t.db.kysely.selectFrom('containers').select('id').execute()).length;

async function discardAll() {
  for (const p of planners) await discardDraft(depsOf(t), asPlanner(p));
  expect(await plannedQty(t, line)).toBe(0);
}

describe('two planners saving the same quantity at once', () => {
  it('through the API (two requests at once): exactly one succeeds, never over the order qty', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        planners.map((p) => saveDraft(t, p.token, draftTaking(100))),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body.message))).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.message).toMatch(
        /is already planned by someone else: 0 left to plan, 100 wanted/,
      );
      expect(await plannedQty(t, line)).toBe(100);
      expect(await containerCount()).toBe(1);
      const winner = planners[answers.findIndex((a) => a.status === 200)]!;
      const other = planners.find((p) => p !== winner)!;
      expect((await readDraft(t, winner.token)).body.data!.containers[0]!.qty).toBe(100);
      expect((await readDraft(t, other.token)).body.data).toBeNull();
      await discardAll();
    }
  });

  it('through the service (two transactions at once): exactly one commits', async () => {
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled(
        planners.map((p) => saveDraftService(depsOf(t), asPlanner(p), 'en', draftTaking(100))),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected')!;
      expect(rejected.reason).toMatchObject({ status: 409, key: 'planning.alreadyPlanned' });
      expect(await plannedQty(t, line)).toBe(100);
      expect(await containerCount()).toBe(1);
      await discardAll();
    }
  });

  it('partial quantities: 70 and 70 of 100 at once — one gets 70, the other nothing', async () => {
    const answers = await Promise.all(planners.map((p) => saveDraft(t, p.token, draftTaking(70))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await plannedQty(t, line)).toBe(70);
    await discardAll();
  });

  it('the same planner saving twice at once keeps one draft, not two', async () => {
    const [p] = planners;
    const answers = await Promise.all([
      saveDraft(t, p!.token, draftTaking(40)),
      saveDraft(t, p!.token, draftTaking(40)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await plannedQty(t, line)).toBe(40);
    expect(await containerCount()).toBe(1);
    await discardAll();
  });

  it('the conditional update itself: the second taker waits for the first, then finds nothing', async () => {
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstTook!: () => void;
    const tookOnce = new Promise<void>((resolve) => (firstTook = resolve));
    const first = t.db.kysely.transaction().execute(async (trx) => {
      const took = await poLineRepository.takePlannedQty(trx, ALL_SUPPLIERS, line, 100);
      firstTook();
      await firstHolds; // keep the row (PostgreSQL) / the write lock (SQLite) held
      return took;
    });
    await tookOnce;
    let secondDone = false;
    const second = t.db.kysely
      .transaction()
      .execute((trx) => poLineRepository.takePlannedQty(trx, ALL_SUPPLIERS, line, 100))
      .finally(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondDone).toBe(false); // blocked behind the first transaction
    releaseFirst();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(await plannedQty(t, line)).toBe(100);
    await poLineRepository.givePlannedQtyBack(t.db.kysely, ALL_SUPPLIERS, line, 100);
  });
});
