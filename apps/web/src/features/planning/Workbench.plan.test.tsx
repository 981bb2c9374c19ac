// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  autoPlan,
  button,
  card,
  dialogTitled,
  openLine,
  openWorkbench,
  setUpWorkbenchTests,
} from './planning-test-support';

setUpWorkbenchTests();

describe('the workbench: auto-plan, split, merge', () => {
  it('auto-plans the open lines into containers that show their band, state and totals', async () => {
    // one group, three RDDs more than 30 days apart: three containers
    await openWorkbench({
      draft: null,
      lines: [
        openLine({ poLineId: 1, lineNo: 10, plannableQty: 66, rdd: '2027-03-01' }),
        openLine({ poLineId: 2, lineNo: 20, plannableQty: 25, rdd: '2027-06-01' }),
        openLine({
          poLineId: 3,
          lineNo: 30,
          plannableQty: 125,
          packageCbm: 0.5,
          rdd: '2027-09-01',
        }),
      ],
    });
    autoPlan();
    expect(await screen.findByText('3 lines planned into 3 containers')).toBeTruthy();
    expect(screen.getByTestId('containers-summary').textContent).toBe(
      '3 containers · 2 × 40HQ, 1 × 20GP · 153.500 CBM · 21,600 kg',
    );
    const bands = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'));
    expect(bands).toEqual([
      'Utilization 97.1% (Above 95%)',
      'Utilization 89.3% (Below 90%)',
      'Utilization 91.9% (90–95%)',
    ]);
    expect(within(card('1')).getByText('#1 · 40HQ')).toBeTruthy();
    expect(within(card('1')).getByText('Full')).toBeTruthy();
    expect(within(card('2')).getByText('#2 · 20GP')).toBeTruthy();
    expect(within(card('2')).getByText('Partial')).toBeTruthy();
    expect(within(card('2')).getByText('25.000 / 28.000 CBM · 2,500 / 21,700 kg')).toBeTruthy();
    // nothing is left open
    expect(screen.getByText('No open lines match these filters')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('lists what auto-plan cannot place, with the reason', async () => {
    await openWorkbench({
      draft: null,
      lines: [openLine({ poLineId: 7, lineNo: 70, packageCbm: 80 })],
    });
    autoPlan();
    expect(await screen.findByText('1 line could not be planned')).toBeTruthy();
    expect(
      screen.getByText(
        'PO PO-1001 line 70 (PV-450M): one package is bigger or heavier than every container type allows for this destination',
      ),
    ).toBeTruthy();
  });

  it('splits a container line only once calculated, refusing what the spec refuses', async () => {
    await openWorkbench({
      draft: null,
      lines: [openLine({ poLineId: 4, lineNo: 40, plannableQty: 10 })],
    });
    autoPlan();
    fireEvent.click(await screen.findByLabelText('Split PO-1001 / 40'));
    const dialog = await dialogTitled('Split PO PO-1001 line 40 in #1');
    const part = within(dialog).getByLabelText('New part 1');
    const confirm = () => fireEvent.click(button('Split', dialog));
    const calculate = () => fireEvent.click(button('Calculate', dialog));
    confirm();
    expect(await within(dialog).findByText('Calculate first')).toBeTruthy();
    fireEvent.change(part, { target: { value: '10' } });
    calculate();
    expect(
      await within(dialog).findByText(
        'The split quantity must be less than the shipping quantity (10)',
      ),
    ).toBeTruthy();
    fireEvent.change(part, { target: { value: '0' } });
    calculate();
    expect(await within(dialog).findByText('The split quantities cannot all be 0')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('CBM'));
    fireEvent.change(part, { target: { value: '0.5' } });
    calculate();
    expect(
      await within(dialog).findByText('Part 1: less than one package (1.000 CBM)'),
    ).toBeTruthy();
    fireEvent.change(part, { target: { value: '4' } });
    calculate();
    expect(await within(dialog).findByText('Stays in #1')).toBeTruthy();
    // a change after calculating makes it stale: calculate again
    fireEvent.change(part, { target: { value: '3' } });
    confirm();
    expect(await within(dialog).findByText('Calculate first')).toBeTruthy();
    calculate();
    await within(dialog).findByText('Stays in #1');
    confirm();
    await waitFor(() => expect(screen.queryByText('Split PO PO-1001 line 40 in #1')).toBeNull());
    // 7 stay, 3 are open again
    expect(within(card('1')).getByText('7')).toBeTruthy();
    expect(screen.getByTestId('open-lines-summary').textContent).toBe('1 line · 3.000 CBM');
  });

  it('asks for the RDD confirmation before merging containers whose RDDs are over 30 days apart', async () => {
    await openWorkbench({
      draft: null,
      lines: [
        openLine({ poLineId: 5, lineNo: 50, plannableQty: 12, rdd: '2027-03-01' }),
        openLine({ poLineId: 6, lineNo: 60, plannableQty: 12, rdd: '2027-05-15' }),
      ],
    });
    autoPlan();
    await screen.findByTestId('container-2');
    fireEvent.click(screen.getByLabelText('Select container #1'));
    fireEvent.click(screen.getByLabelText('Select container #2'));
    fireEvent.click(button(/^Merge$/));
    const dialog = await dialogTitled('Merge two containers');
    expect(within(dialog).getByText('After merging')).toBeTruthy();
    fireEvent.click(button('Merge', dialog));
    expect(
      await screen.findByText('The RDDs differ by more than 30 days. Do you want to merge?'),
    ).toBeTruthy();
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(screen.queryByTestId('container-2')).toBeNull());
    expect(screen.getByText('#2 merged into #1')).toBeTruthy();
    expect(within(card('1')).getByText('PO-1001 / 50')).toBeTruthy();
    expect(within(card('1')).getByText('PO-1001 / 60')).toBeTruthy();
  });

  it('moves selected open lines into a container of their group and refuses the others', async () => {
    await openWorkbench({
      draft: null,
      lines: [
        openLine({ poLineId: 8, lineNo: 80 }),
        openLine({ poLineId: 9, lineNo: 90, loadingPointId: 2, loadingPointName: 'Shenzhen' }),
      ],
    });
    fireEvent.click(button('Add container'));
    const dialog = await dialogTitled('Add an empty container');
    // no line selected: the destination is chosen by hand
    fireEvent.mouseDown(within(dialog).getByLabelText('Loading point'));
    fireEvent.click(await screen.findByTitle('Ningbo'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Destination'));
    fireEvent.click(await screen.findByTitle('Nigeria (NG)'));
    fireEvent.click(button('Add', dialog));
    expect(await screen.findByText('Empty: select open lines and move them in')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select PO PO-1001 line 80'));
    fireEvent.click(screen.getByLabelText('Select PO PO-1001 line 90'));
    fireEvent.click(button('Move in (2)'));
    expect((await screen.findAllByText('Not moved into #1')).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        'PO PO-1001 line 90 loads at Shenzhen for Nigeria; container #1 loads at Ningbo for Nigeria',
      ),
    ).toBeTruthy();
    expect(within(card('1')).getByText('PO-1001 / 80')).toBeTruthy();
    fireEvent.click(within(card('1')).getByLabelText('Move out PO-1001 / 80'));
    await waitFor(() => expect(within(card('1')).queryByText('PO-1001 / 80')).toBeNull());
  });
});
