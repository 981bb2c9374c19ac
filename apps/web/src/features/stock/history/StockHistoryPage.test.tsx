// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, renderSignedIn } from '../../orders/order-test-support';
import ReworkBackListPage from '../rework/ReworkBackListPage';
import { move, WAREHOUSES } from '../stock-test-support';
import StockHistoryPage from './StockHistoryPage';
import { moveFiltersOf } from './StockMoveFilterForm';

const stockIn = move({});
const transferOut = move({
  id: 2,
  kind: 'transferOut',
  docType: 'transfer',
  docNo: 'TR-2027-0003',
  qty: -40,
  reason: 'Rebalance',
  poLineId: null,
  poNumber: null,
  poLineNo: null,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/stock/moves')
      return { data: pageOf([transferOut, stockIn]) };
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (page: React.ReactNode, url: string) =>
  renderSignedIn(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>, ['stock.read']);
const moveQueries = () => server.callsTo('GET', '/stock/moves').map((call) => call.query);
const lastQuery = () => moveQueries().at(-1)!;

describe('the stock history screen', () => {
  it('lists the moves newest first with their kind, document and signed quantity', async () => {
    render(<StockHistoryPage />, '/stock/historyRecord');
    expect(await screen.findByText('TR-2027-0003', {}, { timeout: 10_000 })).toBeTruthy();
    const out = screen.getByText('TR-2027-0003').closest('tr')!;
    expect(within(out).getByText('Transfer out')).toBeTruthy();
    expect(within(out).getByText('−40')).toBeTruthy();
    expect(within(out).getByText('Rebalance')).toBeTruthy();
    const inRow = screen.getByText('SI-2027-0001').closest('tr')!;
    expect(within(inRow).getByText('+120')).toBeTruthy();
    expect(within(inRow).getByText('PO-1001 / 2')).toBeTruthy();
    expect(within(inRow).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    expect(Object.fromEntries(moveQueries()[0]!)).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortOrder: 'desc',
    });

    // the time column turns the order; the ledger has no other sort
    fireEvent.click(screen.getAllByText('Moved at')[0]!);
    await waitFor(() => expect(moveQueries()).toHaveLength(2));
    expect(Object.fromEntries(lastQuery())).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortOrder: 'asc',
    });
  });

  it('sends the filters as the ledger query', async () => {
    render(<StockHistoryPage />, '/stock/historyRecord?from=2027-02-01&to=2027-02-28');
    await screen.findByText('TR-2027-0003', {}, { timeout: 10_000 });
    expect(Object.fromEntries(moveQueries()[0]!)).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(screen.getByDisplayValue('2027-02-01')).toBeTruthy();

    fireEvent.mouseDown(document.getElementById('stock-move-filters_kinds')!);
    fireEvent.click(await screen.findByTitle('Transfer out'));
    fireEvent.click(await screen.findByTitle('Transfer in'));
    fireEvent.mouseDown(document.getElementById('stock-move-filters_warehouseIds')!);
    fireEvent.click(await screen.findByTitle('WH-SH · Shanghai warehouse'));
    fireEvent.change(document.getElementById('stock-move-filters_docNo')!, {
      target: { value: ' TR-2027 ' },
    });
    fireEvent.change(document.getElementById('stock-move-filters_product')!, {
      target: { value: 'PV-450M' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(moveQueries()).toHaveLength(2));
    const query = lastQuery();
    expect(query.getAll('kinds')).toEqual(['transferOut', 'transferIn']);
    expect(query.getAll('warehouseIds')).toEqual(['2']);
    expect(Object.fromEntries(query)).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
      docNo: 'TR-2027',
      product: 'PV-450M',
      sortOrder: 'desc',
    });
  });

  it('maps the form’s day range, supplier and blanks to the query', () => {
    expect(
      moveFiltersOf(
        {
          days: [dayjs('2027-03-01'), null],
          supplier: { value: 3, label: 'SUP001' },
          product: '  ',
          kinds: [],
          docNo: '',
          warehouseType: 'rework',
        },
        false,
      ),
    ).toEqual({
      from: '2027-03-01',
      to: undefined,
      warehouseIds: undefined,
      warehouseType: 'rework',
      product: undefined,
      supplierId: 3,
      kinds: undefined,
      docNo: undefined,
    });
  });
});

describe('the rework back list', () => {
  it('shows the moves of rework take-backs into a warehouse only, whatever else is searched', async () => {
    render(<ReworkBackListPage />, '/stock/backList');
    await screen.findByText('TR-2027-0003', {}, { timeout: 10_000 });
    expect(moveQueries()[0]!.getAll('kinds')).toEqual(['reworkIn', 'scrap']);
    expect(moveQueries()[0]!.getAll('docTypes')).toEqual(['reworkBack']);
    expect(document.getElementById('stock-move-filters_kinds')).toBeNull();

    fireEvent.change(document.getElementById('stock-move-filters_docNo')!, {
      target: { value: 'RB' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(moveQueries()).toHaveLength(2));
    expect(lastQuery().getAll('kinds')).toEqual(['reworkIn', 'scrap']);
    expect(lastQuery().get('docNo')).toBe('RB');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(moveQueries()).toHaveLength(3));
    expect(lastQuery().getAll('kinds')).toEqual(['reworkIn', 'scrap']);
  });
});
