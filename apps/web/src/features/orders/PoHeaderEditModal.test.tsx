// @vitest-environment jsdom
import type { PurchaseOrderDetail } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import {
  fakeServer,
  pageOf,
  poLine,
  purchaseOrder,
  renderSignedIn,
  type Answer,
} from './order-test-support';
import { PoHeaderEditModal } from './PoHeaderEditModal';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';

const SUPPLIERS = [
  { id: 3, code: 'SUP001', fullName: 'Sunrise Solar' },
  { id: 4, code: 'SUP002', fullName: 'Delta Lamps' },
];
const LOCKED = 'Supplier: the supplier cannot change while lines are planned or shipped';

let server: ReturnType<typeof fakeServer>;
let po: PurchaseOrderDetail;
let saveAnswer: Answer | undefined;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  po = purchaseOrder([poLine()]);
  saveAnswer = undefined;
  server = fakeServer((call) => {
    if (call.path === '/purchase-orders/7') {
      if (call.method === 'GET') return { data: po };
      if (call.method === 'PUT') {
        if (saveAnswer) return saveAnswer;
        po = { ...po, ...(call.body as Partial<PurchaseOrderDetail>) };
        return { data: po };
      }
    }
    if (call.method === 'GET' && call.path === '/suppliers') return { data: pageOf(SUPPLIERS) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

function renderModal() {
  const onClose = vi.fn();
  renderSignedIn(<PoHeaderEditModal open poId={7} onClose={onClose} />);
  return onClose;
}

const saves = () => server.callsTo('PUT', '/purchase-orders/7').map((call) => call.body);
const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

async function choose(inputId: string, option: string) {
  await waitFor(() => expect(document.getElementById(inputId)).not.toBeNull());
  fireEvent.mouseDown(document.getElementById(inputId)!);
  // the chosen value shows the same text: wait for the list's own option
  const item = await waitFor(() => {
    const found = screen
      .getAllByText(option)
      .find((node) => node.closest('.ant-select-item-option'));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}

describe('PoHeaderEditModal: edit a saved PO header', () => {
  it('saves originator and currency on Enter, says how the USD totals change, and refreshes the PO', async () => {
    const onClose = renderModal();
    const originator = await screen.findByLabelText('Originator');
    expect(screen.getByText('Edit the header of PO PO-1001')).toBeTruthy();
    await choose('po-header_currency', 'CNY');
    expect(
      await screen.findByText(
        'The unit prices stay as keyed, read in CNY instead of USD: the USD row totals are recalculated ($1,250.00 → $175.00).',
      ),
    ).toBeTruthy();
    fireEvent.change(originator, { target: { value: '  bob ' } });
    fireEvent.keyDown(originator, { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()).toEqual([
      { supplierId: 3, originator: 'bob', destinationCountry: 'NG', currency: 'CNY' },
    ]);
    // the saved PO is read again (drawer and report show the new header)
    await waitFor(() =>
      expect(server.callsTo('GET', '/purchase-orders/7').length).toBeGreaterThan(1),
    );
  });

  it('requires the originator', async () => {
    renderModal();
    fireEvent.change(await screen.findByLabelText('Originator'), { target: { value: ' ' } });
    save();
    expect(await screen.findByText('Please enter the originator')).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it("shows the server's refusal under the supplier field and stays open", async () => {
    saveAnswer = { code: 422, message: LOCKED };
    const onClose = renderModal();
    expect(await screen.findByText('Every line of the PO moves to the new supplier.')).toBeTruthy();
    await choose('po-header_supplier', 'SUP002');
    save();
    expect(
      await screen.findByText('The supplier cannot change while lines are planned or shipped'),
    ).toBeTruthy();
    expect(saves()).toEqual([
      { supplierId: 4, originator: 'amy', destinationCountry: 'NG', currency: 'USD' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the supplier once goods are planned or shipped', async () => {
    po = purchaseOrder([poLine({ plannedQty: 30, status: 'PartiallyPlanned' })]);
    renderModal();
    expect(
      await screen.findByText(
        'Goods are planned or shipped on this PO: the supplier cannot change.',
      ),
    ).toBeTruthy();
    expect(document.getElementById('po-header_supplier')).toHaveProperty('disabled', true);
  });
});

// the drawer's wide line table renders slowly in jsdom
const SLOW = 90_000;

describe('PurchaseOrderDrawer: the header edit and the SO links are write actions', () => {
  it(
    'offers neither without orders.po.write',
    async () => {
      renderSignedIn(<PurchaseOrderDrawer poId={7} onClose={() => undefined} />, [
        'orders.po.read',
        'orders.so.read',
      ]);
      expect(await screen.findByText('PO PO-1001')).toBeTruthy();
      // role queries crawl the wide table slowly: plain text and labels do
      expect(screen.queryByText('Edit PO header')).toBeNull();
      expect(screen.queryByLabelText('Link line 2 to an SO line')).toBeNull();
    },
    SLOW,
  );

  it(
    'edits the header from the drawer and shows the saved header',
    async () => {
      renderSignedIn(<PurchaseOrderDrawer poId={7} onClose={() => undefined} />, [
        'orders.po.read',
        'orders.po.write',
        'orders.so.read',
      ]);
      fireEvent.click(await screen.findByText('Edit PO header'));
      expect(screen.getByLabelText('Link line 2 to an SO line')).toBeTruthy();
      const originator = await screen.findByLabelText('Originator');
      fireEvent.change(originator, { target: { value: 'bob' } });
      fireEvent.keyDown(originator, { key: 'Enter' });
      expect(await screen.findByText('bob')).toBeTruthy();
      expect(saves()).toEqual([
        { supplierId: 3, originator: 'bob', destinationCountry: 'NG', currency: 'USD' },
      ]);
    },
    SLOW,
  );
});
