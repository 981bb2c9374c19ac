import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COOKIE } from '../../lib/constants';
import { readCookie, writeCookie } from '../../lib/cookies';
import type { MenuRoute } from '../menu-routes';
import { HeaderBar } from './HeaderBar';
import { PageHost } from './PageHost';
import { ShellStateProvider } from './shell-state';
import { SideMenu } from './SideMenu';
import { TagsBar } from './TagsBar';

const isNarrow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** spec §2 shell: sidebar, top bar, tag bar, and the page. */
export function Shell({ routes }: { routes: MenuRoute[] }) {
  // spec §9: sidebar status cookie 1 (open) or 0 (closed); narrow screens start closed.
  const [collapsed, setCollapsed] = useState(
    () => isNarrow() || readCookie(SIDEBAR_COOKIE) === '0',
  );
  useEffect(() => {
    const onResize = () => {
      if (isNarrow()) setCollapsed(true);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const toggle = () => {
    setCollapsed((was) => {
      writeCookie(SIDEBAR_COOKIE, was ? '1' : '0', 365);
      return !was;
    });
  };

  return (
    <ShellStateProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider collapsed={collapsed} trigger={null} collapsible width={220} theme="dark">
          <SideMenu routes={routes} collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <HeaderBar routes={routes} collapsed={collapsed} onToggle={toggle} />
          <TagsBar routes={routes} />
          <Layout.Content style={{ margin: 16 }}>
            <PageHost routes={routes} />
          </Layout.Content>
        </Layout>
      </Layout>
    </ShellStateProvider>
  );
}
