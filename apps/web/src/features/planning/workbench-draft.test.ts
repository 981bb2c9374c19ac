import { cbmOfMilli, kgOfGrams, plannedCbmMilli, plannedGrossGrams } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { containerLine, draftOf, openLine, testContext } from './planning-test-support';
import { metricsByKey } from './planning-format';
import { fromDraft, toSaveRequest } from './workbench-draft';
import { addContainer, moveIn } from './workbench-ops';
import { emptyWorkbench, withOpenLines } from './workbench-state';

const context = testContext();

describe('a saved draft, opened again', () => {
  it('totals the same CBM and kg as the workbench did before saving', () => {
    // 10 pieces of a 4-piece carton (0.0721 m³, 12.53 kg): 3 cartons on the workbench, while
    // the server stores 2.5 cartons' worth — per piece, that would come back 17% light
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

    // what the server answers for that save: the stored load, and the line's package
    const [saved] = toSaveRequest(state).containers;
    const qty = saved!.lines![0]!.qty;
    const draft = draftOf([
      {
        id: 81,
        type: '20GP',
        lines: [
          {
            ...containerLine(line, qty),
            cbm: cbmOfMilli(plannedCbmMilli(qty, line)),
            grossKg: kgOfGrams(plannedGrossGrams(qty, line)),
          },
        ],
      },
    ]);
    expect(draft.containers[0]!.lines[0]).toMatchObject({ cbm: 0.18, grossKg: 31.325 });

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
