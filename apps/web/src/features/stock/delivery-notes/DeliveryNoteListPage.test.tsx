// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import DeliveryNoteListPage from './DeliveryNoteListPage';
import { noteDetails, noteItem, renderAs, WAREHOUSES } from './note-test-support';

const draft = noteItem();
const submitted = noteItem({
  id: 2,
  noteNo: 'DN2701-0002',
  status: 'Submitted',
  submittedAt: '2027-01-06T09:00:00.000Z',
});
const received = noteItem({ id: 3, noteNo: 'DN2701-0003', status: 'Received', receivedQty: 150 });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/delivery-notes')
      return { data: pageOf([draft, submitted, received]) };
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'POST' && call.path === '/delivery-notes/1/submit')
      return { data: noteDetails({ status: 'Submitted' }) };
    if (call.method === 'POST' && call.path === '/delivery-notes/2/cancel')
      return { data: noteDetails({ id: 2, status: 'Cancelled' }) };
    if (call.method === 'DELETE' && call.path === '/delivery-notes/1') return { data: null };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const WRITE = ['stock.deliveryNote.read', 'stock.deliveryNote.write'];
const render = (permissions = WRITE) =>
  renderAs(
    <MemoryRouter initialEntries={['/stock/deliveryNote']}>
      <DeliveryNoteListPage />
    </MemoryRouter>,
    permissions,
  );
const listQueries = () =>
  server.callsTo('GET', '/delivery-notes').map((call) => [...call.query.entries()]);
const row = (noteNo: string) => screen.getByText(noteNo).closest<HTMLElement>('tr')!;
/** The confirmation dialog whose title is `title`. */
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title))[0]!.closest<HTMLElement>('[role="dialog"]')!;
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

describe('the delivery note list', () => {
  it('lists the notes newest first with their status, and filters on the server', async () => {
    render();
    expect(await screen.findByText('DN2701-0001')).toBeTruthy();
    expect(within(row('DN2701-0001')).getByText('Draft')).toBeTruthy();
    expect(within(row('DN2701-0002')).getByText('Submitted')).toBeTruthy();
    expect(within(row('DN2701-0003')).getByText('Received')).toBeTruthy();
    expect(within(row('DN2701-0001')).getByText('2027-01-20')).toBeTruthy();
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    fireEvent.change(document.getElementById('delivery-note-filters_noteNo')!, {
      target: { value: ' DN2701 ' },
    });
    fireEvent.mouseDown(document.getElementById('delivery-note-filters_status')!);
    fireEvent.click(await screen.findByTitle('Submitted'));
    fireEvent.click(await screen.findByTitle('Partly received'));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual(
      expect.arrayContaining([
        ['noteNo', 'DN2701'],
        ['status', 'Submitted'],
        ['status', 'PartlyReceived'],
      ]),
    );
  });

  it('offers each note the actions of its status', async () => {
    render();
    await screen.findByText('DN2701-0001');
    const draftRow = row('DN2701-0001');
    for (const name of ['Details', 'Edit', 'Submit', 'Cancel note', 'Delete', 'Print PDF'])
      expect(button(name, draftRow)).toBeTruthy();
    const submittedRow = row('DN2701-0002');
    expect(button('Cancel note', submittedRow)).toBeTruthy();
    expect(within(submittedRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(submittedRow).queryByRole('button', { name: 'Submit' })).toBeNull();
    const receivedRow = row('DN2701-0003');
    expect(within(receivedRow).queryByRole('button', { name: 'Cancel note' })).toBeNull();
    expect(button('Print PDF', receivedRow)).toBeTruthy();
    expect(button(/Add delivery note/)).toBeTruthy();
  });

  it('submits a draft after asking, and says so', async () => {
    render();
    await screen.findByText('DN2701-0001');
    fireEvent.click(button('Submit', row('DN2701-0001')));
    const dialog = await dialogTitled('Submit delivery note DN2701-0001?');
    expect(server.callsTo('POST', '/delivery-notes/1/submit')).toHaveLength(0);
    fireEvent.click(button('Submit', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/delivery-notes/1/submit')).toHaveLength(1));
    expect(await screen.findByText('Delivery note DN2701-0001 submitted')).toBeTruthy();
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));
  });

  it('cancels a submitted note and deletes a draft only once confirmed', async () => {
    render();
    await screen.findByText('DN2701-0002');
    fireEvent.click(button('Cancel note', row('DN2701-0002')));
    const cancelDialog = await dialogTitled('Cancel delivery note DN2701-0002?');
    fireEvent.click(button('Cancel note', cancelDialog));
    await waitFor(() => expect(server.callsTo('POST', '/delivery-notes/2/cancel')).toHaveLength(1));

    fireEvent.click(button('Delete', row('DN2701-0001')));
    const deleteDialog = await dialogTitled('Delete delivery note DN2701-0001?');
    fireEvent.click(button('Delete', deleteDialog));
    await waitFor(() => expect(server.callsTo('DELETE', '/delivery-notes/1')).toHaveLength(1));
  });

  it('shows a reader no write action, and still the PDF and the export', async () => {
    render(['stock.deliveryNote.read']);
    await screen.findByText('DN2701-0001');
    expect(screen.queryByRole('button', { name: /Add delivery note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(button('Print PDF', row('DN2701-0001'))).toBeTruthy();
    expect(button(/Export/)).toBeTruthy();
  });
});
