// @vitest-environment jsdom
import type { ComparisonLine, ContainerDataItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import {
  fakeServer,
  pageOf,
  renderSignedIn,
  type Answer,
  type ApiCall,
} from '../../orders/order-test-support';
import { codeItem } from '../trace/trace-test-support';
import ContainerDataPage from './ContainerDataPage';

const short: ContainerDataItem = {
  containerId: 5,
  containerNo: 'MSKU1234565',
  shipmentNo: 'SH-2027-01',
  containerType: '40HQ',
  status: 'Loading',
  etd: '2027-03-10',
  containerCodeId: 1,
  containerCode: 'MSKU1234565',
  planned: 500,
  scanned: 498,
  difference: -2,
};
const matching: ContainerDataItem = {
  ...short,
  containerId: 6,
  containerNo: null,
  shipmentNo: 'SH-2027-02',
  containerCodeId: null,
  containerCode: null,
  planned: 0,
  scanned: 0,
  difference: 0,
};
const line = (overrides: Partial<ComparisonLine>): ComparisonLine => ({
  key: '41-9',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierCode: 'SUP001',
  planned: 480,
  scanned: 480,
  difference: 0,
  ...overrides,
});
const lines = [
  line({}),
  line({
    key: '42-12',
    poLineId: 42,
    poLineNo: 3,
    productId: 12,
    productCode: 'LED-3W',
    productName: 'LED bulb',
    planned: 20,
    scanned: 18,
    difference: -2,
  }),
];

function answer(call: ApiCall): Answer | undefined {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/serials/container-data') {
    const differentOnly = call.query.get('differentOnly') === '1';
    return { data: pageOf(differentOnly ? [short] : [short, matching]) };
  }
  if (call.path === '/serials/container-data/5') return { data: { container: short, lines } };
  if (call.path === '/serials/container-data/5/codes')
    return {
      data: pageOf([
        codeItem({ id: 901, code: 'SN-901', parentId: 70, parentCode: 'CTN-070' }),
        codeItem({ id: 902, code: 'SN-902', parentId: 70, parentCode: 'CTN-070' }),
      ]),
    };
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

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}
const shownUrl = () => screen.getByTestId('url').textContent;

const render = (url: string) =>
  renderSignedIn(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/datas/containerData"
          element={
            <>
              <ContainerDataPage />
              <Url />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    ['serials.read'],
  );
/**
 * The drawer (role dialog) whose title reads `title`. Under test every antd id is
 * `test-id`, so a dialog's aria-labelledby may point at another element: match the title.
 */
const drawerTitled = (title: string) =>
  waitFor(
    () => {
      const found = screen
        .getAllByRole('dialog')
        .find((dialog) => dialog.querySelector('.ant-drawer-title')?.textContent === title);
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 10_000 },
  );
const listQueries = () =>
  server.callsTo('GET', '/serials/container-data').map((call) => Object.fromEntries(call.query));

describe('container data comparison', () => {
  it('lists planned against scanned with the difference in words, and filters differences only', async () => {
    render('/datas/containerData');
    const row = (await screen.findByText('SH-2027-01', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('−2 short')).toBeTruthy();
    expect(within(row).getByText('500')).toBeTruthy();
    expect(within(row).getByText('498')).toBeTruthy();
    expect(within(row).getByText('Loading')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'MSKU1234565' }).getAttribute('href')).toBe(
      '/datas/traceability?code=MSKU1234565&level=container',
    );
    const other = screen.getByText('SH-2027-02').closest('tr')!;
    expect(within(other).getByText('0 · matches')).toBeTruthy();
    expect(within(other).getByText('Not scanned')).toBeTruthy();
    // no supplier filter without the right to read suppliers
    expect(screen.queryByLabelText('Supplier')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Differences only' }));
    fireEvent.change(screen.getByLabelText('Container / shipment no.'), {
      target: { value: ' MSKU ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({
      keyword: 'MSKU',
      differentOnly: '1',
      pageNum: '1',
      pageSize: '10',
    });
    await waitFor(() => expect(screen.queryByText('SH-2027-02')).toBeNull());
    expect(shownUrl()).toBe('/datas/containerData?keyword=MSKU&differentOnly=1');
  });

  it('opens the comparison of a container by PO line, with totals and the codes behind a line', async () => {
    render('/datas/containerData');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Compare MSKU1234565' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(shownUrl()).toBe('/datas/containerData?id=5'));
    const drawer = await drawerTitled('Planned vs scanned: MSKU1234565');
    const table = within(drawer).getByRole('table', {
      name: 'Planned and scanned by PO line and product',
    });
    const led = within(table).getByText('LED-3W · LED bulb').closest('tr')!;
    expect(within(led).getByText('−2 short')).toBeTruthy();
    const total = within(table).getByText('Total').closest('tr')!;
    expect(within(total).getByText('500')).toBeTruthy();
    expect(within(total).getByText('498')).toBeTruthy();
    expect(within(total).getByText('−2 short')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Export$/ })).toBeTruthy();

    fireEvent.click(within(led).getByRole('button', { name: 'Codes of PO-1001 / 3 · LED-3W' }));
    const codes = await drawerTitled('Codes scanned for PO-1001 / 3 · LED-3W in MSKU1234565');
    expect(await within(codes).findByRole('link', { name: 'SN-901' })).toBeTruthy();
    expect(within(codes).getByRole('link', { name: 'SN-901' }).getAttribute('href')).toBe(
      '/datas/datasDetails?id=901',
    );
    expect(within(codes).getAllByText('CTN-070')).toHaveLength(2);
    expect(
      Object.fromEntries(server.callsTo('GET', '/serials/container-data/5/codes')[0]!.query),
    ).toEqual({ poLineId: '42', productId: '12', pageNum: '1', pageSize: '10' });
  });

  it('opens the comparison named in the address, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    render('/datas/containerData?id=5');
    expect(
      await screen.findByRole(
        'dialog',
        { name: '计划与已扫比对：MSKU1234565' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('−2 少扫').length).toBeGreaterThan(0);
  });
});
