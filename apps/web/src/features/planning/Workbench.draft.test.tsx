// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  autoPlan,
  button,
  card,
  containerLine,
  dialogTitled,
  draftOf,
  openLine,
  openWorkbench,
  setUpWorkbenchTests,
  type PlanningServer,
  type PlanningServerState,
} from './planning-test-support';
import RearrangementPage from './RearrangementPage';

setUpWorkbenchTests();

const saves = (server: PlanningServer) =>
  server.callsTo('PUT', '/planning/draft').map((call) => call.body);

describe('the workbench and the saved draft', () => {
  it('saves the whole plan as the draft, with the batch-modified fields', async () => {
    const state: PlanningServerState = {
      draft: null,
      lines: [openLine({ poLineId: 11, lineNo: 10, plannableQty: 20 })],
    };
    const server = await openWorkbench(state);
    autoPlan();
    await screen.findByTestId('container-1');
    fireEvent.click(screen.getByLabelText('Select container #1'));
    fireEvent.click(button('Batch modify'));
    const dialog = await dialogTitled('Batch modify 1 container');
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'top load' } });
    fireEvent.click(button('Apply', dialog));
    expect(await screen.findByText('Notes: top load')).toBeTruthy();
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('Draft saved: 1 container')).toBeTruthy();
    expect(saves(server)).toEqual([
      {
        containers: [
          {
            containerType: '20GP',
            loadingPointId: 1,
            destinationCountry: 'NG',
            lines: [{ poLineId: 11, qty: 20 }],
            etd: null,
            shippingLineId: null,
            ownerUserId: null,
            notes: 'top load',
          },
        ],
      },
    ]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByText(/^Saved \d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeTruthy();
  });

  it('shows a refused save and reads the open lines again when someone else took the quantity', async () => {
    const state: PlanningServerState = {
      draft: null,
      lines: [openLine({ poLineId: 12, lineNo: 20 })],
      saveAnswer: {
        code: 409,
        message:
          'PO PO-1001 line 20 is already planned by someone else: 4 left to plan, 10 wanted. Nothing was saved',
      },
    };
    const server = await openWorkbench(state);
    autoPlan();
    await screen.findByTestId('container-1');
    fireEvent.click(button('Save draft'));
    expect((await screen.findAllByText('The draft was not saved')).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        'PO PO-1001 line 20 is already planned by someone else: 4 left to plan, 10 wanted. Nothing was saved. The open lines were read again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', '/planning/open-lines')).toHaveLength(2));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('asks about a saved draft on opening and loads it', async () => {
    const held = openLine({ poLineId: 13, lineNo: 30, plannableQty: 0 });
    await openWorkbench({
      draft: draftOf([{ id: 71, lines: [containerLine(held, 10)] }]),
      lines: [openLine({ poLineId: 14, lineNo: 40 })],
    });
    const prompt = await dialogTitled('A saved draft exists');
    expect(
      within(prompt).getByText(
        /^A saved draft exists \(saved at 2027-01-0\d \d\d:\d\d, 1 container\): load it or re-plan\?$/,
      ),
    ).toBeTruthy();
    fireEvent.click(button('Load draft', prompt));
    expect(await screen.findByText('Draft loaded: 1 container')).toBeTruthy();
    expect(within(card('1')).getByText('PO-1001 / 30')).toBeTruthy();
    // moving the line out makes it open again, with what the draft held
    fireEvent.click(within(card('1')).getByLabelText('Move out PO-1001 / 30'));
    await waitFor(() =>
      expect(screen.getByTestId('open-lines-summary').textContent).toBe('2 lines · 20.000 CBM'),
    );
  });

  it('re-plans: the saved draft is discarded after a confirmation', async () => {
    const held = openLine({ poLineId: 15, lineNo: 50, plannableQty: 0 });
    const server = await openWorkbench({
      draft: draftOf([{ id: 72, lines: [containerLine(held, 10)] }]),
      lines: [],
    });
    fireEvent.click(button('Re-plan', await dialogTitled('A saved draft exists')));
    const confirm = await dialogTitled('Discard the saved draft?');
    fireEvent.click(button('Discard', confirm));
    expect(
      await screen.findByText('Draft discarded: 1 container, 10 pieces back to the open lines'),
    ).toBeTruthy();
    expect(server.callsTo('DELETE', '/planning/draft')).toHaveLength(1);
    expect(screen.queryByTestId('container-1')).toBeNull();
  });

  it('rearrangement opens straight on the saved draft', async () => {
    const held = openLine({ poLineId: 16, lineNo: 60, plannableQty: 0 });
    await openWorkbench(
      { draft: draftOf([{ id: 73, lines: [containerLine(held, 10)] }]), lines: [] },
      <RearrangementPage />,
    );
    expect(await screen.findByText('Draft loaded: 1 container')).toBeTruthy();
    expect(screen.queryByText('A saved draft exists')).toBeNull();
    expect(within(card('1')).getByText('PO-1001 / 60')).toBeTruthy();
  });

  it('releases the selected containers: saved first, shipment no. and promised date, suppliers told', async () => {
    const server = await openWorkbench({
      draft: null,
      lines: [
        openLine({ poLineId: 17, lineNo: 70, plannableQty: 20, rdd: '2027-03-01' }),
        openLine({ poLineId: 18, lineNo: 80, plannableQty: 20, rdd: '2027-06-01' }),
      ],
    });
    autoPlan();
    await screen.findByTestId('container-2');
    fireEvent.click(screen.getByLabelText('Select container #2'));
    fireEvent.click(button('Release'));
    const dialog = await dialogTitled('Release 1 container');
    expect(
      within(dialog).getByText(
        "Suppliers will be notified: each supplier's users get a message asking for the ready dates.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('The unsaved changes are saved first.')).toBeTruthy();
    fireEvent.click(button('Release', dialog));
    expect(await within(dialog).findByText('Enter the shipment no.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the promised delivery date')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Shipment no.'), {
      target: { value: 'SH-2027-9' },
    });
    const date = within(dialog).getByLabelText('Promised delivery date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2027-04-01' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(button('Release', dialog));
    expect(
      await screen.findByText(
        '1 container released under shipment SH-2027-9; 2 supplier users notified',
      ),
    ).toBeTruthy();
    expect(saves(server)).toHaveLength(1);
    expect(server.callsTo('POST', '/planning/release').map((call) => call.body)).toEqual([
      { shipmentNo: 'SH-2027-9', promisedDeliveryDate: '2027-04-01', containerIds: [502] },
    ]);
    await waitFor(() => expect(screen.queryByTestId('container-2')).toBeNull());
    expect(screen.getByTestId('container-1')).toBeTruthy();
    // what is left is the saved draft as it stands
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('refuses to release an overloaded container before asking the server', async () => {
    const server = await openWorkbench({
      draft: null,
      lines: [openLine({ poLineId: 19, lineNo: 90, plannableQty: 40 })],
    });
    // the planner never overloads; a person moving 40 CBM into a 20GP does
    fireEvent.click(screen.getByLabelText('Select PO PO-1001 line 90'));
    fireEvent.click(button('Add container'));
    const add = await dialogTitled('Add an empty container');
    fireEvent.mouseDown(within(add).getByLabelText('Container type'));
    fireEvent.click(await screen.findByTitle('20GP'));
    fireEvent.click(button('Add', add));
    fireEvent.click(await screen.findByText('Move in (1)'));
    expect(await within(card('1')).findByText('Overloaded')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select container #1'));
    fireEvent.click(button('Release'));
    const dialog = await dialogTitled('Release 1 container');
    expect(
      within(dialog).getByText(
        '#1 is overloaded: take lines out or change its type before releasing',
      ),
    ).toBeTruthy();
    expect(button('Release', dialog).disabled).toBe(true);
    expect(saves(server)).toEqual([]);
  });
});
