import type { MenuNode } from '@lading/shared';
import type { ComponentType, LazyExoticComponent } from 'react';

/** One entry of the route table in code: a screen that exists (or a group of them). */
export interface RouteDef {
  /** Matches the server menu's `name` (spec §2). */
  name: string;
  /** Path segment under its parent (`user`, `admin`); top-level ones start without a slash. */
  path: string;
  /** Fallback titles when the server list does not carry the entry. */
  title: { zh: string; en: string };
  icon?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  page?: LazyExoticComponent<ComponentType>;
  children?: RouteDef[];
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
  page?: LazyExoticComponent<ComponentType>;
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
 * spec §2: entries are matched by name against the server list; a matched entry takes
 * icon, hidden and sort from the server; one not in the list is dropped if hidden,
 * otherwise kept with sort 0; entries are ordered by sort, highest first, at every level
 * (three levels). On top of that, a top-level group the server did not send is dropped:
 * the server's grant decides which sections a user has at all (so a supplier never
 * gets /user), the rule above decides within them. A group left without children goes.
 */
export function routesFromMenus(
  table: readonly RouteDef[],
  menus: readonly MenuNode[],
): MenuRoute[] {
  const byName = indexMenus(menus);
  const walk = (defs: readonly RouteDef[], parentPath: string, level: number): MenuRoute[] => {
    const kept: MenuRoute[] = [];
    for (const def of defs) {
      const server = byName.get(def.name);
      if (!server && (level === 0 || def.hidden)) continue;
      const fullPath = `${parentPath}/${def.path}`;
      const children = level < 2 && def.children ? walk(def.children, fullPath, level + 1) : [];
      if (def.children && children.length === 0) continue;
      kept.push({
        name: def.name,
        fullPath,
        title: server ? { zh: server.title, en: server.entitle } : def.title,
        icon: server?.icon || def.icon || '',
        hidden: server ? server.hidden !== 0 : Boolean(def.hidden),
        // the server's flag when it sends the entry (admins set it on the menu screen)
        keepAlive: server ? server.keepAlive !== 0 : (def.keepAlive ?? false),
        sort: server?.sort ?? 0,
        ...(def.page ? { page: def.page } : {}),
        children,
      });
    }
    // Array.prototype.sort is stable: equal sorts keep the code's order.
    return kept.sort((a, b) => b.sort - a.sort);
  };
  return walk(table, '', 0);
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

/** Every path in the code's table, signed in or not (to tell 401 from 404). */
export function allKnownPaths(table: readonly RouteDef[], parentPath = ''): string[] {
  return table.flatMap((def) => {
    const fullPath = `${parentPath}/${def.path}`;
    return [fullPath, ...allKnownPaths(def.children ?? [], fullPath)];
  });
}
