import { CloseOutlined } from '@ant-design/icons';
import { Tag as AntTag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { flattenRoutes, type MenuRoute } from '../menu-routes';
import { PALETTE } from '../palette';
import { routeTitle } from './route-title';
import { useShellState } from './shell-state';
import { nextAfterClosing, pathOnly, type Tag } from './tags';
import { TagsMenu } from './TagsMenu';

/** The gap kept between the active tag and the strip's edge when it is scrolled into view. */
const EDGE = 8;

/**
 * spec §2: visited pages, at most 8; close, close others, close all, refresh. The tags keep
 * one row that scrolls sideways (the wheel scrolls it too; the active tag is kept in view);
 * the menu at its end lists every open tag.
 */
export function TagsBar({ routes }: { routes: MenuRoute[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShellState();
  const strip = useRef<HTMLDivElement>(null);
  const byPath = new Map(flattenRoutes(routes).map(({ route }) => [route.fullPath, route]));
  const currentPath = location.pathname;
  const isActive = (tag: Tag) => pathOnly(tag.path) === currentPath;
  const titleOf = (tag: Tag) => {
    const route = byPath.get(pathOnly(tag.path));
    return route ? routeTitle(route, i18n.language) : tag.name;
  };

  const close = (path: string) => {
    if (pathOnly(path) === currentPath) navigate(nextAfterClosing(shell.tags, path));
    shell.close(path);
  };

  useEffect(() => scrollActiveIntoView(strip.current), [currentPath, shell.tags, i18n.language]);
  useEffect(() => {
    const node = strip.current;
    if (!node) return;
    // a mouse wheel scrolls the row sideways while it overflows
    const onWheel = (event: WheelEvent) => {
      if (node.scrollWidth <= node.clientWidth) return;
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      node.scrollLeft += event.deltaY;
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, []);

  return (
    // issue 22: the open pages are a way around, a landmark of their own
    <nav
      aria-label={t('shell.openPages')}
      data-testid="tags-bar"
      style={{
        background: PALETTE.bgContainer,
        padding: '6px 16px',
        borderBottom: `1px solid ${PALETTE.split}`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <div ref={strip} data-testid="tags-strip" className="lading-tags-strip">
        {shell.tags.map((tag) => (
          <AntTag
            key={tag.path}
            data-testid="tag"
            data-active={isActive(tag) || undefined}
            color={isActive(tag) ? 'blue' : undefined}
            closable
            closeIcon={<CloseOutlined aria-label={t('shell.closeTag')} />}
            onClose={(event) => {
              event.preventDefault();
              close(tag.path);
            }}
            style={{ cursor: 'pointer', userSelect: 'none', marginInlineEnd: 0, flex: 'none' }}
            onClick={() => navigate(tag.path)}
          >
            {titleOf(tag)}
          </AntTag>
        ))}
      </div>
      <TagsMenu
        tags={shell.tags}
        titleOf={titleOf}
        isActive={isActive}
        onOpen={(path) => navigate(path)}
        onClose={close}
        onAction={(action) => {
          const current = shell.tags.find(isActive);
          if (action === 'refresh') shell.refresh(currentPath);
          if (action === 'close' && current) close(current.path);
          if (action === 'others' && current) shell.closeOthers(current.path);
          if (action === 'all') {
            shell.closeAll();
            navigate('/');
          }
        }}
      />
    </nav>
  );
}

/** Scrolls the strip (never the page) so that its active tag shows whole. */
function scrollActiveIntoView(node: HTMLDivElement | null) {
  const active = node?.querySelector<HTMLElement>('[data-active]');
  if (!node || !active) return;
  const left = active.offsetLeft; // the strip is the tags' offset parent
  const right = left + active.offsetWidth;
  if (left - EDGE < node.scrollLeft) node.scrollLeft = Math.max(0, left - EDGE);
  else if (right + EDGE > node.scrollLeft + node.clientWidth)
    node.scrollLeft = right + EDGE - node.clientWidth;
}
