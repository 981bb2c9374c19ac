// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import {
  carton,
  choose,
  code,
  parentState,
  poLineChoice,
  renderStation,
  stationServer,
  type StationAnswer,
  type StationCall,
} from './station-test-support';

/** The children's answers wait for this gate when a test closes it. */
let gate: { promise: Promise<void>; open(): void };
const openGate = () => {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
};

const bound = new Set<string>();
let expected = 24;

function answer(call: StationCall): StationAnswer | Promise<StationAnswer> | undefined {
  if (call.method === 'GET' && call.path === '/serials/contexts') return { data: [poLineChoice] };
  if (
    call.method === 'POST' &&
    (call.path === '/serials/parents' || call.path === '/serials/containers')
  )
    return { data: parentState({ expected, max: 24 }) };
  if (call.method === 'POST' && call.path === '/serials/parents/7/children') {
    const scanned = String(call.body?.code);
    return gate.promise.then(() => {
      if (bound.has(scanned))
        return { code: 400, message: `Duplicate serial number: ${scanned} was scanned already` };
      bound.add(scanned);
      const child = code({
        id: 100 + bound.size,
        code: scanned,
        parentId: 7,
        parentCode: 'CTN-001',
      });
      return { data: { child, count: bound.size, expected, full: bound.size >= expected } };
    });
  }
  if (call.method === 'POST' && call.path === '/serials/parents/7/close')
    return {
      data: parentState({ parent: { ...carton, closed: true }, count: bound.size, expected }),
    };
  if (call.method === 'POST' && /^\/serials\/codes\/\d+\/unbind$/.test(call.path))
    return { data: code({ id: Number(call.path.split('/')[3]), code: 'SN-1' }) };
  if (call.method === 'GET' && call.path === '/serials/parents/7')
    return { data: parentState({ count: bound.size - 1, expected }) };
  return undefined;
}

let server: ReturnType<typeof stationServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  bound.clear();
  expected = 24;
  gate = { promise: Promise.resolve(), open: () => undefined };
  server = stationServer(answer);
});
afterEach(() => {
  cleanup();
  server.restore();
});

const user = () => userEvent.setup({ delay: null });
const results = () => screen.getByRole('log', { name: 'Scan results' });
const childBodies = () =>
  server.callsTo('POST', '/serials/parents/7/children').map((call) => call.body?.code);

async function openCarton() {
  renderStation('/scanCode/scanCartonBox');
  await choose('station-context', 'PO-1001 / 2 · PV-450M · SUP001');
  expect(await screen.findByText('PV-450M · PV 450W mono')).toBeTruthy();
  const parentField = screen.getByLabelText('Carton code');
  await user().type(parentField, 'CTN-001{Enter}');
  await screen.findByText('CTN-001');
  const childField = screen.getByLabelText('Product code to bind');
  await waitFor(() => expect(document.activeElement).toBe(childField));
  return childField as HTMLInputElement;
}

describe('scan station (carton)', () => {
  it('opens the carton in the chosen PO line and binds scans in order, refusals listed in red', async () => {
    const childField = await openCarton();
    expect(server.callsTo('POST', '/serials/parents')[0]!.body).toEqual({
      level: 'carton',
      code: 'CTN-001',
      context: { supplierId: 3, productId: 9, poLineId: 41, containerId: null },
      expected: null,
    });

    // the server is slow: the field stays free and the scans wait their turn
    gate = openGate();
    await user().type(childField, 'SN-1{Enter}SN-2{Enter}SN-1{Enter}');
    expect(childField.value).toBe('');
    expect(childField.disabled).toBe(false);
    expect(screen.getByText('Sending: SN-1, SN-2, SN-1')).toBeTruthy();
    expect(childBodies()).toEqual(['SN-1']);

    gate.open();
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(3));
    expect(childBodies()).toEqual(['SN-1', 'SN-2', 'SN-1']);
    expect(server.calls.at(-1)!.body).toEqual({ level: 'product', code: 'SN-1' });

    const [refused, second, first] = within(results()).getAllByRole('listitem');
    expect(refused!.textContent).toContain('Refused');
    expect(refused!.textContent).toContain('Duplicate serial number: SN-1 was scanned already');
    expect(second!.textContent).toContain('Bound');
    expect(second!.textContent).toContain('SN-2');
    expect(second!.textContent).toContain('2 / 24');
    expect(first!.textContent).toContain('SN-1');
    // the parent's counter, in its card and above the scans
    expect(screen.getAllByText('2 / 24')).toHaveLength(2);
  });

  it('says when the carton is full and closes it after confirmation', async () => {
    expected = 2;
    const childField = await openCarton();
    await user().type(childField, 'SN-1{Enter}SN-2{Enter}');
    expect(
      await screen.findByText('CTN-001 is full: 2 / 2. Close it and scan the next one.'),
    ).toBeTruthy();
    const notice = screen.getByRole('alert');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.callsTo('POST', '/serials/parents/7/close')).toHaveLength(1));
    expect(await screen.findByText('Closed')).toBeTruthy();
  });

  it('unbinds a bound code with a reason', async () => {
    const childField = await openCarton();
    await user().type(childField, 'SN-1{Enter}');
    fireEvent.click(await screen.findByRole('button', { name: 'Unbind SN-1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    await user().type(within(dialog).getByLabelText('Reason'), 'Wrong carton');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(within(results()).getByText(/Unbound/)).toBeTruthy());
    expect(server.callsTo('POST', '/serials/codes/101/unbind')[0]!.body).toEqual({
      reason: 'Wrong carton',
    });
    expect(server.callsTo('GET', '/serials/parents/7')).toHaveLength(1);
  });
});

describe('scan stations', () => {
  it('shows read-only users the station with nothing to scan into', async () => {
    renderStation('/scanCode/scanPallet', ['serials.read']);
    expect(await screen.findByText(/binding them needs the bind permission/)).toBeTruthy();
    expect((screen.getByLabelText('Pallet code') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Carton code to bind') as HTMLInputElement).disabled).toBe(true);
  });

  it('opens containers through the container operations, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    renderStation('/scanCode/scanContainer', ['serials.read', 'serials.container.bind']);
    const field = await screen.findByLabelText('集装箱码');
    await user().type(field, 'MSKU1234565{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/serials/containers')).toHaveLength(1));
    expect(screen.getByText('下级码类型')).toBeTruthy();
  });

  it('lets bindCode choose the parent level and the child level', async () => {
    renderStation('/scanCode/bindCode');
    await choose('station-parent-level', 'Gift box');
    expect(await screen.findByLabelText('Gift box code')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kit pack' })).toBeTruthy();
  });
});
