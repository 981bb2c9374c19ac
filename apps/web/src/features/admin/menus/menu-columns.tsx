import { MAX_MENU_LEVEL, type MenuTreeItem } from '@lading/shared';
import { App, Button, Switch, Tag, type TableColumnsType } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../../app/shell/menu-icons';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { localTitle } from '../common/format';
import { useMenuMutations } from './useMenus';

/** A tree-table row: leaves carry no `children`, so the table shows no expand icon. */
export type MenuRow = Omit<MenuTreeItem, 'children'> & { children?: MenuRow[] };

export const toRows = (menus: readonly MenuTreeItem[]): MenuRow[] =>
  menus.map(({ children, ...menu }) =>
    children.length ? { ...menu, children: toRows(children) } : menu,
  );

/** The menu tree table's columns; write actions only when `canWrite`. */
export function useMenuColumns(canWrite: boolean): TableColumnsType<MenuRow> {
  const { t, i18n } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { setHidden, remove } = useMenuMutations();
  const confirmDelete = useConfirmDelete();
  const common = (key: ParseKeys<'common'>) => t(key, { ns: 'common' });
  // Closes the dialog either way; a refusal has already been toasted by the HTTP client.
  const run = (call: () => Promise<unknown>, done: ParseKeys<'common'>) => () =>
    call().then(
      () => void message.success(common(done)),
      () => undefined,
    );

  const toggleHidden = (menu: MenuRow) => {
    const hiding = menu.hidden === 0;
    modal.confirm({
      title: t(hiding ? 'menus.confirmHideTitle' : 'menus.confirmShowTitle', { name: menu.name }),
      content: t(hiding ? 'menus.confirmHide' : 'menus.confirmShow'),
      okText: common('actions.confirm'),
      cancelText: common('actions.cancel'),
      onOk: run(
        () => setHidden.mutateAsync({ id: menu.id, hidden: hiding ? 1 : 0 }),
        'status.saved',
      ),
    });
  };

  return [
    { title: t('menus.name'), dataIndex: 'name', width: 240 },
    {
      title: t('menus.title'),
      key: 'title',
      width: 200,
      render: (_, menu) => localTitle(menu, i18n.language),
    },
    {
      title: t('menus.icon'),
      dataIndex: 'icon',
      width: 80,
      align: 'center',
      render: (icon: string) => <MenuIcon name={icon} />,
    },
    {
      title: t('menus.level'),
      dataIndex: 'level',
      width: 90,
      render: (level: number) => t('menus.levelN', { level: level + 1 }),
    },
    { title: t('menus.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: t('menus.hidden'),
      dataIndex: 'hidden',
      width: 90,
      render: (_, menu) => (
        <Switch
          size="small"
          aria-label={t('menus.hiddenOf', { name: localTitle(menu, i18n.language) })}
          checked={menu.hidden !== 0}
          disabled={!canWrite}
          onClick={() => toggleHidden(menu)}
        />
      ),
    },
    {
      title: t('menus.keepAlive'),
      dataIndex: 'keepAlive',
      width: 100,
      render: (value: number) =>
        value ? <Tag color="blue">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
    },
    ...actionsColumn<MenuRow>({
      show: canWrite,
      title: t('common.actions'),
      width: 220,
      render: (menu) => (
        // "Add child" comes before Edit here, so Edit is one of the row's own links
        <RowActions
          onDelete={() =>
            confirmDelete({
              title: t('menus.confirmDeleteTitle', { name: menu.name }),
              content: t('menus.confirmDelete'),
              remove: () => remove.mutateAsync(menu.id),
            })
          }
        >
          {/* spec §2: three levels at most */}
          {menu.level < MAX_MENU_LEVEL - 1 && (
            <Button
              size="small"
              type="link"
              onClick={() => navigate(`/user/addMenu?parentId=${menu.id}`)}
            >
              {t('menus.addChild')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/user/updateMenu?id=${menu.id}`)}
          >
            {common('actions.edit')}
          </Button>
        </RowActions>
      ),
    }),
  ];
}
