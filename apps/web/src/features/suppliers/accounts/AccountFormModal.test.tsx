// @vitest-environment jsdom
import type { SupplierAccountItem } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { settle } from '../../../test/settle';
import { AccountFormModal } from './AccountFormModal';

// Only the form's own checks run here: any network call would fail the test.
const account: SupplierAccountItem = {
  id: 9,
  username: 'sup001',
  nickname: 'Sunrise sales',
  email: '',
  group: '7-Supplier',
  suppliers: [{ id: 1, code: 'SUP001', name: 'Sunrise Solar' }],
  status: 1,
  locked: 0,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

function renderModal(item?: SupplierAccountItem) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <AccountFormModal open account={item} onClose={() => undefined} />
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

describe('AccountFormModal', () => {
  it('requires user ID, password, nickname and the supplier on add; 7-Supplier is preset', async () => {
    renderModal();
    save();
    expect(await screen.findByText('Enter a user ID')).toBeTruthy();
    expect(screen.getByText('Enter a password')).toBeTruthy();
    expect(screen.getByText('Enter a nickname')).toBeTruthy();
    expect(screen.getByText('Choose the supplier of this account')).toBeTruthy();
    expect((screen.getByLabelText('7-Supplier') as HTMLInputElement).checked).toBe(true);
  });

  it('counts the user ID after trimming, as the server does', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('User ID'), '  ab  ');
    save();
    expect(await screen.findByText('A user ID has 3 to 24 characters')).toBeTruthy();
  });

  it('asks before disabling an enabled account, and sends nothing when cancelled', async () => {
    renderModal(account);
    expect((screen.getByLabelText('User ID') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch'));
    save();
    expect((await screen.findAllByText('Disable sup001?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    // cancelled: nothing was sent (afterEach fails on any network call)
    await settle();
  });
});
