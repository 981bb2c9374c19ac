import { beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { t } from '../../test/harness';
import { poLineRepository } from '../orders/po-line.repository';
import { saveDraft, type Planner } from '../planning/planning.service';
import { depsOf, orderOf, planningState } from '../planning/planning.test-support';
import { planLineRepository } from './plan-line.repository';
import { decideReadyDates } from './ready-date-approval.service';
import { submitReadyDates, type ReadyDateActor } from './ready-date-submit.service';
import { readyDateState, useReadyDateWorld, w } from './ready-dates.test-support';

/**
 * issue 12 §5, defence in depth: ready-date and planning writes take the caller's scope down
 * to the repositories. Called directly — as if a route check were wrong — with supplier A's
 * scope and supplier B's rows, each write is not found and changes nothing.
 */
useReadyDateWorld('RW');

let scopeA: Scope;
let actorA: ReadyDateActor;
let openLineOfB: number;

beforeAll(async () => {
  scopeA = { kind: 'ownSuppliers', supplierIds: [w.supplierA.id] };
  actorA = {
    userId: w.users.supplierA.id,
    username: w.users.supplierA.username,
    clientAddress: '127.0.0.1',
    scope: scopeA,
  };
  const po = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 20 },
  ]);
  openLineOfB = po.lineIds[0]!;
});

describe("ready-date writes of another supplier's line", () => {
  it('submitting (the write a supplier reaches) is not found and changes nothing', async () => {
    const before = await readyDateState(t);
    await expect(
      submitReadyDates(depsOf(t), actorA, {
        items: [{ containerLineId: w.lines.b10, readyDate: '2027-03-10' }],
        confirmWarnings: true,
      }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      planLineRepository.submit(t.db.kysely, scopeA, w.lines.b10, '2027-03-10', 'now'),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await readyDateState(t)).toEqual(before);
  });

  it('approving (a buyer-only write) with a supplier scope is not found and changes nothing', async () => {
    const before = await readyDateState(t);
    await expect(
      decideReadyDates(depsOf(t), { ...actorA, isAdministrator: true }, 'en', 'approved', {
        containerLineIds: [w.lines.b10],
        reason: '',
      }),
    ).rejects.toBeInstanceOf(NotFound);
    const decided = await planLineRepository.decide(
      t.db.kysely,
      scopeA,
      { id: w.lines.b10, readyDate: null },
      1,
      'now',
    );
    expect(decided).toBe(false);
    expect(await readyDateState(t)).toEqual(before);
  });
});

describe("planning writes of another supplier's PO line", () => {
  it('a draft with a supplier scope cannot take its quantity; nothing changes', async () => {
    const linesOfB = [openLineOfB, w.poB.lineIds[0]!];
    const stored = async () => ({
      planning: await planningState(t, linesOfB),
      lines: await t.db.kysely
        .selectFrom('po_lines')
        .selectAll()
        .where('id', 'in', linesOfB)
        .orderBy('id')
        .execute(),
    });
    const before = await stored();
    const planner: Planner = { ...actorA, userId: w.users.planner.id };
    await expect(
      saveDraft(depsOf(t), planner, 'en', {
        containers: [
          {
            containerType: '40HQ',
            loadingPointId: w.ningbo.id,
            destinationCountry: 'NG',
            lines: [{ poLineId: openLineOfB, qty: 5 }],
          },
        ],
      }),
    ).rejects.toMatchObject({ status: 422 });
    const db = t.db.kysely;
    expect(await poLineRepository.takePlannedQty(db, scopeA, openLineOfB, 5)).toBe(false);
    expect(await poLineRepository.givePlannedQtyBack(db, scopeA, w.poB.lineIds[0]!, 5)).toBe(false);
    await expect(
      poLineRepository.update(db, scopeA, openLineOfB, { closed: 1 }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await stored()).toEqual(before);
  });
});
