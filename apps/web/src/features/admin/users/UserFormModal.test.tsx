// @vitest-environment jsdom
import type { GroupItem, UserItem } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { ALL_GROUPS_KEY } from '../common/query-keys';
import { UserFormModal } from './UserFormModal';

// Only the form's own checks run here: the groups come from the query cache and any
// network call would fail the test.
const group = (id: number, name: string): GroupItem => ({
  id,
  name,
  description: '',
  builtin: 1,
  userCount: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
});
const GROUPS = [group(1, '1-SCM'), group(7, '7-Supplier'), group(11, '11-Supplier QRC')];

const existingUser = (overrides: Partial<UserItem> = {}): UserItem => ({
  id: 5,
  username: 'buyer01',
  nickname: 'Buyer',
  email: '',
  icon: '',
  status: 1,
  locked: 0,
  lockedUntil: null,
  failedLoginCount: 0,
  groupId: 1,
  groupName: '1-SCM',
  supplierList: [],
  lastLoginAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

function renderModal(user?: UserItem) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(ALL_GROUPS_KEY, GROUPS);
  // StrictMode as in main.tsx: its double effects once wiped the form's initial values.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <UserFormModal open user={user} onClose={() => undefined} />
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const field = (label: string) => screen.getByLabelText(label);

async function chooseGroup(name: string) {
  fireEvent.mouseDown(field('Group'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('UserFormModal validation', () => {
  it('requires user ID, password, nickname and group on add', async () => {
    renderModal();
    save();
    expect(await screen.findByText('Please enter the user ID')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(screen.getByText('Please enter the nickname')).toBeTruthy();
    expect(screen.getByText('Please select a group')).toBeTruthy();
  });

  it('takes a user ID of 3 to 24 characters after trimming', async () => {
    const user = userEvent.setup();
    renderModal();
    const lengthError = 'The user ID must be 3 to 24 characters';

    await user.type(field('User ID'), 'ab');
    save();
    expect(await screen.findByText(lengthError)).toBeTruthy();

    await user.clear(field('User ID'));
    await user.type(field('User ID'), '  ab  ');
    save();
    expect(await screen.findByText(lengthError)).toBeTruthy();

    await user.clear(field('User ID'));
    await user.type(field('User ID'), 'x'.repeat(25));
    save();
    expect(await screen.findByText(lengthError)).toBeTruthy();

    await user.clear(field('User ID'));
    await user.type(field('User ID'), ` ${'x'.repeat(24)} `);
    save();
    await screen.findByText('Please enter the password');
    await waitFor(() => expect(screen.queryByText(lengthError)).toBeNull());
  });

  it('takes a password of 8 to 64 characters', async () => {
    const user = userEvent.setup();
    renderModal();
    const lengthError = 'The password must be 8 to 64 characters';

    await user.type(field('Password'), 'seven77');
    save();
    expect(await screen.findByText(lengthError)).toBeTruthy();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'p'.repeat(65));
    save();
    expect(await screen.findByText(lengthError)).toBeTruthy();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'p'.repeat(64));
    save();
    await screen.findByText('Please enter the user ID');
    await waitFor(() => expect(screen.queryByText(lengthError)).toBeNull());
  });

  it('on edit, a blank password keeps the old one but a short one is refused', async () => {
    const user = userEvent.setup();
    renderModal(existingUser());
    expect(field('User ID')).toHaveProperty('disabled', true);
    expect(field('Nickname')).toHaveProperty('value', 'Buyer');

    await user.clear(field('Nickname'));
    save();
    expect(await screen.findByText('Please enter the nickname')).toBeTruthy();
    expect(screen.queryByText('Please enter the password')).toBeNull();

    await user.type(field('Reset password'), 'seven77');
    save();
    expect(await screen.findByText('The password must be 8 to 64 characters')).toBeTruthy();
  });

  it('requires a supplier for the supplier groups only', async () => {
    renderModal();
    const supplierError = 'A supplier user needs at least one supplier';

    await chooseGroup('7-Supplier');
    save();
    expect(await screen.findByText(supplierError)).toBeTruthy();

    await chooseGroup('1-SCM');
    await waitFor(() => expect(screen.queryByText(supplierError)).toBeNull());

    await chooseGroup('11-Supplier QRC');
    save();
    expect(await screen.findByText(supplierError)).toBeTruthy();
  });

  it('refuses to save a supplier user without suppliers on edit', async () => {
    renderModal(existingUser({ groupId: 7, groupName: '7-Supplier' }));
    save();
    expect(await screen.findByText('A supplier user needs at least one supplier')).toBeTruthy();
  });

  it('checks the form when Enter is pressed in a field', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field('User ID'), 'ab{Enter}');
    expect(await screen.findByText('The user ID must be 3 to 24 characters')).toBeTruthy();
  });

  it('refuses a malformed email', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field('Email'), 'not-an-email');
    save();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });
});
