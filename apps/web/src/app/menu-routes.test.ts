import type { MenuNode } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { firstChildPath, routesFromMenus, type RouteDef } from './menu-routes';

const page = {} as NonNullable<RouteDef['page']>;
const def = (name: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path: name,
  title: { zh: `${name}-zh`, en: `${name}-en` },
  page,
  ...extra,
});
const menu = (name: string, sort: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  name,
  title: `${name}标题`,
  entitle: `${name} title`,
  icon: `${name}Icon`,
  hidden: 0,
  sort,
  keepAlive: 0,
  children: [],
  ...extra,
});

const table: RouteDef[] = [
  def('home'),
  {
    ...def('user'),
    page: undefined,
    children: [
      def('admin'),
      def('role'),
      def('allocMenu', { hidden: true }),
      def('menu'),
      def('extra'),
    ],
  },
  { ...def('stock'), page: undefined, children: [def('inventory')] },
];

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
    expect(user.children.map((r) => r.name)).toEqual([
      'role',
      'menu',
      'admin',
      'allocMenu',
      'extra',
    ]);
    expect(user.children.find((r) => r.name === 'menu')).toMatchObject({ hidden: true, sort: 2 });
    expect(user.children.find((r) => r.name === 'role')).toMatchObject({
      icon: 'roleIcon',
      title: { zh: 'role标题', en: 'role title' },
      fullPath: '/user/role',
    });
  });

  it('drops a hidden entry the server did not send, keeps a visible one with sort 0', () => {
    const routes = routesFromMenus(table, [menu('user', 1, { children: [menu('admin', 4)] })]);
    const names = routes[0]!.children.map((r) => r.name);
    expect(names).not.toContain('allocMenu');
    expect(names).toEqual(['admin', 'role', 'menu', 'extra']);
    expect(routes[0]!.children.find((r) => r.name === 'role')?.sort).toBe(0);
  });

  it('drops a top-level section the server did not grant (a supplier gets no /user)', () => {
    const routes = routesFromMenus(table, [menu('home', 1)]);
    expect(routes.map((r) => r.name)).toEqual(['home']);
  });

  it('sends a group to its first visible child', () => {
    const routes = routesFromMenus(table, [
      menu('user', 1, { children: [menu('role', 1, { hidden: 1 }), menu('admin', 0)] }),
    ]);
    expect(firstChildPath(routes[0]!)).toBe('/user/admin');
  });
});
