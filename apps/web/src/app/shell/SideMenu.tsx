import { Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuRoute } from '../menu-routes';
import { PALETTE } from '../palette';
import { MenuIcon } from './menu-icons';
import { routeTitle } from './route-title';

type Item = Required<MenuProps>['items'][number];

/** The keys of the groups that hold this path, outermost first. */
const groupsOf = (routes: MenuRoute[], pathname: string): string[] =>
  routes
    .filter((route) => pathname.startsWith(`${route.fullPath}/`))
    .flatMap((route) => [route.fullPath, ...groupsOf(route.children, pathname)]);

/** The sidebar: the user's routes, hidden ones left out, highest sort first. */
export function SideMenu({ routes, collapsed }: { routes: MenuRoute[]; collapsed: boolean }) {
  const { i18n, t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const toItems = (list: MenuRoute[]): Item[] =>
    list
      .filter((route) => !route.hidden)
      .map((route) => {
        const visibleChildren = route.children.filter((child) => !child.hidden);
        return {
          key: route.fullPath,
          icon: route.icon ? <MenuIcon name={route.icon} /> : undefined,
          label: routeTitle(route, i18n.language),
          ...(visibleChildren.length ? { children: toItems(route.children) } : {}),
        };
      });
  // The open submenus, held here: inline ones while the sidebar is expanded (the current
  // page's group, then as the user opens and closes them), pop-ups while it is collapsed
  // (antd's inlineCollapsed menu: none inline in the narrow sidebar). Expanding again opens
  // the current page's group along with those the user had open.
  const [inlineOpenKeys, setInlineOpenKeys] = useState(() => groupsOf(routes, location.pathname));
  const [popupOpenKeys, setPopupOpenKeys] = useState<string[]>([]);
  const [wasCollapsed, setWasCollapsed] = useState(collapsed);
  if (collapsed !== wasCollapsed) {
    setWasCollapsed(collapsed);
    setPopupOpenKeys([]);
    if (!collapsed) {
      const current = groupsOf(routes, location.pathname);
      setInlineOpenKeys((keys) => [...keys, ...current.filter((key) => !keys.includes(key))]);
    }
  }
  return (
    <>
      <div
        style={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: PALETTE.textOnDark,
          fontWeight: 600,
          fontSize: collapsed ? 14 : 18,
          letterSpacing: 1,
        }}
      >
        {t('appName')}
      </div>
      <nav aria-label={t('shell.mainMenu')}>
        {/* a new menu on each change: an open submenu's inline list would otherwise play its
            closing animation inside the narrowing sidebar, its labels one letter a line */}
        <Menu
          key={collapsed ? 'collapsed' : 'expanded'}
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={[location.pathname]}
          openKeys={collapsed ? popupOpenKeys : inlineOpenKeys}
          onOpenChange={collapsed ? setPopupOpenKeys : setInlineOpenKeys}
          items={toItems(routes)}
          onClick={({ key }) => navigate(key)}
        />
      </nav>
    </>
  );
}
