// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { PoLineChangeModal } from './PoLineChangeModal';
import { poLine } from './order-test-support';

// a line of 100, 30 planned and 10 shipped: 40 committed
const LINE = poLine({
  plannedQty: 30,
  shippedQty: 10,
  plannableQty: 60,
  status: 'PartiallyShipped',
});

// The save answers like the server; every other call would be a mistake of the test.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'OK', data: LINE }))),
    );
});
afterEach(() => {
  cleanup();
  fetchSpy.mockRestore();
});

const sentBodies = () =>
  (fetchSpy.mock.calls as [RequestInfo, RequestInit?][]).map(([url, init]) => {
    expect(String(url)).toBe('/api/po-lines/41');
    expect((init as RequestInit).method).toBe('PUT');
    return JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>;
  });

function renderModal() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntApp>
        <PoLineChangeModal open line={LINE} onClose={onClose} />
      </AntApp>
    </QueryClientProvider>,
  );
  return onClose;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const REASON = 'Modification reason';
const PURPOSE = 'Purpose';

describe('PoLineChangeModal: reason and purpose only when qty or RDD changes', () => {
  it('saves a price or discount change without asking why', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '5');
    expect(screen.queryByLabelText(REASON)).toBeNull();
    expect(screen.queryByLabelText(PURPOSE)).toBeNull();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([{ discountPct: 5 }]);
  });

  it('asks for purpose and reason when the quantity changes, and sends them', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.clear(screen.getByLabelText('Order qty'));
    await user.type(screen.getByLabelText('Order qty'), '120');
    expect(await screen.findByLabelText(REASON)).toBeTruthy();
    save();
    expect(await screen.findByText('Please choose the purpose')).toBeTruthy();
    expect(await screen.findByText('Please enter the modification reason')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByLabelText(PURPOSE));
    await user.click(await screen.findByText('Customer request'));
    await user.type(screen.getByLabelText(REASON), 'Market asks for more');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      {
        orderQty: 120,
        modificationReason: 'Market asks for more',
        modificationPurpose: 'customerRequest',
      },
    ]);
  });

  it('asks for purpose and reason when the RDD changes', async () => {
    const user = userEvent.setup();
    renderModal();
    const rdd = screen.getByLabelText('RDD');
    await user.click(rdd);
    await user.clear(rdd);
    await user.type(rdd, '2027-04-15{Enter}');
    expect(await screen.findByLabelText(REASON)).toBeTruthy();
    save();
    expect(await screen.findByText('Please enter the modification reason')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('drops the question again when the quantity goes back, and refuses going below planned + shipped', async () => {
    const user = userEvent.setup();
    renderModal();
    const qty = screen.getByLabelText('Order qty');
    await user.clear(qty);
    await user.type(qty, '35');
    save();
    expect(
      await screen.findByText('The quantity cannot go below 40 (already planned or shipped)'),
    ).toBeTruthy();
    await user.clear(qty);
    await user.type(qty, '0');
    save();
    expect(await screen.findByText('The quantity must be a whole number above 0')).toBeTruthy();
    await user.clear(qty);
    await user.type(qty, '100');
    await waitFor(() => expect(screen.queryByLabelText(REASON)).toBeNull());
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
