// @vitest-environment jsdom
import type { SalesOrderDetail } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf, renderSignedIn, soLine, type Answer } from './order-test-support';
import { SalesOrderFormDrawer } from './SalesOrderFormDrawer';

// a drawer full of selects and date pickers renders slowly in jsdom: a save (validate every
// field, answer, re-render) can take more than the usual 5 s on a busy 2-CPU machine
const SLOW = 90_000;
const settled = { timeout: 20_000 };
const PRODUCTS = [
  { id: 9, productId: 'PV-450M', shortName: 'PV 450W mono', activeness: 'Active' },
  { id: 12, productId: 'LED-3W', shortName: 'LED bulb 3W 12V', activeness: 'Active' },
];
const SO: SalesOrderDetail = {
  id: 50,
  soNumber: 'SO-2001',
  postingDate: '2026-10-01',
  rdd: '2027-02-15',
  originalRdd: '2027-02-15',
  bpReferenceNo: 'BP-77',
  country: 'NG',
  rowTotalUsdCents: 4200_00,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  lines: [
    soLine({ id: 501, lineNo: 1, qty: 300, rowTotalUsdCents: 3000_00 }),
    soLine({
      id: 502,
      lineNo: 2,
      productId: 12,
      productCode: 'LED-3W',
      productName: 'LED bulb 3W 12V',
      qty: 1000,
      rowTotalUsdCents: 1200_00,
      coveredQty: 1000,
    }),
  ],
};
const DUPLICATE = "This product is already in the order; change that line's quantity instead";
const COVERED = 'Lines: SO line 2 is covered by PO lines and cannot be removed';

let server: ReturnType<typeof fakeServer>;
let saveAnswer: Answer;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveAnswer = { data: SO };
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/products') return { data: pageOf(PRODUCTS) };
    if (call.method === 'POST' && call.path === '/sales-orders') return saveAnswer;
    if (call.method === 'PUT' && call.path === '/sales-orders/50') return saveAnswer;
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

function renderDrawer(so?: SalesOrderDetail) {
  const onClose = vi.fn();
  renderSignedIn(<SalesOrderFormDrawer open so={so} onClose={onClose} />);
  return onClose;
}

// role queries crawl the drawer's many fields slowly: text and labels find the same buttons
const save = () => fireEvent.click(screen.getByText('Save'));
const writes = () => server.calls.filter((call) => call.method !== 'GET');

async function chooseProduct(row: number, option: string) {
  const input = document.getElementById(`so-form_lines_${row}_product`)!;
  fireEvent.mouseDown(input);
  // the chosen value shows the same text: wait for the list's own option
  const item = await waitFor(() => {
    const found = screen
      .getAllByText(option)
      .find((node) => node.closest('.ant-select-item-option'));
    expect(found).toBeDefined();
    return found!;
  }, settled);
  fireEvent.click(item);
}

describe('SalesOrderFormDrawer', () => {
  it(
    'asks for every required header field and a product and quantity on the line',
    async () => {
      renderDrawer();
      save();
      for (const text of [
        'Please enter the SO number',
        'Please choose the posting date',
        'Please choose the country',
        'Please choose the RDD',
        'Please choose a product',
        'Please enter the order quantity',
      ]) {
        expect(await screen.findByText(text, {}, settled)).toBeTruthy();
      }
      expect(writes()).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a product already on another line at once, and saves once it is changed back',
    async () => {
      const onClose = renderDrawer(SO);
      await chooseProduct(1, 'PV-450M · PV 450W mono');
      expect(await screen.findAllByText(DUPLICATE, {}, settled)).toHaveLength(1);
      save();
      await waitFor(() => expect(screen.getAllByText(DUPLICATE)).toHaveLength(1), settled);
      expect(writes()).toEqual([]);

      await chooseProduct(1, 'LED-3W · LED bulb 3W 12V');
      await waitFor(() => expect(screen.queryByText(DUPLICATE)).toBeNull(), settled);
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalled(), settled);
      expect(writes()).toHaveLength(1);
      expect(writes()[0]!.body).toMatchObject({
        country: 'NG',
        lines: [
          { lineNo: 1, productId: 9, qty: 300, rowTotalUsdCents: 300000 },
          { lineNo: 2, productId: 12, qty: 1000, rowTotalUsdCents: 120000 },
        ],
      });
    },
    SLOW,
  );

  it(
    "shows the server's 422 under the lines and stays open",
    async () => {
      saveAnswer = { code: 422, message: COVERED };
      const onClose = renderDrawer(SO);
      fireEvent.click(await screen.findByLabelText('Remove line 2'));
      save();
      expect(
        await screen.findByText(
          'SO line 2 is covered by PO lines and cannot be removed',
          {},
          settled,
        ),
      ).toBeTruthy();
      expect(writes()).toHaveLength(1);
      expect(writes()[0]!.body).toMatchObject({
        lines: [{ lineNo: 1, productId: 9, qty: 300 }],
      });
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    "puts a refused field's message under that line's field",
    async () => {
      saveAnswer = {
        code: 400,
        message: 'Quantity: too big',
        data: { errors: [{ field: 'lines.1.qty', message: 'Quantity: at most 10000000' }] },
      };
      const onClose = renderDrawer(SO);
      await screen.findByLabelText('Line 2 Qty');
      save();
      expect(await screen.findByText('Quantity: at most 10000000', {}, settled)).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
