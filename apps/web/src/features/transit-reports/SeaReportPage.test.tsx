// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { renderPage } from '../ready-dates/ready-dates-test-support';
import SeaReportPage from './SeaReportPage';
import { seaAnswer, seaRow } from './transit-reports-test-support';

// the chart itself is ECharts' (drawn in a browser test); here a stand-in that clicks bar 0
vi.mock('../charts/EChart', () => ({
  EChart: (props: {
    label: string;
    onItemClick?: (item: { name: string; seriesIndex: number; dataIndex: number }) => void;
  }) => (
    <button
      type="button"
      aria-label={props.label}
      onClick={() => props.onItemClick?.({ name: '', seriesIndex: 1, dataIndex: 0 })}
    />
  ),
}));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

const lastQuery = () => server!.callsTo('GET', '/reports/sea').at(-1)!.query;

const renderSea = async () => {
  server = fakeServer((call) =>
    call.path === '/reports/sea'
      ? { data: seaAnswer([seaRow(), seaRow({ id: 2, shipmentNo: 'SH-02', late: false })]) }
      : undefined,
  );
  renderPage(<SeaReportPage />, { roles: ['3-Logistic'], permissions: ['reports.read'] });
  return (await screen.findByText('SH-01')).closest('tr')!;
};

describe('seaReport', () => {
  it('shows the containers at sea, their figures and the totals', async () => {
    const row = await renderSea();
    expect(within(row).getByText('MSC Anna')).toBeTruthy();
    expect(within(row).getByText('+8')).toBeTruthy();
    expect(within(row).getByText('Late')).toBeTruthy();
    expect(within(screen.getByText('SH-02').closest('tr')!).getByText('On time')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('61.500');
    // the charts say their figures to screen readers
    expect(
      screen.getByLabelText('Containers at sea by POD: Lagos (Apapa) 1 late, 2 on time'),
    ).toBeTruthy();
  });

  it('drills down from a figure of the table beside the chart', async () => {
    const user = userEvent.setup();
    await renderSea();
    // a late count filters on its POD and lateness (its name starts with the count shown)
    const late = screen.getByText('Show the late containers of Lagos (Apapa)', { exact: false });
    expect(late.closest('button')!.textContent).toMatch(/^1 Show the late containers/);
    await user.click(late);
    await waitFor(() => expect(lastQuery().get('pod')).toBe('Lagos (Apapa)'));
    expect(lastQuery().get('late')).toBe('1');
  });

  it('drills down from a bar, and from the late total', async () => {
    const user = userEvent.setup();
    await renderSea();
    await user.click(screen.getByLabelText(/^Containers at sea by shipping line: /));
    await waitFor(() => expect(lastQuery().get('shippingLineId')).toBe('3'));
    expect(lastQuery().get('late')).toBeNull();
    await user.click(screen.getByLabelText('Show the late containers: 1'));
    await waitFor(() => expect(lastQuery().get('late')).toBe('1'));
    expect(lastQuery().get('shippingLineId')).toBe('3');
  });

  it('lets a supplier user filter without a supplier choice, and searches on late only', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/sea' ? { data: seaAnswer([seaRow()]) } : undefined,
    );
    renderPage(<SeaReportPage />, { roles: ['7-Supplier'], permissions: ['reports.read'] });
    await screen.findByText('SH-01');
    expect(screen.queryByLabelText('Supplier')).toBeNull();
    expect(screen.queryByLabelText('Loading point')).toBeNull();
    await user.click(screen.getByLabelText('Late only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery().get('late')).toBe('1'));
  });
});
