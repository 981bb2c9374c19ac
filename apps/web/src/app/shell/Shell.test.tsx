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
import i18next, { setLanguage } from '../../i18n';
import type { MenuRoute } from '../menu-routes';
import { Shell } from './Shell';

/*
 * Issue 22: the shell as assistive technology reads it: landmarks, one h1 per screen, the
 * window's title, the skip link, <html lang>, and where focus goes on a move to a screen.
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

const route = (name: string, fullPath: string, en: string, zh: string, text: string) =>
  ({
    name,
    fullPath,
    title: { en, zh },
    icon: 'HomeOutlined',
    hidden: false,
    keepAlive: false,
    sort: 0,
    page: lazy(() => Promise.resolve({ default: () => <p>{text}</p> })),
    children: [],
  }) satisfies MenuRoute;

const ROUTES: MenuRoute[] = [
  route('home', '/home', 'Homepage', '首页', 'home page'),
  route('admin', '/user/admin', 'Users', '用户列表', 'users page'),
];

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
  sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  fetchSpy.mockRestore();
  await act(() => setLanguage('en'));
});

function renderShell(path = '/home') {
  // queries do not run (every one needs the network): the user is in the cache
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
}

describe('the shell for assistive technology', () => {
  it('puts every part in a named landmark', async () => {
    renderShell();
    await screen.findByText('home page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('complementary')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    // the menus arrive with the signed-in user's answer: wait for them on a loaded machine
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    expect(await within(menu).findByRole('menuitem', { name: /Users/ })).toBeTruthy();
    const tags = screen.getByRole('navigation', { name: 'Open pages' });
    expect(within(tags).getByText('Homepage')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeTruthy();
  });

  it('shows one h1, the screen title, inside main, and names the window after it', async () => {
    renderShell();
    await screen.findByText('home page');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Homepage']);
    expect(screen.getByRole('main').contains(headings[0]!)).toBe(true);
    expect(document.title).toBe('Homepage · Lading');
    // first load: focus stays at the start of the page (the skip link is the first Tab)
    expect(document.activeElement).toBe(document.body);
  });

  it('offers the skip link first, and it takes focus to the screen title', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByText('home page');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('moves focus to the new screen title on navigation', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByText('home page');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('menuitem', { name: /Users/ }));
    await screen.findByText('users page');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Users');
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe('Users · Lading');
  });

  it('follows the language: html lang, titles and the skip link', async () => {
    renderShell();
    await screen.findByText('home page');
    expect(document.documentElement.lang).toBe('en');
    await act(() => setLanguage('zh'));
    expect(i18next.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('首页');
    expect(document.title).toBe('首页 · Lading');
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });
});
