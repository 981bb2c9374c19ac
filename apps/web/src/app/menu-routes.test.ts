import {
  SCREEN_TREE,
  SCREENS,
  type MenuNode,
  type Screen,
  type ScreenTreeEntry,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import {
  allKnownPaths,
  buildRouteTable,
  firstChildPath,
  flattenRoutes,
  routesFromMenus,
  type LazyPage,
} from './menu-routes';
import { routeTable } from './route-table';

const page = (name: string) => ({ name }) as unknown as LazyPage;
const screen = (name: string, path: string, extra: Partial<Screen> = {}): Screen => ({
  name,
  path,
  titleKey: 'home',
  icon: `${name}Icon`,
  operations: [],
  ...extra,
});
const tree: ScreenTreeEntry[] = [
  screen('home', '/home'),
  {
    name: 'user',
    path: '/user',
    titleKey: 'user',
    icon: 'userIcon',
    children: [
      screen('admin', '/user/admin'),
      screen('role', '/user/role'),
      screen('allocMenu', '/user/allocMenu', { hidden: true }),
      screen('menu', '/user/menu', { keepAlive: true }),
    ],
  },
  {
    name: 'stock',
    path: '/stock',
    titleKey: 'stock',
    icon: '',
    children: [screen('riskbuyPo', '/stock/riskbuyPo')],
  },
];
const pages = Object.fromEntries(
  ['home', 'admin', 'role', 'allocMenu', 'menu', 'riskbuyPo'].map((name) => [name, page(name)]),
) as Parameters<typeof buildRouteTable>[1];
const table = buildRouteTable(tree, pages);

const menu = (name: string, sort: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  name,
  title: `${name}标题`,
  entitle: `${name} title`,
  icon: `${name}ServerIcon`,
  hidden: 0,
  sort,
  keepAlive: 0,
  children: [],
  ...extra,
});

describe('the route table, built from the shared screen tree', () => {
  it('gives each screen its page, path and flags, and folders their children', () => {
    expect(table.map((def) => def.name)).toEqual(['home', 'user', 'stock']);
    const user = table[1]!;
    expect(user).toMatchObject({ path: '/user', icon: 'userIcon', hidden: false });
    expect(user.page).toBeUndefined();
    expect(user.children!.find((def) => def.name === 'allocMenu')).toMatchObject({
      path: '/user/allocMenu',
      hidden: true,
      keepAlive: false,
      page: pages.allocMenu,
    });
    expect(user.children!.find((def) => def.name === 'menu')?.keepAlive).toBe(true);
  });

  it('throws for a screen without a page', () => {
    expect(() => buildRouteTable(tree, { ...pages, role: undefined! })).toThrow(
      'no page for screen role',
    );
  });

  it('knows every path of the tree, folders included (401 rather than 404)', () => {
    expect(allKnownPaths(table)).toEqual([
      '/home',
      '/user',
      '/user/admin',
      '/user/role',
      '/user/allocMenu',
      '/user/menu',
      '/stock',
      '/stock/riskbuyPo',
    ]);
  });

  it('holds every screen of the shared tree, each with a page, under its own path', () => {
    const all = allKnownPaths(routeTable);
    for (const screen of SCREENS) expect(all).toContain(screen.path);
    expect(all).toHaveLength(SCREENS.length + SCREEN_TREE.filter((e) => 'children' in e).length);
    const withPages = flattenRoutes(routesFromMenus(routeTable, serverMenusOf(SCREEN_TREE)));
    expect(withPages).toHaveLength(SCREENS.length);
  });
});

/** The menus the server sends an administrator: every entry of the tree. */
function serverMenusOf(entries: readonly ScreenTreeEntry[]): MenuNode[] {
  return entries.map((entry, index) =>
    menu(entry.name, entries.length - index, {
      children: 'children' in entry ? serverMenusOf(entry.children) : [],
    }),
  );
}

describe('routes from the server menus (spec §2)', () => {
  it('orders by sort, highest first, at every level, with the server icon, hidden and titles', () => {
    const routes = routesFromMenus(table, [
      menu('home', 5),
      menu('user', 9, {
        children: [
          menu('admin', 1),
          menu('role', 3),
          menu('menu', 2, { hidden: 1 }),
          menu('allocMenu', 0),
        ],
      }),
    ]);
    expect(routes.map((r) => r.name)).toEqual(['user', 'home']);
    const user = routes[0]!;
    expect(user.children.map((r) => r.name)).toEqual(['role', 'menu', 'admin', 'allocMenu']);
    expect(user.children.find((r) => r.name === 'menu')).toMatchObject({
      hidden: true,
      sort: 2,
      keepAlive: false,
    });
    expect(user.children.find((r) => r.name === 'role')).toMatchObject({
      icon: 'roleServerIcon',
      title: { zh: 'role标题', en: 'role title' },
      fullPath: '/user/role',
    });
  });

  it('drops every entry the server did not send, visible or hidden (401 when opened)', () => {
    const routes = routesFromMenus(table, [menu('user', 1, { children: [menu('admin', 4)] })]);
    expect(routes.map((r) => r.name)).toEqual(['user']);
    expect(routes[0]!.children.map((r) => r.name)).toEqual(['admin']);
    const paths = flattenRoutes(routes).map(({ route }) => route.fullPath);
    expect(paths).toEqual(['/user/admin']);
  });

  it('drops a folder the server sent without any of its screens', () => {
    const routes = routesFromMenus(table, [menu('home', 1), menu('stock', 1)]);
    expect(routes.map((r) => r.name)).toEqual(['home']);
  });

  it('sends a group to its first visible child', () => {
    const routes = routesFromMenus(table, [
      menu('user', 1, { children: [menu('role', 1, { hidden: 1 }), menu('admin', 0)] }),
    ]);
    expect(firstChildPath(routes[0]!)).toBe('/user/admin');
  });
});
