// @vitest-environment jsdom
import type { ContainerLoading, LoadingLineItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, renderSignedIn } from '../../orders/order-test-support';
import { defaultQty, loadLinesOf, problemOf } from './loading-lines';
import ShipmentDetailsPage from './ShipmentDetailsPage';

const line = (overrides: Partial<LoadingLineItem>): LoadingLineItem => ({
  containerLineId: 11,
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  plannedQty: 100,
  loadedQty: 0,
  remainingQty: 100,
  shortfallReason: '',
  onHand: [
    { warehouseId: 1, qty: 80 },
    { warehouseId: 2, qty: 200 },
  ],
  ...overrides,
});

const loading = (): ContainerLoading => ({
  container: {
    id: 7,
    shipmentNo: 'SH-2027-001',
    containerNo: null,
    sealNo: '',
    containerType: '40HQ',
    status: 'Unshipped',
    loadingPointId: 5,
    loadingPointName: 'Ningbo',
    etd: '2027-06-10',
    readyDate: '2027-06-01',
    loadingDate: null,
    lines: 2,
    plannedQty: 130,
    loadedQty: 0,
    loadingCompletedAt: null,
    version: 3,
  },
  warehouses: [
    { id: 1, code: 'WH-NB', name: 'Ningbo warehouse' },
    { id: 2, code: 'WH-NB2', name: 'Ningbo annex' },
  ],
  lines: [
    line({}),
    line({
      containerLineId: 12,
      poLineId: 42,
      poLineNo: 3,
      plannedQty: 30,
      remainingQty: 30,
      onHand: [{ warehouseId: 1, qty: 30 }],
    }),
  ],
});

let server: ReturnType<typeof fakeServer>;
let refusal: string | null;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  refusal = null;
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/stock/loading/containers/7')
      return { data: loading() };
    if (call.method === 'POST' && call.path === '/stock/loading/containers/7/load')
      return refusal
        ? { code: 422, message: refusal }
        : {
            data: { docNo: 'LD20270610-0001', status: 'Loading', loadedQty: 110, completed: false },
          };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (permissions = ['stock.read', 'stock.write']) =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/stock/shipmentDetails?id=7']}>
      <ShipmentDetailsPage />
    </MemoryRouter>,
    permissions,
  );

const qtyInput = (poLine: string) =>
  screen.getByRole('spinbutton', { name: `Load now ${poLine}` }) as HTMLInputElement;

describe('the loading lines', () => {
  it('default to what remains as far as it is on hand, and say what is wrong', () => {
    const open = line({});
    expect(defaultQty(open, 1)).toBe(80);
    expect(defaultQty(open, 2)).toBe(100);
    expect(problemOf(open, { qty: 101, reason: '' }, 2)).toBe('overPlanned');
    expect(problemOf(open, { qty: 90, reason: '' }, 1)).toBe('overOnHand');
    expect(problemOf(open, { qty: 80, reason: '' }, 1)).toBe('reasonRequired');
    expect(problemOf(open, { qty: 80, reason: 'short' }, 1)).toBeNull();
    // nothing now and no reason: left open for a later load
    expect(problemOf(open, { qty: 0, reason: '' }, 1)).toBeNull();
    expect(loadLinesOf([open], { 11: { qty: 0, reason: '' } })).toEqual([]);
    expect(loadLinesOf([open], { 11: { qty: 0, reason: ' gone ' } })).toEqual([
      { containerLineId: 11, qty: 0, shortfallReason: 'gone' },
    ]);
  });
});

describe('the load-a-container screen', () => {
  it('shows each line with planned, loaded, on hand and a default quantity', async () => {
    render();
    expect(await screen.findByText('SH-2027-001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(qtyInput('PO-1001 / 2').value).toBe('80');
    expect(qtyInput('PO-1001 / 3').value).toBe('30');
    // 80 of the 100 remaining: a shortfall, its reason asked for, Load held back
    const reason = screen.getByRole('textbox', { name: 'Shortfall reason PO-1001 / 2' });
    expect(reason).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Shortfall reason PO-1001 / 3' })).toBeNull();
    const loadButton = screen.getByRole('button', { name: 'Load' });
    expect((loadButton as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Container no.'), { target: { value: 'MSCU1234567' } });
    fireEvent.change(reason, { target: { value: 'supplier short' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/stock/loading/containers/7/load')).toHaveLength(1),
    );
    const body = server.callsTo('POST', '/stock/loading/containers/7/load')[0]!.body;
    expect(body).toMatchObject({
      warehouseId: 1,
      containerNo: 'MSCU1234567',
      version: 3,
      lines: [
        { containerLineId: 11, qty: 80, shortfallReason: 'supplier short' },
        { containerLineId: 12, qty: 30, shortfallReason: '' },
      ],
    });
    expect((body as { loadingDate: string }).loadingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the server refusal', async () => {
    refusal = 'Line PO-1001/2: only 50 on hand in WH-NB, not 80. Nothing was changed';
    render();
    await screen.findByText('SH-2027-001', {}, { timeout: 10_000 });
    fireEvent.change(qtyInput('PO-1001 / 2'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Container no.'), { target: { value: 'MSCU1' } });
    // line 1 (100 > 80 on hand in WH-NB) is wrong: Load stays off until fixed
    expect((screen.getByRole('button', { name: 'Load' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(qtyInput('PO-1001 / 2'), { target: { value: '80' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Shortfall reason PO-1001 / 2' }), {
      target: { value: 'late' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('only 50 on hand');
  });

  it('offers no Load without stock.write', async () => {
    render(['stock.read']);
    await screen.findByText('SH-2027-001', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Load' })).toBeNull();
  });
});
