import { describe, expect, it } from 'vitest';
import { containerLine, draftOf, openLine, testContext } from './planning-test-support';
import { addContainer, applySplit, autoPlan, batchModify, moveIn, moveOut } from './workbench-ops';
import { merge, oneClickMerge } from './workbench-merge';
import { afterRelease, afterSave, fromDraft, toSaveRequest } from './workbench-draft';
import { availableQty, emptyWorkbench, openLinesOf, withOpenLines } from './workbench-state';

const context = testContext();
const ningboNg = {
  containerType: '40HQ' as const,
  loadingPointId: 1,
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG' as const,
};
const withLines = (...lines: ReturnType<typeof openLine>[]) =>
  withOpenLines(emptyWorkbench(), lines, {});

describe('the workbench state', () => {
  it('auto-plans the chosen lines into containers and lists what cannot be planned', () => {
    const a = openLine({ plannableQty: 40, orderQty: 40 });
    const b = openLine({ plannableQty: 40, orderQty: 40 });
    const huge = openLine({ packageCbm: 90 });
    const state = withLines(a, b, huge);
    const result = autoPlan(state, [a.poLineId, b.poLineId, huge.poLineId], context);
    const placed = result.state.containers.flatMap((c) => c.lines);
    expect(placed.reduce((sum, line) => sum + line.qty, 0)).toBe(80);
    expect(result.state.containers.map((c) => c.key)).toEqual(
      result.state.containers.map((_, i) => String(i + 1)),
    );
    expect(result.unplanned).toEqual([
      { line: state.lines[huge.poLineId], reason: 'packageTooLarge' },
    ]);
    expect(result.state.dirty).toBe(true);
    expect(openLinesOf(result.state, {}).map((line) => line.poLineId)).toEqual([huge.poLineId]);
  });

  it('moves open lines into a container of their group and refuses the others', () => {
    const here = openLine();
    const elsewhere = openLine({ loadingPointId: 2, loadingPointName: 'Shenzhen' });
    const state = addContainer(withLines(here, elsewhere), ningboNg);
    const result = moveIn(state, '1', [here.poLineId, elsewhere.poLineId]);
    expect(result.moved.map((l) => l.poLineId)).toEqual([here.poLineId]);
    expect(result.refused.map((l) => l.poLineId)).toEqual([elsewhere.poLineId]);
    expect(result.state.containers[0]!.lines).toEqual([{ poLineId: here.poLineId, qty: 10 }]);
    expect(availableQty(result.state, here.poLineId)).toBe(0);
    const out = moveOut(result.state, '1', here.poLineId);
    expect(availableQty(out, here.poLineId)).toBe(10);
  });

  it('splits a line: the kept part stays, new parts go back, to new containers or to another', () => {
    const line = openLine();
    const state = moveIn(addContainer(withLines(line), ningboNg), '1', [line.poLineId]).state;
    const open = applySplit(state, '1', line.poLineId, 6, [4], { kind: 'open' });
    expect(open.containers[0]!.lines).toEqual([{ poLineId: line.poLineId, qty: 6 }]);
    expect(availableQty(open, line.poLineId)).toBe(4);
    const fresh = applySplit(state, '1', line.poLineId, 4, [3, 3], { kind: 'new' });
    expect(fresh.containers.map((c) => [c.key, c.lines[0]!.qty])).toEqual([
      ['1', 4],
      ['2', 3],
      ['3', 3],
    ]);
    const two = addContainer(state, ningboNg);
    const into = applySplit(two, '1', line.poLineId, 5, [2, 3], { kind: 'container', key: '2' });
    expect(into.containers[1]!.lines).toEqual([{ poLineId: line.poLineId, qty: 5 }]);
  });

  it('merges only after the RDD confirmation when RDDs are more than 30 days apart', () => {
    const march = openLine({ rdd: '2027-03-01' });
    const may = openLine({ rdd: '2027-05-01' });
    let state = addContainer(addContainer(withLines(march, may), ningboNg), ningboNg);
    state = moveIn(state, '1', [march.poLineId]).state;
    state = moveIn(state, '2', [may.poLineId]).state;
    const asked = merge(state, '1', '2', context, []);
    expect(asked).toEqual({ ok: false, refusals: [], confirmations: ['rddApart'] });
    const merged = merge(state, '1', '2', context, ['rddApart']);
    expect(merged.ok && merged.state.containers.map((c) => c.key)).toEqual(['1']);
    expect(merged.ok && merged.state.containers[0]!.lines).toHaveLength(2);
  });

  it('one-click merges the under-filled containers of a group', () => {
    const a = openLine();
    const b = openLine();
    let state = addContainer(addContainer(withLines(a, b), ningboNg), ningboNg);
    state = moveIn(state, '1', [a.poLineId]).state;
    state = moveIn(state, '2', [b.poLineId]).state;
    const result = oneClickMerge(state, '1|NG', context);
    expect(result.merges).toHaveLength(1);
    expect(result.state.containers).toHaveLength(1);
    expect(result.state.containers[0]!.lines.map((l) => l.qty)).toEqual([10, 10]);
  });

  it('changes a loading point only when every line on board loads there', () => {
    const line = openLine();
    let state = addContainer(addContainer(withLines(line), ningboNg), ningboNg);
    state = moveIn(state, '1', [line.poLineId]).state;
    const refused = batchModify(state, ['1', '2'], { loadingPoint: { id: 2, name: 'Shenzhen' } });
    expect(refused.refused.map((l) => l.poLineId)).toEqual([line.poLineId]);
    const empty = batchModify(state, ['2'], {
      loadingPoint: { id: 2, name: 'Shenzhen' },
      etd: '2027-02-01',
      notes: 'top load',
    });
    expect(empty.state.containers[1]).toMatchObject({
      loadingPointId: 2,
      loadingPointName: 'Shenzhen',
      etd: '2027-02-01',
      notes: 'top load',
    });
  });

  it('opens a saved draft: what it holds is open to re-plan, and a save moves the quantities', () => {
    // the draft holds all 10 of `held` (the server no longer lists it as open)
    const held = openLine({ plannableQty: 0, plannedQty: 10, productId: 12 });
    const open = openLine();
    const draft = draftOf([{ id: 51, lines: [containerLine(held, 10)] }]);
    let state = fromDraft(withLines(open), draft);
    expect(state.savedIds).toEqual([51]);
    expect(state.dirty).toBe(false);
    expect(state.lines[held.poLineId]).toMatchObject({ plannableQty: 0 });
    expect(availableQty(state, held.poLineId)).toBe(0);
    state = moveOut(state, '1', held.poLineId);
    expect(openLinesOf(state, {}).map((l) => [l.poLineId, l.openQty])).toEqual([
      [held.poLineId, 10],
      [open.poLineId, 10],
    ]);
    state = moveIn(state, '1', [open.poLineId]).state;
    expect(toSaveRequest(state)).toEqual({
      containers: [
        {
          containerType: '40HQ',
          loadingPointId: 1,
          destinationCountry: 'NG',
          lines: [{ poLineId: open.poLineId, qty: 10 }],
          etd: null,
          shippingLineId: null,
          ownerUserId: null,
          notes: '',
        },
      ],
    });
    const saved = afterSave(state, draftOf([{ id: 52, lines: [containerLine(open, 10)] }]));
    expect(saved.held).toEqual({ [open.poLineId]: 10 });
    expect(saved.lines[held.poLineId]!.plannableQty).toBe(10);
    expect(saved.lines[open.poLineId]!.plannableQty).toBe(0);
    expect(availableQty(saved, open.poLineId)).toBe(0);
    expect(saved.savedIds).toEqual([52]);
    const released = afterRelease(saved, ['1']);
    expect(released.containers).toEqual([]);
    expect(released.held).toEqual({});
    expect(availableQty(released, open.poLineId)).toBe(0);
  });

  it('forgets server quantities of the filter that the server no longer lists', () => {
    const line = openLine();
    const state = withOpenLines(withLines(line), [], { destinationCountry: 'NG' });
    expect(openLinesOf(state, {})).toEqual([]);
  });
});
