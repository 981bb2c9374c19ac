import { type UserItem, formatDateTime } from '@lading/shared';
import { Button, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { createdAtColumn } from '../common/columns';
import { useUserActions } from './useUserActions';

/** The user table's columns; write actions only when `canWrite`. */
export function useUserColumns(props: {
  canWrite: boolean;
  onEdit(user: UserItem): void;
}): TableColumnsType<UserItem> {
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const actions = useUserActions();
  return [
    { title: t('users.username'), dataIndex: 'username', width: 140, fixed: 'left' },
    { title: t('users.nickname'), dataIndex: 'nickname', width: 140 },
    { title: t('users.email'), dataIndex: 'email', width: 200, ellipsis: true },
    { title: t('users.group'), dataIndex: 'groupName', width: 150, render: names.group },
    {
      title: t('users.suppliers'),
      dataIndex: 'supplierList',
      width: 200,
      render: (_, user) => (
        <Space size={[0, 4]} wrap>
          {user.supplierList.map((supplier) => (
            <Tooltip key={supplier.id} title={supplier.name}>
              <Tag>{supplier.code}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      title: t('users.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, user) => (
        <Switch
          size="small"
          checked={user.status === 1}
          disabled={!props.canWrite}
          checkedChildren={t('users.enabled')}
          unCheckedChildren={t('users.disabled')}
          onClick={(_checked, event) => {
            event.stopPropagation();
            actions.toggleStatus(user);
          }}
        />
      ),
    },
    {
      title: t('users.locked'),
      dataIndex: 'locked',
      width: 150,
      render: (_, user) =>
        user.locked ? (
          <Space size={4}>
            {/* an automatic lock (failed sign-ins) lifts itself; an administrator's does not */}
            <Tooltip
              title={
                user.lockedUntil
                  ? t('users.lockedUntil', { time: formatDateTime(user.lockedUntil) })
                  : undefined
              }
            >
              <Tag color="red">{t('users.lockedYes')}</Tag>
            </Tooltip>
            {props.canWrite && (
              <Button size="small" type="link" onClick={() => actions.unlock(user)}>
                {t('users.unlock')}
              </Button>
            )}
          </Space>
        ) : (
          <Tag color="green">{t('users.lockedNo')}</Tag>
        ),
    },
    {
      title: t('users.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 150,
      render: (value: string | null) => formatDateTime(value) || t('users.neverSignedIn'),
    },
    createdAtColumn(t),
    ...actionsColumn<UserItem>({
      show: props.canWrite,
      title: t('common.actions'),
      width: 140,
      fixed: true,
      render: (user) => (
        <RowActions onEdit={() => props.onEdit(user)} onDelete={() => actions.remove(user)} />
      ),
    }),
  ];
}
