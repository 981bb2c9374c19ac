import type { ResourceItem } from '@lading/shared';
import { App, Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BuiltInTag } from '../common/BuiltInTag';
import { formatDateTime } from '../common/format';
import { useResourceMutations } from './useResources';

/** The resource table's columns; write actions only when `canWrite`. */
export function useResourceColumns(props: {
  canWrite: boolean;
  onEdit(resource: ResourceItem): void;
}): TableColumnsType<ResourceItem> {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const { remove } = useResourceMutations();

  const confirmDelete = (resource: ResourceItem) =>
    modal.confirm({
      title: t('resources.confirmDeleteTitle', { name: resource.name }),
      content: t('resources.confirmDelete'),
      okText: t('actions.delete', { ns: 'common' }),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () =>
        remove.mutateAsync(resource.id).then(
          () => void message.success(t('status.deleted', { ns: 'common' })),
          () => undefined,
        ),
    });

  return [
    {
      title: t('resources.key'),
      dataIndex: 'key',
      width: 190,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: t('resources.name'), dataIndex: 'name', width: 160 },
    { title: t('resources.category'), dataIndex: 'categoryName', width: 120 },
    {
      title: t('resources.url'),
      dataIndex: 'url',
      width: 300,
      render: (url: string) => (
        <div style={{ whiteSpace: 'pre-line', fontFamily: 'monospace', fontSize: 12 }}>{url}</div>
      ),
    },
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
    ...(props.canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            fixed: 'right' as const,
            render: (_: unknown, resource: ResourceItem) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => props.onEdit(resource)}>
                  {t('actions.edit', { ns: 'common' })}
                </Button>
                <Tooltip title={resource.builtin ? t('resources.builtinCannotDelete') : undefined}>
                  <Button
                    size="small"
                    type="link"
                    danger
                    disabled={Boolean(resource.builtin)}
                    onClick={() => confirmDelete(resource)}
                  >
                    {t('actions.delete', { ns: 'common' })}
                  </Button>
                </Tooltip>
              </Space>
            ),
          },
        ]
      : []),
  ];
}
