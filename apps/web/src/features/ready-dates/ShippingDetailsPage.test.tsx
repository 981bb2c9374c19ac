// @vitest-environment jsdom
import type { PlanLineItem } from '@lading/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeServer, type Answer, type ApiCall } from '../orders/order-test-support';
import {
  CANNOT_MEET,
  dialogTitled,
  pageOf,
  planLine,
  renderPage,
} from './ready-dates-test-support';
import ShippingDetailsPage from './ShippingDetailsPage';

const LINES: PlanLineItem[] = [
  planLine({
    id: 601,
    readyDate: '2027-03-05',
    confirmReadyDate: 0,
    warnings: ['cannotMeetRdd'],
  }),
  planLine({ id: 602, lineNo: 20, readyDate: '2027-02-10', confirmReadyDate: 0 }),
  planLine({ id: 603, lineNo: 30, readyDate: '2027-02-01', confirmReadyDate: 1 }),
];
const OWNER = ['readyDates.read', 'readyDates.submit', 'readyDates.approve'];

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

/** Follows a link as the message dialog does, while the page stays open. */
function GoTo(props: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(props.to)}>
      go
    </button>
  );
}

function start(
  options: { url?: string; permissions?: string[]; link?: string } = {},
  decide: (call: ApiCall) => Answer = () => ({ data: { lines: [], notifiedUsers: 3 } }),
) {
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/shipping-details') return { data: pageOf(LINES) };
    if (call.method === 'POST' && call.path.startsWith('/ready-dates/')) return decide(call);
    return undefined;
  });
  renderPage(
    <>
      <ShippingDetailsPage />
      {options.link && <GoTo to={options.link} />}
    </>,
    {
      roles: ['1-SCM'],
      permissions: options.permissions ?? OWNER,
      url: options.url ?? '/reportForms/shippingDetails',
    },
  );
  return server;
}

const rowOf = async (id: number) => {
  await screen.findAllByText('PO-1001');
  return document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
};

describe('shippingDetails: filters from the message link', () => {
  it('opens on confirmReadyDate=0,3&owner=1 as the type-2 message sends it', async () => {
    const calls = start({ url: '/reportForms/shippingDetails?confirmReadyDate=0,3&owner=1' });
    await rowOf(601);
    const [first] = calls.callsTo('GET', '/shipping-details');
    expect(first!.query.getAll('confirmReadyDate')).toEqual(['0', '3']);
    expect(first!.query.get('owner')).toBe('1');
    expect(
      calls.callsTo('GET', '/shipping-details').every((c) => c.query.get('owner') === '1'),
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'My suppliers only' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('takes the filters of a new link while it is open (type 4 after type 2)', async () => {
    const user = userEvent.setup();
    const calls = start({
      url: '/reportForms/shippingDetails?confirmReadyDate=0,3&owner=1',
      link: '/reportForms/shippingDetails?confirmReadyDate=2',
    });
    await rowOf(601);
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => {
      const last = calls.callsTo('GET', '/shipping-details').at(-1)!;
      expect(last.query.getAll('confirmReadyDate')).toEqual(['2']);
      expect(last.query.get('owner')).toBeNull();
    });
    expect(
      (screen.getByRole('checkbox', { name: 'My suppliers only' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('shows no approval actions to a user who may only submit', async () => {
    start({ permissions: ['readyDates.read', 'readyDates.submit'] });
    await rowOf(601);
    expect(screen.getByRole('button', { name: 'Submit ready date (0)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});

describe('shippingDetails: approve and reject', () => {
  it('approves the pending lines of a batch, saying which dates raised a warning', async () => {
    const user = userEvent.setup();
    const calls = start();
    await rowOf(601);
    await user.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    // the approved line is selected too, but only the two pending ones are decided
    await user.click(screen.getByRole('button', { name: 'Approve (2)' }));
    const dialog = await dialogTitled('Approve 2 ready dates?');
    expect(within(dialog).getByText(CANNOT_MEET)).toBeTruthy();
    expect(within(dialog).getByText('PO-1001 / 10 · 2027-03-05')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('2 ready dates approved')).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/approve').map((c) => c.body)).toEqual([
      { containerLineIds: [601, 602], reason: '' },
    ]);
  });

  it('rejects with a reason, showing a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = start({}, () =>
      refuse
        ? {
            code: 403,
            message: 'PO PO-1001 line 20 belongs to supplier SUP001, which you do not own',
          }
        : { data: { lines: [], notifiedUsers: 2 } },
    );
    await user.click(within(await rowOf(602)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reject (1)' }));
    const dialog = await dialogTitled('Reject the ready date of PO-1001 / 20');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please enter the reason for rejecting')).toBeTruthy();
    expect(calls.callsTo('POST', '/ready-dates/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for rejecting'), 'Vessel full');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(
        'PO PO-1001 line 20 belongs to supplier SUP001, which you do not own',
      ),
    ).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Ready date rejected')).toBeTruthy();
    await waitFor(() =>
      expect(calls.callsTo('POST', '/ready-dates/reject').map((c) => c.body)).toEqual([
        { containerLineIds: [602], reason: 'Vessel full' },
        { containerLineIds: [602], reason: 'Vessel full' },
      ]),
    );
  });
});
