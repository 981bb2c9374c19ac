import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_COOKIE } from '../../lib/constants';
import { readCookie, writeCookie } from '../../lib/cookies';
import type { MenuRoute } from '../menu-routes';
import { HeaderBar } from './HeaderBar';
import { PageHost } from './PageHost';
import { ShellStateProvider } from './shell-state';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TagsBar } from './TagsBar';
import './shell.css';

const isNarrow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/**
 * spec §2 shell: sidebar, top bar, tag bar, and the page. Issue 22: a skip link first, and
 * every part in a landmark: the sidebar (aside, its menu a nav), the header (banner), the
 * tag bar (nav) and the page (main).
 */
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
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        {/* its menu stays in the window and scrolls on its own; labels wrap (shell.css) */}
        <Layout.Sider
          collapsed={collapsed}
          trigger={null}
          collapsible
          width={220}
          theme="dark"
          className="lading-sider"
        >
          <SideMenu routes={routes} collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <HeaderBar routes={routes} collapsed={collapsed} onToggle={toggle} />
          <TagsBar routes={routes} />
          <Layout.Content id={MAIN_CONTENT_ID} style={{ margin: 16 }}>
            <PageHost routes={routes} />
          </Layout.Content>
        </Layout>
      </Layout>
    </ShellStateProvider>
  );
}
