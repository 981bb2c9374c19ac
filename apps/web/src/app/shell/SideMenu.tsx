import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuRoute } from '../menu-routes';
import { PALETTE } from '../palette';
import { MenuIcon } from './menu-icons';
import { routeTitle } from './route-title';

type Item = Required<MenuProps>['items'][number];

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
  const openKeys = routes
    .filter((route) => location.pathname.startsWith(`${route.fullPath}/`))
    .map((route) => route.fullPath);
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
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname]}
          defaultOpenKeys={collapsed ? [] : openKeys}
          items={toItems(routes)}
          onClick={({ key }) => navigate(key)}
        />
      </nav>
    </>
  );
}
