// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf, type Answer } from '../orders/order-test-support';
import { renderAs } from '../stock/delivery-notes/note-test-support';
import { AvlRequestDialog } from './AvlRequestDialog';

const SUPPLIERS = [
  { id: 3, code: 'SUP001', fullName: 'Sunrise Solar', status: 'avl' },
  { id: 4, code: 'SUP002', fullName: 'Delta Lamps', status: 'pendingGlobal' },
];

let server: ReturnType<typeof fakeServer>;
let createAnswer: Answer | undefined;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  createAnswer = undefined;
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/suppliers') return { data: pageOf(SUPPLIERS) };
    if (call.method === 'POST' && call.path === '/avl-requests') {
      const body = call.body as { supplierId: number; toStatus: string; reason: string };
      return (
        createAnswer ?? {
          data: { id: 9, supplierId: body.supplierId, supplierCode: 'SUP001', status: 'pending' },
        }
      );
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

function renderDialog() {
  const onClose = vi.fn();
  renderAs(<AvlRequestDialog open onClose={onClose} />, ['suppliers.avl.request']);
  return onClose;
}

/** Opens a select by its input id and picks the option showing `option`. */
async function choose(inputId: string, option: string) {
  await waitFor(() => expect(document.getElementById(inputId)).not.toBeNull());
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
const dialog = () => screen.getByRole('dialog');
const send = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Send for approval' }));
const requests = () => server.callsTo('POST', '/avl-requests').map((call) => call.body);
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((node) => node.textContent);

describe('AvlRequestDialog: ask to change a supplier status', () => {
  it('needs the supplier, the status and a reason', async () => {
    renderDialog();
    expect(await screen.findByText("Ask to change a supplier's status")).toBeTruthy();
    send();
    expect(await screen.findByText('Choose the supplier')).toBeTruthy();
    expect(screen.getByText('Choose the requested status')).toBeTruthy();
    expect(screen.getByText('Give a reason')).toBeTruthy();
    expect(requests()).toHaveLength(0);
  });

  it("shows the supplier's status, leaves it out of the choice, and sends the request", async () => {
    const onClose = renderDialog();
    await choose('avl-request_supplier', 'SUP001');
    expect(await screen.findByText('Current status: AVL-Approved Vendor List')).toBeTruthy();
    await choose('avl-request_toStatus', 'Disqualify Vendor');
    const offered = shownOptions();
    expect(offered).toContain('Pending-Potential Supplier-Global');
    expect(offered).not.toContain('AVL-Approved Vendor List');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Audit failed ' } });
    send();
    expect(await screen.findByText('The request for SUP001 is waiting for approval')).toBeTruthy();
    expect(requests()).toEqual([
      { supplierId: 3, toStatus: 'disqualified', reason: 'Audit failed' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('puts the refusal of a second pending request under the supplier and stays open', async () => {
    const onClose = renderDialog();
    createAnswer = { code: 409, message: 'Delta Lamps already has a status change waiting' };
    await choose('avl-request_supplier', 'SUP002');
    await choose('avl-request_toStatus', 'AVL-Approved Vendor List');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Audit passed' } });
    send();
    await waitFor(() =>
      expect(
        within(dialog()).getByText('Delta Lamps already has a status change waiting'),
      ).toBeTruthy(),
    );
    expect(requests()).toEqual([{ supplierId: 4, toStatus: 'avl', reason: 'Audit passed' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
