// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import { renderAs, warehouse, WAREHOUSES } from '../delivery-notes/note-test-support';
import ScrapFormPage from './ScrapFormPage';
import { scrapDetails, stockRow } from './scrap-test-support';

const panels = stockRow();
const loose = stockRow({
  key: '1-10-0',
  productId: 10,
  productCode: 'INV-5K',
  productName: 'Inverter 5 kW',
  poLineId: null,
  poNumber: null,
  poLineNo: null,
  qty: 4,
});
const REWORK = warehouse({ id: 5, code: 'RW', name: 'Rework area', type: 'rework' });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/warehouses/options')
      return { data: [...WAREHOUSES, REWORK] };
    if (call.method === 'GET' && call.path === '/stock/inventory')
      return { data: pageOf([panels, loose]) };
    if (call.method === 'GET' && call.path === '/scrap-orders/1') return { data: scrapDetails() };
    if (call.method === 'GET' && call.path === '/scrap-orders/2')
      return { data: scrapDetails({ id: 2, status: 'Approved' }) };
    if ((call.method === 'POST' && call.path === '/scrap-orders') || call.method === 'PUT')
      return { data: scrapDetails({ id: 7, scrapNo: 'SR20270105-0007' }) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (path: string) =>
  renderAs(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/stock/addScrap" element={<ScrapFormPage />} />
        <Route path="/stock/editScrap" element={<ScrapFormPage />} />
        <Route path="/stock/scrapDetails" element={<p>details page</p>} />
      </Routes>
    </MemoryRouter>,
    ['stock.read', 'stock.write'],
  );
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

describe('the scrap order form', () => {
  it('asks for the warehouse, the reason and a line before saving', async () => {
    render('/stock/addScrap');
    await screen.findByText('New scrap order');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Choose the source warehouse')).toBeTruthy();
    expect(screen.getByText('Write the reason')).toBeTruthy();
    expect(await screen.findByText('Add at least one line')).toBeTruthy();
    expect(button(/Add lines/).hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('POST', '/scrap-orders')).toHaveLength(0);
  });

  it('picks lines from the warehouse’s stock, keeps each qty within on hand, and saves', async () => {
    render('/stock/addScrap');
    await screen.findByText('New scrap order');
    fireEvent.mouseDown(document.getElementById('scrap-order_warehouseId')!);
    // loading warehouses and the rework area, never the scrap warehouse
    expect(await screen.findByTitle('RW · Rework area')).toBeTruthy();
    expect(screen.queryByTitle(/SCRAP/)).toBeNull();
    fireEvent.click(screen.getByTitle('NB-LOAD · Ningbo loading'));
    fireEvent.change(document.getElementById('scrap-order_reason')!, {
      target: { value: 'Water damage' },
    });

    await waitFor(() => expect(button(/Add lines/).hasAttribute('disabled')).toBe(false));
    fireEvent.click(button(/Add lines/));
    const dialog = (
      await screen.findByText('On hand in the source warehouse')
    ).closest<HTMLElement>('[role="dialog"]')!;
    await within(dialog).findByText('INV-5K');
    fireEvent.click(within(dialog).getByLabelText('Select PV-450M PO-1001/2'));
    fireEvent.click(within(dialog).getByLabelText('Select INV-5K'));
    fireEvent.click(button('Add lines', dialog));
    const asked = server.callsTo('GET', '/stock/inventory')[0]!;
    expect(asked.query.get('warehouseIds')).toBe('1');

    const second = await screen.findByLabelText('Qty to scrap of line 2');
    fireEvent.change(screen.getByLabelText('Qty to scrap of line 1'), { target: { value: '5' } });
    fireEvent.change(second, { target: { value: '9' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('From 1 to 4')).toBeTruthy();
    expect(server.callsTo('POST', '/scrap-orders')).toHaveLength(0);

    fireEvent.change(second, { target: { value: '4' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(server.callsTo('POST', '/scrap-orders')).toHaveLength(1));
    expect(server.callsTo('POST', '/scrap-orders')[0]!.body).toEqual({
      warehouseId: 1,
      reason: 'Water damage',
      lines: [
        { productId: 9, poLineId: 41, qty: 5 },
        { productId: 10, poLineId: null, qty: 4 },
      ],
    });
    expect(await screen.findByText('details page')).toBeTruthy();
  });

  it('edits a Draft, and says an approved order can no longer change', async () => {
    render('/stock/editScrap?id=1');
    expect(await screen.findByText('Edit scrap order SR20270105-0001')).toBeTruthy();
    expect(
      ((await screen.findByLabelText('Qty to scrap of line 1')) as HTMLInputElement).value,
    ).toBe('5');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(server.callsTo('PUT', '/scrap-orders/1')).toHaveLength(1));
    cleanup();
    render('/stock/editScrap?id=2');
    expect(
      await screen.findByText(
        'Scrap order SR20270105-0001 is Approved: only a Draft can be changed',
      ),
    ).toBeTruthy();
  });
});
