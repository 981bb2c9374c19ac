// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { pageOf, renderPage } from '../ready-dates/ready-dates-test-support';
import UtilizationReportPage from './UtilizationReportPage';
import { utilizationAnswer, utilizationRow } from './otd-reports-test-support';

// the chart is ECharts' (drawn in the browser test); here a stand-in that clicks band 2 of March
vi.mock('../charts/EChart', () => ({
  EChart: (props: {
    label: string;
    onItemClick?: (item: { name: string; seriesIndex: number; dataIndex: number }) => void;
  }) => (
    <button
      type="button"
      aria-label={props.label}
      onClick={() => props.onItemClick?.({ name: '', seriesIndex: 2, dataIndex: 0 })}
    />
  ),
}));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

const lastContainers = () =>
  server!.callsTo('GET', '/reports/utilization/containers').at(-1)!.query;

describe('utilization report', () => {
  it('shows the bands, and opens the containers of a band by table, chart or measure', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/utilization'
        ? { data: utilizationAnswer() }
        : call.path === '/reports/utilization/containers'
          ? { data: pageOf([utilizationRow()]) }
          : undefined,
    );
    renderPage(<UtilizationReportPage />, { roles: ['1-SCM'], permissions: ['reports.read'] });
    expect(await screen.findByText('SH-01')).toBeTruthy();
    const row = screen.getByText('SH-01').closest('tr')!;
    expect(within(row).getByText('97.1 %')).toBeTruthy();
    expect(within(row).getByText('> 95 %')).toBeTruthy();
    expect(within(row).getByText('< 90 %')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: '2026-03 > 95 %: 2' }));
    await waitFor(() => {
      expect(lastContainers().get('band')).toBe('above95');
      expect(lastContainers().get('month')).toBe('2026-03');
    });
    await user.click(screen.getByRole('button', { name: /Stacked bar chart/ }));
    await waitFor(() => expect(lastContainers().get('band')).toBe('below90'));
    await user.click(screen.getByText('Weight'));
    await waitFor(() => expect(lastContainers().get('measure')).toBe('weight'));
  }, 90_000);
});
