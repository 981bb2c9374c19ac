import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tag as AntTag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { flattenRoutes, type MenuRoute } from '../menu-routes';
import { routeTitle } from './route-title';
import { useShellState } from './shell-state';
import { nextAfterClosing, pathOnly } from './tags';

/** spec §2: visited pages, at most 8; close, close others, close all, refresh. */
export function TagsBar({ routes }: { routes: MenuRoute[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShellState();
  const byPath = new Map(flattenRoutes(routes).map(({ route }) => [route.fullPath, route]));
  const currentPath = location.pathname;

  const close = (path: string) => {
    if (pathOnly(path) === currentPath) navigate(nextAfterClosing(shell.tags, path));
    shell.close(path);
  };

  return (
    <div
      data-testid="tags-bar"
      style={{
        background: '#fff',
        padding: '6px 16px',
        borderBottom: '1px solid #f0f0f0',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <Space size={4} wrap style={{ flex: 1 }}>
        {shell.tags.map((tag) => {
          const route = byPath.get(pathOnly(tag.path));
          const active = pathOnly(tag.path) === currentPath;
          return (
            <AntTag
              key={tag.path}
              data-testid="tag"
              color={active ? 'blue' : undefined}
              closable
              closeIcon={<CloseOutlined aria-label={t('shell.closeTag')} />}
              onClose={(event) => {
                event.preventDefault();
                close(tag.path);
              }}
              style={{ cursor: 'pointer', userSelect: 'none' }}
              onClick={() => navigate(tag.path)}
            >
              {route ? routeTitle(route, i18n.language) : tag.name}
            </AntTag>
          );
        })}
      </Space>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'refresh', icon: <ReloadOutlined />, label: t('shell.refreshTag') },
            { key: 'close', label: t('shell.closeTag') },
            { key: 'others', label: t('shell.closeOthers') },
            { key: 'all', label: t('shell.closeAll') },
          ],
          onClick: ({ key }) => {
            const current = shell.tags.find((tag) => pathOnly(tag.path) === currentPath);
            if (key === 'refresh') shell.refresh(currentPath);
            if (key === 'close' && current) close(current.path);
            if (key === 'others' && current) shell.closeOthers(current.path);
            if (key === 'all') {
              shell.closeAll();
              navigate('/');
            }
          },
        }}
      >
        <Button size="small" data-testid="tags-actions">
          {t('shell.tagActions')}
        </Button>
      </Dropdown>
    </div>
  );
}
