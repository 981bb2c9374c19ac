// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, type Answer } from '../../orders/order-test-support';
import DeliveryNoteFormPage from './DeliveryNoteFormPage';
import { deliverable, noteDetails, renderAs, WAREHOUSES } from './note-test-support';

const panels = deliverable();
const inverters = deliverable({
  poLineId: 42,
  poLineNo: 3,
  productId: 10,
  productCode: 'INV-5K',
  productName: 'Inverter 5 kW',
  orderQty: 60,
  deliverableQty: 50,
});
const SUNRISE = { id: 3, code: 'SUP001', name: 'Sunrise Solar' };

let server: ReturnType<typeof fakeServer>;
/** What the next save answers (the saved note unless a test says otherwise). */
let saveAnswer: Answer | undefined;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  saveAnswer = undefined;
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/warehouses/options') return { data: WAREHOUSES };
    if (call.method === 'GET' && call.path === '/delivery-notes/po-lines')
      return { data: [panels, inverters] };
    if (call.method === 'GET' && call.path === '/delivery-notes/1') return { data: noteDetails() };
    if (call.method === 'GET' && call.path === '/delivery-notes/5')
      return { data: noteDetails({ id: 5, noteNo: 'DN2701-0005', status: 'Received' }) };
    if ((call.method === 'POST' && call.path === '/delivery-notes') || call.method === 'PUT')
      return saveAnswer ?? { data: noteDetails({ id: 7, noteNo: 'DN2701-0007' }) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const WRITE = ['stock.deliveryNote.read', 'stock.deliveryNote.write'];
const render = (path: string, suppliers = [SUNRISE]) =>
  renderAs(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/stock/addDeliveryNote" element={<DeliveryNoteFormPage />} />
        <Route path="/stock/editDeliveryNote" element={<DeliveryNoteFormPage />} />
        <Route path="/stock/deliveryNoteDetails" element={<p>details page</p>} />
      </Routes>
    </MemoryRouter>,
    WRITE,
    suppliers,
  );
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

async function chooseWarehouse(title: string) {
  fireEvent.mouseDown(document.getElementById('delivery-note_warehouseId')!);
  fireEvent.click(await screen.findByTitle(title));
}

async function pickBothLines() {
  // enabled once the form has taken the warehouse
  await waitFor(() => expect(button(/Add PO lines/).hasAttribute('disabled')).toBe(false));
  fireEvent.click(button(/Add PO lines/));
  const dialog = (await screen.findAllByText('PV-450M · PV 450W mono'))[0]!.closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  fireEvent.click(within(dialog).getByLabelText('Select PO PO-1001 line 2'));
  fireEvent.click(within(dialog).getByLabelText('Select PO PO-1001 line 3'));
  fireEvent.click(button('Add 2 lines', dialog));
  await screen.findByLabelText('Line 2 quantity');
}

describe('the delivery note form', () => {
  it('asks for the supplier, the warehouse and a line before saving', async () => {
    render('/stock/addDeliveryNote', []);
    await screen.findByText('Add delivery note');
    fireEvent.click(button('Save & submit'));
    expect(await screen.findByText('Choose the supplier')).toBeTruthy();
    expect(screen.getByText('Choose the loading warehouse')).toBeTruthy();
    expect(await screen.findByText('Add at least one PO line')).toBeTruthy();
    // no warehouse yet: the picker cannot open
    expect(button(/Add PO lines/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose the supplier and the loading warehouse first')).toBeTruthy();
    expect(server.callsTo('POST', '/delivery-notes')).toHaveLength(0);
  });

  it('picks PO lines for the supplier and warehouse, checks each quantity, and submits', async () => {
    render('/stock/addDeliveryNote');
    await screen.findByText('Add delivery note');
    // a supplier user with one supplier has it chosen
    expect(screen.getByText('SUP001')).toBeTruthy();
    // inactive and non-loading warehouses are not offered
    fireEvent.mouseDown(document.getElementById('delivery-note_warehouseId')!);
    expect(await screen.findByTitle('SZ-LOAD · Shenzhen loading')).toBeTruthy();
    expect(screen.queryByTitle(/OLD-LOAD/)).toBeNull();
    expect(screen.queryByTitle(/SCRAP/)).toBeNull();
    fireEvent.click(screen.getByTitle('NB-LOAD · Ningbo loading'));

    await pickBothLines();
    const asked = server.callsTo('GET', '/delivery-notes/po-lines')[0]!;
    expect(Object.fromEntries(asked.query)).toEqual({ supplierId: '3', warehouseId: '1' });
    const first = screen.getByLabelText('Line 1 quantity') as HTMLInputElement;
    expect(first.value).toBe('120');
    expect((screen.getByLabelText('Line 2 quantity') as HTMLInputElement).value).toBe('50');

    fireEvent.change(first, { target: { value: '121' } });
    expect(await screen.findByText('A whole number from 1 to 120')).toBeTruthy();
    fireEvent.change(first, { target: { value: '0' } });
    expect(await screen.findByText('A whole number from 1 to 120')).toBeTruthy();
    fireEvent.change(first, { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Packages'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Gross weight (kg)'), { target: { value: '250.5' } });
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: ' fragile ' } });

    fireEvent.click(button('Save & submit'));
    await waitFor(() => expect(server.callsTo('POST', '/delivery-notes')).toHaveLength(1));
    expect(server.callsTo('POST', '/delivery-notes')[0]!.body).toEqual({
      supplierId: 3,
      warehouseId: 1,
      packages: 6,
      grossWeightKg: 250.5,
      expectedArrival: null,
      remark: 'fragile',
      lines: [
        { poLineId: 41, qty: 80 },
        { poLineId: 42, qty: 50 },
      ],
      submit: true,
    });
    expect(await screen.findByText('details page')).toBeTruthy();
  });

  it('puts a refusal under the line it is about and keeps what was typed', async () => {
    saveAnswer = {
      code: 422,
      message: 'PO line PO-1001/3: only 20 can still be delivered, not 50. Nothing was changed',
      data: {
        errors: [{ field: 'lines.1.qty', message: 'only 20 can still be delivered, not 50' }],
      },
    };
    render('/stock/addDeliveryNote');
    await screen.findByText('Add delivery note');
    await chooseWarehouse('NB-LOAD · Ningbo loading');
    await pickBothLines();
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('only 20 can still be delivered, not 50')).toBeTruthy();
    expect(server.callsTo('POST', '/delivery-notes')[0]!.body).toMatchObject({ submit: false });
    expect((screen.getByLabelText('Line 2 quantity') as HTMLInputElement).value).toBe('50');
    expect(screen.getByText('SUP001')).toBeTruthy();
    expect(screen.queryByText('details page')).toBeNull();
  });

  it('edits a draft: its values shown, the picker told which note, saved by PUT', async () => {
    render('/stock/editDeliveryNote?id=1', []);
    expect(await screen.findByText('Edit delivery note DN2701-0001')).toBeTruthy();
    expect((screen.getByLabelText('Line 1 quantity') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Packages') as HTMLInputElement).value).toBe('12');
    await waitFor(() =>
      expect(server.callsTo('GET', '/delivery-notes/po-lines')[0]?.query.get('noteId')).toBe('1'),
    );
    fireEvent.click(button('Remove line 2'));
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(server.callsTo('PUT', '/delivery-notes/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/delivery-notes/1')[0]!.body).toMatchObject({
      supplierId: 3,
      warehouseId: 1,
      expectedArrival: '2027-01-20',
      lines: [{ poLineId: 41, qty: 100 }],
      submit: false,
    });
  });

  it('does not edit a note that is no longer a draft', async () => {
    render('/stock/editDeliveryNote?id=5', []);
    expect(
      await screen.findByText('Delivery note DN2701-0005 is Received: only a Draft can be edited'),
    ).toBeTruthy();
    expect(button('Details')).toBeTruthy();
  });
});
