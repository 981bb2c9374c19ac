import { containerTotals } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { containerLine, draftOf, openLine, testContext } from './planning-test-support';
import { metricsByKey } from './planning-format';
import { afterSave, fromDraft, savedKeys, toSaveRequest } from './workbench-draft';
import { addContainer, moveIn, removeContainer } from './workbench-ops';
import { emptyWorkbench, withOpenLines } from './workbench-state';

const context = testContext();

describe('a saved draft, opened again', () => {
  it('totals the same CBM and kg as the workbench did before saving', () => {
    // 10 pieces of a 4-piece carton (0.0721 m³, 12.53 kg): 3 cartons on the workbench, and
    // 3 cartons in what the server answers (one totalling rule: containerTotals)
    const line = openLine({
      packageCbm: 0.0721,
      packageGrossKg: 12.53,
      piecesPerPackage: 4,
      plannableQty: 10,
    });
    let state = withOpenLines(emptyWorkbench(), [line], {});
    state = addContainer(state, {
      containerType: '20GP',
      loadingPointId: 1,
      loadingPointName: 'Ningbo',
      destinationCountry: 'NG',
    });
    state = moveIn(state, '1', [line.poLineId]).state;
    const before = metricsByKey(state, context).get('1')!;
    expect(before).toMatchObject({ packages: 3, cbm: 0.2163, kg: 37.59 });

    // what the server answers for that save: the line's load by the shared rule, its package
    const [saved] = toSaveRequest(state).containers;
    const qty = saved!.lines![0]!.qty;
    const { cbm, kg } = containerTotals([{ ...line, qty }]);
    const draft = draftOf([
      { id: 81, type: '20GP', lines: [{ ...containerLine(line, qty), cbm, grossKg: kg }] },
    ]);
    expect(draft.containers[0]!.lines[0]).toMatchObject({ cbm: 0.2163, grossKg: 37.59 });
    expect(draft.containers[0]).toMatchObject({ id: 81, draftNo: 1 });

    // the server lists the line as open no more: the workbench knows it from the draft alone
    const reopened = fromDraft(emptyWorkbench(), draft);
    expect(reopened.lines[line.poLineId]).toMatchObject({
      packageCbm: 0.0721,
      packageGrossKg: 12.53,
      piecesPerPackage: 4,
    });
    expect(metricsByKey(reopened, context).get('1')).toEqual(before);
  });
});

describe('a saved draft, numbered', () => {
  it('takes the numbers the server gives, so the shipping plan names each alike', () => {
    const point = {
      loadingPointId: 1,
      loadingPointName: 'Ningbo',
      destinationCountry: 'NG' as const,
    };
    let state = emptyWorkbench();
    for (let i = 0; i < 3; i++) state = addContainer(state, { containerType: '40HQ', ...point });
    state = removeContainer(state, '1');
    expect(state.containers.map((c) => c.key)).toEqual(['2', '3']);

    // saved as the draft's #1 and #2 (ids 90 and 91)
    const draft = draftOf([
      { id: 90, lines: [] },
      { id: 91, lines: [] },
    ]);
    expect(Object.fromEntries(savedKeys(state, draft))).toEqual({ 2: '1', 3: '2' });
    const saved = afterSave(state, draft);
    expect(saved.containers.map((c) => c.key)).toEqual(['1', '2']);
    expect(saved.nextKey).toBe(3);
    expect(saved.savedIds).toEqual([90, 91]);
    // opened again: the same numbers
    expect(fromDraft(emptyWorkbench(), draft).containers.map((c) => c.key)).toEqual(['1', '2']);
  });
});
