// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, renderSignedIn } from '../../orders/order-test-support';
import { balance, WAREHOUSES } from '../stock-test-support';
import ReworkStockPage from './ReworkStockPage';

const inRework = balance({
  key: '3-9-41',
  warehouseId: 3,
  warehouseCode: 'RW',
  warehouseName: 'Rework area',
  warehouseType: 'rework',
  qty: 12,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/stock/inventory')
      return { data: pageOf([inRework]) };
    if (call.method === 'GET' && call.path === '/stock/inventory/totals')
      return { data: { rows: 1, qty: 12 } };
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'POST' && call.path === '/stock/rework/back')
      return { data: { id: 9, docNo: 'RB-2027-0002', moves: 2 } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = () =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/stock/reworkProduct']}>
      <ReworkStockPage />
    </MemoryRouter>,
    ['stock.read', 'stock.write'],
  );
const button = (name: string | RegExp, inside: HTMLElement = document.body) =>
  within(inside).getByRole('button', { name });
const openTakeBack = async () => {
  await screen.findByText('RW · Rework area', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('checkbox', { name: /Select RW PV-450M/ }));
  fireEvent.click(button('Take back'));
  return screen.findByRole('dialog');
};
const posted = () => server.callsTo('POST', '/stock/rework/back');

describe('the rework stock screen', () => {
  it('lists the rework area’s stock only, with no warehouse type filter', async () => {
    render();
    await screen.findByText('RW · Rework area', {}, { timeout: 10_000 });
    const query = server.callsTo('GET', '/stock/inventory')[0]!.query;
    expect(query.get('warehouseType')).toBe('rework');
    expect(server.callsTo('GET', '/stock/inventory/totals')[0]!.query.get('warehouseType')).toBe(
      'rework',
    );
    expect(document.getElementById('inventory-filters_warehouseType')).toBeNull();
    fireEvent.mouseDown(document.getElementById('inventory-filters_warehouseIds')!);
    expect(await screen.findByTitle('RW · Rework area')).toBeTruthy();
    expect(screen.queryByTitle('WH-NB · Ningbo warehouse')).toBeNull();
  });

  it('asks where passed goods return to', async () => {
    render();
    const dialog = await openTakeBack();
    expect(within(dialog).getByText('Take back from RW · Rework area')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Reworked' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity of PV-450M'), {
      target: { value: '10' },
    });
    fireEvent.click(button('Take back', dialog));
    expect(
      await within(dialog).findByText('Please choose the loading warehouse to return the goods to'),
    ).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('takes passed goods back into the loading warehouse chosen', async () => {
    render();
    const dialog = await openTakeBack();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Reworked' } });
    fireEvent.change(within(dialog).getByLabelText('Quantity of PV-450M'), {
      target: { value: '10' },
    });
    fireEvent.mouseDown(document.getElementById('rework-back-form_toWarehouseId')!);
    fireEvent.click(await screen.findByTitle('WH-SH · Shanghai warehouse'));
    fireEvent.click(button('Take back', dialog));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      reworkWarehouseId: 3,
      result: 'passed',
      toWarehouseId: 2,
      reason: 'Reworked',
      lines: [{ productId: 9, poLineId: 41, qty: 10 }],
    });
    expect(await screen.findByText('Document RB-2027-0002 posted')).toBeTruthy();
  });

  it('scraps goods into the scrap warehouse without asking for a warehouse', async () => {
    render();
    const dialog = await openTakeBack();
    fireEvent.click(within(dialog).getByLabelText('Scrapped: into the scrap warehouse'));
    await waitFor(() =>
      expect(document.getElementById('rework-back-form_toWarehouseId')).toBeNull(),
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Beyond repair' },
    });
    fireEvent.click(button('Take back', dialog));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      reworkWarehouseId: 3,
      result: 'scrapped',
      reason: 'Beyond repair',
      lines: [{ productId: 9, poLineId: 41, qty: 12 }],
    });
  });
});
