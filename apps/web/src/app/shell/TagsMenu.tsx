import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from './tags';

const TAG_KEY = 'tag:';

/**
 * The menu at the end of the tag bar: every open tag (choose one to go there; its close
 * button, or Delete on the keyboard, closes it), then refresh / close / close others / close
 * all for the current page. Reached with Tab; the arrow keys walk it.
 */
export function TagsMenu(props: {
  tags: readonly Tag[];
  titleOf(tag: Tag): string;
  isActive(tag: Tag): boolean;
  onOpen(path: string): void;
  onClose(path: string): void;
  onAction(action: 'refresh' | 'close' | 'others' | 'all'): void;
}) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'open',
      label: t('shell.openPages'),
      children: props.tags.map((tag) => {
        const title = props.titleOf(tag);
        return {
          key: TAG_KEY + tag.path,
          label: (
            <span
              data-testid="open-tag"
              data-tag-path={tag.path}
              style={props.isActive(tag) ? { fontWeight: 600 } : undefined}
            >
              {title}
            </span>
          ),
          extra: (
            <Button
              type="text"
              size="small"
              tabIndex={-1}
              icon={<CloseOutlined />}
              aria-label={t('shell.closeNamed', { name: title })}
              onClick={(event) => {
                // close the tag without choosing the item (which would open it)
                event.stopPropagation();
                props.onClose(tag.path);
              }}
            />
          ),
        };
      }),
    },
    { type: 'divider' },
    { key: 'refresh', icon: <ReloadOutlined />, label: t('shell.refreshTag') },
    { key: 'close', label: t('shell.closeTag') },
    { key: 'others', label: t('shell.closeOthers') },
    { key: 'all', label: t('shell.closeAll') },
  ];
  // Delete (or Backspace) on a listed tag closes it; the focused item holds its path.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const listed = (event.target as HTMLElement).querySelector('[data-tag-path]');
    const path = listed?.getAttribute('data-tag-path');
    if (path) {
      event.preventDefault();
      props.onClose(path);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items,
        selectable: false,
        onKeyDown,
        onClick: ({ key }) => {
          if (key.startsWith(TAG_KEY)) props.onOpen(key.slice(TAG_KEY.length));
          else props.onAction(key as 'refresh' | 'close' | 'others' | 'all');
        },
      }}
    >
      <Button size="small" data-testid="tags-actions" aria-label={t('shell.tagMenu')}>
        {t('shell.tagActions')}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
