// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import { renderAs, WAREHOUSES } from '../delivery-notes/note-test-support';
import ScrapListPage from './ScrapListPage';
import { scrapDetails, scrapItem } from './scrap-test-support';

const draft = scrapItem();
const approved = scrapItem({ id: 2, scrapNo: 'SR20270105-0002', status: 'Approved' });
const done = scrapItem({ id: 3, scrapNo: 'SR20270105-0003', status: 'Done', docNo: 'SC1' });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/scrap-orders')
      return { data: pageOf([draft, approved, done]) };
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'POST' && call.path === '/scrap-orders/1/approve')
      return { data: scrapDetails({ status: 'Approved' }) };
    if (call.method === 'POST' && call.path === '/scrap-orders/1/reject')
      return { data: scrapDetails({ status: 'Rejected' }) };
    if (call.method === 'POST' && call.path === '/scrap-orders/2/done')
      return { data: scrapDetails({ id: 2, status: 'Done' }) };
    if (call.method === 'DELETE' && call.path === '/scrap-orders/1') return { data: null };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const WAREHOUSE = ['stock.read', 'stock.write'];
const APPROVER = ['stock.read', 'stock.scrap.approve'];
const render = (permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={['/stock/scrap']}>
      <ScrapListPage />
    </MemoryRouter>,
    permissions,
  );
const listQueries = () =>
  server.callsTo('GET', '/scrap-orders').map((call) => [...call.query.entries()]);
const row = (scrapNo: string) => screen.getByText(scrapNo).closest<HTMLElement>('tr')!;
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title))[0]!.closest<HTMLElement>('[role="dialog"]')!;
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const noButton = (name: string, scope: HTMLElement) =>
  expect(within(scope).queryByRole('button', { name })).toBeNull();

describe('the scrap order list', () => {
  it('lists the orders with their status and filters on the server', async () => {
    render(WAREHOUSE);
    expect(await screen.findByText('SR20270105-0001')).toBeTruthy();
    expect(within(row('SR20270105-0001')).getByText('Draft')).toBeTruthy();
    expect(within(row('SR20270105-0002')).getByText('Approved')).toBeTruthy();
    fireEvent.change(document.getElementById('scrap-filters_scrapNo')!, {
      target: { value: ' SR2027 ' },
    });
    fireEvent.mouseDown(document.getElementById('scrap-filters_status')!);
    fireEvent.click(await screen.findByTitle('Done'));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual(
      expect.arrayContaining([
        ['scrapNo', 'SR2027'],
        ['status', 'Done'],
      ]),
    );
  });

  it('offers the warehouse edit, delete, done and cancel by status, and no approval', async () => {
    render(WAREHOUSE);
    await screen.findByText('SR20270105-0001');
    const draftRow = row('SR20270105-0001');
    for (const name of ['Edit', 'Delete', 'Cancel order'])
      expect(button(name, draftRow)).toBeTruthy();
    noButton('Approve', draftRow);
    noButton('Scrap (done)', draftRow);
    const approvedRow = row('SR20270105-0002');
    expect(button('Scrap (done)', approvedRow)).toBeTruthy();
    noButton('Edit', approvedRow);
    const doneRow = row('SR20270105-0003');
    noButton('Cancel order', doneRow);
    expect(button(/New scrap order/)).toBeTruthy();

    fireEvent.click(button('Scrap (done)', approvedRow));
    const dialog = await dialogTitled(
      'Scrap the goods of SR20270105-0002? They move into the scrap warehouse.',
    );
    expect(server.callsTo('POST', '/scrap-orders/2/done')).toHaveLength(0);
    fireEvent.click(button('Scrap (done)', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/scrap-orders/2/done')).toHaveLength(1));
    expect(await screen.findByText('Scrap order SR20270105-0002 done')).toBeTruthy();

    fireEvent.click(button('Delete', row('SR20270105-0001')));
    const deleteDialog = await dialogTitled('Delete scrap order SR20270105-0001?');
    fireEvent.click(button('Delete', deleteDialog));
    await waitFor(() => expect(server.callsTo('DELETE', '/scrap-orders/1')).toHaveLength(1));
  });

  it('lets an approver approve after asking, and reject with a comment', async () => {
    render(APPROVER);
    await screen.findByText('SR20270105-0001');
    const draftRow = row('SR20270105-0001');
    noButton('Edit', draftRow);
    noButton('Scrap (done)', row('SR20270105-0002'));
    expect(screen.queryByRole('button', { name: /New scrap order/ })).toBeNull();

    fireEvent.click(button('Approve', draftRow));
    const dialog = await dialogTitled('Approve scrap order SR20270105-0001?');
    fireEvent.click(button('Approve', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/scrap-orders/1/approve')).toHaveLength(1));

    fireEvent.click(button('Reject', draftRow));
    const rejectDialog = await dialogTitled('Reject scrap order SR20270105-0001');
    fireEvent.click(button('Reject', rejectDialog));
    expect(await within(rejectDialog).findByText('Write the reason')).toBeTruthy();
    expect(server.callsTo('POST', '/scrap-orders/1/reject')).toHaveLength(0);
    fireEvent.change(within(rejectDialog).getByLabelText('Reject comment'), {
      target: { value: 'Still usable' },
    });
    fireEvent.click(button('Reject', rejectDialog));
    await waitFor(() => expect(server.callsTo('POST', '/scrap-orders/1/reject')).toHaveLength(1));
    expect(server.callsTo('POST', '/scrap-orders/1/reject')[0]!.body).toEqual({
      comment: 'Still usable',
    });
  });
});
