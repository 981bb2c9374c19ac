// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { pageOf, renderPage } from '../ready-dates/ready-dates-test-support';
import OtdReportPage from './OtdReportPage';
import { otdAnswer, otdLine } from './otd-reports-test-support';

// the charts are ECharts' (drawn in the browser test); here stand-ins that click point 1
vi.mock('../charts/EChart', () => ({
  EChart: (props: {
    label: string;
    onItemClick?: (item: { name: string; seriesIndex: number; dataIndex: number }) => void;
  }) => (
    <button
      type="button"
      aria-label={props.label}
      onClick={() => props.onItemClick?.({ name: '', seriesIndex: 0, dataIndex: 1 })}
    />
  ),
}));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

const serve = () =>
  fakeServer((call) =>
    call.path === '/reports/settings'
      ? { data: { otdToleranceDays: 0 } }
      : call.path === '/reports/otd'
        ? { data: otdAnswer() }
        : call.path === '/reports/otd/lines'
          ? { data: pageOf([otdLine()]) }
          : undefined,
  );
const lastLines = () => server!.callsTo('GET', '/reports/otd/lines').at(-1)!.query;

describe('OTD report', () => {
  it('shows the rates ("no data" for an empty month), reasons and the late lines', async () => {
    server = serve();
    renderPage(<OtdReportPage />, { roles: ['1-SCM'], permissions: ['reports.read'] });
    const region = await screen.findByRole('region', { name: 'On-time delivery' });
    await waitFor(() => expect(within(region).getAllByText('75.0 %')).toHaveLength(2));
    const january = screen.getByRole('button', { name: '2026-01' }).closest('tr')!;
    expect(within(january).getAllByText('No data')).toHaveLength(2);
    expect(screen.getByText('PORT · Port congestion')).toBeTruthy();
    expect(await screen.findByText('PO-1001 / 10')).toBeTruthy();
    expect(screen.getByText('Δ4 arrival · PORT').getAttribute('title')).toBe(
      'PORT · Port congestion (Lagos)',
    );
    // the late lines by default
    expect(lastLines().get('late')).toBe('1');
    expect(screen.getByRole('button', { name: /OTD rate by month/ })).toBeTruthy();
  }, 90_000);

  it('drills down from a table, a chart, the switch and the filters', async () => {
    const user = userEvent.setup();
    server = serve();
    renderPage(<OtdReportPage />, { roles: ['1-SCM'], permissions: ['reports.read'] });
    await user.click(await screen.findByRole('tab', { name: 'By supplier' }));
    await user.click(await screen.findByRole('button', { name: 'SUP002 Volt Works' }));
    await waitFor(() => expect(lastLines().get('supplierId')).toBe('4'));
    await user.click(screen.getByRole('button', { name: /OTD rate by month/ }));
    await waitFor(() => expect(lastLines().get('month')).toBe('2026-02'));
    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(lastLines().get('late')).toBe('0'));
    await user.clear(screen.getByLabelText(/Tolerance/));
    await user.type(screen.getByLabelText(/Tolerance/), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server!.callsTo('GET', '/reports/otd').at(-1)!.query.get('toleranceDays')).toBe('3'),
    );
  }, 90_000);

  it('has no supplier filter for a supplier user', async () => {
    server = serve();
    renderPage(<OtdReportPage />, { roles: ['7-Supplier'], permissions: ['reports.read'] });
    await screen.findByText('PO-1001 / 10');
    expect(document.querySelector('#otd-filters_supplier')).toBeNull();
    expect(document.querySelector('#otd-filters_category')).not.toBeNull();
  }, 90_000);
});
