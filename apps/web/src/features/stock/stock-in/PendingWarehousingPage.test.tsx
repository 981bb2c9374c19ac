// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import {
  noteDetails,
  pendingLines,
  renderAs,
  WAREHOUSES,
} from '../delivery-notes/note-test-support';
import PendingWarehousingPage from './PendingWarehousingPage';

const submitted = noteDetails({ status: 'Submitted' });
const otherNote = noteDetails({ id: 2, noteNo: 'DN2701-0002', status: 'Submitted' });
const lines = [
  ...pendingLines(submitted),
  ...pendingLines(otherNote).map((line) => ({ ...line, id: line.id + 10 })),
];

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/delivery-notes/pending-lines') {
      const noteNo = call.query.get('noteNo');
      return { data: pageOf(lines.filter((line) => !noteNo || line.noteNo === noteNo)) };
    }
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'GET' && call.path === '/delivery-notes/by-number/DN2701-0001')
      return { data: submitted };
    if (call.method === 'GET' && call.path === '/delivery-notes/by-number/DN2701-0009')
      return { data: noteDetails({ noteNo: 'DN2701-0009', status: 'Received' }) };
    if (call.method === 'GET' && call.path.startsWith('/delivery-notes/by-number/'))
      return { code: 404, message: 'No delivery note' };
    if (call.method === 'POST' && call.path === '/delivery-notes/stock-in')
      return {
        data: {
          docNo: 'SI2701-0001',
          lines: 2,
          receivedQty: 130,
          notes: [{ noteNo: 'DN2701-0001', status: 'Received' }],
        },
      };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (permissions = ['stock.read', 'stock.write']) =>
  renderAs(
    <MemoryRouter initialEntries={['/stock/pendingWarehousing']}>
      <PendingWarehousingPage />
    </MemoryRouter>,
    permissions,
  );
const listQueries = () =>
  server
    .callsTo('GET', '/delivery-notes/pending-lines')
    .map((call) => Object.fromEntries(call.query));
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const scan = (code: string) => {
  const input = screen.getByLabelText('Scan or type a delivery note no.');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('pending stock-in', () => {
  it('opens focused on the scan field and lists the waiting lines', async () => {
    render();
    expect(await screen.findAllByText('DN2701-0002')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Scan or type a delivery note no.'));
    expect(listQueries()[0]).toEqual({ pageNum: '1', pageSize: '10', sortOrder: 'asc' });
    expect(button(/Stock in/).hasAttribute('disabled')).toBe(true);
  });

  it('a scanned number shows that note and selects its waiting lines', async () => {
    render();
    await screen.findAllByText('DN2701-0002');
    scan('DN2701-0001');
    await waitFor(() =>
      expect(server.callsTo('GET', '/delivery-notes/by-number/DN2701-0001')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Delivery note DN2701-0001: 2 lines waiting for stock-in selected'),
    ).toBeTruthy();
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ noteNo: 'DN2701-0001' }));
    await waitFor(() => expect(checkbox('Select line 1 of DN2701-0001').checked).toBe(true));
    expect(checkbox('Select line 2 of DN2701-0001').checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    // ready for the next scan
    expect(
      (screen.getByLabelText('Scan or type a delivery note no.') as HTMLInputElement).value,
    ).toBe('');
  });

  it('says so when a scanned number is unknown or has nothing waiting', async () => {
    render();
    await screen.findAllByText('DN2701-0002');
    scan('DN-NOPE');
    expect(await screen.findByText('No delivery note DN-NOPE')).toBeTruthy();
    const input = screen.getByLabelText('Scan or type a delivery note no.') as HTMLInputElement;
    await waitFor(() => expect(input.readOnly).toBe(false));
    scan('DN2701-0009');
    expect(
      await screen.findByText(
        'Delivery note DN2701-0009 is Received: none of its lines waits for stock-in',
      ),
    ).toBeTruthy();
    expect(listQueries().every((query) => !query.noteNo)).toBe(true);
  });

  it('stocks in the chosen lines: short follows what is typed, the body names each line', async () => {
    render();
    await screen.findAllByText('DN2701-0002');
    fireEvent.click(checkbox('Select line 1 of DN2701-0001'));
    fireEvent.click(checkbox('Select line 2 of DN2701-0001'));
    fireEvent.click(button(/Stock in/));
    const dialog = (await screen.findAllByText('Stock in 2 lines'))[0]!.closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const received = within(dialog).getByLabelText(
      'Line DN2701-0001-1 received qty',
    ) as HTMLInputElement;
    const damaged = within(dialog).getByLabelText('Line DN2701-0001-1 damaged qty');
    expect(received.value).toBe('100');
    await waitFor(() => expect(within(dialog).getByTestId('short-11').textContent).toBe('0'));

    fireEvent.change(received, { target: { value: '95' } });
    fireEvent.change(damaged, { target: { value: '2' } });
    await waitFor(() => expect(within(dialog).getByTestId('short-11').textContent).toBe('3'));

    fireEvent.change(received, { target: { value: '99' } });
    fireEvent.click(button('Confirm stock-in', dialog));
    expect(
      await within(dialog).findByText('Received and damaged together exceed the 100 delivered'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/delivery-notes/stock-in')).toHaveLength(0);

    fireEvent.change(received, { target: { value: '80' } });
    fireEvent.click(button('Confirm stock-in', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/delivery-notes/stock-in')).toHaveLength(1));
    expect(server.callsTo('POST', '/delivery-notes/stock-in')[0]!.body).toEqual({
      lines: [
        { lineId: 11, receivedQty: 80, damagedQty: 2 },
        { lineId: 12, receivedQty: 50, damagedQty: 0 },
      ],
    });
    expect(
      await screen.findByText('Stock-in SI2701-0001 posted: 130 received on 2 lines'),
    ).toBeTruthy();
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));
    expect(button(/Stock in/).hasAttribute('disabled')).toBe(true);
    // the scan field waits for the next note
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText('Scan or type a delivery note no.'),
      ),
    );
  });

  it('shows no stock-in to a user without stock.write', async () => {
    render(['stock.read']);
    await screen.findAllByText('DN2701-0002');
    expect(screen.queryByRole('button', { name: /Stock in/ })).toBeNull();
    expect(screen.queryByLabelText('Select line 1 of DN2701-0001')).toBeNull();
    expect(button(/Export/)).toBeTruthy();
  });
});
