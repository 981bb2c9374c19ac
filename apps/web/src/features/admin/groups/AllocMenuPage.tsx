import type { MenuTreeItem } from '@lading/shared';
import { App, Empty, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedLeaves, toTreeData, withAncestors } from '../menus/menu-tree';
import { useMenuTree } from '../menus/useMenus';
import { AssignPageFrame } from './AssignPageFrame';
import { useRoleId } from './useRoleId';
import { useGroupMenus, useGroupMutations } from './useGroups';

const NO_MENUS: MenuTreeItem[] = [];

/** /user/allocMenu?roleId=N: which menus a group may open (its access permissions). */
export default function AllocMenuPage() {
  const roleId = useRoleId();
  const { t, i18n } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const tree = useMenuTree();
  const granted = useGroupMenus(roleId ?? 0, roleId !== undefined);
  const { allocMenu } = useGroupMutations();
  const menus = tree.data ?? NO_MENUS;
  const treeData = useMemo(() => toTreeData(menus, i18n.language), [menus, i18n.language]);
  // null until the admin changes something: then the server's grant shows.
  const [edited, setEdited] = useState<number[] | null>(null);
  const checked = useMemo(
    () => edited ?? checkedLeaves(menus, new Set(granted.data?.map((menu) => menu.id))),
    [edited, menus, granted.data],
  );

  const save = () =>
    modal.confirm({
      title: t('groups.confirmSaveMenusTitle'),
      content: t('groups.confirmSaveMenus'),
      okText: t('actions.save', { ns: 'common' }),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () =>
        allocMenu.mutateAsync({ roleId: roleId!, menuIds: withAncestors(menus, checked) }).then(
          () => {
            setEdited(null);
            void message.success(t('status.saved', { ns: 'common' }));
          },
          () => undefined,
        ),
    });

  return (
    <AssignPageFrame
      roleId={roleId}
      titleKey="groups.assignMenusTitle"
      loading={tree.isLoading || granted.isLoading}
      saving={allocMenu.isPending}
      onSave={save}
    >
      {treeData.length ? (
        <Tree<(typeof treeData)[number]>
          checkable
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) => setEdited((Array.isArray(keys) ? keys : keys.checked).map(Number))}
        />
      ) : (
        !tree.isLoading && <Empty />
      )}
    </AssignPageFrame>
  );
}
