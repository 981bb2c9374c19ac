import {
  isScreenGroup,
  type MenuNode,
  type ScreenName,
  type ScreenTreeEntry,
} from '@lading/shared';
import type { ComponentType, LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/** One entry of the route table: a screen of the shared tree with its page, or a folder. */
export interface RouteDef {
  /** Matches the server menu's `name` (spec §2). */
  name: string;
  /** The full path (`/user/admin`). */
  path: string;
  icon: string;
  hidden: boolean;
  keepAlive: boolean;
  page?: LazyPage;
  children?: RouteDef[];
}

/**
 * The route table: the shared screen tree (packages/shared/src/screens) with each
 * screen's page. `pages` names every screen (a missing one is a type error).
 */
export function buildRouteTable(
  tree: readonly ScreenTreeEntry[],
  pages: Readonly<Record<ScreenName, LazyPage>>,
): RouteDef[] {
  return tree.map((entry) => {
    const common = { name: entry.name, path: entry.path, icon: entry.icon };
    if (isScreenGroup(entry))
      return {
        ...common,
        hidden: false,
        keepAlive: false,
        children: buildRouteTable(entry.children, pages),
      };
    const page = pages[entry.name as ScreenName];
    if (!page) throw new Error(`no page for screen ${entry.name}`);
    return {
      ...common,
      hidden: entry.hidden ?? false,
      keepAlive: entry.keepAlive ?? false,
      page,
    };
  });
}

/** A route as the signed-in user gets it: filtered, ordered, with the server's flags. */
export interface MenuRoute {
  name: string;
  fullPath: string;
  title: { zh: string; en: string };
  icon: string;
  hidden: boolean;
  keepAlive: boolean;
  sort: number;
  page?: LazyPage;
  children: MenuRoute[];
}

function indexMenus(menus: readonly MenuNode[], into = new Map<string, MenuNode>()) {
  for (const menu of menus) {
    into.set(menu.name, menu);
    indexMenus(menu.children, into);
  }
  return into;
}

/**
 * spec §2: entries are matched by name against the server list and take the server's
 * titles, icon, hidden flag, keepAlive and sort; they are ordered by sort, highest first, at
 * every level. Unlike the spec's rule, an entry the server did not send is dropped, visible
 * or not: the server's menus are built from the same screen tree, so "not sent" means "not
 * granted", and opening it answers the 401 page (docs/decisions.md, issue 13). A folder left
 * without screens goes too.
 */
export function routesFromMenus(
  table: readonly RouteDef[],
  menus: readonly MenuNode[],
): MenuRoute[] {
  const byName = indexMenus(menus);
  const walk = (defs: readonly RouteDef[]): MenuRoute[] => {
    const kept: MenuRoute[] = [];
    for (const def of defs) {
      const server = byName.get(def.name);
      if (!server) continue;
      const children = def.children ? walk(def.children) : [];
      if (def.children && children.length === 0) continue;
      kept.push({
        name: def.name,
        fullPath: def.path,
        title: { zh: server.title, en: server.entitle },
        icon: server.icon || def.icon,
        hidden: server.hidden !== 0,
        keepAlive: server.keepAlive !== 0,
        sort: server.sort,
        ...(def.page ? { page: def.page } : {}),
        children,
      });
    }
    // Array.prototype.sort is stable: equal sorts keep the tree's order.
    return kept.sort((a, b) => b.sort - a.sort);
  };
  return walk(table);
}

/** Every route with a page, flattened (for the router and the breadcrumb). */
export function flattenRoutes(routes: readonly MenuRoute[], parents: MenuRoute[] = []) {
  const out: { route: MenuRoute; parents: MenuRoute[] }[] = [];
  for (const route of routes) {
    if (route.page) out.push({ route, parents });
    out.push(...flattenRoutes(route.children, [...parents, route]));
  }
  return out;
}

/** spec §2: each route group redirects to its first (visible) child. */
export function firstChildPath(route: MenuRoute): string | undefined {
  const child = route.children.find((c) => !c.hidden) ?? route.children[0];
  if (!child) return undefined;
  return child.page ? child.fullPath : firstChildPath(child);
}

/** Every path in the route table, granted or not (to tell 401 from 404). */
export function allKnownPaths(table: readonly RouteDef[]): string[] {
  return table.flatMap((def) => [def.path, ...allKnownPaths(def.children ?? [])]);
}
