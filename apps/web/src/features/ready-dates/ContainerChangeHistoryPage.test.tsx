// @vitest-environment jsdom
import type { ContainerChangeHistoryItem } from '@lading/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import ContainerChangeHistoryPage from './ContainerChangeHistoryPage';
import { pageOf, renderPage } from './ready-dates-test-support';

const row = (overrides: Partial<ContainerChangeHistoryItem>): ContainerChangeHistoryItem => ({
  id: 1,
  containerId: 31,
  shipmentNo: 'SH-01',
  containerNo: null,
  containerStatus: 'Unshipped',
  at: '2027-01-05T08:00:00.000Z',
  actorUserId: 4,
  actorName: 'scm',
  field: 'lineConfirmReadyDate',
  before: '0',
  after: '2',
  reason: 'PO-1001 / 10: Vessel full',
  ...overrides,
});

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

describe('containerChangeHistory', () => {
  it('names fields and approval states, and filters by field and shipment', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/container-changes'
        ? {
            data: pageOf([
              row({ id: 2 }),
              row({
                id: 1,
                field: 'lineReadyDate',
                before: null,
                after: '2027-02-10',
                reason: 'PO-1001 / 10',
              }),
            ]),
          }
        : undefined,
    );
    renderPage(<ContainerChangeHistoryPage />, {
      roles: ['7-Supplier'],
      permissions: ['readyDates.read'],
    });
    const approval = (await screen.findByText('Ready-date approval')).closest('tr')!;
    expect(within(approval).getByText('Pending')).toBeTruthy();
    expect(within(approval).getByText('Rejected')).toBeTruthy();
    expect(within(approval).getByText('PO-1001 / 10: Vessel full')).toBeTruthy();
    const date = screen.getByText('Line ready date').closest('tr')!;
    expect(within(date).getByText('—')).toBeTruthy();
    expect(within(date).getByText('2027-02-10')).toBeTruthy();
    // a supplier user filters its own containers: no supplier filter
    expect(screen.queryByLabelText('Supplier')).toBeNull();

    await user.type(screen.getByLabelText('Shipment no.'), 'SH-0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server!.callsTo('GET', '/container-changes').at(-1)!.query.get('shipmentNo')).toBe(
        'SH-0',
      ),
    );
  });
});
