// @vitest-environment jsdom
import type { TraceContainerItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, type ApiCall, type Answer } from '../../orders/order-test-support';
import { containerFiltersOf } from './ContainersByProduct';
import { renderTrace, shownUrl } from './trace-test-support';

const SUPPLIERS = [{ id: 3, code: 'SUP001', fullName: 'Sunrise Solar' }];
const PRODUCTS = [{ id: 9, productId: 'PV-450M', shortName: 'PV 450W mono', activeness: 'Active' }];
const held: TraceContainerItem = {
  containerCodeId: 1,
  containerCode: 'MSKU1234565',
  containerId: 5,
  shipmentNo: 'SH-2027-01',
  status: 'Shipped',
  etd: '2027-03-10',
  atd: '2027-03-11',
  products: 4800,
  firstScannedAt: '2027-03-01T08:00:00.000Z',
  lastScannedAt: '2027-03-02T08:00:00.000Z',
};

function answer(call: ApiCall): Answer | undefined {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/suppliers') return { data: pageOf(SUPPLIERS) };
  if (call.path === '/products') return { data: pageOf(PRODUCTS) };
  if (call.path === '/serials/trace/containers') return { data: pageOf([held]) };
  if (call.path === '/serials/trace') return { data: [] };
  return undefined;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer(answer);
});
afterEach(() => {
  cleanup();
  server.restore();
});

async function choose(inputId: string, option: string) {
  fireEvent.mouseDown(document.getElementById(inputId)!);
  const item = await waitFor(() => {
    const found = screen
      .getAllByText(option)
      .find((node) => node.closest('.ant-select-item-option'));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}

describe('containers by product (the reverse trace)', () => {
  it('sends the product and supplier asked for, and traces a container from its row', async () => {
    renderTrace('/datas/traceability', ['serials.read', 'products.read', 'suppliers.read']);
    fireEvent.click(screen.getByRole('tab', { name: 'Containers by product' }));
    await waitFor(() => expect(shownUrl()).toBe('/datas/traceability?tab=containers'));
    expect(screen.getByText(/Choose a product, a supplier or the scan days/)).toBeTruthy();
    expect(server.callsTo('GET', '/serials/trace/containers')).toHaveLength(0);

    await choose('trace-containers_product', 'PV-450M · PV 450W mono');
    await choose('trace-containers_supplier', 'SUP001');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.callsTo('GET', '/serials/trace/containers')).toHaveLength(1));
    expect(
      Object.fromEntries(server.callsTo('GET', '/serials/trace/containers')[0]!.query),
    ).toEqual({
      productId: '9',
      supplierId: '3',
      pageNum: '1',
      pageSize: '10',
    });

    const table = await screen.findByRole('table', {
      name: 'Containers holding the product codes',
    });
    const row = within(table).getByText('SH-2027-01').closest('tr')!;
    expect(within(row).getByText('Shipped')).toBeTruthy();
    expect(within(row).getByText('4,800')).toBeTruthy();
    expect(within(row).getByText('2027-03-10')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Trace container MSKU1234565' }));
    await waitFor(() =>
      expect(shownUrl()).toBe('/datas/traceability?code=MSKU1234565&level=container'),
    );
    expect(screen.getByRole('tab', { name: 'Trace a code' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('hides the product and supplier pickers from users who may not read them', async () => {
    renderTrace('/datas/traceability?tab=containers');
    expect(await screen.findByLabelText('Scanned between')).toBeTruthy();
    expect(screen.queryByLabelText('Product')).toBeNull();
    expect(screen.queryByLabelText('Supplier')).toBeNull();
  });

  it('maps the scan days to the query', () => {
    expect(
      containerFiltersOf({ days: [dayjs('2027-03-01'), null], product: { value: 9, label: '' } }),
    ).toEqual({ productId: 9, supplierId: undefined, from: '2027-03-01', to: undefined });
  });
});
