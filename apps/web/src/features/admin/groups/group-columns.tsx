import type { GroupItem } from '@lading/shared';
import { App, Button, Space, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BuiltInTag } from '../common/BuiltInTag';
import { formatDateTime } from '../common/format';
import { useGroupMutations } from './useGroups';

/** The group table's columns; write actions only when `canWrite`. */
export function useGroupColumns(props: {
  canWrite: boolean;
  onEdit(group: GroupItem): void;
}): TableColumnsType<GroupItem> {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { remove } = useGroupMutations();

  const confirmDelete = (group: GroupItem) =>
    modal.confirm({
      title: t('groups.confirmDeleteTitle', { name: group.name }),
      content: t('groups.confirmDelete'),
      okText: t('actions.delete', { ns: 'common' }),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel', { ns: 'common' }),
      // Closes either way; the server's refusal (e.g. the group still has users) is toasted.
      onOk: () =>
        remove.mutateAsync(group.id).then(
          () => void message.success(t('status.deleted', { ns: 'common' })),
          () => undefined,
        ),
    });

  return [
    { title: t('groups.name'), dataIndex: 'name', width: 160 },
    { title: t('groups.description'), dataIndex: 'description', ellipsis: true },
    { title: t('groups.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    {
      title: t('common.type'),
      dataIndex: 'builtin',
      width: 100,
      render: (value: number) => <BuiltInTag builtin={value} />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 340,
      fixed: 'right',
      render: (_, group) => (
        <Space size={0}>
          {props.canWrite && (
            <Button size="small" type="link" onClick={() => props.onEdit(group)}>
              {t('actions.edit', { ns: 'common' })}
            </Button>
          )}
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
          {props.canWrite && (
            <Tooltip title={group.builtin ? t('groups.builtinCannotDelete') : undefined}>
              <Button
                size="small"
                type="link"
                danger
                disabled={Boolean(group.builtin)}
                onClick={() => confirmDelete(group)}
              >
                {t('actions.delete', { ns: 'common' })}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}
