// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { PoFormValues } from './po-form';
import { PurchaseOrderFormDrawer } from './PurchaseOrderFormDrawer';

const PANEL = { value: 9, label: 'PV-450M · PV 450W mono' };
const LAMP = { value: 12, label: 'LED-3W · LED bulb 3W 12V' };
// a drawer full of selects and date pickers renders slowly in jsdom
const SLOW = 90_000;
const NINGBO = { value: 1, label: 'Ningbo' };
const line = (product: typeof PANEL, orderQty: number | null) => ({
  product,
  orderQty,
  unitPrice: 12.5,
  discountPct: 0,
  rdd: '2027-03-01',
  loadingPoint: NINGBO,
});
const initial = (lines: PoFormValues['lines']): Partial<PoFormValues> => ({
  poNumber: 'PO-T-1',
  supplier: { value: 3, label: 'SUP001' },
  originator: 'amy',
  destinationCountry: 'NG',
  currency: 'USD',
  lines,
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'OK', data: { id: 5 } }))),
    );
});
afterEach(() => {
  cleanup();
  fetchSpy.mockRestore();
});

function renderDrawer(values: Partial<PoFormValues>) {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntApp>
        <PurchaseOrderFormDrawer
          open
          initial={values}
          onClose={() => undefined}
          onCreated={onCreated}
        />
      </AntApp>
    </QueryClientProvider>,
  );
  return onCreated;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const DUPLICATE = "This product is already in the order; change that line's quantity instead";

describe('PurchaseOrderFormDrawer: no duplicate product in one order', () => {
  it(
    'refuses a second line with the same product, and saves once it is gone',
    async () => {
      const onCreated = renderDrawer(initial([line(PANEL, 10), line(PANEL, 5)]));
      save();
      // only the repeating row is marked
      expect(await screen.findAllByText(DUPLICATE)).toHaveLength(1);
      expect(fetchSpy).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
      await waitFor(() => expect(screen.queryByText(DUPLICATE)).toBeNull());
      save();
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith(5));
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(String(url)).toBe('/api/purchase-orders');
      expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
        poNumber: 'PO-T-1',
        supplierId: 3,
        lines: [{ lineNo: 1, productId: 9, orderQty: 10, unitPriceCents: 1250, loadingPointId: 1 }],
      });
    },
    SLOW,
  );

  it(
    'requires a quantity above 0 and an RDD on every line',
    async () => {
      renderDrawer(initial([{ ...line(PANEL, 0), rdd: '' }, line(LAMP, null)]));
      save();
      expect(await screen.findByText('The quantity must be a whole number above 0')).toBeTruthy();
      expect(await screen.findByText('Please enter the order quantity')).toBeTruthy();
      expect(await screen.findByText('Please choose the RDD')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Line 2 Order qty'), { target: { value: '3' } });
      await waitFor(() => expect(screen.queryByText('Please enter the order quantity')).toBeNull());
      expect(fetchSpy).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
