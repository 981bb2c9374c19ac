// @vitest-environment jsdom
import type { PlanLineItem, SubmitReadyDatesRequest } from '@lading/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeServer, type Answer, type ApiCall } from '../orders/order-test-support';
import MyShippingPlanPage from './MyShippingPlanPage';
import {
  CANNOT_MEET,
  dialogTitled,
  pickDate,
  LONGER_THAN_LEAD_TIME,
  pageOf,
  planLine,
  renderPage,
} from './ready-dates-test-support';

const LINES: PlanLineItem[] = [
  planLine(),
  planLine({ id: 502, lineNo: 20, poLineId: 42, productCode: 'BAT-12V' }),
  planLine({
    id: 503,
    lineNo: 30,
    shipmentNo: 'SH-00',
    containerStatus: 'Shipped',
    editable: false,
    readyDate: '2027-01-20',
    confirmReadyDate: 1,
  }),
];

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

/** The plan lists LINES; a submission answers `onSubmit(body)`. */
function start(onSubmit: (body: SubmitReadyDatesRequest) => Answer['data']) {
  server = fakeServer((call: ApiCall): Answer | undefined => {
    if (call.method === 'GET' && call.path === '/my-shipping-plan') return { data: pageOf(LINES) };
    if (call.method === 'POST' && call.path === '/ready-dates/submit') {
      return { data: onSubmit(call.body as SubmitReadyDatesRequest) };
    }
    return undefined;
  });
  renderPage(<MyShippingPlanPage />, {
    roles: ['7-Supplier'],
    permissions: ['readyDates.read', 'readyDates.submit'],
  });
  return server;
}

/** The table row of one container line. */
const rowOf = async (id: number) => {
  await screen.findAllByText('PO-1001');
  return document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
};
const submitted = (body: SubmitReadyDatesRequest, codes: string[][] = []) => ({
  submitted: body.confirmWarnings === true || codes.length === 0,
  warnings: codes.map((list, index) => ({
    containerLineId: body.items[index]!.containerLineId,
    poNumber: 'PO-1001',
    lineNo: 10,
    readyDate: body.items[index]!.readyDate,
    codes: list,
  })),
  lines: [],
  notifiedUsers: 2,
});

describe('MyshippingPlan: submitting ready dates through the warnings', () => {
  it('asks about both warnings with the spec texts, then submits anyway', async () => {
    const user = userEvent.setup();
    const calls = start((body) => submitted(body, [['cannotMeetRdd', 'longerThanLeadTime']]));
    await user.click(within(await rowOf(501)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit ready date (1)' }));
    await pickDate('Ready date PO-1001 / 10', '2027-03-05');
    // the date already shows it will ask
    expect(await screen.findByLabelText('This date will ask for a confirmation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit ready date' }));
    const dialog = await dialogTitled('Please confirm');
    expect(within(dialog).getByText(CANNOT_MEET)).toBeTruthy();
    expect(within(dialog).getByText(LONGER_THAN_LEAD_TIME)).toBeTruthy();
    expect(within(dialog).getByText('PO-1001 / 10 · 2027-03-05')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByText('Ready date submitted; waiting for approval')).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/submit').map((call) => call.body)).toEqual([
      { items: [{ containerLineId: 501, readyDate: '2027-03-05' }], confirmWarnings: false },
      { items: [{ containerLineId: 501, readyDate: '2027-03-05' }], confirmWarnings: true },
    ]);
  });

  it('shows one warning alone, and cancelling it submits nothing more', async () => {
    const user = userEvent.setup();
    const calls = start((body) => submitted(body, [['longerThanLeadTime']]));
    await user.click(within(await rowOf(501)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit ready date (1)' }));
    await pickDate('Ready date PO-1001 / 10', '2027-02-20');
    await user.click(screen.getByRole('button', { name: 'Submit ready date' }));
    const dialog = await dialogTitled('Please confirm');
    expect(within(dialog).getByText(LONGER_THAN_LEAD_TIME)).toBeTruthy();
    expect(within(dialog).queryByText(CANNOT_MEET)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // back to the dates, nothing more sent
    expect(screen.getByRole('button', { name: 'Submit ready date' })).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/submit')).toHaveLength(1);
  });

  it('submits a batch with one date for all; a shipped line cannot be chosen', async () => {
    const user = userEvent.setup();
    const calls = start((body) => submitted(body));
    expect((within(await rowOf(503)).getByRole('checkbox') as HTMLInputElement).disabled).toBe(
      true,
    );
    await user.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit ready date (2)' }));
    await user.click(screen.getByRole('button', { name: 'Submit ready date' }));
    expect(await screen.findByText('Please pick the ready date')).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/submit')).toHaveLength(0);

    await pickDate('Same date for every line', '2027-02-10');
    await user.click(screen.getByRole('button', { name: 'Submit ready date' }));
    expect(await screen.findByText('2 ready dates submitted; waiting for approval')).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/submit')[0]!.body).toEqual({
      items: [
        { containerLineId: 501, readyDate: '2027-02-10' },
        { containerLineId: 502, readyDate: '2027-02-10' },
      ],
      confirmWarnings: false,
    });
  });
});
