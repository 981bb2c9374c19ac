// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer } from '../../orders/order-test-support';
import DeliveryNoteDetailsPage from './DeliveryNoteDetailsPage';
import { noteDetails, renderAs } from './note-test-support';

const draft = noteDetails();
const partly = noteDetails({
  id: 2,
  noteNo: 'DN2701-0002',
  status: 'PartlyReceived',
  receivedQty: 97,
  lines: [
    {
      ...draft.lines[0]!,
      receivedQty: 97,
      damagedQty: 1,
      shortQty: 2,
      stockedInAt: '2027-01-21T02:15:00.000Z',
      stockInNo: 'SI2701-0004',
    },
    draft.lines[1]!,
  ],
  history: [
    { at: '2027-01-05T08:30:00.000Z', username: 'sunrise', action: 'create', detail: '' },
    { at: '2027-01-06T09:00:00.000Z', username: 'sunrise', action: 'submit', detail: '' },
    {
      at: '2027-01-21T02:15:00.000Z',
      username: 'ningbo.wh',
      action: 'stockIn',
      detail: 'SI2701-0004',
    },
  ],
});

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/delivery-notes/1') return { data: draft };
    if (call.method === 'GET' && call.path === '/delivery-notes/2') return { data: partly };
    return { code: 404, message: 'Not found' };
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (id: number, permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={[`/stock/deliveryNoteDetails?id=${id}`]}>
      <DeliveryNoteDetailsPage />
    </MemoryRouter>,
    permissions,
  );
const WRITE = ['stock.deliveryNote.read', 'stock.deliveryNote.write'];

describe('the delivery note details', () => {
  it('shows a draft with its edit, submit and cancel actions to a writer', async () => {
    render(1, WRITE);
    expect(await screen.findByText('Delivery note DN2701-0001')).toBeTruthy();
    for (const name of ['Edit', 'Submit', 'Cancel note', /Print PDF/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('NB-LOAD · Ningbo loading')).toBeTruthy();
    // the created-at field and the history's first step
    expect(screen.getAllByText('Created')).toHaveLength(2);
  });

  it('shows what was stocked in per line, the history, and no edit once submitted', async () => {
    render(2, WRITE);
    await screen.findByText('Delivery note DN2701-0002');
    expect(screen.getByText('Partly received')).toBeTruthy();
    const stocked = screen.getByText('SI2701-0004', { selector: 'td' }).closest('tr')!;
    expect(within(stocked).getByText('97')).toBeTruthy();
    expect(within(stocked).getByText('2')).toBeTruthy();
    // the stock-in time in the runtime's zone, as a date-time
    expect(within(stocked).getByText(/^2027-01-2\d \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('Stocked in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel note' })).toBeNull();
    expect(screen.getByRole('button', { name: /Print PDF/ })).toBeTruthy();
  });

  it('gives a reader only the PDF, and an unknown note a clear message', async () => {
    render(1, ['stock.deliveryNote.read']);
    await screen.findByText('Delivery note DN2701-0001');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Print PDF/ })).toBeTruthy();
    cleanup();
    render(9, WRITE);
    expect(
      await screen.findByText('This delivery note does not exist, or it is not yours to see'),
    ).toBeTruthy();
    expect(server.callsTo('GET', '/delivery-notes/9')).toHaveLength(1);
  });
});
