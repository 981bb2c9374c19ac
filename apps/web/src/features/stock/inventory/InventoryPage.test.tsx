// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, renderSignedIn, type Answer } from '../../orders/order-test-support';
import { balance, WAREHOUSES } from '../stock-test-support';
import InventoryPage from './InventoryPage';

const panels = balance({});
const inverters = balance({
  key: '1-10-',
  productId: 10,
  productCode: 'INV-5K',
  productName: 'Inverter 5 kW',
  supplierId: null,
  supplierName: null,
  poLineId: null,
  poNumber: null,
  poLineNo: null,
  qty: 30,
});
const inShanghai = balance({
  key: '2-9-41',
  warehouseId: 2,
  warehouseCode: 'WH-SH',
  warehouseName: 'Shanghai warehouse',
  qty: 50,
});

let server: ReturnType<typeof fakeServer>;
let postAnswer: Answer;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  postAnswer = { data: { id: 7, docNo: 'TR-2027-0001', moves: 4 } };
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/stock/inventory')
      return { data: { ...pageOf([panels, inverters, inShanghai]), total: 3 } };
    if (call.method === 'GET' && call.path === '/stock/inventory/totals')
      return { data: { rows: 3, qty: 1234 } };
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'POST' && call.path === '/stock/transfers') return postAnswer;
    if (call.method === 'POST' && call.path === '/stock/rework') return postAnswer;
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (permissions = ['stock.read', 'stock.write']) =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/stock/inventory']}>
      <InventoryPage />
    </MemoryRouter>,
    permissions,
  );
const queryOf = (path: string, index: number) =>
  Object.fromEntries(server.callsTo('GET', path)[index]!.query);
const select = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
const button = (name: string | RegExp, inside: HTMLElement = document.body) =>
  within(inside).getByRole('button', { name });
const openTransfer = async () => {
  await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 });
  select(/Select WH-NB PV-450M/);
  select(/Select WH-NB INV-5K/);
  expect(screen.getByText('2 rows selected')).toBeTruthy();
  fireEvent.click(button('Transfer'));
  return screen.findByRole('dialog');
};

describe('the inventory screen', () => {
  it('lists on hand by warehouse, product and PO line with the totals of all matching rows', async () => {
    render();
    expect(await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 })).toBeTruthy();
    const row = screen.getByText('Inverter 5 kW').closest('tr')!;
    expect(within(row).getByText('WH-NB · Ningbo warehouse')).toBeTruthy();
    expect(within(row).getByText('Loading warehouse')).toBeTruthy();
    expect(screen.getAllByText('PO-1001 / 2')).toHaveLength(2);
    const totals = screen.getByRole('region', { name: 'Inventory totals' });
    await waitFor(() => expect(within(totals).getByText('1,234')).toBeTruthy());
    expect(within(totals).getByText('3')).toBeTruthy();
    expect(queryOf('/stock/inventory', 0)).toEqual({
      pageNum: '1',
      pageSize: '10',
      withEmpty: '0',
      sortBy: 'warehouseCode',
      sortOrder: 'asc',
    });
    expect(queryOf('/stock/inventory/totals', 0)).toEqual({ withEmpty: '0' });
  });

  it('asks the list and its totals with the filters searched', async () => {
    render();
    await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 });
    fireEvent.change(document.getElementById('inventory-filters_poNumber')!, {
      target: { value: ' PO-1001 ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show empty rows' }));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(server.callsTo('GET', '/stock/inventory/totals')).toHaveLength(2));
    expect(queryOf('/stock/inventory/totals', 1)).toEqual({ poNumber: 'PO-1001', withEmpty: '1' });
  });

  it('transfers to an active loading warehouse other than the source, up to what is on hand', async () => {
    render();
    const dialog = await openTransfer();
    expect(within(dialog).getByText('Transfer stock from WH-NB · Ningbo warehouse')).toBeTruthy();

    // the destination: an active loading warehouse other than the source
    fireEvent.mouseDown(document.getElementById('transfer-form_toWarehouseId')!);
    fireEvent.click(await screen.findByTitle('WH-SH · Shanghai warehouse'));
    for (const other of ['WH-NB · Ningbo warehouse', 'RW · Rework area', 'SCRAP · Scrap yard'])
      expect(screen.queryByTitle(other)).toBeNull();
    expect(screen.queryByTitle(/WH-OLD/)).toBeNull();

    const panelsQty = within(dialog).getByLabelText('Quantity of PV-450M');
    expect((panelsQty as HTMLInputElement).value).toBe('120');
    fireEvent.change(panelsQty, { target: { value: '121' } });
    fireEvent.click(button('Transfer', dialog));
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 1 to 120')).toBeTruthy();
    expect(server.callsTo('POST', '/stock/transfers')).toHaveLength(0);
  });

  it('posts the transfer of the selected rows and names its document', async () => {
    render();
    const dialog = await openTransfer();
    fireEvent.mouseDown(document.getElementById('transfer-form_toWarehouseId')!);
    fireEvent.click(await screen.findByTitle('WH-SH · Shanghai warehouse'));
    fireEvent.change(within(dialog).getByLabelText('Quantity of PV-450M'), {
      target: { value: '100' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' Rebalance ' },
    });
    fireEvent.click(button('Transfer', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/stock/transfers')).toHaveLength(1));
    expect(server.callsTo('POST', '/stock/transfers')[0]!.body).toEqual({
      fromWarehouseId: 1,
      toWarehouseId: 2,
      reason: 'Rebalance',
      lines: [
        { productId: 9, poLineId: 41, qty: 100 },
        { productId: 10, poLineId: null, qty: 30 },
      ],
    });
    expect(await screen.findByText('Transfer TR-2027-0001 posted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2 rows selected')).toBeNull());
  });

  it('refuses to open a transfer over rows of several warehouses', async () => {
    render();
    await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 });
    select(/Select WH-NB PV-450M/);
    select(/Select WH-SH PV-450M/);
    fireEvent.click(button('Transfer'));
    expect(
      await screen.findByText(
        'The selected rows are in different warehouses. Select rows of one warehouse only.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends to rework and keeps the server’s refusal in the dialog', async () => {
    postAnswer = {
      code: 400,
      message:
        'Only 3 of PV-450M (PO-1001/2) are in WH-NB; 120 cannot be taken out. Nothing was changed',
    };
    render();
    await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 });
    select(/Select WH-NB PV-450M/);
    fireEvent.click(button('Send to rework'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Scratched frames' },
    });
    fireEvent.click(button('Send to rework', dialog));
    expect(
      await within(dialog).findByText(
        'Only 3 of PV-450M (PO-1001/2) are in WH-NB; 120 cannot be taken out. Nothing was changed',
      ),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/stock/rework')[0]!.body).toEqual({
      fromWarehouseId: 1,
      reason: 'Scratched frames',
      lines: [{ productId: 9, poLineId: 41, qty: 120 }],
    });
  });

  it('offers no selection or stock actions without stock.write', async () => {
    render(['stock.read']);
    await screen.findByText('Inverter 5 kW', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select WH-NB/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });
});
