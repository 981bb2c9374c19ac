import type { GroupItem } from '@lading/shared';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { builtInColumn, createdAtColumn } from '../common/columns';
import { useGroupMutations } from './useGroups';

/** The group table's columns; write actions only when `canWrite`. */
export function useGroupColumns(props: {
  canWrite: boolean;
  onEdit(group: GroupItem): void;
}): TableColumnsType<GroupItem> {
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const navigate = useNavigate();
  const { remove } = useGroupMutations();
  const confirmDelete = useConfirmDelete();

  return [
    { title: t('groups.name'), dataIndex: 'name', width: 160, render: names.group },
    {
      title: t('groups.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: names.text,
    },
    { title: t('groups.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    builtInColumn(t),
    createdAtColumn(t),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 340,
      fixed: 'right',
      render: (_, group) => (
        <RowActions
          onEdit={props.canWrite ? () => props.onEdit(group) : undefined}
          // the server refuses a group that still has users: that refusal is toasted
          onDelete={
            props.canWrite
              ? () =>
                  confirmDelete({
                    title: t('groups.confirmDeleteTitle', { name: names.group(group.name) }),
                    content: t('groups.confirmDelete'),
                    remove: () => remove.mutateAsync(group.id),
                  })
              : undefined
          }
          deleteBlocked={group.builtin ? t('groups.builtinCannotDelete') : undefined}
        >
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/user/allocMenu?roleId=${group.id}`)}
          >
            {t('groups.assignMenus')}
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/user/allocResource?roleId=${group.id}`)}
          >
            {t('groups.assignResources')}
          </Button>
        </RowActions>
      ),
    },
  ];
}
