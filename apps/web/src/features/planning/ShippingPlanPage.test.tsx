// @vitest-environment jsdom
import type { ContainerChangeItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf } from '../orders/order-test-support';
import { renderPage } from '../ready-dates/ready-dates-test-support';
import {
  button,
  containerItem,
  containerLine,
  openLine,
  renderPlanning,
} from './planning-test-support';
import ShippingPlanPage from './ShippingPlanPage';

const released = containerItem({
  id: 31,
  shipmentNo: 'SH-2027-001',
  containerNo: 'MSKU1234567',
  status: 'Unshipped',
  cbm: 65.2,
  utilizationPct: 95.9,
  promisedDeliveryDate: '2027-04-01',
});
const overloaded = containerItem({
  id: 32,
  draftNo: 2,
  shipmentNo: null,
  status: 'Draft',
  containerType: '20GP',
  cbm: 30,
  usableCbm: 28,
  utilizationPct: 107.1,
  overloaded: true,
  overloadReasons: ['cbm'],
});
const change: ContainerChangeItem = {
  id: 1,
  containerId: 31,
  at: '2027-01-06T09:00:00.000Z',
  actorUserId: 5,
  actorName: 'planner',
  field: 'status',
  before: 'Draft',
  after: 'Unshipped',
  reason: '',
};

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/containers') return { data: pageOf([released, overloaded]) };
    if (call.path === '/containers/31') {
      return { data: { ...released, lines: [containerLine(openLine({ poLineId: 3 }), 10, 31)] } };
    }
    if (call.path === '/containers/31/changes') return { data: [change] };
    if (call.path === '/loading-points') return { data: pageOf([]) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const listQueries = () =>
  server.callsTo('GET', '/containers').map((call) => Object.fromEntries(call.query));

describe('the shipping plan', () => {
  it('lists containers with status, load and utilization, newest first', async () => {
    renderPlanning(<ShippingPlanPage />);
    expect(await screen.findByText('SH-2027-001')).toBeTruthy();
    expect(screen.getByText('Unshipped')).toBeTruthy();
    expect(screen.getByText('95.9%')).toBeTruthy();
    expect(screen.getByText('Overloaded (CBM)')).toBeTruthy();
    // a draft container by its number in the draft, as the workbench shows it (not its id)
    expect(screen.getByText('Draft #2')).toBeTruthy();
    // the list's query with its defaults: newest first
    expect(listQueries()[0]).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('filters by several statuses and a shipment no., and sorts on the server', async () => {
    renderPlanning(<ShippingPlanPage />);
    await screen.findByText('SH-2027-001');
    fireEvent.mouseDown(document.getElementById('container-filters_status')!);
    fireEvent.click(await screen.findByTitle('Draft'));
    fireEvent.click(await screen.findByTitle('Unshipped'));
    fireEvent.change(document.getElementById('container-filters_shipmentNo')!, {
      target: { value: ' SH-2027 ' },
    });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    const second = server.callsTo('GET', '/containers')[1]!.query;
    expect(second.getAll('status')).toEqual(['Draft', 'Unshipped']);
    expect(second.get('shipmentNo')).toBe('SH-2027');
    fireEvent.click(screen.getAllByText('ETD')[0]!);
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toMatchObject({ sortBy: 'etd', sortOrder: 'asc' });
  });

  it('reads the late-arrival filter from the URL (the dashboard link), drops it when unticked', async () => {
    // the home dashboard's "arrived later than first ETA" link
    renderPage(<ShippingPlanPage />, {
      roles: ['3-Logistic'],
      permissions: ['planning.read'],
      url: '/?status=Arrived&arrivedLate=1',
    });
    await screen.findByText('SH-2027-001');
    expect(listQueries()[0]).toMatchObject({ status: 'Arrived', arrivedLate: '1' });
    const late = screen.getByRole('checkbox', { name: 'Arrived after first ETA' });
    expect((late as HTMLInputElement).checked).toBe(true);
    fireEvent.click(late);
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ status: 'Arrived' });
    expect(listQueries()[1]!.arrivedLate).toBeUndefined();
  });

  it('asks for the late arrivals when the box is ticked', async () => {
    renderPlanning(<ShippingPlanPage />);
    await screen.findByText('SH-2027-001');
    expect(listQueries()[0]!.arrivedLate).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Arrived after first ETA' }));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ arrivedLate: '1' });
  });

  it('opens a container with its lines and change history', async () => {
    renderPlanning(<ShippingPlanPage />);
    fireEvent.click(await screen.findByText('SH-2027-001'));
    const drawer = (await screen.findByText('Container MSKU1234567')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    expect(await within(drawer).findByText('PO-1001 / 3')).toBeTruthy();
    expect(within(drawer).getByText('Not submitted')).toBeTruthy();
    fireEvent.click(within(drawer).getByText('Change history'));
    expect(await within(drawer).findByText('Unshipped', { selector: 'td' })).toBeTruthy();
    expect(within(drawer).getByText('Draft', { selector: 'td' })).toBeTruthy();
    expect(within(drawer).getByText('Status', { selector: 'td' })).toBeTruthy();
  });
});
