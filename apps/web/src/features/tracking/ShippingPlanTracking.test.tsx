// @vitest-environment jsdom
import type { ContainerItem, DelayReasonItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf, renderSignedIn } from '../orders/order-test-support';
import { containerItem } from '../planning/planning-test-support';
import ShippingPlanPage from '../planning/ShippingPlanPage';
import { localToday } from './useTracking';

const unshipped = containerItem({
  id: 31,
  shipmentNo: 'SH-2027-001',
  containerNo: null,
  status: 'Unshipped',
  etd: '2026-10-10',
  version: 4,
});
const loading = containerItem({
  id: 32,
  shipmentNo: 'SH-2027-002',
  containerNo: 'MSKU7654321',
  status: 'Loading',
  loadingDate: '2026-10-05',
  vessel: 'MSC ANNA',
  voyage: '123W',
  pod: 'Lagos',
  version: 2,
});
const shipped = containerItem({
  id: 33,
  shipmentNo: 'SH-2027-003',
  containerNo: 'TGHU1111111',
  status: 'Shipped',
  atd: '2026-10-08',
  firstEtd: '2026-10-06',
  pod: 'Tema',
  version: 7,
  deltas: [1, 2, 3, 4, 5].map((no) => ({
    no,
    days: no === 3 ? 2 : null,
    reasonId: no === 3 ? 5 : null,
    reasonCode: no === 3 ? 'PORT_CONGESTION' : null,
    reasonNameEn: no === 3 ? 'Port congestion' : null,
    reasonNameZh: no === 3 ? '港口拥堵' : null,
    note: no === 3 ? 'Ningbo queue' : '',
  })),
});
const reasons: DelayReasonItem[] = [
  {
    id: 5,
    code: 'PORT_CONGESTION',
    nameEn: 'Port congestion',
    nameZh: '港口拥堵',
    active: true,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  },
  {
    id: 6,
    code: 'WEATHER',
    nameEn: 'Weather',
    nameZh: '天气',
    active: true,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
  },
];

let server: ReturnType<typeof fakeServer>;
let statusAnswer: { code?: number; message?: string; data?: unknown };
let trackingAnswer: { code?: number; message?: string; data?: unknown } | undefined;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  statusAnswer = { data: { containers: [], notifiedUsers: 2 } };
  trackingAnswer = undefined;
  server = fakeServer((call) => {
    const byId = { 31: unshipped, 32: loading, 33: shipped } as Record<string, ContainerItem>;
    if (call.method === 'GET' && call.path === '/containers')
      return { data: pageOf([unshipped, loading, shipped]) };
    const one = /^\/containers\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && one) return { data: { ...byId[one[1]!]!, lines: [] } };
    if (call.method === 'GET' && /^\/containers\/\d+\/changes$/.test(call.path))
      return { data: [] };
    if (call.method === 'GET' && call.path === '/delay-reasons/options') return { data: reasons };
    if (call.method === 'GET' && call.path === '/loading-points') return { data: pageOf([]) };
    if (call.method === 'POST' && call.path === '/containers/status') return statusAnswer;
    const tracking = /^\/containers\/(\d+)\/tracking$/.exec(call.path);
    if (call.method === 'PUT' && tracking)
      return trackingAnswer ?? { data: { container: byId[tracking[1]!], notifiedUsers: 1 } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const TRACKER = ['planning.read', 'tracking.write', 'reference.read'];
const render = (permissions = TRACKER) =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/arrange/shippingPlan']}>
      <ShippingPlanPage />
    </MemoryRouter>,
    permissions,
  );
const row = (text: string) => screen.getByText(text).closest<HTMLElement>('tr')!;
const dialog = () => screen.findByRole('dialog');
const save = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: /Save/ }));

describe('the shipping plan as a working list', () => {
  it('shows the milestones: ETA, ATD, ATA, receiving date, vessel and POD', async () => {
    render();
    await screen.findByText('SH-2027-002');
    expect(within(row('SH-2027-002')).getByText('MSC ANNA / 123W')).toBeTruthy();
    expect(within(row('SH-2027-002')).getByText('Lagos')).toBeTruthy();
    expect(within(row('SH-2027-003')).getByText('2026-10-08')).toBeTruthy();
  });

  it('moves one container to Loading from its row, the date defaulting to today', async () => {
    render();
    await screen.findByText('SH-2027-001');
    fireEvent.click(within(row('SH-2027-001')).getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByText('Move to Loading'));
    const modal = await dialog();
    expect(within(modal).getByText('Change status of SH-2027-001')).toBeTruthy();
    expect(within(modal).getByLabelText('Loading date')).toHaveProperty('value', localToday());
    save(modal);
    await waitFor(() => expect(server.callsTo('POST', '/containers/status')).toHaveLength(1));
    expect(server.callsTo('POST', '/containers/status')[0]!.body).toEqual({
      ids: [31],
      status: 'Loading',
      date: localToday(),
    });
  });

  it('ships a batch: asks the container no. the unnumbered one lacks, saves it first', async () => {
    render();
    await screen.findByText('SH-2027-001');
    fireEvent.click(within(row('SH-2027-001')).getByRole('checkbox'));
    fireEvent.click(within(row('SH-2027-002')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Change status (2)' }));
    const modal = await dialog();
    fireEvent.mouseDown(within(modal).getByLabelText('New status'));
    fireEvent.click(await screen.findByTitle('Shipped'));
    const atd = await within(modal).findByLabelText('ATD (actual departure)');
    expect(atd).toHaveProperty('value', localToday());
    save(modal);
    expect(await within(modal).findByText('Please enter the container or AWB no.')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Container / AWB no. of SH-2027-001'), {
      target: { value: ' MSKU1234567 ' },
    });
    save(modal);
    await waitFor(() => expect(server.callsTo('POST', '/containers/status')).toHaveLength(1));
    expect(server.callsTo('PUT', '/containers/31/tracking')[0]!.body).toEqual({
      version: 4,
      containerNo: 'MSKU1234567',
    });
    expect(server.callsTo('POST', '/containers/status')[0]!.body).toEqual({
      ids: [31, 32],
      status: 'Shipped',
      date: localToday(),
    });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    statusAnswer = {
      code: 422,
      message: 'Container MSKU7654321: the ATA cannot be before the ATD. Nothing was changed',
    };
    render();
    await screen.findByText('SH-2027-003');
    fireEvent.click(within(row('SH-2027-003')).getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByText('Move to Arrived'));
    const modal = await dialog();
    save(modal);
    expect((await within(modal).findByRole('alert')).textContent).toContain(
      'the ATA cannot be before the ATD',
    );
  });

  it('asks before cancelling a container', async () => {
    render();
    await screen.findByText('SH-2027-001');
    fireEvent.click(within(row('SH-2027-001')).getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByText('Move to Cancelled'));
    const modal = await dialog();
    save(modal);
    expect((await screen.findAllByText('Cancel SH-2027-001?')).length).toBeGreaterThan(0);
    expect(server.callsTo('POST', '/containers/status')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel containers' }));
    await waitFor(() => expect(server.callsTo('POST', '/containers/status')).toHaveLength(1));
    expect(server.callsTo('POST', '/containers/status')[0]!.body).toEqual({
      ids: [31],
      status: 'Cancelled',
    });
  });

  it('edits the tracking record with its version; a refusal goes on its field', async () => {
    trackingAnswer = {
      code: 422,
      message: 'the ATA cannot be before the ATD',
      data: { errors: [{ field: 'ata', message: 'the ATA cannot be before the ATD' }] },
    };
    render();
    await screen.findByText('SH-2027-003');
    fireEvent.click(within(row('SH-2027-003')).getByRole('button', { name: 'Tracking' }));
    const drawer = (await screen.findByText('Tracking of TGHU1111111')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    expect(within(drawer).getByText('+2 d')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Vessel'), { target: { value: 'MAERSK KIEL' } });
    fireEvent.change(within(drawer).getByLabelText('Δ3 note'), {
      target: { value: 'Rolled over' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /Save/ }));
    expect(await within(drawer).findByText('the ATA cannot be before the ATD')).toBeTruthy();
    const body = server.callsTo('PUT', '/containers/33/tracking')[0]!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      version: 7,
      containerNo: 'TGHU1111111',
      atd: '2026-10-08',
      vessel: 'MAERSK KIEL',
      shippingLineId: null,
    });
    expect(body).not.toHaveProperty('shipmentNo');
    expect((body.deltas as unknown[])[2]).toEqual({ no: 3, reasonId: 5, note: 'Rolled over' });
  });

  it('shows a reader without tracking.write the milestones read only, no status actions', async () => {
    render(['planning.read']);
    await screen.findByText('SH-2027-003');
    // no rows to select (the filters' "arrived after first ETA" box is the only one)
    expect(document.querySelector('.ant-table .ant-checkbox-input')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Status/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tracking' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
    fireEvent.click(within(row('SH-2027-003')).getByRole('button', { name: 'Details' }));
    const drawer = (await screen.findByText('Container TGHU1111111')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Tracking' }));
    expect(await within(drawer).findByText('PORT_CONGESTION · Port congestion')).toBeTruthy();
    expect(within(drawer).getByText('Ningbo queue')).toBeTruthy();
    expect(within(drawer).getByText('2026-10-06')).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
  });
});
