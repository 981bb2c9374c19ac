import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { seesDocumentationIcon } from '@lading/shared';
import { Breadcrumb, Button, Layout, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/session';
import { MessageBell } from '../../features/messages/MessageBell';
import { DOC_ICON_COOLDOWN_MS } from '../../lib/constants';
import { flattenRoutes, type MenuRoute } from '../menu-routes';
import { PALETTE } from '../palette';
import { LanguageSelect } from './LanguageSelect';
import { routeTitle } from './route-title';
import { UserMenu } from './UserMenu';

/** spec §6: the help icon, only for 9-Country&B2B and 8-African OPS, idle 200 ms after a click. */
function DocumentationIcon() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [cooling, setCooling] = useState(false);
  if (!seesDocumentationIcon(user.roles)) return null;
  return (
    <Tooltip title={t('shell.documentation')}>
      <Button
        type="text"
        aria-label={t('shell.documentation')}
        icon={<QuestionCircleOutlined />}
        disabled={cooling}
        onClick={() => {
          setCooling(true);
          window.open('/documentation', '_blank', 'noopener');
          setTimeout(() => setCooling(false), DOC_ICON_COOLDOWN_MS);
        }}
      />
    </Tooltip>
  );
}

export function HeaderBar(props: { routes: MenuRoute[]; collapsed: boolean; onToggle(): void }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = flattenRoutes(props.routes).find((r) => r.route.fullPath === location.pathname);
  const crumbs = current ? [...current.parents, current.route] : [];
  return (
    <Layout.Header
      style={{
        background: PALETTE.bgContainer,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        borderBottom: `1px solid ${PALETTE.split}`,
      }}
    >
      <Button
        type="text"
        aria-label={props.collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
        icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={props.onToggle}
      />
      <Breadcrumb
        aria-label={t('shell.breadcrumb')}
        style={{ flex: 1 }}
        items={crumbs.map((route) => ({
          key: route.fullPath,
          title: routeTitle(route, i18n.language),
        }))}
      />
      <Space size="middle">
        <DocumentationIcon />
        <LanguageSelect />
        <MessageBell />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
