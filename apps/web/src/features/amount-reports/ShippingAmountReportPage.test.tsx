// @vitest-environment jsdom
import type { ShippedAmountRow, ShippedAmountSummary } from '@lading/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { pageOf, renderPage } from '../ready-dates/ready-dates-test-support';
import { defaultAmountRange } from './amount-report-format';
import ShippingAmountReportPage from './ShippingAmountReportPage';

// the chart itself is ECharts' (drawn in a browser test); here a stand-in that clicks a bar
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

const row = (overrides: Partial<ShippedAmountRow> = {}): ShippedAmountRow => ({
  id: '2026-10|NG|3|pvPanels',
  month: '2026-10',
  destinationCountry: 'NG',
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  category: 'pvPanels',
  containers: 2,
  lines: 3,
  qty: 1200,
  amountCents: 12_345_678,
  ...overrides,
});

const summary: ShippedAmountSummary = {
  atdFrom: '2025-12-01',
  atdTo: '2026-11-26',
  totals: { containers: 3, lines: 4, qty: 1500, amountCents: 15_000_000 },
  months: ['2026-09', '2026-10'],
  series: [
    { key: 'NG', label: 'NG', amountCents: [0, 12_345_678] },
    { key: 'KE', label: 'KE', amountCents: [2_654_322, 0] },
  ],
};

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

const answer = (path: string) =>
  path === '/reports/shipping-amounts'
    ? { data: pageOf([row()]) }
    : path === '/reports/shipping-amounts/summary'
      ? { data: summary }
      : path === '/reports/shipping-amounts/lines'
        ? { data: pageOf([]) }
        : undefined;

describe('shippingAmountReport', () => {
  it('shows the rows, the totals and the chart figures, over the last 12 months', async () => {
    server = fakeServer((call) => answer(call.path));
    renderPage(<ShippingAmountReportPage />, {
      roles: ['1-SCM'],
      permissions: ['reports.read'],
      url: '/reportForms/shippingAmountReport',
    });
    const line = (await screen.findByText('Sunrise Solar')).closest('tr')!;
    expect(within(line).getByText('$123,456.78')).toBeTruthy();
    expect(within(line).getByText('PV panels')).toBeTruthy();
    expect((await screen.findByTestId('amount-total')).textContent).toBe('$150,000.00');
    expect(
      screen.getByRole('button', { name: /^Stacked bars: shipped amount in USD per month/ }),
    ).toBeTruthy();
    const range = defaultAmountRange();
    const query = server.callsTo('GET', '/reports/shipping-amounts').at(-1)!.query;
    expect([query.get('atdFrom'), query.get('atdTo')]).toEqual([range.atdFrom, range.atdTo]);
  });

  it('drills down from a row, a figure and a bar, and splits by supplier', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) => answer(call.path));
    renderPage(<ShippingAmountReportPage />, {
      roles: ['1-SCM'],
      permissions: ['reports.read'],
      url: '/reportForms/shippingAmountReport',
    });
    const lastLines = () => server!.callsTo('GET', '/reports/shipping-amounts/lines').at(-1)!.query;
    await user.click(
      await screen.findByRole('button', { name: 'Show lines: 2026-10 NG SUP001 pvPanels' }),
    );
    await waitFor(() => expect(lastLines().get('month')).toBe('2026-10'));
    expect(lastLines().get('supplierId')).toBe('3');
    expect(lastLines().get('category')).toBe('pvPanels');
    // a figure of the chart's table: Kenya in 2026-09
    await user.click(screen.getByRole('button', { name: /^Show lines: Kenya 2026-09/ }));
    await waitFor(() => expect(lastLines().get('month')).toBe('2026-09'));
    expect(lastLines().get('destinationCountry')).toBe('KE');
    // a bar (series 0 = NG, month 1 = 2026-10)
    await user.click(screen.getByRole('button', { name: /^Stacked bars/ }));
    await waitFor(() => expect(lastLines().get('destinationCountry')).toBe('NG'));
    expect(lastLines().get('month')).toBe('2026-10');
    await user.click(screen.getByText('Supplier', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(
        server!.callsTo('GET', '/reports/shipping-amounts/summary').at(-1)!.query.get('splitBy'),
      ).toBe('supplier'),
    );
  });

  it('offers a supplier user no supplier filter', async () => {
    server = fakeServer((call) => answer(call.path));
    renderPage(<ShippingAmountReportPage />, {
      roles: ['7-Supplier'],
      permissions: ['reports.read'],
      url: '/reportForms/shippingAmountReport',
    });
    await screen.findByText('Sunrise Solar');
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
  });
});
