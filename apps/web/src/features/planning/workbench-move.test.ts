import { describe, expect, it } from 'vitest';
import { containerLine, draftOf, openLine, testContext } from './planning-test-support';
import { fromDraft } from './workbench-draft';
import { moveLine, moveTargets } from './workbench-move';
import { emptyWorkbench, type WorkbenchState } from './workbench-state';

const context = testContext();
const a = openLine({ plannableQty: 0, rdd: '2027-03-01' });
const b = openLine({ plannableQty: 0, rdd: '2027-03-10' });
const big = openLine({ plannableQty: 0, orderQty: 60, rdd: '2027-03-05' });
const late = openLine({ plannableQty: 0, rdd: '2027-06-01' });
const shenzhen = openLine({ plannableQty: 0, loadingPointId: 2, loadingPointName: 'Shenzhen' });

/** #1: a (10) and 4 of b; #2: 6 of b; #3: big (60); #4: late (10); #5 another group. */
const state: WorkbenchState = fromDraft(
  emptyWorkbench(),
  draftOf([
    { id: 1, lines: [containerLine(a, 10), containerLine(b, 4)] },
    { id: 2, lines: [containerLine(b, 6)] },
    { id: 3, lines: [containerLine(big, 60)] },
    { id: 4, lines: [containerLine(late, 10)] },
    { id: 5, lines: [containerLine(shenzhen, 10)] },
  ]),
);
// the draft's fifth container loads where its line does
state.containers[4] = { ...state.containers[4]!, loadingPointId: 2, loadingPointName: 'Shenzhen' };

const linesOf = (s: WorkbenchState, key: string) => s.containers.find((c) => c.key === key)!.lines;

describe('moving a container line', () => {
  it("offers the group's other containers only", () => {
    expect(moveTargets(state, '1').map((c) => c.key)).toEqual(['2', '3', '4']);
  });

  it('moves all of the line; a part already in the target takes the quantity', () => {
    const result = moveLine(state, '1', '2', b.poLineId, context, []);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(linesOf(result.state, '1')).toEqual([{ poLineId: a.poLineId, qty: 10 }]);
    expect(linesOf(result.state, '2')).toEqual([{ poLineId: b.poLineId, qty: 10 }]);
    expect(result.state.dirty).toBe(true);
  });

  it('refuses a target the line would overload, and changes nothing', () => {
    const result = moveLine(state, '1', '3', a.poLineId, context, []);
    expect(result).toEqual({
      ok: false,
      refusals: [{ code: 'overloaded', cbm: 70, usableCbm: 68, kg: 7000, maxPayloadKg: 26_500 }],
      confirmations: [],
    });
  });

  it('asks to confirm RDDs over 30 days apart, then moves', () => {
    expect(moveLine(state, '1', '4', a.poLineId, context, [])).toEqual({
      ok: false,
      refusals: [],
      confirmations: ['rddApart'],
    });
    const confirmed = moveLine(state, '1', '4', a.poLineId, context, ['rddApart']);
    expect(confirmed.ok && linesOf(confirmed.state, '4').map((l) => l.poLineId)).toEqual([
      late.poLineId,
      a.poLineId,
    ]);
  });
});
