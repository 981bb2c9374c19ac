// @vitest-environment jsdom
import type { UserInfoResponse } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '../../auth/session';
import { setLanguage } from '../../i18n';
import { SIDEBAR_COOKIE } from '../../lib/constants';
import { removeCookie, writeCookie } from '../../lib/cookies';
import type { MenuRoute } from '../menu-routes';
import { Shell } from './Shell';

/*
 * The sidebar's submenus as it collapses and expands: none drawn inline in the narrow
 * sidebar (antd's collapsed menu opens them as pop-ups), and on expanding, the current
 * page's group open again along with those the user had opened.
 */

const USER: UserInfoResponse = {
  username: 'admin',
  nickname: 'Administrator',
  icon: '',
  roles: ['Super Admin'],
  supplierList: [],
  menus: [],
  permissions: [],
};

const screenRoute = (name: string, fullPath: string, en: string) =>
  ({
    name,
    fullPath,
    title: { en, zh: en },
    icon: 'HomeOutlined',
    hidden: false,
    keepAlive: false,
    sort: 0,
    page: lazy(() => Promise.resolve({ default: () => <p>{`${en} page`}</p> })),
    children: [],
  }) satisfies MenuRoute;

const group = (name: string, en: string, children: MenuRoute[]) =>
  ({
    name,
    fullPath: `/${name}`,
    title: { en, zh: en },
    icon: 'BarChartOutlined',
    hidden: false,
    keepAlive: false,
    sort: 0,
    children,
  }) satisfies MenuRoute;

const ROUTES: MenuRoute[] = [
  screenRoute('home', '/home', 'Homepage'),
  group('reportForms', 'Reports', [
    screenRoute('shippingDetails', '/reportForms/shippingDetails', 'Shipping Plan Details'),
    screenRoute('loadingPlan', '/reportForms/loadingPlan', 'Loading Plan'),
  ]),
  group('user', 'Permissions', [screenRoute('admin', '/user/admin', 'Users')]),
];

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
  sessionStorage.clear();
  removeCookie(SIDEBAR_COOKIE);
});
afterEach(async () => {
  cleanup();
  fetchSpy.mockRestore();
  removeCookie(SIDEBAR_COOKIE);
  await act(() => setLanguage('en'));
});

/** The lazy page's import may take a while on a loaded machine. */
const LOADED = { timeout: 10_000 };

function renderShell(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(USER_INFO_KEY, USER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AntApp>
          <Shell routes={ROUTES} />
        </AntApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

/** The submenu lists drawn inline in the sidebar (antd hides a closed one). */
const inlineLists = () =>
  [...screen.getByRole('complementary').querySelectorAll('.ant-menu-sub.ant-menu-inline')].filter(
    (list) => !list.classList.contains('ant-menu-hidden'),
  );

describe('the sidebar submenus', () => {
  it('shows none inline while collapsed, and the open ones again on expanding', async () => {
    const user = userEvent.setup();
    const menu = renderShell('/reportForms/shippingDetails');
    await screen.findByText('Shipping Plan Details page', undefined, LOADED);
    expect(within(menu).getByRole('menuitem', { name: /Shipping Plan Details/ })).toBeTruthy();
    // the user opens a second group
    await user.click(within(menu).getByText('Permissions'));
    expect(await within(menu).findByRole('menuitem', { name: /Users/ })).toBeTruthy();
    expect(inlineLists()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(menu.querySelector('.ant-menu-inline-collapsed')).toBeTruthy();
    expect(inlineLists()).toEqual([]);
    expect(within(menu).queryByRole('menuitem', { name: /Shipping Plan Details/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Users/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(menu.querySelector('.ant-menu-inline-collapsed')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /Shipping Plan Details/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Users/ })).toBeTruthy();
    expect(inlineLists()).toHaveLength(2);
  });

  it("opens the current page's group on expanding a sidebar that started collapsed", async () => {
    const user = userEvent.setup();
    writeCookie(SIDEBAR_COOKIE, '0');
    const menu = renderShell('/reportForms/loadingPlan');
    await screen.findByText('Loading Plan page', undefined, LOADED);
    expect(menu.querySelector('.ant-menu-inline-collapsed')).toBeTruthy();
    expect(inlineLists()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    const current = within(menu).getByRole('menuitem', { name: /Loading Plan/ });
    expect(current.classList.contains('ant-menu-item-selected')).toBe(true);
    expect(within(menu).queryByRole('menuitem', { name: /Users/ })).toBeNull();
    expect(inlineLists()).toHaveLength(1);
  });
});
