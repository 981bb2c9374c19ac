// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { renderPage } from '../ready-dates/ready-dates-test-support';
import LoadingPlanPage from './LoadingPlanPage';
import { planAnswer, planRow } from './transit-reports-test-support';

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

const lastQuery = () => server!.callsTo('GET', '/reports/loading-plan').at(-1)!.query;

describe('loadingPlan', () => {
  it('shows the week-by-week view and readiness, and opens a week cell', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/loading-plan'
        ? { data: planAnswer([planRow(), planRow({ id: 12, shipmentNo: 'SH-12', ready: true })]) }
        : undefined,
    );
    renderPage(<LoadingPlanPage />, { roles: ['3-Logistic'], permissions: ['reports.read'] });
    const row = (await screen.findByText('SH-11')).closest('tr')!;
    expect(within(row).getByText('Not ready')).toBeTruthy();
    expect(within(row).getByText('1/3 approved · 1 pending · 1 rejected')).toBeTruthy();
    expect(within(screen.getByText('SH-12').closest('tr')!).getByText('Ready')).toBeTruthy();
    expect(screen.getByText('Not dated')).toBeTruthy();
    expect(screen.getAllByText('2 ctr · 120.000 m³ · 24,000.000 kg')).toHaveLength(2);

    await user.click(
      screen.getByRole('button', { name: /Show the containers of Ningbo, 2027-W09$/ }),
    );
    await waitFor(() => expect(lastQuery().get('weekFrom')).toBe('2027-W09'));
    expect(lastQuery().get('weekTo')).toBe('2027-W09');
    expect(lastQuery().get('loadingPointId')).toBe('2');
  });

  it('searches on readiness and basis', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/loading-plan' ? { data: planAnswer([planRow()]) } : undefined,
    );
    renderPage(<LoadingPlanPage />, { roles: ['7-Supplier'], permissions: ['reports.read'] });
    await screen.findByText('SH-11');
    expect(screen.queryByLabelText('Supplier')).toBeNull();
    await user.click(screen.getByLabelText('Readiness'));
    await user.click(await screen.findByText('All ready dates approved'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery().get('readiness')).toBe('ready'));
  });
});
